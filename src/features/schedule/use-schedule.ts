import { useCallback, useState } from 'react';
import { SCHEDULE_LIST_PATH, type ScheduleList, type ScheduleType } from '../../../contracts/schedule.ts';
import { cacheKey, useApi } from '../../lib/use-api.ts';

export type ScheduleState =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; data: ScheduleList };

/**
 * One day's schedule from the server (or, offline, as last seen); another day's answer never
 * stands in for the day asked.
 */
export function useSchedule(
  date: string,
  timeZone: string,
  type: ScheduleType,
): { state: ScheduleState; retry(): void } {
  const [attempt, setAttempt] = useState(0);
  const params = { date, tz: timeZone, type };
  const answer = useApi<ScheduleList>(SCHEDULE_LIST_PATH, params, attempt);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const key = cacheKey(SCHEDULE_LIST_PATH, params);
  if (answer.key === key && answer.data) return { state: { status: 'ready', data: answer.data }, retry };
  if (answer.error && answer.failedKey === key) return { state: { status: 'error', message: answer.error }, retry };
  return { state: { status: 'loading' }, retry };
}
