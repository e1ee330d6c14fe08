import { afterEach, describe, expect, it } from 'vitest';
import type { AppDatabase } from '../db/database.ts';
import { openTestDatabase } from '../db/test-database.ts';
import { createMetrics } from '../metrics.ts';
import { startFeedLeader } from './feed-leader.ts';
import { createInProcessBus } from './in-process-bus.ts';

describe('feed leader', () => {
  let database: AppDatabase | null = null;
  afterEach(async () => {
    await database?.close();
  });

  it('answers state requests while it leads and stops answering once stopped (a lost lease)', async () => {
    database = await openTestDatabase();
    const bus = createInProcessBus();
    const leader = await startFeedLeader({
      db: database.db,
      bus,
      provider: null,
      metrics: createMetrics(),
      now: Date.now,
      timers: { setInterval, clearInterval },
      onError: (error) => {
        throw error;
      },
    });
    expect((await bus.requestState())?.epoch).toBe(leader.store.snapshot().epoch);
    await leader.stop();
    expect(await bus.requestState()).toBeNull();
  });
});
