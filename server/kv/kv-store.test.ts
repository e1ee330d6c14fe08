import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRedisStore } from './kv-store.ts';

describe('Redis key-value store while Redis is down', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('rejects the call and handles the connection errors itself', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // Nothing listens on port 1: every connection is refused, as while Redis restarts.
    const store = createRedisStore('redis://127.0.0.1:1', 'down:');
    await expect(store.get('k')).rejects.toThrow();
    await expect(store.incr('k', 1_000)).rejects.toThrow();
    await store.close().catch(() => undefined);
    // ioredis prints this when an 'error' event has no listener (a crash in older versions).
    const unhandled = consoleError.mock.calls.filter((args) => String(args[0]).includes('Unhandled error event'));
    expect(unhandled).toEqual([]);
  });
});
