import { relativeFormat } from './locale-format.ts';

/** "3 minutes ago", "yesterday", in the app's language, for a unix-seconds time. */

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 86_400],
  ['month', 30 * 86_400],
  ['week', 7 * 86_400],
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
];

/** The time `atS` (unix seconds) relative to `nowMs`; under a minute reads as "now". */
export function relativeTime(atS: number, nowMs: number, lang: string): string {
  const diffS = Math.round(atS - nowMs / 1000);
  const format = relativeFormat(lang);
  for (const [unit, seconds] of UNITS) {
    if (Math.abs(diffS) >= seconds) return format.format(Math.trunc(diffS / seconds), unit);
  }
  return format.format(0, 'second');
}
