/** One calendar day of the fixture plan, in the feed's time zone. */
export interface PlanDay {
  /** The calendar date as `yyyymmdd`; the prefix of the day's fixture ids. */
  key: number;
  /** Local midnight, ms (UTC epoch). */
  start: number;
  /** Next local midnight, ms (23 or 25 hours after `start` on a DST change). */
  end: number;
}

const DAY_MS = 86_400_000;

interface DateParts {
  year: number;
  month: number;
  day: number;
}

/** Calendar arithmetic for one IANA time zone. `UTC` needs no Intl at all. */
export interface PlanCalendar {
  readonly timeZone: string;
  /** The day that contains the instant `ms`. */
  dayAt(ms: number): PlanDay;
  /** The day after `day`. */
  next(day: PlanDay): PlanDay;
  /** The day before `day`. */
  previous(day: PlanDay): PlanDay;
}

/**
 * Builds a calendar for `timeZone` (default `UTC`). Throws a RangeError at once for an unknown zone,
 * so a bad setting fails at start-up rather than in a tick.
 */
export function createPlanCalendar(timeZone = 'UTC'): PlanCalendar {
  const utc = timeZone.toUpperCase() === 'UTC';
  const format = utc
    ? undefined
    : new Intl.DateTimeFormat('en-US', {
        timeZone,
        hourCycle: 'h23',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
        second: 'numeric',
      });

  const localParts = (ms: number): DateParts & { hour: number; minute: number; second: number } => {
    if (format === undefined) {
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
    for (const part of format.formatToParts(ms)) {
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
  };

  /** Zone offset (local - UTC, ms) at the instant `ms`. */
  const offsetAt = (ms: number): number => {
    const p = localParts(ms);
    const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
    return asUtc - Math.floor(ms / 1000) * 1000;
  };

  const midnight = (date: DateParts): number => {
    const wall = Date.UTC(date.year, date.month - 1, date.day);
    if (format === undefined) return wall;
    // Two passes settle the offset on either side of a DST change.
    let guess = wall - offsetAt(wall);
    guess = wall - offsetAt(guess);
    return guess;
  };

  const dayOf = (date: DateParts): PlanDay => {
    const start = midnight(date);
    const following = new Date(Date.UTC(date.year, date.month - 1, date.day + 1));
    const end = midnight({
      year: following.getUTCFullYear(),
      month: following.getUTCMonth() + 1,
      day: following.getUTCDate(),
    });
    return { key: date.year * 10000 + date.month * 100 + date.day, start, end };
  };

  const dayAt = (ms: number): PlanDay => {
    const p = localParts(ms);
    const day = dayOf(p);
    // Guard the rare instant where the rounded offset puts `ms` just outside the computed day.
    if (ms < day.start) return dayOf(localParts(day.start - 1));
    if (ms >= day.end) return dayOf(localParts(day.end));
    return day;
  };

  return {
    timeZone,
    dayAt,
    next: (day) => dayAt(day.end + DAY_MS / 2),
    previous: (day) => dayAt(day.start - DAY_MS / 2),
  };
}
