import { describe, expect, it } from 'vitest';
import { monthKey, periodStart } from './economy-periods.ts';

const s = (iso: string) => Date.parse(iso) / 1000;

describe('economy periods (Beijing time)', () => {
  // Wednesday 2024-03-13 00:30 in Beijing is still the 12th in UTC.
  const now = s('2024-03-12T16:30:00Z');

  it('starts the day at midnight in Beijing', () => {
    expect(periodStart('day', now)).toBe(s('2024-03-12T16:00:00Z'));
  });

  it('starts the week on Monday, also when today is Sunday', () => {
    expect(periodStart('week', now)).toBe(s('2024-03-10T16:00:00Z'));
    expect(periodStart('week', s('2024-03-17T15:59:59Z'))).toBe(s('2024-03-10T16:00:00Z'));
    expect(periodStart('week', s('2024-03-17T16:00:00Z'))).toBe(s('2024-03-17T16:00:00Z'));
  });

  it('starts the month on the 1st; total from the beginning', () => {
    expect(periodStart('month', s('2024-03-31T16:00:00Z'))).toBe(s('2024-03-31T16:00:00Z'));
    expect(periodStart('month', s('2024-03-31T15:59:59Z'))).toBe(s('2024-02-29T16:00:00Z'));
    expect(periodStart('total', now)).toBe(0);
  });

  it('names the month of free horns in Beijing time', () => {
    expect(monthKey(s('2024-03-31T15:59:59Z'))).toBe('2024-03');
    expect(monthKey(s('2024-03-31T16:00:00Z'))).toBe('2024-04');
  });
});
