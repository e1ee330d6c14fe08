import { Redis } from 'ioredis';

/**
 * Short-lived shared state: rate-limit counters, captcha challenges, QR logins. In-process maps
 * by default; Redis at scale, so every gateway process sees the same counters and challenges.
 */
export interface KeyValueStore {
  /** Adds 1 and returns the new count; the key expires `ttlMs` after its first increment. */
  incr(key: string, ttlMs: number): Promise<number>;
  /** Takes 1 back from a live counter (never below 0, never creating it); the new count. */
  decr(key: string): Promise<number>;
  get(key: string): Promise<string | null>;
  set(key: string, value: string, ttlMs: number): Promise<void>;
  /** Reads and deletes in one step: a value taken once cannot be taken again. */
  take(key: string): Promise<string | null>;
  del(key: string): Promise<void>;
  /** ms until the key expires; 0 when it does not exist. */
  ttl(key: string): Promise<number>;
  /** Sets the key only when it does not exist (a lease taken by one caller at a time); true when set. */
  setIfAbsent(key: string, value: string, ttlMs: number): Promise<boolean>;
  /** Gives the key `ttlMs` more to live only while it holds `value`; true when it did. */
  extendIf(key: string, value: string, ttlMs: number): Promise<boolean>;
  /** Deletes the key only while it holds `value`; true when it did. */
  deleteIf(key: string, value: string): Promise<boolean>;
  close(): Promise<void>;
}

export function createMemoryStore(now: () => number = Date.now): KeyValueStore {
  const entries = new Map<string, { value: string; expiresAt: number }>();
  let sweeps = 0;
  const live = (key: string) => {
    const entry = entries.get(key);
    if (entry && entry.expiresAt <= now()) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  };
  const sweep = () => {
    // Expired entries go away every 1,000 writes, so the map does not grow without bound.
    if (++sweeps % 1000 !== 0) return;
    const t = now();
    for (const [key, entry] of entries) if (entry.expiresAt <= t) entries.delete(key);
  };
  return {
    async incr(key, ttlMs) {
      sweep();
      const entry = live(key);
      if (!entry) {
        entries.set(key, { value: '1', expiresAt: now() + ttlMs });
        return 1;
      }
      entry.value = String(Number(entry.value) + 1);
      return Number(entry.value);
    },
    async decr(key) {
      const entry = live(key);
      if (!entry) return 0;
      entry.value = String(Math.max(0, Number(entry.value) - 1));
      return Number(entry.value);
    },
    async get(key) {
      return live(key)?.value ?? null;
    },
    async set(key, value, ttlMs) {
      sweep();
      entries.set(key, { value, expiresAt: now() + ttlMs });
    },
    async take(key) {
      const entry = live(key);
      entries.delete(key);
      return entry?.value ?? null;
    },
    async del(key) {
      entries.delete(key);
    },
    async ttl(key) {
      const entry = live(key);
      return entry ? entry.expiresAt - now() : 0;
    },
    async setIfAbsent(key, value, ttlMs) {
      if (live(key)) return false;
      sweep();
      entries.set(key, { value, expiresAt: now() + ttlMs });
      return true;
    },
    async extendIf(key, value, ttlMs) {
      const entry = live(key);
      if (entry?.value !== value) return false;
      entry.expiresAt = now() + ttlMs;
      return true;
    },
    async deleteIf(key, value) {
      if (live(key)?.value !== value) return false;
      entries.delete(key);
      return true;
    },
    async close() {
      entries.clear();
    },
  };
}

const DECR_EXISTING = `
if redis.call('exists', KEYS[1]) == 0 then return 0 end
local n = redis.call('decr', KEYS[1])
if n < 0 then redis.call('set', KEYS[1], 0, 'KEEPTTL') return 0 end
return n`;

const EXTEND_IF = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('pexpire', KEYS[1], ARGV[2]) else return 0 end`;
const DELETE_IF = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end`;

export function createRedisStore(url: string, prefix = ''): KeyValueStore {
  const redis = new Redis(url, { maxRetriesPerRequest: 2 });
  // ioredis reconnects by itself and reports connection errors as events: while Redis restarts,
  // calls reject (the caller answers with an error) and the process goes on.
  redis.on('error', () => undefined);
  const k = (key: string) => `${prefix}kv:${key}`;
  return {
    async incr(key, ttlMs) {
      const [[, count]] = (await redis.multi().incr(k(key)).pexpire(k(key), ttlMs, 'NX').exec()) as [
        [Error | null, number],
      ];
      return count;
    },
    async decr(key) {
      // One step on the server: a counter that expired meanwhile is not brought back.
      const count = await redis.eval(DECR_EXISTING, 1, k(key));
      return Number(count);
    },
    get: (key) => redis.get(k(key)),
    async set(key, value, ttlMs) {
      await redis.set(k(key), value, 'PX', ttlMs);
    },
    take: (key) => redis.getdel(k(key)),
    async del(key) {
      await redis.del(k(key));
    },
    async ttl(key) {
      return Math.max(0, await redis.pttl(k(key)));
    },
    async setIfAbsent(key, value, ttlMs) {
      return (await redis.set(k(key), value, 'PX', ttlMs, 'NX')) === 'OK';
    },
    async extendIf(key, value, ttlMs) {
      return Number(await redis.eval(EXTEND_IF, 1, k(key), value, String(ttlMs))) === 1;
    },
    async deleteIf(key, value) {
      return Number(await redis.eval(DELETE_IF, 1, k(key), value)) === 1;
    },
    async close() {
      await redis.quit();
    },
  };
}
