/**
 * Reward days follow China time (Asia/Shanghai, UTC+8, no daylight saving): a check-in made at
 * 23:30 in Beijing counts for that day wherever the server runs. Weeks start on Monday.
 */

const OFFSET_S = 8 * 3600;
const DAY_S = 86_400;

/** Check-in rewards in diamonds, Monday to Sunday: rising through the week. */
export const WEEK_REWARDS = [5, 10, 15, 20, 25, 30, 50] as const;

/** `YYYY-MM-DD` in China time for a unix time in seconds. */
export function rewardDay(nowS: number): string {
  return new Date((nowS + OFFSET_S) * 1000).toISOString().slice(0, 10);
}

/** Unix seconds of midnight, China time, of the day holding `nowS`. */
export function dayStart(nowS: number): number {
  return nowS - ((((nowS + OFFSET_S) % DAY_S) + DAY_S) % DAY_S);
}

/** 0 = Monday ... 6 = Sunday, in China time. */
export function weekdayIndex(nowS: number): number {
  const day = new Date((nowS + OFFSET_S) * 1000).getUTCDay();
  return (day + 6) % 7;
}

/** The seven days (Monday first) of the China-time week holding `nowS`. */
export function weekDays(nowS: number): string[] {
  const monday = nowS - weekdayIndex(nowS) * DAY_S;
  return Array.from({ length: 7 }, (_, i) => rewardDay(monday + i * DAY_S));
}

/** The check-in reward for the day holding `nowS`. */
export function signReward(nowS: number): number {
  return WEEK_REWARDS[weekdayIndex(nowS)] ?? WEEK_REWARDS[0];
}
