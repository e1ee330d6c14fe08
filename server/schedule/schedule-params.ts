import { z } from 'zod';
import { createPlanCalendar, type PlanCalendar } from '../feed/simulator/plan-day.ts';

const DAY_MS = 86_400_000;
/** How far from today the schedule reaches, each way (the page shows 7 days; this leaves room). */
export const SCHEDULE_REACH_DAYS = 31;
/** The longest UTC range one call may ask for. */
export const MAX_RANGE_SECONDS = 48 * 3600;

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar date written `YYYY-MM-DD`. */
export function isCalendarDate(value: string): boolean {
  const m = DATE_PATTERN.exec(value);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const d = new Date(Date.UTC(year, month - 1, day));
  return d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day;
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

const unixSeconds = z.coerce.number().int('must be whole unix seconds').min(0).max(4_102_444_800);

/**
 * `schedule/list` parameters: `type` (0 all, 1 football, 2 basketball, 3 e-sports) and either a
 * calendar `date` in the viewer's zone `tz` (default UTC) or a UTC range `from`..`to` (unix
 * seconds, `to` exclusive). Bad input fails naming the field.
 */
export const scheduleParams = z
  .object({
    type: z.coerce
      .number()
      .int('must be 0, 1, 2 or 3')
      .min(0, 'must be 0, 1, 2 or 3')
      .max(3, 'must be 0, 1, 2 or 3')
      .default(0),
    date: z.string().refine(isCalendarDate, 'must be a date written YYYY-MM-DD').optional(),
    tz: z.string().max(64, 'too long').refine(isTimeZone, 'unknown time zone').optional(),
    from: unixSeconds.optional(),
    to: unixSeconds.optional(),
  })
  .superRefine((p, ctx) => {
    if (p.date !== undefined) {
      for (const field of ['from', 'to'] as const) {
        if (p[field] !== undefined)
          ctx.addIssue({ code: 'custom', path: [field], message: 'give a date or a range, not both' });
      }
      return;
    }
    if (p.from === undefined) ctx.addIssue({ code: 'custom', path: ['date'], message: 'required (or from and to)' });
    else if (p.to === undefined) ctx.addIssue({ code: 'custom', path: ['to'], message: 'required with from' });
    else if (p.to <= p.from || p.to - p.from > MAX_RANGE_SECONDS) {
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        message: `must be after from, at most ${MAX_RANGE_SECONDS} s later`,
      });
    }
  });

export type ScheduleParams = z.infer<typeof scheduleParams>;

/** A UTC range, ms, `start` inclusive, `end` exclusive. */
export interface UtcRange {
  start: number;
  end: number;
}

const calendars = new Map<string, PlanCalendar>();

function calendarOf(timeZone: string): PlanCalendar {
  let calendar = calendars.get(timeZone);
  if (!calendar) {
    // A handful of zones are in use at once; a bound keeps odd inputs from growing the map.
    if (calendars.size >= 256) calendars.clear();
    calendar = createPlanCalendar(timeZone);
    calendars.set(timeZone, calendar);
  }
  return calendar;
}

/**
 * The UTC range of the calendar day `date` (`YYYY-MM-DD`) in `timeZone`: local midnight to the
 * next local midnight, so 23 or 25 hours long on a daylight-saving change.
 */
export function localDayRange(date: string, timeZone: string): UtcRange {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const key = year * 10000 + month * 100 + day;
  const calendar = calendarOf(timeZone);
  // Noon UTC of that date is within a day of it in every zone (offsets are -12 h to +14 h).
  let found = calendar.dayAt(Date.UTC(year, month - 1, day, 12));
  while (found.key < key) found = calendar.next(found);
  while (found.key > key) found = calendar.previous(found);
  return { start: found.start, end: found.end };
}

/** The UTC range the parameters ask for (a validated date in its zone, or the given range). */
export function resolveRange(params: ScheduleParams): UtcRange {
  if (params.date !== undefined) return localDayRange(params.date, params.tz ?? 'UTC');
  return { start: (params.from ?? 0) * 1000, end: (params.to ?? 0) * 1000 };
}

/** True when the range lies within the schedule's reach around `nowMs`. */
export function withinReach(range: UtcRange, nowMs: number): boolean {
  const reach = (SCHEDULE_REACH_DAYS + 1) * DAY_MS;
  return range.start >= nowMs - reach && range.end <= nowMs + reach;
}
