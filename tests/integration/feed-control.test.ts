import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Envelope } from '../../contracts/api.ts';
import { PROTOCOL_VERSION, isDataFrame, type DataFrame, type MatchListPayload } from '../../contracts/live-protocol.ts';
import type { LiveMatch } from '../../contracts/match.ts';
import { loadConfig } from '../../server/config.ts';
import { throwAwayDatabase } from './support/pg-database.ts';
import { latestKickOff, openClient, startTestServer, type TestServer } from './support/test-server.ts';

/** The tests' scripted feed: `POST /test/feed/matches/:id` with FEED_CONTROL=1, and only then. */
const drive = async (server: TestServer, id: number, body: Record<string, unknown>) => {
  const response = await fetch(`${server.url}/test/feed/matches/${id}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Envelope<LiveMatch | null> };
};

const snapshot = async (server: TestServer) =>
  ((await (await fetch(`${server.url}/api/live/snapshot?channel=football`)).json()) as Envelope<{ list: LiveMatch[] }>)
    .data.list;

describe('feed control', () => {
  it('is refused with NODE_ENV=production, and takes no other value than 1', async () => {
    expect(() => loadConfig({ NODE_ENV: 'production', FEED_CONTROL: '1' })).toThrow(
      'FEED_CONTROL=1 cannot run with NODE_ENV=production',
    );
    await expect(
      startTestServer({ provider: undefined, env: { NODE_ENV: 'production', FEED_CONTROL: '1' } }),
    ).rejects.toThrow(/FEED_CONTROL/);
    expect(() => loadConfig({ FEED_CONTROL: 'yes' })).toThrow(/FEED_CONTROL must be "1"/);
    expect(loadConfig({ NODE_ENV: 'production' }).feedControl).toBe(false);
    // The quiet feed (no goals of its own) is for tests only too.
    expect(() => loadConfig({ FEED_QUIET: '1' })).toThrow('FEED_QUIET=1 needs FEED_CONTROL=1 (tests only)');
    expect(loadConfig({ FEED_CONTROL: '1', FEED_QUIET: '1' })).toMatchObject({ feedControl: true, feedQuiet: true });
  });

  it('is not there without FEED_CONTROL=1', async () => {
    const server = await startTestServer({ provider: undefined });
    try {
      const [match] = await snapshot(server);
      expect(match).toBeDefined();
      const { status } = await drive(server, match!.id, { event: 'goal', side: 'home' });
      expect(status).toBe(404);
    } finally {
      await server.close();
    }
  });

  describe('with FEED_CONTROL=1', () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer({
        provider: undefined,
        env: { FEED_CONTROL: '1', FEED_QUIET: '1', FEED_SPEED: '60' },
      });
    });
    afterAll(async () => server?.close());

    it('scores a goal now: the socket carries the real frame, the snapshot holds it', async () => {
      const client = await openClient(server.wsUrl);
      client.send({ type: 'register', info: 'web', protocol: PROTOCOL_VERSION });
      client.send({ type: 'resume', channel: 'football', epoch: null, seq: 0 });
      await client.next((f) => f.code === 0 && 'type' in f && f.type === 'snapshot_required');
      const list = await snapshot(server);
      // A match kicked off now: one already in play may reach half time before the goal is asked for.
      // The feed is quiet: no goal but the ones asked for, so the scores below are exact.
      const upcoming = latestKickOff(list);
      const kicked = await drive(server, upcoming.id, { event: 'kickoff' });
      expect(kicked.body).toMatchObject({ code: 0, data: { status: 'live' } });
      const match = { ...upcoming, ...kicked.body.data! };
      const { id, home_score, away_score } = match;

      const { status, body } = await drive(server, id, { event: 'goal', side: 'away' });
      expect(status).toBe(200);
      expect(body).toMatchObject({ code: 0, data: { id, home_score, away_score: away_score + 1 } });
      // The goal reaches the socket as any goal of the feed does: a delta with its event.
      const frame = await client.next(
        (f): f is DataFrame =>
          isDataFrame(f) &&
          ((f.data as MatchListPayload).list ?? []).some((d) => d.id === id && d.event?.kind === 'goal'),
      );
      const delta = (frame.data as MatchListPayload).list.find((d) => d.id === id && d.event?.kind === 'goal');
      expect(delta).toMatchObject({ away_score: away_score + 1, event: { kind: 'goal', side: 'away' } });
      expect((await snapshot(server)).find((m) => m.id === id)).toMatchObject({
        home_score,
        away_score: away_score + 1,
      });
      client.close();
    });

    it('says plainly what a match cannot take', async () => {
      const finished = (await snapshot(server)).find((m) => m.status === 'finished')!;
      expect((await drive(server, finished.id, { event: 'goal', side: 'home' })).body).toMatchObject({
        code: 1,
        msg: `match ${finished.id} is over (finished)`,
      });
      expect((await drive(server, 1, { event: 'goal', side: 'home' })).body).toMatchObject({
        code: 1,
        msg: 'no match 1 in the feed',
      });
      expect((await drive(server, finished.id, { event: 'penalty' })).body.code).toBe(1);
    });
  });

  const databaseUrl = process.env.TEST_DATABASE_URL;
  const redisUrl = process.env.TEST_REDIS_URL;
  describe.skipIf(!databaseUrl || !redisUrl)('with FEED_CONTROL=1 on two processes sharing one feed', () => {
    let leader: TestServer;
    let follower: TestServer;
    let scratch: Awaited<ReturnType<typeof throwAwayDatabase>>;
    beforeAll(async () => {
      scratch = await throwAwayDatabase(databaseUrl!, 'feed_control');
      const options = {
        provider: undefined,
        env: { FEED_CONTROL: '1', FEED_QUIET: '1', FEED_SPEED: '60' },
        databaseUrl: scratch.url,
        redisUrl,
        busPrefix: `test-${randomUUID()}:`,
      };
      leader = await startTestServer(options);
      await vi.waitFor(() => expect(leader.live.leader()).not.toBeNull(), { timeout: 10_000 });
      follower = await startTestServer(options);
    });
    afterAll(async () => {
      await follower?.close();
      await leader?.close();
      await scratch?.drop();
    });

    it('runs an order sent to a process that does not lead on the leader, refusals included', async () => {
      expect(follower.live.leader()).toBeNull();
      // The follower mirrors the leader's state once it has asked for it.
      await vi.waitFor(async () => expect((await snapshot(follower)).length).toBeGreaterThan(0), { timeout: 10_000 });
      const upcoming = latestKickOff(await snapshot(follower));
      const kicked = await drive(follower, upcoming.id, { event: 'kickoff' });
      expect(kicked.body).toMatchObject({ code: 0, data: { id: upcoming.id, status: 'live' } });
      const goal = await drive(follower, upcoming.id, { event: 'goal', side: 'home' });
      expect(goal.body).toMatchObject({ code: 0, data: { home_score: kicked.body.data!.home_score + 1 } });
      // The leader's store holds it, and both processes serve it.
      expect(
        leader.live
          .leader()!
          .store.snapshot()
          .matches.find((m) => m.id === upcoming.id),
      ).toMatchObject({
        home_score: goal.body.data!.home_score,
      });
      await vi.waitFor(async () =>
        expect((await snapshot(follower)).find((m) => m.id === upcoming.id)?.home_score).toBe(
          goal.body.data!.home_score,
        ),
      );
      expect((await drive(follower, 1, { event: 'goal', side: 'home' })).body).toMatchObject({
        code: 1,
        msg: 'no match 1 in the feed',
      });
    });
  });
});
