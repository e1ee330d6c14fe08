import type { Kysely, Selectable } from 'kysely';
import {
  FUN_GUESS_DAILY_FLOOR,
  FUN_GUESS_START_POINTS,
  type FunGuessMatchInfo,
  type FunGuessRecord,
} from '../../contracts/fun-guess.ts';
import type { LiveMatch } from '../../contracts/match.ts';
import type { FunGuessesTable } from '../db/fun-guess-tables.ts';
import type { DB } from '../db/schema.ts';
import { guessDay } from './fun-guess-rules.ts';

/** The match as a guess keeps it (names in every language, kick-off). */
export function matchInfo(match: LiveMatch): FunGuessMatchInfo {
  return {
    match_id: match.id,
    sport: match.sport === 'basketball' ? 'basketball' : 'football',
    league_zh: match.short_name_zh,
    league_en: match.short_name_en,
    league_vi: match.short_name_vi,
    home_zh: match.home_team_name_zh,
    home_en: match.home_team_name_en,
    home_vi: match.home_team_name_vi,
    away_zh: match.away_team_name_zh,
    away_en: match.away_team_name_en,
    away_vi: match.away_team_name_vi,
    match_time: match.match_time,
  };
}

const nullableNumber = (value: number | null) => (value === null ? null : Number(value));

/** A stored guess as the API shows it (bigint columns come back as strings on PostgreSQL). */
export function toRecord(row: Selectable<FunGuessesTable>): FunGuessRecord {
  const info = JSON.parse(row.snapshot) as FunGuessMatchInfo;
  return {
    ...info,
    match_id: Number(row.match_id),
    match_time: Number(row.match_time),
    id: Number(row.id),
    pick: row.pick,
    odds: Number(row.odds_x100) / 100,
    stake: Number(row.stake),
    payout: Number(row.payout),
    result: row.result,
    home_score: nullableNumber(row.home_score),
    away_score: nullableNumber(row.away_score),
    created_at: Number(row.created_at),
    settled_at: nullableNumber(row.settled_at),
  };
}

/**
 * The user's points: FUN_GUESS_START_POINTS at the first visit; at the first visit of a day (China
 * time) a balance under FUN_GUESS_DAILY_FLOOR is topped up to it, once that day.
 */
export async function pointsOf(db: Kysely<DB>, userId: number, nowS: number): Promise<number> {
  const day = guessDay(nowS);
  await db
    .insertInto('fun_guess_accounts')
    .values({ user_id: userId, points: FUN_GUESS_START_POINTS, topped_day: day, created_at: nowS })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
  await db
    .updateTable('fun_guess_accounts')
    .set({ points: FUN_GUESS_DAILY_FLOOR, topped_day: day })
    .where('user_id', '=', userId)
    .where('topped_day', '<>', day)
    .where('points', '<', FUN_GUESS_DAILY_FLOOR)
    .execute();
  const row = await db
    .updateTable('fun_guess_accounts')
    .set({ topped_day: day })
    .where('user_id', '=', userId)
    .returning('points')
    .executeTakeFirstOrThrow();
  return Number(row.points);
}

/** The user's guesses on these matches, by match id. */
export async function guessesOn(
  db: Kysely<DB>,
  userId: number,
  matchIds: readonly number[],
): Promise<Map<number, FunGuessRecord>> {
  if (matchIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('fun_guesses')
    .selectAll()
    .where('user_id', '=', userId)
    .where('match_id', 'in', matchIds)
    .execute();
  return new Map(rows.map((row) => [Number(row.match_id), toRecord(row)]));
}
