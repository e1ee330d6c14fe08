import type { Lang } from '../../contracts/match.ts';

/**
 * Dates and numbers in the language the user chose, never the browser's: every `Intl` formatter
 * of the app comes from here (lint refuses `new Intl.*` and `toLocale*String` elsewhere).
 * Formatters are built once per language, style and zone, because pages format thousands of cells.
 */
export const LOCALES: Record<Lang, string> = { zh: 'zh-CN', en: 'en-GB', vi: 'vi-VN' };

/** The BCP 47 locale of an app language; an unknown language reads as English. */
export function localeOf(lang: string): string {
  return LOCALES[lang as Lang] ?? LOCALES.en;
}

const DATE_STYLES = {
  /** `25 Nov 2026, 18:30` */
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
  /** `25/11/2026, 18:30` */
  dateTimeShort: { dateStyle: 'short', timeStyle: 'short' },
  /** `25 Nov 2026` */
  date: { dateStyle: 'medium' },
  /** `Wednesday 25 November 2026` */
  dateFull: { dateStyle: 'full' },
  /** `Wed, 25 Nov 2026` */
  dateWithWeekday: { weekday: 'short', year: 'numeric', month: 'short', day: 'numeric' },
  /** `Wed` */
  weekday: { weekday: 'short' },
  /** `25/11` */
  monthDay: { month: '2-digit', day: '2-digit' },
  /** `18:30:05` */
  time: { timeStyle: 'medium' },
  /** `18:30`, always 24-hour */
  clock: { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

export type DateStyle = keyof typeof DATE_STYLES;

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** A date formatter for a language and style, in `timeZone` (default: the device's zone). */
export function dateFormat(lang: string, style: DateStyle, timeZone?: string): Intl.DateTimeFormat {
  const key = `${lang}|${style}|${timeZone ?? ''}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(localeOf(lang), { ...DATE_STYLES[style], ...(timeZone ? { timeZone } : {}) });
    dateFormats.set(key, format);
  }
  return format;
}

/** A unix time (seconds) in a language and style. */
export function formatUnix(seconds: number, lang: string, style: DateStyle = 'dateTime', timeZone?: string): string {
  return dateFormat(lang, style, timeZone).format(seconds * 1000);
}

/**
 * A calendar date (`YYYY-MM-DD`) in a language and style. It is read at noon UTC and written in
 * UTC, so no zone can move it across midnight.
 */
export function formatCalendarDay(date: string, lang: string, style: DateStyle): string {
  const [year = 1970, month = 1, day = 1] = date.split('-').map(Number);
  return dateFormat(lang, style, 'UTC').format(Date.UTC(year, month - 1, day, 12));
}

const NUMBER_STYLES = {
  /** `12,345` */
  plain: {},
  /** `12.3K`, `1.2万` */
  compact: { notation: 'compact', maximumFractionDigits: 1 },
  /** `1.46`: at most two decimals */
  decimal: { maximumFractionDigits: 2 },
  /** `45%` from 0.45 */
  percent: { style: 'percent', maximumFractionDigits: 0 },
} satisfies Record<string, Intl.NumberFormatOptions>;

const numberFormats = new Map<string, Intl.NumberFormat>();

/** A number formatter for a language: plain with grouping, or compact. */
export function numberFormat(lang: string, style: keyof typeof NUMBER_STYLES = 'plain'): Intl.NumberFormat {
  const key = `${lang}|${style}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(localeOf(lang), NUMBER_STYLES[style]);
    numberFormats.set(key, format);
  }
  return format;
}

const relativeFormats = new Map<string, Intl.RelativeTimeFormat>();

/** "3 minutes ago", "yesterday": a relative-time formatter for a language. */
export function relativeFormat(lang: string): Intl.RelativeTimeFormat {
  let format = relativeFormats.get(lang);
  if (!format) {
    format = new Intl.RelativeTimeFormat(localeOf(lang), { numeric: 'auto' });
    relativeFormats.set(lang, format);
  }
  return format;
}

let pinyin: Intl.Collator | undefined;

/**
 * Chinese sorted by pinyin (`zh-u-co-pinyin`), Latin letters by the alphabet, accents and case
 * ignored: the order of name lists such as the chat contacts, whatever the app language.
 */
export function pinyinCollator(): Intl.Collator {
  pinyin ??= new Intl.Collator('zh-u-co-pinyin', { sensitivity: 'base', numeric: true });
  return pinyin;
}
