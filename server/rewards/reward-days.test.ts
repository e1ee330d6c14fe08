import { describe, expect, it } from 'vitest';
import { WEEK_REWARDS, rewardDay, signReward, weekDays, weekdayIndex } from './reward-days.ts';

const at = (iso: string) => Math.floor(Date.parse(iso) / 1000);

describe('reward days (China time)', () => {
  it('switches day at midnight in Beijing, not UTC', () => {
    expect(rewardDay(at('2024-03-10T15:59:59Z'))).toBe('2024-03-10');
    expect(rewardDay(at('2024-03-10T16:00:00Z'))).toBe('2024-03-11');
  });

  it('numbers weekdays from Monday', () => {
    // 2024-03-11 is a Monday in Beijing from 2024-03-10T16:00Z.
    expect(weekdayIndex(at('2024-03-10T16:00:00Z'))).toBe(0);
    expect(weekdayIndex(at('2024-03-10T15:59:59Z'))).toBe(6);
    expect(weekdayIndex(at('2024-03-14T04:00:00Z'))).toBe(3);
  });

  it('lists the seven days of the week, Monday first, across a month end', () => {
    expect(weekDays(at('2024-03-01T02:00:00Z'))).toEqual([
      '2024-02-26',
      '2024-02-27',
      '2024-02-28',
      '2024-02-29',
      '2024-03-01',
      '2024-03-02',
      '2024-03-03',
    ]);
    const sunday = weekDays(at('2024-03-03T15:00:00Z'));
    expect(sunday[0]).toBe('2024-02-26');
    expect(sunday[6]).toBe('2024-03-03');
  });

  it('rewards rise through the week', () => {
    for (let i = 1; i < WEEK_REWARDS.length; i++) expect(WEEK_REWARDS[i]).toBeGreaterThan(WEEK_REWARDS[i - 1]!);
    expect(signReward(at('2024-03-11T01:00:00Z'))).toBe(WEEK_REWARDS[0]);
    expect(signReward(at('2024-03-17T01:00:00Z'))).toBe(WEEK_REWARDS[6]);
  });
});
