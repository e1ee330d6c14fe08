import {
  FUN_GUESS_RECORD_MONTHS,
  type FunGuessPeriod,
  type FunGuessPick,
  type FunGuessResult,
} from '../../contracts/fun-guess.ts';
import { periodStart } from '../economy/economy-periods.ts';
import { rewardDay } from '../rewards/reward-days.ts';

/** China time, as check-ins, tasks and the other lists count days. */
const CHINA_OFFSET_S = 8 * 3600;

/** What a pick earns on a final score: the side that won, a draw, or (a basketball tie, which never ends a game) a push. */
export function guessOutcome(
  sport: string,
  pick: FunGuessPick,
  homeScore: number,
  awayScore: number,
): Exclude<FunGuessResult, 'pending'> {
  const winner = homeScore > awayScore ? 'home' : homeScore < awayScore ? 'away' : 'draw';
  if (winner === 'draw' && sport !== 'football') return 'push';
  return pick === winner ? 'win' : 'fail';
}

/** Points paid back: stake times the odds taken (rounded down) on a win, the stake on a push, nothing on a fail. */
export function guessPayout(result: Exclude<FunGuessResult, 'pending'>, stake: number, oddsX100: number): number {
  if (result === 'win') return Math.floor((stake * oddsX100) / 100);
  if (result === 'push') return stake;
  return 0;
}

/** Unix seconds of midnight (China time) starting `YYYY-MM-DD`. */
export function dayStartOf(day: string): number {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d) / 1000 - CHINA_OFFSET_S;
}

/**
 * The first day records are kept for: the same day of the month FUN_GUESS_RECORD_MONTHS calendar
 * months before today (China time), or that month's last day when it is shorter.
 */
export function recordsSince(nowS: number): { day: string; startS: number } {
  const [y, m, d] = rewardDay(nowS).split('-').map(Number) as [number, number, number];
  const month = new Date(Date.UTC(y, m - 1 - FUN_GUESS_RECORD_MONTHS, 1));
  const lastDay = new Date(Date.UTC(month.getUTCFullYear(), month.getUTCMonth() + 1, 0)).getUTCDate();
  const day = new Date(Date.UTC(month.getUTCFullYear(), month.getUTCMonth(), Math.min(d, lastDay)))
    .toISOString()
    .slice(0, 10);
  return { day, startS: dayStartOf(day) };
}

/** Whether `YYYY-MM-DD` is a real calendar day. */
export function isCalendarDay(day: string): boolean {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** Unix seconds the leaderboard period holding `nowS` started: today, this week (Monday), this month (China time). */
export function rankPeriodStart(period: FunGuessPeriod, nowS: number): number {
  return periodStart(period, nowS);
}

/** `YYYY-MM-DD` today in China time (the daily top-up's day). */
export function guessDay(nowS: number): string {
  return rewardDay(nowS);
}
