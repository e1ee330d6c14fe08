import {
  FUN_GUESS_PERIODS,
  FUN_GUESS_STATES,
  type FunGuessMatchInfo,
  type FunGuessPeriod,
  type FunGuessState,
} from '../../../contracts/fun-guess.ts';
import type { Lang } from '../../../contracts/match.ts';

export const FUN_GUESS_TABS = ['matches', 'records', 'rank'] as const;
export type FunGuessTab = (typeof FUN_GUESS_TABS)[number];

/** Records a page shows. */
export const RECORDS_PAGE_SIZE = 20;

/** `/fun-guess?tab=records&status=win&page=2&period=week`: the open tab and each tab's choices. */
export interface FunGuessQuery {
  tab: FunGuessTab;
  status: FunGuessState | null;
  page: number;
  period: FunGuessPeriod;
}

export function readFunGuessQuery(params: URLSearchParams): FunGuessQuery {
  return {
    tab: FUN_GUESS_TABS.find((t) => t === params.get('tab')) ?? 'matches',
    status: FUN_GUESS_STATES.find((s) => s === params.get('status')) ?? null,
    page: Math.max(1, Math.min(10_000, Math.trunc(Number(params.get('page'))) || 1)),
    period: FUN_GUESS_PERIODS.find((p) => p === params.get('period')) ?? 'day',
  };
}

export function writeFunGuessQuery(query: FunGuessQuery): URLSearchParams {
  const out = new URLSearchParams();
  if (query.tab !== 'matches') out.set('tab', query.tab);
  if (query.status) out.set('status', query.status);
  if (query.page > 1) out.set('page', String(query.page));
  if (query.period !== 'day') out.set('period', query.period);
  return out;
}

/** A guessed match's league and teams in the app's language (English when that one is empty). */
export function matchNames(info: FunGuessMatchInfo, lang: Lang): { league: string; home: string; away: string } {
  return {
    league: info[`league_${lang}`] || info.league_en,
    home: info[`home_${lang}`] || info.home_en,
    away: info[`away_${lang}`] || info.away_en,
  };
}

/** What a stake pays back on a win at these odds (the server's rule: rounded down). */
export function winPayout(stake: number, odds: number): number {
  return Math.floor((stake * Math.round(odds * 100)) / 100);
}

/** Odds as the board shows them: two decimals. */
export function formatOdds(odds: number): string {
  return odds.toFixed(2);
}
