import { z } from 'zod';
import { dayRange, isIsoDate, isTimeZone, type UtcRange } from '../../contracts/time-zone.ts';

const DAY_MS = 86_400_000;
/** How far from today the schedule reaches, each way (the page shows 7 days; this leaves room). */
export const SCHEDULE_REACH_DAYS = 31;
/** The longest UTC range one call may ask for. */
export const MAX_RANGE_SECONDS = 48 * 3600;

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
    date: z.string().refine(isIsoDate, 'must be a date written YYYY-MM-DD').optional(),
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
