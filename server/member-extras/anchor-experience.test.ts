import { describe, expect, it } from 'vitest';
import { anchorProgress, chinaDayNumber, experienceDays } from './anchor-experience.ts';

const at = (iso: string) => Date.parse(iso) / 1000;

describe('anchor experience', () => {
  it('adds gifts and minutes live per China day, newest first, with a running total', () => {
    const day1 = chinaDayNumber(at('2025-03-01T10:00:00+08:00'));
    const gifts = new Map([
      [day1, 300],
      [day1 + 2, 50],
    ]);
    const lives = [
      { started_at: at('2025-03-01T20:00:00+08:00'), ended_at: at('2025-03-01T21:30:40+08:00') },
      // Starts before midnight in Beijing and ends after: counts for the day it started.
      { started_at: at('2025-03-02T23:50:00+08:00'), ended_at: at('2025-03-03T00:20:00+08:00') },
    ];
    expect(experienceDays(gifts, lives, at('2025-03-05T00:00:00+08:00'))).toEqual([
      { day: '2025-03-03', gift_points: 50, live_minutes: 0, live_points: 0, points: 50, total: 470 },
      { day: '2025-03-02', gift_points: 0, live_minutes: 30, live_points: 30, points: 30, total: 420 },
      { day: '2025-03-01', gift_points: 300, live_minutes: 90, live_points: 90, points: 390, total: 390 },
    ]);
  });

  it('counts a broadcast still live up to now, and leaves out days that earned nothing', () => {
    const start = at('2025-03-01T20:00:00+08:00');
    const days = experienceDays(
      new Map(),
      [
        { started_at: start, ended_at: null },
        { started_at: start, ended_at: start + 30 },
      ],
      start + 600,
    );
    expect(days).toEqual([
      { day: '2025-03-01', gift_points: 0, live_minutes: 10, live_points: 10, points: 10, total: 10 },
    ]);
    expect(experienceDays(new Map([[1, 0]]), [], 0)).toEqual([]);
  });

  it('places the points between two levels', () => {
    expect(anchorProgress(0)).toMatchObject({ level: 1, current: 0, next: 100, progress: 0 });
    expect(anchorProgress(300)).toMatchObject({ level: 2, current: 100, next: 500, progress: 0.5 });
    expect(anchorProgress(5_000_000)).toMatchObject({ level: 11, next: null, progress: 1 });
  });
});
