import { z } from 'zod';
import { SCHEDULE_LIST_PATH, type ScheduleList } from '../schedule.ts';
import { defineRoute, GET_POST, returns } from '../route-definition.ts';
import { isIsoDate, isTimeZone } from '../time-zone.ts';

/** The longest UTC range one call may ask for. */
export const MAX_RANGE_SECONDS = 48 * 3600;

const unixSeconds = z.coerce.number<number | string>().int('must be whole unix seconds').min(0).max(4_102_444_800);

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

/** The schedule: entries of the route table (handlers in server/routes/schedule-routes.ts). */
export const scheduleRoutes = {
  list: defineRoute({
    path: SCHEDULE_LIST_PATH,
    methods: GET_POST,
    login: false,
    params: scheduleParams,
    result: returns<ScheduleList>(),
  }),
};
