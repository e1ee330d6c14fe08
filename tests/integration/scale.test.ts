import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PROTOCOL_VERSION, type DataFrame, type ServerFrame } from '../../contracts/live-protocol.ts';
import { throwAwayDatabase } from './support/pg-database.ts';
import { fixture, openClient, startTestServer, type TestServer } from './support/test-server.ts';

const redisUrl = process.env.TEST_REDIS_URL;
const pgUrl = process.env.TEST_DATABASE_URL;
const isData = (f: ServerFrame): f is DataFrame => f.code === 100 && 'seq' in f;

describe.skipIf(!redisUrl)('two server processes on one Redis', () => {
  let a: TestServer;
  let b: TestServer;
  const busPrefix = `test-${randomUUID()}:`;
  // A database of its own, as the other server suites have: what one run leaves behind (its
  // migrations, its rows) never meets another's.
  let scratch: Awaited<ReturnType<typeof throwAwayDatabase>> | null = null;
  let databaseUrl: string | undefined;

  beforeAll(async () => {
    scratch = pgUrl ? await throwAwayDatabase(pgUrl, 'scale') : null;
    databaseUrl = scratch?.url;
    a = await startTestServer({ redisUrl, databaseUrl, busPrefix });
    await vi.waitFor(() => expect(a.live.leader()).not.toBeNull(), { timeout: 10_000 });
    b = await startTestServer({ redisUrl, databaseUrl, busPrefix });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    await scratch?.drop();
  });

  it('elects one feed leader', () => {
    expect(a.live.leader()).not.toBeNull();
    expect(b.live.leader()).toBeNull();
  });

  it('delivers the same frames with the same seq to a client on each', async () => {
    const clients = await Promise.all([openClient(a.wsUrl), openClient(b.wsUrl)]);
    for (const c of clients) {
      c.send({ type: 'register', info: 'web', protocol: PROTOCOL_VERSION });
      c.send({ type: 'resume', channel: 'football', epoch: null, seq: 0 });
      await c.next((f) => f.code === 0 && f.type === 'snapshot_required');
    }
    const store = a.live.leader()!.store;
    // A shared test database may hold rows of earlier runs: use a fresh id, remove it after.
    const id = 8_000_000 + Math.floor(Math.random() * 1_000_000);
    store.apply({ fixtures: [fixture(id)], removed: [], changes: [], odds: [] });
    for (let i = 1; i <= 5; i++) {
      store.apply({
        fixtures: [],
        removed: [],
        odds: [],
        changes: [{ id, fields: { home_score: i, minute: 10 + i, match_str: String(10 + i) } }],
      });
    }
    const lastSeq = store.snapshot().seqs.football!;
    const received = await Promise.all(
      clients.map((c) => c.next((f): f is DataFrame => isData(f) && f.seq === lastSeq)),
    );
    expect(received[0]).toEqual(received[1]);
    const [onA, onB] = clients.map((c) => c.frames.filter(isData).map((f) => [f.seq, f.data.list]));
    expect(onA).toHaveLength(6);
    expect(onB).toEqual(onA);

    // A gateway that is not the leader serves a snapshot consistent with its seq.
    const snap = (await (await fetch(`${b.url}/api/live/snapshot?channel=football`)).json()) as {
      data: { seq: number; epoch: string; list: { id: number; v: number; home_score: number }[] };
    };
    expect(snap.data.seq).toBe(lastSeq);
    expect(snap.data.epoch).toBe(store.epoch);
    expect(snap.data.list.find((m) => m.id === id)).toMatchObject({ v: 6, home_score: 5 });
    for (const c of clients) c.close();
    store.apply({ fixtures: [], removed: [id], changes: [], odds: [] });
  });
});
