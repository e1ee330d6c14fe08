import { daysBetween, isIsoDate } from '../../../contracts/time-zone.ts';
import { SCHEDULE_TYPES, type ScheduleType } from '../../../contracts/schedule.ts';

/** Days the strip shows before and after today. */
export const STRIP_DAYS = 7;

/** The page's `type` query: 0 (all) unless it is 1, 2 or 3. */
export function typeFromQuery(value: string | null): ScheduleType {
  const n = Number(value);
  return (SCHEDULE_TYPES as readonly number[]).includes(n) && value !== '' ? (n as ScheduleType) : 0;
}

/** The page's `date` query when it is a day of the strip around `today`, else today. */
export function dateFromQuery(value: string | null, today: string): string {
  if (value === null || !isIsoDate(value)) return today;
  return Math.abs(daysBetween(today, value)) <= STRIP_DAYS ? value : today;
}
