import { describe, expect, it } from 'vitest';
import type { SchemeMarket, SchemeOutcome, SchemePick } from '../../contracts/experts.ts';
import { isQuarterLine, schemeOutcome, schemeProfit } from './scheme-outcome.ts';

type Case = [SchemeMarket, SchemePick, number, number, number, SchemeOutcome];

const CASES: Case[] = [
  // 1X2
  ['eu', 'home', 0, 2, 1, 'win'],
  ['eu', 'home', 0, 1, 1, 'lose'],
  ['eu', 'draw', 0, 1, 1, 'win'],
  ['eu', 'away', 0, 0, 3, 'win'],
  ['eu', 'draw', 0, 0, 3, 'lose'],
  // Whole and half handicap lines
  ['asia', 'home', 0, 1, 1, 'push'],
  ['asia', 'away', 0, 1, 1, 'push'],
  ['asia', 'home', 1, 2, 1, 'push'],
  ['asia', 'home', 1, 3, 1, 'win'],
  ['asia', 'away', 1, 2, 1, 'push'],
  ['asia', 'home', 0.5, 1, 0, 'win'],
  ['asia', 'away', 0.5, 1, 1, 'win'],
  ['asia', 'home', -0.5, 0, 0, 'win'],
  ['asia', 'home', -1, 0, 1, 'push'],
  ['asia', 'away', -1, 0, 2, 'win'],
  // Quarter handicap lines
  ['asia', 'home', 0.25, 1, 1, 'half_lose'],
  ['asia', 'away', 0.25, 1, 1, 'half_win'],
  ['asia', 'home', 0.25, 2, 1, 'win'],
  ['asia', 'home', 0.75, 1, 0, 'half_win'],
  ['asia', 'away', 0.75, 1, 0, 'half_lose'],
  ['asia', 'home', 0.75, 2, 0, 'win'],
  ['asia', 'home', 0.75, 0, 0, 'lose'],
  ['asia', 'home', -0.25, 1, 1, 'half_win'],
  ['asia', 'away', -0.25, 1, 1, 'half_lose'],
  ['asia', 'away', -0.75, 1, 2, 'half_win'],
  ['asia', 'home', 1.25, 2, 1, 'half_lose'],
  ['asia', 'home', 1.75, 3, 1, 'half_win'],
  ['asia', 'away', 1.75, 3, 1, 'half_lose'],
  // Over/under
  ['ou', 'over', 2.5, 2, 1, 'win'],
  ['ou', 'under', 2.5, 2, 1, 'lose'],
  ['ou', 'over', 3, 2, 1, 'push'],
  ['ou', 'under', 3, 1, 1, 'win'],
  ['ou', 'over', 2.25, 1, 1, 'half_lose'],
  ['ou', 'under', 2.25, 1, 1, 'half_win'],
  ['ou', 'over', 2.75, 2, 1, 'half_win'],
  ['ou', 'under', 2.75, 2, 1, 'half_lose'],
  ['ou', 'over', 2.75, 4, 0, 'win'],
  ['ou', 'under', 2.75, 1, 0, 'win'],
  // Basketball totals
  ['ou', 'over', 215.5, 110, 106, 'win'],
  ['ou', 'under', 215.5, 110, 106, 'lose'],
  ['asia', 'home', 5.5, 110, 106, 'lose'],
  ['asia', 'away', 5.5, 110, 106, 'win'],
];

describe('scheme outcomes', () => {
  it.each(CASES)('%s %s at %d with %d-%d ends %s', (market, pick, line, home, away, expected) => {
    expect(schemeOutcome({ market, pick, line }, home, away)).toBe(expected);
  });

  it('tells quarter lines from whole and half ones, negative lines too', () => {
    expect([0.25, 0.75, -0.25, -1.75, 2.25].map(isQuarterLine)).toEqual([true, true, true, true, true]);
    expect([0, 0.5, 1, -0.5, 2.5, 215.5].map(isQuarterLine)).toEqual([false, false, false, false, false, false]);
  });

  it('refuses a line that is not in quarters and a pick without a line', () => {
    expect(() => schemeOutcome({ market: 'asia', pick: 'home', line: 0.3 }, 1, 0)).toThrow('quarters');
    expect(() => schemeOutcome({ market: 'asia', pick: 'draw', line: 0 }, 1, 0)).toThrow('no line');
  });

  it('pays half the winnings on a half win and loses half the stake on a half loss', () => {
    expect(schemeProfit('win', 1.9)).toBeCloseTo(0.9);
    expect(schemeProfit('half_win', 1.9)).toBeCloseTo(0.45);
    expect(schemeProfit('push', 1.9)).toBe(0);
    expect(schemeProfit('half_lose', 1.9)).toBe(-0.5);
    expect(schemeProfit('lose', 1.9)).toBe(-1);
  });
});
