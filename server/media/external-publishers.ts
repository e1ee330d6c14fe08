import type { KeyValueStore } from '../kv/kv-store.ts';

/**
 * Who is publishing each room on an external media node, shared by every server process through
 * the key-value store (Redis at scale): a node's callbacks may reach any process, and "End
 * broadcast" may be pressed on another one than the one that accepted the stream.
 *
 * A publisher holds its room by a lease that its node renews (nginx-rtmp's `on_update`); a second
 * encoder is refused while the lease is held, and a node that died without saying so frees the
 * room when the lease runs out.
 */
export interface ExternalPublishers {
  /** The room's encoder is refused for a while after "End broadcast" (OBS reconnects on its own). */
  blocked(roomId: number): Promise<boolean>;
  block(roomId: number, ms: number): Promise<void>;
  unblock(roomId: number): Promise<void>;
  /** Takes the room for this publisher; false when another one holds it. */
  claim(roomId: number, publisher: string): Promise<boolean>;
  /**
   * Keeps the room this publisher's; false when its lease is gone (ended, run out, or taken by
   * another). It never takes the room again: a renewal sent as the stream ended may arrive after
   * its end, and would hold the room for nobody.
   */
  renew(roomId: number, publisher: string): Promise<boolean>;
  /** This publisher stopped: frees the room; false when the room was not its own. */
  release(roomId: number, publisher: string): Promise<boolean>;
  /** Frees the room whoever holds it ("End broadcast": the holder's next renewal is refused). */
  drop(roomId: number): Promise<void>;
}

/**
 * How long a publisher holds its room without a renewal. nginx-rtmp renews every
 * `notify_update_timeout` (10 s in deploy/nginx.conf): three renewals may be lost before the room
 * is free.
 */
export const PUBLISHER_LEASE_MS = 30_000;

export function createExternalPublishers(kv: KeyValueStore): ExternalPublishers {
  const lease = (roomId: number) => `media:publisher:${roomId}`;
  const block = (roomId: number) => `media:blocked:${roomId}`;
  return {
    blocked: async (roomId) => (await kv.get(block(roomId))) !== null,
    block: (roomId, ms) => kv.set(block(roomId), '1', ms),
    unblock: (roomId) => kv.del(block(roomId)),
    claim: (roomId, publisher) => kv.setIfAbsent(lease(roomId), publisher, PUBLISHER_LEASE_MS),
    renew: (roomId, publisher) => kv.extendIf(lease(roomId), publisher, PUBLISHER_LEASE_MS),
    release: (roomId, publisher) => kv.deleteIf(lease(roomId), publisher),
    drop: (roomId) => kv.del(lease(roomId)),
  };
}
