import { describe, expect, it } from 'vitest';
import { computeElo } from './elo.ts';

describe('computeElo', () => {
  it('moves points from loser to winner and keeps the total constant', () => {
    const ratings = computeElo([{ homeTeamId: 1, awayTeamId: 2, homeScore: 0, awayScore: 1, neutral: true }]);
    // Equal teams at a neutral venue: expected 0.5, K 20 -> exactly 10 points.
    expect(ratings.get(1)).toBeCloseTo(1490, 6);
    expect(ratings.get(2)).toBeCloseTo(1510, 6);
  });

  it('expects the home side to win, so a home draw costs the home side points', () => {
    const ratings = computeElo([{ homeTeamId: 1, awayTeamId: 2, homeScore: 1, awayScore: 1, neutral: false }]);
    expect(ratings.get(1)).toBeLessThan(1500);
    expect(ratings.get(2)).toBeGreaterThan(1500);
    const neutral = computeElo([{ homeTeamId: 1, awayTeamId: 2, homeScore: 1, awayScore: 1, neutral: true }]);
    expect(neutral.get(1)).toBe(1500);
  });

  it('weights a big win more than a narrow one', () => {
    const narrow = computeElo([{ homeTeamId: 1, awayTeamId: 2, homeScore: 1, awayScore: 0, neutral: true }]);
    const thrashing = computeElo([{ homeTeamId: 1, awayTeamId: 2, homeScore: 5, awayScore: 0, neutral: true }]);
    expect((thrashing.get(1) ?? 0) - 1500).toBeCloseTo(((11 + 5) / 8) * ((narrow.get(1) ?? 0) - 1500), 6);
  });
});
