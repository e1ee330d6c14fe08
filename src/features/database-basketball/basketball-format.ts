import type { BasketballTeam, WinLoss } from '../../../contracts/database-basketball.ts';
import type { Lang } from '../../../contracts/match.ts';
import { formatCalendarDay } from '../../lib/locale-format.ts';

/** A team's full name in the reader's language. */
export function teamName(team: BasketballTeam, lang: Lang): string {
  return team[`name_${lang}`];
}

/** Wins and losses as `58-24`. */
export function recordText(r: WinLoss): string {
  return `${r.won}-${r.lost}`;
}

/** Win % as box scores print it: `.707`, `1.000`. */
export function pctText(pct: number): string {
  return pct >= 1 ? '1.000' : pct.toFixed(3).replace(/^0/, '');
}

/** Games behind: a dash for the leader, else with the half game (`1.0`, `8.5`). */
export function gamesBehindText(gamesBehind: number): string {
  return gamesBehind === 0 ? '—' : gamesBehind.toFixed(1);
}

/** A calendar date (`YYYY-MM-DD`, local to the venue) written out in the reader's language. */
export function dateText(date: string, lang: Lang): string {
  return formatCalendarDay(date, lang, 'dateFull');
}
