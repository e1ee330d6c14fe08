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

export function createRedisStore(url: string, prefix = ''): KeyValueStore {
  const redis = new Redis(url, { maxRetriesPerRequest: 2 });
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
    async close() {
      await redis.quit();
    },
  };
}
