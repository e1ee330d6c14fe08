import type { RankPeriod } from '../../contracts/room-economy.ts';

/**
 * Lists and monthly allowances follow China time (UTC+8, no daylight saving), as the rest of the
 * product does: a day starts at midnight in Beijing, a week on Monday, a month on the 1st.
 */

const OFFSET_S = 8 * 3600;
const DAY_S = 86_400;

/** Unix seconds the period holding `nowS` started; 0 for `total`. */
export function periodStart(period: RankPeriod, nowS: number): number {
  if (period === 'total') return 0;
  const local = nowS + OFFSET_S;
  const dayStart = Math.floor(local / DAY_S) * DAY_S;
  if (period === 'day') return dayStart - OFFSET_S;
  if (period === 'week') {
    const weekday = (new Date(dayStart * 1000).getUTCDay() + 6) % 7;
    return dayStart - weekday * DAY_S - OFFSET_S;
  }
  const date = new Date(local * 1000);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1) / 1000 - OFFSET_S;
}

/** `YYYY-MM` in China time: the month free noble horns count in. */
export function monthKey(nowS: number): string {
  return new Date((nowS + OFFSET_S) * 1000).toISOString().slice(0, 7);
}

/** Guard and noble months are 30 days. */
export const MONTH_S = 30 * DAY_S;
