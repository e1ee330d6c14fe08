import type { Page } from './account.ts';
import type { Sport } from './match.ts';

/**
 * Fun-guess: users guess the outcome of today's matches with virtual points (never diamonds, no
 * money). Odds are the default company's current 1X2 price, kept with the guess.
 */
export const FUN_GUESS_PATHS = {
  /** `{}` -> FunGuessAccount: the caller's points (the starting grant and the daily top-up happen here). Login. */
  account: 'Guess/account',
  /** `{sport?}` -> FunGuessMatch[]: today's not-started football and basketball matches with odds, and the caller's guess. */
  matches: 'Guess/matches',
  /** `{match_id, pick, stake}` -> FunGuessPlaced. Login; one guess per user per match, before kick-off. */
  place: 'Guess/place',
  /** `{from?, status?, page?, limit?}` -> Page<FunGuessRecord>: the caller's guesses of the last three months. Login. */
  records: 'Guess/records',
  /** `{period}` -> FunGuessRankRow[]: the period's best by points won (settled guesses). */
  rank: 'Guess/rank',
} as const;

/** Points a user gets once, at the first visit. */
export const FUN_GUESS_START_POINTS = 1_000;
/** A balance below this is topped up to it once a day (China time), so nobody is out for good. */
export const FUN_GUESS_DAILY_FLOOR = 100;
export const FUN_GUESS_STAKE_MIN = 10;
export const FUN_GUESS_STAKE_MAX = 10_000;
/** Records go back this many calendar months (SPEC: three months); older ones are refused. */
export const FUN_GUESS_RECORD_MONTHS = 3;
export const FUN_GUESS_RANK_LIMIT = 50;

/** Sports one can guess on, and their picks (basketball has no draw). */
export const FUN_GUESS_SPORTS = ['football', 'basketball'] as const satisfies readonly Sport[];
export type FunGuessSport = (typeof FUN_GUESS_SPORTS)[number];
export const FUN_GUESS_PICKS = ['home', 'draw', 'away'] as const;
export type FunGuessPick = (typeof FUN_GUESS_PICKS)[number];

/** A guess's result: to be settled (`pending`), win, fail, push (stake back). */
export const FUN_GUESS_RESULTS = ['pending', 'win', 'fail', 'push'] as const;
export type FunGuessResult = (typeof FUN_GUESS_RESULTS)[number];
/** The seed's record states: the results, and `settled` (any of win, fail, push). */
export const FUN_GUESS_STATES = [...FUN_GUESS_RESULTS, 'settled'] as const;
export type FunGuessState = (typeof FUN_GUESS_STATES)[number];

export const FUN_GUESS_PERIODS = ['day', 'week', 'month'] as const;
export type FunGuessPeriod = (typeof FUN_GUESS_PERIODS)[number];

export interface FunGuessAccount {
  points: number;
}

/** The match as it was when guessed (names in every language). */
export interface FunGuessMatchInfo {
  match_id: number;
  sport: FunGuessSport;
  league_zh: string;
  league_en: string;
  league_vi: string;
  home_zh: string;
  home_en: string;
  home_vi: string;
  away_zh: string;
  away_en: string;
  away_vi: string;
  /** Kick-off, unix seconds. */
  match_time: number;
}

/** [home, draw, away] decimal odds; basketball's draw is 0. */
export type FunGuessOdds = [number, number, number];

export interface FunGuessMatch extends FunGuessMatchInfo {
  odds: FunGuessOdds;
  /** The caller's guess on it, if any. */
  mine: FunGuessRecord | null;
}

export interface FunGuessRecord extends FunGuessMatchInfo {
  id: number;
  pick: FunGuessPick;
  /** The price taken. */
  odds: number;
  stake: number;
  /** Points paid back on settlement (stake * odds on a win, the stake on a push, 0 on a fail). */
  payout: number;
  result: FunGuessResult;
  /** The final score, once settled (null before). */
  home_score: number | null;
  away_score: number | null;
  created_at: number;
  settled_at: number | null;
}

export interface FunGuessPlaced {
  guess: FunGuessRecord;
  points: number;
}

export type FunGuessRecordPage = Page<FunGuessRecord> & {
  /** `YYYY-MM-DD` (China time): the earliest day records are kept for. */
  since: string;
};

export interface FunGuessRankRow {
  rank: number;
  user_id: number;
  nickname: string;
  avatar: string;
  /** Net points won in the period: payouts minus stakes of the guesses settled in it. */
  points_won: number;
  wins: number;
  fails: number;
  /** wins / (wins + fails), 0..1; pushes do not count. */
  hit_rate: number;
}
