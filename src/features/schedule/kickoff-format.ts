import type { Lang } from '../../../contracts/match.ts';
import { formatCalendarDay, formatUnix } from '../../lib/locale-format.ts';

/** Kick-off (unix seconds) as the viewer's wall clock, 24-hour `HH:mm`. */
export function formatKickoff(seconds: number, timeZone: string, lang: Lang): string {
  return formatUnix(seconds, lang, 'clock', timeZone);
}

/** A calendar date (`YYYY-MM-DD`) in words: weekday, short date, or full date. */
export function formatCalendarDate(date: string, style: 'weekday' | 'short' | 'full', lang: Lang): string {
  return formatCalendarDay(date, lang, style === 'weekday' ? 'weekday' : style === 'short' ? 'monthDay' : 'dateFull');
}
