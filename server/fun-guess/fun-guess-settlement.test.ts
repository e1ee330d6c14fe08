import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FunGuessPick } from '../../contracts/fun-guess.ts';
import { createUser } from '../accounts/user-repository.ts';
import type { AppDatabase } from '../db/database.ts';
import { openTestDatabase } from '../db/test-database.ts';
import type { FinalResult } from '../settlement/final-results.ts';
import { guessRank } from './fun-guess-rank.ts';
import { funGuessSettler, settleMatchGuesses } from './fun-guess-settlement.ts';
import { pointsOf } from './fun-guess-store.ts';

/** Unix seconds of a moment given in China time (UTC+8). */
const china = (iso: string) => Date.parse(`${iso}+08:00`) / 1000;
const NOW = china('2026-11-27T20:00:00');

function result(
  matchId: number,
  home: number,
  away: number,
  sport: 'football' | 'basketball' = 'football',
): FinalResult {
  return {
    match_id: matchId,
    sport,
    league_id: 1,
    match_time: NOW - 7200,
    home_team_id: 1,
    away_team_id: 2,
    home_score: home,
    away_score: away,
    home_half_score: 0,
    away_half_score: 0,
    finished_at: NOW,
  };
}

const databaseUrl = process.env.TEST_DATABASE_URL;

describe.each([
  ['sqlite', 'sqlite::memory:'],
  ['postgres', databaseUrl],
] as const)('fun-guess settlement (%s)', (kind, url) => {
  const skip = kind === 'postgres' && url === undefined;
  let database: AppDatabase;
  let mobile = 13_800_000_000;
  beforeEach(async () => {
    if (!skip) database = await openTestDatabase(url);
  });
  afterEach(async () => {
    if (!skip) await database.close();
  });

  const db = () => database.db;
  async function user(): Promise<number> {
    const id = await db()
      .transaction()
      .execute((trx) => createUser(trx, { mobile: `86-${mobile++}`, passwordHash: 'x', invitedBy: null, nowS: NOW }));
    await pointsOf(db(), id, NOW);
    return id;
  }
  /** A guess as placing one leaves it: the stake already out of the balance. */
  async function guess(
    userId: number,
    matchId: number,
    pick: FunGuessPick,
    stake: number,
    odds: number,
    sport = 'football',
  ) {
    await db()
      .updateTable('fun_guess_accounts')
      .set((eb) => ({ points: eb('points', '-', stake) }))
      .where('user_id', '=', userId)
      .execute();
    await db()
      .insertInto('fun_guesses')
      .values({
        user_id: userId,
        match_id: matchId,
        sport,
        snapshot: '{}',
        match_time: NOW - 7200,
        pick,
        odds_x100: Math.round(odds * 100),
        stake,
        home_score: null,
        away_score: null,
        created_at: NOW - 8000,
        settled_at: null,
      })
      .execute();
  }
  const rows = () =>
    db().selectFrom('fun_guesses').select(['user_id', 'result', 'payout', 'home_score']).orderBy('id').execute();

  it.skipIf(skip)('settles each pending guess once from the final score and pays the points back', async () => {
    const [a, b, c] = [await user(), await user(), await user()];
    await guess(a, 1, 'home', 100, 1.85);
    await guess(b, 1, 'draw', 200, 3.4);
    await guess(c, 1, 'away', 300, 4.2);
    await guess(a, 2, 'away', 50, 2.5, 'basketball');
    await guess(b, 3, 'home', 100, 1.5);

    const settler = funGuessSettler(db(), () => NOW);
    await settler.settle([result(1, 2, 1), result(2, 99, 99, 'basketball')]);
    expect((await rows()).map((r) => [r.user_id, r.result, Number(r.payout)])).toEqual([
      [a, 'win', 185],
      [b, 'fail', 0],
      [c, 'fail', 0],
      [a, 'push', 50],
      [b, 'pending', 0],
    ]);
    expect(await pointsOf(db(), a, NOW)).toBe(1000 - 100 - 50 + 185 + 50);
    expect(await pointsOf(db(), b, NOW)).toBe(1000 - 200 - 100);

    // Again (a restart's sweep, another process): nothing changes.
    const before = await rows();
    await settler.settle([result(1, 2, 1), result(2, 99, 99, 'basketball')]);
    expect(await settleMatchGuesses(db(), result(1, 0, 3), NOW)).toBe(0);
    expect(await rows()).toEqual(before);
    expect(await pointsOf(db(), a, NOW)).toBe(1085);
  });

  it.skipIf(skip)('grants the starting points once and tops a low balance up to the floor once a day', async () => {
    const a = await user();
    expect(await pointsOf(db(), a, NOW)).toBe(1000);
    await db().updateTable('fun_guess_accounts').set({ points: 30 }).where('user_id', '=', a).execute();
    // The same day: no top-up.
    expect(await pointsOf(db(), a, NOW + 60)).toBe(30);
    // The next day (China time): up to 100, once.
    const tomorrow = china('2026-11-28T00:00:05');
    expect(await pointsOf(db(), a, tomorrow)).toBe(100);
    await db().updateTable('fun_guess_accounts').set({ points: 0 }).where('user_id', '=', a).execute();
    expect(await pointsOf(db(), a, tomorrow + 3600)).toBe(0);
    // A balance at or over the floor is left as it is.
    await db().updateTable('fun_guess_accounts').set({ points: 640 }).where('user_id', '=', a).execute();
    expect(await pointsOf(db(), a, tomorrow + 2 * 86_400)).toBe(640);
  });

  it.skipIf(skip)('settles one match from two settlers at once without paying twice', async () => {
    const users = [await user(), await user(), await user(), await user()];
    for (const u of users) await guess(u, 7, 'home', 100, 2);
    const counts = await Promise.all([
      settleMatchGuesses(db(), result(7, 1, 0), NOW),
      settleMatchGuesses(db(), result(7, 1, 0), NOW),
    ]);
    expect(counts[0] + counts[1]).toBe(4);
    for (const u of users) expect(await pointsOf(db(), u, NOW)).toBe(1100);
  });

  it.skipIf(skip)('returns every stake of a voided match (push) and keeps no score', async () => {
    const [a, b] = [await user(), await user()];
    await guess(a, 9, 'home', 400, 1.9);
    await guess(b, 9, 'draw', 100, 3.1);
    expect(await settleMatchGuesses(db(), { match_id: 9, void: true }, NOW)).toBe(2);
    expect((await rows()).map((r) => [r.result, Number(r.payout), r.home_score])).toEqual([
      ['push', 400, null],
      ['push', 100, null],
    ]);
    expect(await pointsOf(db(), a, NOW)).toBe(1000);
  });

  it.skipIf(skip)('ranks by points won in the day, week and month the guesses settled in', async () => {
    const [a, b] = [await user(), await user()];
    // a: won 85 today; b: won 300 on Monday of this week and lost 100 earlier this month.
    await guess(a, 11, 'home', 100, 1.85);
    await settleMatchGuesses(db(), result(11, 1, 0), NOW);
    await guess(b, 12, 'away', 100, 4);
    await settleMatchGuesses(db(), result(12, 0, 1), china('2026-11-23T09:00:00'));
    await guess(b, 13, 'away', 100, 4);
    await settleMatchGuesses(db(), result(13, 1, 0), china('2026-11-02T09:00:00'));
    // Last month: not in any of this month's boards.
    await guess(a, 14, 'home', 500, 3);
    await settleMatchGuesses(db(), result(14, 1, 0), china('2026-10-31T23:00:00'));

    const board = async (period: 'day' | 'week' | 'month') =>
      (await guessRank(db(), period, NOW)).map((r) => [r.user_id, r.points_won, r.wins, r.fails, r.hit_rate]);
    expect(await board('day')).toEqual([[a, 85, 1, 0, 1]]);
    expect(await board('week')).toEqual([
      [b, 300, 1, 0, 1],
      [a, 85, 1, 0, 1],
    ]);
    expect(await board('month')).toEqual([
      [b, 200, 1, 1, 0.5],
      [a, 85, 1, 0, 1],
    ]);
  });
});
