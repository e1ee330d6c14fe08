/**
 * Calendar days and wall-clock times in a time zone, as pure functions of instants: the one place
 * the server (data import, the feed's fixture plan, the schedule) and the app (the schedule, the
 * World Cup) cut days out of UTC time, right across daylight-saving changes (a day is 23, 24 or 25
 * hours, and in some zones midnight never happens). It uses the platform's time zone database
 * through Intl; `UTC` needs no Intl at all. Dates are `YYYY-MM-DD` strings; instants are UTC epoch
 * milliseconds unless a name says seconds.
 */

/** A UTC range, ms: `start` inclusive, `end` exclusive. */
export interface UtcRange {
  start: number;
  end: number;
}

interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const HOUR_MS = 3_600_000;
const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, format);
  }
  return format;
}

/** The wall-clock time in `timeZone` at the instant `ms`. */
function wallTime(ms: number, timeZone: string): WallTime {
  if (timeZone === 'UTC') {
    const d = new Date(ms);
    return {
      year: d.getUTCFullYear(),
      month: d.getUTCMonth() + 1,
      day: d.getUTCDate(),
      hour: d.getUTCHours(),
      minute: d.getUTCMinutes(),
      second: d.getUTCSeconds(),
    };
  }
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(ms)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? 1970,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: (parts.hour ?? 0) % 24,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

function toIsoDate(year: number, month: number, day: number): string {
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/** True for a real calendar date written `YYYY-MM-DD`. */
export function isIsoDate(value: string): boolean {
  const m = DATE_PATTERN.exec(value);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return toIsoDate(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate()) === value;
}

/** The calendar date (`YYYY-MM-DD`) in `timeZone` at the instant `ms`. */
export function dateInZone(ms: number, timeZone: string): string {
  const w = wallTime(ms, timeZone);
  return toIsoDate(w.year, w.month, w.day);
}

/** The date `days` calendar days after `date` (before, when negative). Zone-free. */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const d = new Date(Date.UTC(year, month - 1, day + days));
  return toIsoDate(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate());
}

/** Zone offset (local minus UTC, ms) at the instant `ms` (Europe/London in summer: 3,600,000). */
export function offsetAt(ms: number, timeZone: string): number {
  const w = wallTime(ms, timeZone);
  return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second) - Math.floor(ms / 1000) * 1000;
}

/** The first instant of `date` in `timeZone`: local midnight, or the jump where midnight is skipped. */
export function startOfDay(date: string, timeZone: string): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const wall = Date.UTC(year, month - 1, day);
  // Two passes settle the offset on either side of a change.
  let start = wall - offsetAt(wall, timeZone);
  start = wall - offsetAt(start, timeZone);
  if (dateInZone(start, timeZone) >= date && dateInZone(start - 1, timeZone) < date) return start;
  // IMPORTANT: where clocks jump over midnight (America/Santiago in September) 00:00 never
  // happens; the day begins at the jump. Search the few hours around for the first instant.
  let low = start - 3 * HOUR_MS;
  let high = start + 3 * HOUR_MS;
  while (high - low > 1000) {
    const mid = Math.floor((low + high) / 2000) * 1000;
    if (dateInZone(mid, timeZone) >= date) high = mid;
    else low = mid;
  }
  return high;
}

/**
 * The UTC range of the calendar day `date` in `timeZone`: from its first instant to the first
 * instant of the next day (25 hours in London on 2026-10-25, 23 in New York on 2026-03-08).
 */
export function dayRange(date: string, timeZone: string): UtcRange {
  return { start: startOfDay(date, timeZone), end: startOfDay(addDays(date, 1), timeZone) };
}

/** `before` days before `today`, `today`, then `after` days after it, in order. */
export function daysAround(today: string, before: number, after: number): string[] {
  return Array.from({ length: before + after + 1 }, (_, i) => addDays(today, i - before));
}

/** Whole calendar days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  const ms = (date: string) => {
    const [y, m, d] = date.split('-').map(Number) as [number, number, number];
    return Date.UTC(y, m - 1, d);
  };
  return Math.round((ms(to) - ms(from)) / (24 * HOUR_MS));
}

/** The viewer's IANA time zone (the browser's), `UTC` when the browser does not say. */
export function viewerTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** True for a time zone Intl knows (IANA names such as `Europe/London`, and `UTC`). */
export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/**
 * Wall-clock `date` + `time` (`HH:MM`) in `timeZone` -> unix seconds. A time skipped by a
 * spring-forward change resolves to the instant one offset later (as a clock that jumps would show
 * it); a time repeated by a fall-back change resolves to its first occurrence.
 */
export function localTimeToUnix(date: string, time: string, timeZone: string): number {
  const [year, month, day] = parseIsoDate(date);
  const [hours, minutes] = parseClock(time);
  const naive = Date.UTC(year, month - 1, day, hours, minutes);
  // Try the offset in force half a day before and after the naive instant: one of them is right.
  const candidates = [offsetAt(naive - 12 * HOUR_MS, timeZone), offsetAt(naive + 12 * HOUR_MS, timeZone)];
  for (const offset of candidates) {
    const utc = naive - offset;
    if (offsetAt(utc, timeZone) === offset) return utc / 1000;
  }
  // Inside a spring-forward gap neither offset round-trips: use the earlier (pre-change) offset.
  return (naive - (candidates[0] ?? 0)) / 1000;
}

/** `YYYY-MM-DD` -> [year, month, day]; throws unless it is a real date. */
export function parseIsoDate(date: string): [number, number, number] {
  if (!isIsoDate(date)) throw new Error(`Bad date "${date}" (expected YYYY-MM-DD)`);
  return date.split('-').map(Number) as [number, number, number];
}

/** `HH:MM` (or the `H.MM` some sources write) -> [hours, minutes]; throws on anything else. */
export function parseClock(time: string): [number, number] {
  const match = /^(\d{1,2})[:.](\d{2})$/.exec(time.trim());
  if (!match) throw new Error(`Bad time "${time}" (expected HH:MM)`);
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (hours > 23 || minutes > 59) throw new Error(`Bad time "${time}"`);
  return [hours, minutes];
}
