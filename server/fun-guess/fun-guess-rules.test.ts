import { describe, expect, it } from 'vitest';
import {
  dayStartOf,
  guessOutcome,
  guessPayout,
  isCalendarDay,
  rankPeriodStart,
  recordsSince,
} from './fun-guess-rules.ts';

/** Unix seconds of a moment given in China time (UTC+8). */
const china = (iso: string) => Date.parse(`${iso}+08:00`) / 1000;

describe('fun-guess settlement rules', () => {
  it('wins the pick that matches the final score and fails the others (football has a draw)', () => {
    expect(guessOutcome('football', 'home', 2, 1)).toBe('win');
    expect(guessOutcome('football', 'away', 2, 1)).toBe('fail');
    expect(guessOutcome('football', 'draw', 2, 1)).toBe('fail');
    expect(guessOutcome('football', 'draw', 1, 1)).toBe('win');
    expect(guessOutcome('football', 'home', 0, 0)).toBe('fail');
    expect(guessOutcome('football', 'away', 0, 3)).toBe('win');
    expect(guessOutcome('basketball', 'away', 101, 99)).toBe('fail');
    expect(guessOutcome('basketball', 'home', 101, 99)).toBe('win');
  });

  it('pushes a basketball game that ends level (no draw to pick there)', () => {
    expect(guessOutcome('basketball', 'home', 100, 100)).toBe('push');
    expect(guessOutcome('basketball', 'away', 100, 100)).toBe('push');
  });

  it('pays stake times odds (rounded down) on a win, the stake on a push, nothing on a fail', () => {
    expect(guessPayout('win', 100, 185)).toBe(185);
    expect(guessPayout('win', 33, 215)).toBe(70); // 70.95
    expect(guessPayout('push', 250, 300)).toBe(250);
    expect(guessPayout('fail', 250, 300)).toBe(0);
  });
});

describe('fun-guess periods', () => {
  it('keeps records from the same day three calendar months back, China time', () => {
    expect(recordsSince(china('2026-11-27T10:00:00'))).toEqual({
      day: '2026-08-27',
      startS: china('2026-08-27T00:00:00'),
    });
    // Just after midnight in Beijing is already the next day (still the day before in UTC).
    expect(recordsSince(china('2026-12-01T00:30:00')).day).toBe('2026-09-01');
    // A shorter month: its last day.
    expect(recordsSince(china('2026-05-31T12:00:00')).day).toBe('2026-02-28');
    // Across a year.
    expect(recordsSince(china('2027-01-15T12:00:00')).day).toBe('2026-10-15');
  });

  it('reads calendar days only', () => {
    expect(isCalendarDay('2026-02-28')).toBe(true);
    expect(isCalendarDay('2026-02-30')).toBe(false);
    expect(isCalendarDay('2026-13-01')).toBe(false);
    expect(dayStartOf('2026-11-27')).toBe(china('2026-11-27T00:00:00'));
  });

  it('starts the leaderboard day at midnight, the week on Monday and the month on the 1st (China time)', () => {
    // Friday 27 November 2026, 01:00 in Beijing (Thursday 17:00 UTC).
    const now = china('2026-11-27T01:00:00');
    expect(rankPeriodStart('day', now)).toBe(china('2026-11-27T00:00:00'));
    expect(rankPeriodStart('week', now)).toBe(china('2026-11-23T00:00:00'));
    expect(rankPeriodStart('month', now)).toBe(china('2026-11-01T00:00:00'));
    // A Monday is its own week's start.
    expect(rankPeriodStart('week', china('2026-11-23T23:59:59'))).toBe(china('2026-11-23T00:00:00'));
  });
});
