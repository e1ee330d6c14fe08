import type { RoundGoals } from '../../../contracts/database-football.ts';

/** Sizes of the goals chart in SVG user units. */
export const CHART = {
  /** Space for the goal scale on the left and the round numbers below. */
  left: 28,
  right: 8,
  top: 8,
  bottom: 22,
  /** Width given to each match (bar plus gap). */
  step: 14,
  bar: 10,
  /** Height of one goal. */
  goal: 12,
} as const;

export interface ChartBar {
  x: number;
  /** The bar above the axis (goals scored): top edge and height. */
  forY: number;
  forHeight: number;
  /** The bar below the axis (goals conceded) starts at the axis. */
  againstHeight: number;
  /** The match's number in playing order under the axis, or null (the first and every fifth are labelled). */
  tick: string | null;
}

export interface ChartGeometry {
  width: number;
  height: number;
  /** The axis: zero goals. */
  axisY: number;
  /** Goals scale, scored (up) and conceded (down): at least 3 so one goal is not a full bar. */
  maxFor: number;
  maxAgainst: number;
  bars: ChartBar[];
}

/**
 * Lays out a diverging bar chart: one column per match in playing order, goals scored rising
 * from the axis and goals conceded hanging below it, on the same scale.
 */
export function chartGeometry(rounds: readonly RoundGoals[]): ChartGeometry {
  const maxFor = Math.max(3, ...rounds.map((r) => r.goals_for));
  const maxAgainst = Math.max(3, ...rounds.map((r) => r.goals_against));
  const axisY = CHART.top + maxFor * CHART.goal;
  const height = axisY + maxAgainst * CHART.goal + CHART.bottom;
  const width = CHART.left + Math.max(rounds.length, 1) * CHART.step + CHART.right;
  const bars = rounds.map((r, i) => {
    // Playing order, not the matchday: a rearranged match is played out of its matchday's turn.
    const number = i + 1;
    return {
      x: CHART.left + i * CHART.step + (CHART.step - CHART.bar) / 2,
      forY: axisY - r.goals_for * CHART.goal,
      forHeight: r.goals_for * CHART.goal,
      againstHeight: r.goals_against * CHART.goal,
      tick: i === 0 || number % 5 === 0 ? String(number) : null,
    };
  });
  return { width, height, axisY, maxFor, maxAgainst, bars };
}
