import { useCallback, useEffect, useState } from 'react';
import { apiGet } from '../../lib/api-client.ts';
import { SCHEDULE_LIST_PATH, type ScheduleList, type ScheduleType } from '../../../contracts/schedule.ts';

export type ScheduleState =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; data: ScheduleList };

interface Answer {
  key: string;
  state: Exclude<ScheduleState, { status: 'loading' }>;
}

/** One day's schedule from the server; a newer request always wins over a slower older one. */
export function useSchedule(
  date: string,
  timeZone: string,
  type: ScheduleType,
): { state: ScheduleState; retry(): void } {
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const key = `${date}|${timeZone}|${type}|${attempt}`;
  useEffect(() => {
    let current = true;
    apiGet<ScheduleList>(SCHEDULE_LIST_PATH, { date, tz: timeZone, type }).then(
      (data) => current && setAnswer({ key, state: { status: 'ready', data } }),
      (error: unknown) =>
        current && setAnswer({ key, state: { status: 'error', message: error instanceof Error ? error.message : '' } }),
    );
    return () => {
      current = false;
    };
  }, [date, timeZone, type, key]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state: answer?.key === key ? answer.state : { status: 'loading' }, retry };
}
