import { SCHEDULE_LIST_PATH, type ScheduleType } from '../../../contracts/schedule.ts';
import { apiQuery } from '../../lib/query/api-query.ts';

/** One day's schedule in the viewer's time zone; kept offline. Each day is its own query. */
export const scheduleListQuery = (date: string, timeZone: string, type: ScheduleType) =>
  apiQuery(SCHEDULE_LIST_PATH, { date, tz: timeZone, type });
