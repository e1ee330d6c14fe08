import type { Generated } from 'kysely';
import type { FunGuessPick, FunGuessResult } from '../../contracts/fun-guess.ts';

/** Fun-guess tables (migration 021). Times are unix seconds; bigint columns come back as strings on PostgreSQL. */

export interface FunGuessAccountsTable {
  user_id: number;
  points: number;
  /** `YYYY-MM-DD`, China time. */
  topped_day: string;
  created_at: number;
}

export interface FunGuessesTable {
  id: Generated<number>;
  user_id: number;
  match_id: number;
  sport: string;
  /** JSON of FunGuessMatchInfo. */
  snapshot: string;
  match_time: number;
  pick: FunGuessPick;
  /** Decimal odds times 100. */
  odds_x100: number;
  stake: number;
  payout: Generated<number>;
  result: Generated<FunGuessResult>;
  home_score: number | null;
  away_score: number | null;
  created_at: number;
  settled_at: number | null;
}

export interface FunGuessTables {
  fun_guess_accounts: FunGuessAccountsTable;
  fun_guesses: FunGuessesTable;
}
