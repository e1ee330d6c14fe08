import { afterEach, describe, expect, it } from 'vitest';
import { encodeFrame } from './live-bus.ts';
import { createRedisBus } from './redis-bus.ts';

// Nothing listens on port 1: every connection is refused, as while Redis restarts.
const DOWN = 'redis://127.0.0.1:1';

describe('Redis bus while Redis is down', () => {
  const rejections: unknown[] = [];
  const onRejection = (reason: unknown) => rejections.push(reason);
  afterEach(() => {
    process.off('unhandledRejection', onRejection);
  });

  it('drops publishes and answers a state request with null, without an unhandled rejection', async () => {
    process.on('unhandledRejection', onRejection);
    const bus = createRedisBus(DOWN, { prefix: 'down:' });
    for (let seq = 1; seq <= 5; seq++) {
      bus.publish(
        encodeFrame({ code: 100, channel: 'football', epoch: 'e', seq, ts: 0, data: { type: 'football', list: [] } }),
      );
    }
    // The request's own publish fails too; it ends at its timeout, after the publishes above failed.
    await expect(bus.requestState()).resolves.toBeNull();
    await bus.close();
    expect(rejections).toEqual([]);
  });
});
