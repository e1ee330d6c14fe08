import { afterAll, describe, expect, it } from 'vitest';
import { createMemoryStore, createRedisStore, type KeyValueStore } from '../../server/kv/kv-store.ts';

const redisUrl = process.env.TEST_REDIS_URL;
const stores: [string, () => KeyValueStore][] = [['memory', () => createMemoryStore()]];
if (redisUrl) stores.push(['redis', () => createRedisStore(redisUrl, `kvtest:${process.pid}:${Date.now()}:`)]);

describe.each(stores)('key-value store (%s): counters that reserve attempts', (_name, make) => {
  const store = make();
  afterAll(() => store.close());

  it('counts 100 concurrent increments exactly once each', async () => {
    const counts = await Promise.all(Array.from({ length: 100 }, () => store.incr('burst', 60_000)));
    expect([...counts].sort((a, b) => a - b)).toEqual(Array.from({ length: 100 }, (_, i) => i + 1));
  });

  it('takes an attempt back, never below zero and never bringing back a missing counter', async () => {
    await store.incr('c', 60_000);
    await store.incr('c', 60_000);
    expect(await store.decr('c')).toBe(1);
    expect(await store.decr('c')).toBe(0);
    expect(await store.decr('c')).toBe(0);
    expect(await store.decr('missing')).toBe(0);
    expect(await store.get('missing')).toBeNull();
    expect(await store.ttl('c')).toBeGreaterThan(0);
  });
});
