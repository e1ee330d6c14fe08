import { sql, type Kysely } from 'kysely';
import { FUN_GUESS_RANK_LIMIT, type FunGuessPeriod, type FunGuessRankRow } from '../../contracts/fun-guess.ts';
import type { DB } from '../db/schema.ts';
import { rankPeriodStart } from './fun-guess-rules.ts';

/**
 * The leaderboard of a period (today, this week, this month; China time) from the guesses settled
 * in it: net points won (payouts minus stakes), then wins; hit rate = wins / (wins + fails).
 */
export async function guessRank(db: Kysely<DB>, period: FunGuessPeriod, nowS: number): Promise<FunGuessRankRow[]> {
  const since = rankPeriodStart(period, nowS);
  const rows = await db
    .selectFrom('fun_guesses as g')
    .innerJoin('users as u', 'u.id', 'g.user_id')
    .select((eb) => [
      'g.user_id',
      'u.nickname',
      'u.avatar',
      eb.fn.sum<number>(sql`g.payout - g.stake`).as('won'),
      eb.fn.sum<number>(sql`case when g.result = 'win' then 1 else 0 end`).as('wins'),
      eb.fn.sum<number>(sql`case when g.result = 'fail' then 1 else 0 end`).as('fails'),
    ])
    .where('g.result', '<>', 'pending')
    .where('g.settled_at', '>=', since)
    .groupBy(['g.user_id', 'u.nickname', 'u.avatar'])
    .orderBy('won', 'desc')
    .orderBy('wins', 'desc')
    .orderBy('g.user_id')
    .limit(FUN_GUESS_RANK_LIMIT)
    .execute();
  return rows.map((row, i) => {
    const wins = Number(row.wins);
    const fails = Number(row.fails);
    return {
      rank: i + 1,
      user_id: Number(row.user_id),
      nickname: row.nickname,
      avatar: row.avatar,
      points_won: Number(row.won),
      wins,
      fails,
      hit_rate: wins + fails === 0 ? 0 : wins / (wins + fails),
    };
  });
}
