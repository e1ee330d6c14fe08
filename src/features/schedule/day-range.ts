/**
 * Calendar days in a time zone, as pure functions of instants: what the schedule needs to cut the
 * viewer's day out of UTC time, right across daylight-saving changes (a day is 23, 24 or 25 hours).
 * Dates are `YYYY-MM-DD` strings; instants are UTC epoch milliseconds.
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

/** Zone offset (local minus UTC, ms) at the instant `ms`. */
function offsetAt(ms: number, timeZone: string): number {
  const w = wallTime(ms, timeZone);
  return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second) - Math.floor(ms / 1000) * 1000;
}

/** The first instant of `date` in `timeZone`: local midnight, or the jump where midnight is skipped. */
function startOfDay(date: string, timeZone: string): number {
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
