import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { allRoutes } from '../../contracts/route-table.ts';
import { createBenchFeed } from '../bench/bench-feed.ts';
import { openFuzzSession } from '../chaos/support/fuzz-account.ts';
import { createRawClient } from '../chaos/support/raw-http.ts';
import { REFINED_FIELDS } from '../chaos/support/refined-fields.ts';
import { fuzzRoutes } from '../chaos/support/route-fuzz.ts';
import { runAbusers } from '../chaos/support/socket-abusers.ts';
import { startWatcher } from '../chaos/support/socket-watcher.ts';
import { arbitraryOf } from '../chaos/support/zod-arbitrary.ts';
import { throwAwayDatabase } from './support/pg-database.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

/*
 * A fast, seeded slice of `npm run chaos` (tests/chaos/): every route of the table fuzzed a few
 * times (on PostgreSQL too when TEST_DATABASE_URL is set), and a few thousand malformed socket
 * frames beside a well-behaved client, so that a regression the full fuzz would find fails
 * `npm test` too.
 */

const SEED = 20_260_301;
const databaseUrl = process.env.TEST_DATABASE_URL;

describe('fuzz slice: inputs', () => {
  it('generates inputs every route schema accepts, and refuses a schema kind it does not model', () => {
    for (const route of allRoutes()) {
      const inputs = fc.sample(arbitraryOf(route.params, { refined: REFINED_FIELDS[route.path] }), {
        numRuns: 30,
        seed: SEED,
      });
      expect(
        inputs.filter((input) => route.params.safeParse(input).success).length,
        `${route.path}: generated inputs its schema accepts`,
      ).toBeGreaterThan(0);
    }
    expect(() => arbitraryOf(z.object({ at: z.date() }))).toThrow('unsupported schema kind "date" at at');
    expect(() => arbitraryOf(z.object({ a: z.string() }), { refined: { b: fc.constant('x') } })).toThrow(
      'no field at b',
    );
  });
});

describe.each([
  ['sqlite', undefined],
  ['postgres', databaseUrl],
] as const)('fuzz slice: HTTP API (%s)', (kind, url) => {
  const skip = kind === 'postgres' && !url;
  let server: TestServer;
  let scratch: Awaited<ReturnType<typeof throwAwayDatabase>> | null = null;

  beforeAll(async () => {
    if (skip) return;
    scratch = url ? await throwAwayDatabase(url, 'fuzz') : null;
    server = await startTestServer({ databaseUrl: scratch?.url });
  });
  afterAll(async () => {
    await server?.close();
    await scratch?.drop();
  });

  it.skipIf(skip)('answers every fuzzed request of every route with the envelope, never a 5xx', async () => {
    const session = await openFuzzSession(server.url);
    const client = createRawClient(server.url, { maxSockets: 4 });
    try {
      const routes = allRoutes();
      const stats = await fuzzRoutes(routes, {
        client,
        session,
        runsPerRoute: 3,
        seed: SEED,
        concurrency: 4,
        refined: REFINED_FIELDS,
      });
      expect(stats.flatMap((s) => s.examples)).toEqual([]);
      expect(stats.reduce((n, s) => n + s.draws, 0)).toBe(routes.length * 3);
      const health = (await (await fetch(`${server.url}/health`)).json()) as { status: string };
      expect(health.status).toBe('ok');
    } finally {
      client.close();
      session.close();
    }
  });
});

describe('fuzz slice: live socket', () => {
  let server: TestServer;
  const feed = createBenchFeed({ fixtures: 20, updatesPerSecond: 100, batchMs: 100, seed: SEED });

  beforeAll(async () => {
    server = await startTestServer({ provider: feed });
    feed.play();
  });
  afterAll(async () => server.close());

  it('refuses malformed frames and closes their sockets while a well-behaved client gets every frame in order', async () => {
    const watcher = await startWatcher(server.wsUrl);
    const abuse = await runAbusers(server.wsUrl, { frames: 2_000, seed: SEED, concurrency: 8 });
    const during = watcher.stats().dataFrames;
    // The stream goes on after the abuse: a frame every 100 ms.
    await expect.poll(() => watcher.stats().dataFrames, { timeout: 5_000 }).toBeGreaterThan(during);
    const watched = await watcher.stop();

    expect(abuse.malformedSent).toBeGreaterThanOrEqual(2_000);
    expect(abuse.leftOpen).toBe(0);
    expect(abuse.errorFrames).toBeGreaterThanOrEqual(abuse.malformedSent - abuse.endingFrames);
    expect(during).toBeGreaterThan(0);
    expect(watched).toMatchObject({ outOfOrder: 0, epochChanges: 0, closedEarly: false });
    expect(watched.pongs).toBe(watched.heartbeats);
  });
});
