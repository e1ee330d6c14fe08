import type { Lang } from '../../../contracts/match.ts';

const LOCALES: Record<Lang, string> = { zh: 'zh-CN', en: 'en-GB', vi: 'vi-VN' };
const cache = new Map<string, Intl.DateTimeFormat>();

function formatter(key: string, make: () => Intl.DateTimeFormat): Intl.DateTimeFormat {
  let format = cache.get(key);
  if (!format) {
    format = make();
    cache.set(key, format);
  }
  return format;
}

/** Kick-off (unix seconds) as the viewer's wall clock, 24-hour `HH:mm`. */
export function formatKickoff(seconds: number, timeZone: string, lang: Lang): string {
  return formatter(
    `time|${timeZone}|${lang}`,
    () => new Intl.DateTimeFormat(LOCALES[lang], { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }),
  ).format(seconds * 1000);
}

/** A calendar date (`YYYY-MM-DD`) in words: weekday, short date, or full date. */
export function formatCalendarDate(date: string, style: 'weekday' | 'short' | 'full', lang: Lang): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  // The date is already the viewer's; format it at UTC noon so no zone can move it.
  const instant = Date.UTC(year, month - 1, day, 12);
  const options: Intl.DateTimeFormatOptions =
    style === 'weekday'
      ? { weekday: 'short' }
      : style === 'short'
        ? { month: '2-digit', day: '2-digit' }
        : { dateStyle: 'full' };
  return formatter(
    `${style}|${lang}`,
    () => new Intl.DateTimeFormat(LOCALES[lang], { ...options, timeZone: 'UTC' }),
  ).format(instant);
}
