import type { Lang } from '../../../contracts/match.ts';
import type { TeamNames } from '../../../contracts/match-centre.ts';
import { dateFormat, formatUnix } from '../../lib/locale-format.ts';

/** A team's name in the reader's language. */
export function teamName(team: TeamNames, lang: Lang): string {
  return team[`name_${lang}`];
}

/** A kick-off as date and time in the reader's language. */
export function formatKickoff(unixSeconds: number, lang: Lang): string {
  return formatUnix(unixSeconds, lang, 'dateTime');
}

/** A server time (ms) as a clock time. */
export function formatClockTime(ms: number, lang: Lang): string {
  return dateFormat(lang, 'time').format(ms);
}

/** A football minute as `23'` or `45+2'`; other clocks (`HT`, `Q3 04:31`) as they are. */
export function clockLabel(at: string): string {
  return /^\d+(\+\d+)?$/.test(at) ? `${at}'` : at;
}

/** A link to the detail of an imported match. */
export function historyHref(id: number): string {
  return `/score-detail?mid=${id}`;
}
