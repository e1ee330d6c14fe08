import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_CODE, type Envelope } from '../../contracts/api.ts';
import type { FunGuessRecord } from '../../contracts/fun-guess.ts';
import type { LiveMatch } from '../../contracts/match.ts';
import { funGuessRoutes } from '../../contracts/routes/fun-guess.ts';
import { recordsSince } from '../../server/fun-guess/fun-guess-rules.ts';
import { funGuessSettler } from '../../server/fun-guess/fun-guess-settlement.ts';
import { findResults } from '../../server/settlement/final-results.ts';
import { call } from '../support/accounts.ts';
import { throwAwayDatabase } from './support/pg-database.ts';
import { quickUser, quickUsers, type QuickUser } from './support/room-users.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

const databaseUrl = process.env.TEST_DATABASE_URL;
const DAY_S = 86_400;

describe.each([
  ['sqlite', undefined],
  ['postgres', databaseUrl],
] as const)('fun-guess: guesses, settlement, leaderboard and records (%s)', (kind, url) => {
  const skip = kind === 'postgres' && !url;
  let server: TestServer;
  let scratch: Awaited<ReturnType<typeof throwAwayDatabase>> | null = null;

  async function data<T>(answer: Promise<Envelope<T>>): Promise<T> {
    const result = await answer;
    expect(result.code, result.msg).toBe(0);
    return result.data;
  }
  const drive = async (id: number, body: Record<string, unknown>) => {
    const response = await fetch(`${server.url}/test/feed/matches/${id}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const answer = (await response.json()) as Envelope<LiveMatch>;
    expect(answer.code, answer.msg).toBe(0);
    return answer.data;
  };
  /** Today's open matches of a sport, latest kick-off first (the furthest from kicking off by itself). */
  const open = async (sport: 'football' | 'basketball', token?: string) =>
    (await data(call(server, funGuessRoutes.matches, { sport }, token))).reverse();
  const points = async (user: QuickUser) => (await data(call(server, funGuessRoutes.account, {}, user.token))).points;
  const records = (user: QuickUser, params: { from?: string; status?: 'settled' | 'pending' } = {}) =>
    call(server, funGuessRoutes.records, params, user.token);
  const guessesOf = (matchId: number) =>
    server.live.database.db.selectFrom('fun_guesses').selectAll().where('match_id', '=', matchId).execute();

  beforeAll(async () => {
    if (skip) return;
    scratch = url ? await throwAwayDatabase(url, 'fun_guess') : null;
    server = await startTestServer({
      databaseUrl: scratch?.url,
      provider: undefined,
      env: { FEED_CONTROL: '1', FEED_QUIET: '1' },
    });
  });
  afterAll(async () => {
    await server?.close();
    await scratch?.drop();
  });

  it.skipIf(skip)('lists today’s not-started matches with the default company’s 1X2 odds', async () => {
    const football = await open('football');
    const basketball = await open('basketball');
    expect(football.length).toBeGreaterThan(0);
    expect(basketball.length).toBeGreaterThan(0);
    for (const m of football) expect(m.odds.every((o) => o > 1)).toBe(true);
    for (const m of basketball) expect([m.odds[0] > 1, m.odds[1], m.odds[2] > 1]).toEqual([true, 0, true]);
    const live: LiveMatch[] = [];
    for (const channel of ['football', 'basketball'] as const) {
      const answer = await fetch(`${server.url}/api/live/snapshot?channel=${channel}`);
      live.push(...((await answer.json()) as Envelope<{ list: LiveMatch[] }>).data.list);
    }
    for (const m of [...football, ...basketball]) {
      expect(live.find((l) => l.id === m.match_id)?.status).toBe('notstarted');
    }
  });

  it.skipIf(skip)(
    'refuses visitors, bad input, a draw in basketball, a second guess and a kicked-off match',
    async () => {
      const user = await quickUser(server);
      const [match, other] = await open('football');
      const [game] = await open('basketball');
      expect(
        (await call(server, funGuessRoutes.place, { match_id: match!.match_id, pick: 'home', stake: 100 })).code,
      ).toBe(API_CODE.notLoggedIn);
      const refused = async (params: Record<string, unknown>, message: string | RegExp) => {
        const answer = await call(server, funGuessRoutes.place, params as never, user.token);
        expect(answer.code).not.toBe(0);
        expect(answer.msg).toMatch(message);
      };
      await refused({ match_id: match!.match_id, pick: 'both', stake: 100 }, /pick/);
      await refused({ match_id: match!.match_id, pick: 'home', stake: 5 }, /stake/);
      await refused({ match_id: 123, pick: 'home', stake: 100 }, 'not among today');
      await refused({ match_id: game!.match_id, pick: 'draw', stake: 100 }, 'no draw');
      await refused({ match_id: match!.match_id, pick: 'home', stake: 2000 }, 'Not enough points');
      expect(await points(user)).toBe(1000);

      const placed = await data(
        call(server, funGuessRoutes.place, { match_id: match!.match_id, pick: 'away', stake: 150 }, user.token),
      );
      expect(placed).toMatchObject({
        points: 850,
        guess: { pick: 'away', stake: 150, result: 'pending', odds: match!.odds[2] },
      });
      await refused({ match_id: match!.match_id, pick: 'home', stake: 100 }, 'already guessed');

      await drive(other!.match_id, { event: 'kickoff' });
      await refused({ match_id: other!.match_id, pick: 'home', stake: 100 }, 'kicked off');
      expect(await points(user)).toBe(850);
    },
  );

  it.skipIf(skip)('takes one guess per user per match when many come at once', async () => {
    const users = await quickUsers(server, 20);
    const [match] = await open('football');
    const picks = ['home', 'draw', 'away'] as const;
    const answers = await Promise.all(
      users.flatMap((u) =>
        picks.map((pick) =>
          call(server, funGuessRoutes.place, { match_id: match!.match_id, pick, stake: 100 }, u.token),
        ),
      ),
    );
    expect(answers.filter((a) => a.code === 0)).toHaveLength(users.length);
    expect(answers.filter((a) => a.code !== 0).every((a) => /already guessed/.test(a.msg))).toBe(true);
    const ids = new Set(users.map((u) => u.id));
    const rows = (await guessesOf(match!.match_id)).filter((r) => ids.has(r.user_id));
    expect(new Set(rows.map((r) => r.user_id)).size).toBe(users.length);
    expect(rows).toHaveLength(users.length);
    for (const u of users) expect(await points(u)).toBe(900);

    // One user, many matches at once: the stakes never take the balance below zero.
    const [spender] = await quickUsers(server, 1);
    const matches = (await open('football')).slice(0, 8);
    const spent = await Promise.all(
      matches.map((m) =>
        call(server, funGuessRoutes.place, { match_id: m.match_id, pick: 'home', stake: 300 }, spender!.token),
      ),
    );
    expect(spent.filter((a) => a.code === 0)).toHaveLength(Math.min(3, matches.length));
    expect(await points(spender!)).toBe(1000 - 300 * Math.min(3, matches.length));
  });

  it.skipIf(skip)('settles every guess once when the feed finishes the match, and the leaderboard moves', async () => {
    const [winner, loser, drawer] = await quickUsers(server, 3);
    const [match] = await open('football');
    const id = match!.match_id;
    const before = await data(call(server, funGuessRoutes.rank, { period: 'day' }));
    expect(before.find((r) => r.user_id === winner!.id)).toBeUndefined();
    await data(call(server, funGuessRoutes.place, { match_id: id, pick: 'home', stake: 200 }, winner!.token));
    await data(call(server, funGuessRoutes.place, { match_id: id, pick: 'away', stake: 100 }, loser!.token));
    await data(call(server, funGuessRoutes.place, { match_id: id, pick: 'draw', stake: 100 }, drawer!.token));

    await drive(id, { event: 'kickoff' });
    await drive(id, { event: 'goal', side: 'home' });
    const finished = await drive(id, { event: 'fulltime' });
    expect(finished).toMatchObject({ status: 'finished', home_score: 1, away_score: 0 });

    const payout = Math.floor((200 * Math.round(match!.odds[0] * 100)) / 100);
    await expect
      .poll(async () => (await data(records(winner!))).list.find((r) => r.match_id === id)?.result)
      .toBe('win');
    const mine = (await data(records(winner!))).list.find((r) => r.match_id === id)!;
    expect(mine).toMatchObject<Partial<FunGuessRecord>>({ payout, home_score: 1, away_score: 0 });
    expect(await points(winner!)).toBe(1000 - 200 + payout);
    await expect.poll(async () => (await data(records(loser!))).list[0]?.result).toBe('fail');
    expect(await points(loser!)).toBe(900);

    const board = await data(call(server, funGuessRoutes.rank, { period: 'day' }));
    expect(board.find((r) => r.user_id === winner!.id)).toMatchObject({
      points_won: payout - 200,
      wins: 1,
      hit_rate: 1,
    });
    expect(board.find((r) => r.user_id === loser!.id)).toMatchObject({ points_won: -100, fails: 1, hit_rate: 0 });
    for (const period of ['week', 'month'] as const) {
      const rows = await data(call(server, funGuessRoutes.rank, { period }));
      expect(rows.find((r) => r.user_id === winner!.id)?.points_won).toBe(payout - 200);
    }

    // The same result again (a restart's sweep hands the last 30 days to the settlers): nothing changes.
    await expect.poll(async () => (await guessesOf(id)).filter((g) => g.result === 'pending').length).toBe(0);
    const settled = await guessesOf(id);
    const db = server.live.database.db;
    await funGuessSettler(db, () => Math.floor(Date.now() / 1000)).settle(await findResults(db, [id]));
    expect(await guessesOf(id)).toEqual(settled);
    expect(await points(winner!)).toBe(1000 - 200 + payout);
    // A finished match takes no guesses.
    const late = await call(server, funGuessRoutes.place, { match_id: id, pick: 'home', stake: 10 }, loser!.token);
    expect(late.msg).toMatch('kicked off');
  });

  it.skipIf(skip)('lists the last three months only and refuses a request for older records', async () => {
    const user = await quickUser(server);
    const nowS = Math.floor(Date.now() / 1000);
    const since = recordsSince(nowS);
    const db = server.live.database.db;
    const old = (matchId: number, createdAt: number) => ({
      user_id: user.id,
      match_id: matchId,
      sport: 'football',
      snapshot: JSON.stringify({ match_id: matchId }),
      match_time: createdAt + 3600,
      pick: 'home' as const,
      odds_x100: 200,
      stake: 100,
      payout: 200,
      result: 'win' as const,
      home_score: 1,
      away_score: 0,
      created_at: createdAt,
      settled_at: createdAt + 7200,
    });
    await db
      .insertInto('fun_guesses')
      .values([old(1, since.startS - DAY_S), old(2, since.startS + 60), old(3, nowS - 30 * DAY_S)])
      .execute();

    const page = await data(records(user));
    expect(page.since).toBe(since.day);
    expect(page.list.map((r) => r.match_id)).toEqual([3, 2]);
    expect(page.total).toBe(2);
    expect((await data(records(user, { from: since.day }))).total).toBe(2);
    expect((await data(records(user, { status: 'settled' }))).total).toBe(2);
    expect((await data(records(user, { status: 'pending' }))).total).toBe(0);

    const dayBefore = new Date((since.startS - DAY_S + 8 * 3600) * 1000).toISOString().slice(0, 10);
    const refused = await records(user, { from: dayBefore });
    expect(refused.code).toBe(API_CODE.error);
    expect(refused.msg).toBe(`Fun-guess records are kept for the last three months only (since ${since.day})`);
    expect((await records(user, { from: '2026-02-30' })).msg).toMatch('not a calendar day');
    expect((await records(user, { from: 'yesterday' })).code).toBe(API_CODE.error);
  });
});
