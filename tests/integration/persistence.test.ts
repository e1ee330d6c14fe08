import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { throwAwayDatabase } from './support/pg-database.ts';
import { fixture, startTestServer } from './support/test-server.ts';

const targets = [
  { name: 'SQLite', pgUrl: undefined },
  ...(process.env.TEST_DATABASE_URL ? [{ name: 'PostgreSQL', pgUrl: process.env.TEST_DATABASE_URL }] : []),
];

describe.each(targets)('live state across a restart ($name)', ({ pgUrl }) => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'live-restart-'));
  let scratch: Awaited<ReturnType<typeof throwAwayDatabase>> | null = null;
  let databaseUrl: string | undefined;
  beforeAll(async () => {
    scratch = pgUrl ? await throwAwayDatabase(pgUrl, 'restart') : null;
    databaseUrl = scratch?.url;
  });
  afterAll(async () => {
    rmSync(dataDir, { recursive: true, force: true });
    await scratch?.drop();
  });

  it('continues from the stored matches with a new epoch and the same versions', async () => {
    const id = 7_000_000 + Math.floor(Math.random() * 100_000);
    const first = await startTestServer({ dataDir, databaseUrl });
    const store = first.live.leader()!.store;
    store.apply({ fixtures: [fixture(id)], removed: [], changes: [], odds: [] });
    store.apply({ fixtures: [], removed: [], odds: [], changes: [{ id, fields: { home_score: 2, away_score: 1 } }] });
    const epoch = store.epoch;
    await first.close();

    const second = await startTestServer({ dataDir, databaseUrl });
    const restored = second.live.leader()!.store;
    expect(restored.epoch).not.toBe(epoch);
    expect(restored.matches().get(id)).toMatchObject({ v: 2, home_score: 2, away_score: 1 });
    restored.apply({ fixtures: [], removed: [id], changes: [], odds: [] });
    await second.close();
  });
});
