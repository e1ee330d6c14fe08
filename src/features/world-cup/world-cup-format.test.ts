import { describe, expect, it } from 'vitest';
import type { WorldCupMatch } from '../../../contracts/world-cup.ts';
import { byDate, formatDate, matchHref, minuteLabel } from './world-cup-format.ts';

const match = (id: number, match_date: string, match_time: number) => ({ id, match_date, match_time }) as WorldCupMatch;

describe('world cup format', () => {
  it('writes stoppage time after a plus and extra time as it is', () => {
    expect(minuteLabel({ minute: 90, minute_extra: 8 })).toBe('90+8');
    expect(minuteLabel({ minute: 108, minute_extra: null })).toBe('108');
  });

  it('links a match to the match centre by its history id', () => {
    expect(matchHref(42)).toBe('/score-detail?mid=42');
  });

  it('groups matches by date, days and kick-offs in order', () => {
    const days = byDate([match(3, '2022-11-21', 300), match(1, '2022-11-20', 100), match(2, '2022-11-21', 200)]);
    expect(days.map((d) => [d.date, d.matches.map((m) => m.id)])).toEqual([
      ['2022-11-20', [1]],
      ['2022-11-21', [2, 3]],
    ]);
  });

  it('keeps the calendar date whatever the zone', () => {
    expect(formatDate('2022-12-18', 'en')).toBe('Sun, 18 Dec 2022');
  });
});
