import type { RankPeriod } from '../../contracts/room-economy.ts';
import { dayStart, rewardDay, weekdayIndex } from '../rewards/reward-days.ts';

/**
 * Lists and monthly allowances follow China time, as check-ins and tasks do (reward-days.ts): a
 * day starts at midnight in Beijing, a week on Monday, a month on the 1st.
 */

const DAY_S = 86_400;

/** Unix seconds the period holding `nowS` started; 0 for `total`. */
export function periodStart(period: RankPeriod, nowS: number): number {
  if (period === 'total') return 0;
  const today = dayStart(nowS);
  if (period === 'day') return today;
  if (period === 'week') return today - weekdayIndex(nowS) * DAY_S;
  const dayOfMonth = Number(rewardDay(nowS).slice(8, 10));
  return today - (dayOfMonth - 1) * DAY_S;
}

/** `YYYY-MM` in China time: the month free noble horns count in. */
export function monthKey(nowS: number): string {
  return rewardDay(nowS).slice(0, 7);
}

/** Guard and noble months are 30 days. */
export const MONTH_S = 30 * DAY_S;
