import { describe, expect, it } from 'vitest';
import type { RoundGoals } from '../../../contracts/database-football.ts';
import { CHART, chartGeometry } from './goals-chart-geometry.ts';

const round = (matchday: number, goalsFor: number, goalsAgainst: number): RoundGoals => ({
  round_key: `Matchday ${matchday}`,
  phase: 'league',
  matchday,
  goals_for: goalsFor,
  goals_against: goalsAgainst,
  cumulative_for: 0,
  cumulative_against: 0,
});

describe('chartGeometry', () => {
  it('raises goals scored above the axis and hangs goals conceded below it, on one scale', () => {
    const g = chartGeometry([round(1, 5, 0), round(2, 1, 2)]);
    expect(g.maxFor).toBe(5);
    expect(g.maxAgainst).toBe(3);
    expect(g.axisY).toBe(CHART.top + 5 * CHART.goal);
    expect(g.bars[0]).toMatchObject({ forY: CHART.top, forHeight: 5 * CHART.goal, againstHeight: 0 });
    expect(g.bars[1]).toMatchObject({ forHeight: CHART.goal, againstHeight: 2 * CHART.goal });
    expect(g.height).toBe(g.axisY + 3 * CHART.goal + CHART.bottom);
  });

  it('gives each match its own column and numbers the first and every fifth', () => {
    const g = chartGeometry([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((n) => round(n, 1, 1)));
    expect(g.bars[1]!.x - g.bars[0]!.x).toBe(CHART.step);
    expect(g.bars.map((b) => b.tick).filter(Boolean)).toEqual(['1', '5', '10']);
    expect(g.width).toBe(CHART.left + 10 * CHART.step + CHART.right);
  });
});
