import type { Kysely } from 'kysely';
import type { NoticeFrame } from '../../contracts/live-protocol.ts';
import type { DB } from '../db/schema.ts';
import type { RoomHub } from '../rooms/room-hub.ts';

/** Online counts go out at most this often per room. */
export const ONLINE_THROTTLE_MS = 2_000;
/** A live room's peak is written again after this long even when its count holds still. */
const PEAK_REFRESH_MS = 30_000;

export interface RoomPresenceDeps {
  db: Kysely<DB>;
  hub: Pick<RoomHub, 'online'>;
  /** Rooms with sockets on this gateway. */
  localRooms(): Iterable<number>;
  sendToRoom(roomId: number, raw: string): void;
  now: () => number;
  onError: (error: unknown) => void;
  intervalMs?: number;
}

/**
 * Online counts of rooms, as their sockets hear them. Every gateway knows the total over all
 * gateways (the hub sums them) and tells only its own sockets, so no count is heard twice.
 * While a room is live, its broadcast's peak follows the count.
 */
export function createRoomPresence(deps: RoomPresenceDeps) {
  const intervalMs = deps.intervalMs ?? ONLINE_THROTTLE_MS;
  const sent = new Map<number, number>();
  const peakWrittenAt = new Map<number, number>();
  let lastFlush = 0;
  let pending: ReturnType<typeof setTimeout> | null = null;

  function writePeak(roomId: number, online: number): void {
    deps.db
      .updateTable('broadcasts')
      .set({ peak_online: online })
      .where('peak_online', '<', online)
      .where('id', 'in', (eb) =>
        eb
          .selectFrom('rooms')
          .select('broadcast_id')
          .where('rooms.id', '=', roomId)
          .where('rooms.live_status', '=', 1)
          .where('rooms.broadcast_id', 'is not', null),
      )
      .execute()
      .catch(deps.onError);
  }

  function flush(): void {
    lastFlush = deps.now();
    const seen = new Set<number>();
    for (const roomId of deps.localRooms()) {
      seen.add(roomId);
      const online = deps.hub.online(roomId);
      const changed = sent.get(roomId) !== online;
      if (changed) {
        sent.set(roomId, online);
        const frame: NoticeFrame = {
          code: 100,
          data: { type: 'room', room_id: roomId, event: { kind: 'online', online } },
        };
        deps.sendToRoom(roomId, JSON.stringify(frame));
      }
      if (online > 0 && (changed || lastFlush - (peakWrittenAt.get(roomId) ?? 0) >= PEAK_REFRESH_MS)) {
        peakWrittenAt.set(roomId, lastFlush);
        writePeak(roomId, online);
      }
    }
    for (const roomId of sent.keys()) {
      if (!seen.has(roomId)) {
        sent.delete(roomId);
        peakWrittenAt.delete(roomId);
      }
    }
  }

  // Counts of other gateways change without a local join or leave: swept as often as we throttle.
  const sweep = setInterval(flush, intervalMs);
  sweep.unref();

  return {
    /** A local socket joined or left a room: its count goes out now, or once the throttle allows. */
    touch(): void {
      if (pending !== null) return;
      const wait = Math.max(0, lastFlush + intervalMs - deps.now());
      pending = setTimeout(() => {
        pending = null;
        flush();
      }, wait);
      pending.unref();
    },
    close(): void {
      clearInterval(sweep);
      if (pending !== null) clearTimeout(pending);
    },
  };
}
