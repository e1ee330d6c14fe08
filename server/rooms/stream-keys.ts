import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import { STREAM_KEY_BYTES } from '../../contracts/room-rules.ts';
import type { DB } from '../db/schema.ts';

/**
 * Stream keys: `<room id>?key=<secret>`, pasted into OBS. Only the secret's sha256 is stored,
 * with its last four characters as a hint, so a leaked database cannot be used to broadcast and
 * the key is shown once, when made. A room has two: the OBS key (`Live/getLiveUrl`) and the
 * phone's (`Live/mobileStartRoom`, a new one at every start); either may publish.
 */

/** Which of a room's two keys. */
export type StreamKeyKind = 'obs' | 'phone';

/** The RTMP application every room publishes under (`rtmp://host:port/live`). */
export const STREAM_APP = 'live';

const SECRET_PATTERN = /^[A-Za-z0-9_-]{16,128}$/;

export interface NewStreamKey {
  /** What OBS is given as the stream key. */
  key: string;
  hash: string;
  hint: string;
}

export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}

export function makeStreamKey(roomId: number): NewStreamKey {
  const secret = randomBytes(STREAM_KEY_BYTES).toString('base64url');
  return { key: `${roomId}?key=${secret}`, hash: hashSecret(secret), hint: secret.slice(-4) };
}

/**
 * The room and secret of a publish: the stream path (`/live/12`, `live/12` or `12`) and its
 * query (`key=...`, as a string or parsed). Null when it is not a room's stream.
 */
export function parsePublish(
  streamPath: string,
  query: string | Record<string, unknown> | undefined,
): { roomId: number; secret: string } | null {
  // The room id in canonical form only: `01` would be another stream name with the same key.
  const match = /^\/?(?:live\/)?([1-9]\d{0,11})$/.exec(streamPath);
  if (!match) return null;
  const roomId = Number(match[1]);
  if (!Number.isSafeInteger(roomId) || roomId <= 0) return null;
  const raw = typeof query === 'string' ? new URLSearchParams(query.replace(/^\?/, '')).get('key') : query?.key;
  const secret = Array.isArray(raw) ? raw[0] : raw;
  if (typeof secret !== 'string' || !SECRET_PATTERN.test(secret)) return null;
  return { roomId, secret };
}

/** Whether a secret matches a stored hash, in constant time. */
export function secretMatches(storedHash: string | null | undefined, secret: string): boolean {
  if (!storedHash || !/^[0-9a-f]{64}$/.test(storedHash)) return false;
  const expected = Buffer.from(storedHash, 'hex');
  const given = createHash('sha256').update(secret, 'utf8').digest();
  return timingSafeEqual(expected, given);
}

/**
 * Makes the room a new key of that kind (the old one of the same kind stops working) and returns
 * it; the secret is not kept.
 */
export async function issueStreamKey(
  db: Kysely<DB>,
  roomId: number,
  nowS: number,
  kind: StreamKeyKind = 'obs',
): Promise<NewStreamKey> {
  const made = makeStreamKey(roomId);
  await db
    .updateTable('rooms')
    .set(
      kind === 'obs'
        ? { stream_key_hash: made.hash, stream_key_hint: made.hint, updated_at: nowS }
        : { phone_key_hash: made.hash, phone_key_hint: made.hint, updated_at: nowS },
    )
    .where('id', '=', roomId)
    .execute();
  return made;
}

/** Whether a secret matches either of a room's keys. */
export function roomKeyMatches(
  room: { stream_key_hash: string | null; phone_key_hash: string | null },
  secret: string,
) {
  // Both compared, so the time taken does not tell which key exists.
  const obs = secretMatches(room.stream_key_hash, secret);
  const phone = secretMatches(room.phone_key_hash, secret);
  return obs || phone;
}

export type KeyCheck = 'ok' | 'wrong' | 'unknown';

/**
 * Room -> key hash in memory. The media node must accept or refuse a publish synchronously, before
 * any media arrives, so it cannot wait for the database: a room it does not know is refused and
 * looked up, so the encoder's next attempt (OBS retries on its own) is decided from the cache.
 */
export interface StreamKeyCache {
  load(): Promise<void>;
  check(roomId: number, secret: string): KeyCheck;
  /** Looks the room up again (after a miss, or when another process may have reset its key). */
  refresh(roomId: number): Promise<void>;
  set(roomId: number, hash: string | null, kind?: StreamKeyKind): void;
}

interface RoomKeys {
  stream_key_hash: string | null;
  phone_key_hash: string | null;
}

export function createStreamKeyCache(db: Kysely<DB>, onError: (error: unknown) => void): StreamKeyCache {
  const hashes = new Map<number, RoomKeys>();
  const refresh = async (roomId: number) => {
    const row = await db
      .selectFrom('rooms')
      .select(['stream_key_hash', 'phone_key_hash'])
      .where('id', '=', roomId)
      .executeTakeFirst();
    if (row) hashes.set(roomId, row);
    else hashes.delete(roomId);
  };
  return {
    async load() {
      const rows = await db
        .selectFrom('rooms')
        .select(['id', 'stream_key_hash', 'phone_key_hash'])
        .where((eb) => eb.or([eb('stream_key_hash', 'is not', null), eb('phone_key_hash', 'is not', null)]))
        .execute();
      for (const { id, ...keys } of rows) hashes.set(id, keys);
    },
    check(roomId, secret) {
      const keys = hashes.get(roomId);
      if (!keys) {
        void refresh(roomId).catch(onError);
        return 'unknown';
      }
      if (roomKeyMatches(keys, secret)) return 'ok';
      // A key reset by another server process is learned on the next attempt.
      void refresh(roomId).catch(onError);
      return 'wrong';
    },
    refresh,
    set(roomId, hash, kind = 'obs') {
      const keys = hashes.get(roomId) ?? { stream_key_hash: null, phone_key_hash: null };
      hashes.set(roomId, kind === 'obs' ? { ...keys, stream_key_hash: hash } : { ...keys, phone_key_hash: hash });
    },
  };
}
