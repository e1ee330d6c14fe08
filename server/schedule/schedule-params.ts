import type { z } from 'zod';
import { scheduleParams } from '../../contracts/routes/schedule.ts';
import { dayRange, type UtcRange } from '../../contracts/time-zone.ts';

export { scheduleParams };

const DAY_MS = 86_400_000;
/** How far from today the schedule reaches, each way (the page shows 7 days; this leaves room). */
export const SCHEDULE_REACH_DAYS = 31;

export type ScheduleParams = z.infer<typeof scheduleParams>;

/** The UTC range the parameters ask for (a validated date in its zone, or the given range). */
export function resolveRange(params: ScheduleParams): UtcRange {
  if (params.date !== undefined) return dayRange(params.date, params.tz ?? 'UTC');
  return { start: (params.from ?? 0) * 1000, end: (params.to ?? 0) * 1000 };
}

/** True when the range lies within the schedule's reach around `nowMs`. */
export function withinReach(range: UtcRange, nowMs: number): boolean {
  const reach = (SCHEDULE_REACH_DAYS + 1) * DAY_MS;
  return range.start >= nowMs - reach && range.end <= nowMs + reach;
}
