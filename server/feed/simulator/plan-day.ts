import { dateInZone, dayRange, isTimeZone } from '../../../contracts/time-zone.ts';

/** One calendar day of the fixture plan, in the feed's time zone. */
export interface PlanDay {
  /** The calendar date as `yyyymmdd`; the prefix of the day's fixture ids. */
  key: number;
  /** Local midnight, ms (UTC epoch). */
  start: number;
  /** Next local midnight, ms (23 or 25 hours after `start` on a DST change). */
  end: number;
}

/** Calendar arithmetic for one IANA time zone (see contracts/time-zone.ts). */
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
  const zone = timeZone.toUpperCase() === 'UTC' ? 'UTC' : timeZone;
  if (!isTimeZone(zone)) throw new RangeError(`Invalid time zone specified: ${timeZone}`);
  const dayAt = (ms: number): PlanDay => {
    const date = dateInZone(ms, zone);
    const { start, end } = dayRange(date, zone);
    return { key: Number(date.replaceAll('-', '')), start, end };
  };
  return {
    timeZone,
    dayAt,
    next: (day) => dayAt(day.end),
    previous: (day) => dayAt(day.start - 1),
  };
}
