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

describe.each(stores)('key-value store (%s): leases held by one owner', (_name, make) => {
  const store = make();
  afterAll(() => store.close());

  it('lets one of ten concurrent claimants take a key, and only its owner extend or free it', async () => {
    const claims = await Promise.all(
      Array.from({ length: 10 }, (_, i) => store.setIfAbsent('lease', `owner-${i}`, 60_000)),
    );
    expect(claims.filter(Boolean)).toHaveLength(1);
    const owner = `owner-${claims.indexOf(true)}`;
    expect(await store.get('lease')).toBe(owner);
    const other = owner === 'owner-0' ? 'owner-1' : 'owner-0';

    expect(await store.extendIf('lease', other, 120_000)).toBe(false);
    expect(await store.ttl('lease')).toBeLessThanOrEqual(60_000);
    expect(await store.extendIf('lease', owner, 120_000)).toBe(true);
    expect(await store.ttl('lease')).toBeGreaterThan(60_000);

    expect(await store.deleteIf('lease', other)).toBe(false);
    expect(await store.get('lease')).toBe(owner);
    expect(await store.deleteIf('lease', owner)).toBe(true);
    expect(await store.get('lease')).toBeNull();
    expect(await store.extendIf('lease', owner, 1_000)).toBe(false);
    expect(await store.setIfAbsent('lease', other, 60_000)).toBe(true);
  });

  it('frees a lease its owner stopped renewing', async () => {
    expect(await store.setIfAbsent('short', 'a', 50)).toBe(true);
    expect(await store.setIfAbsent('short', 'b', 50)).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(await store.setIfAbsent('short', 'b', 60_000)).toBe(true);
    expect(await store.get('short')).toBe('b');
  });
});
