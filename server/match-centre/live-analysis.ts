import type { LiveAnalysis, MomentumPoint, WinProbabilityPoint } from '../../contracts/match-centre.ts';
import type { FootballStats, LiveMatch } from '../../contracts/match.ts';
import { winProbability, type MatchRates } from './win-probability.ts';

/** What one minute of a football match held: the score at its end and each side's attacking weight. */
export interface MinuteSample {
  home_score: number;
  away_score: number;
  pressure: [number, number];
}

/** Minute samples of one match, by match minute. */
export type MinuteLog = Map<number, MinuteSample>;

/** How much a side's attacking counts weigh in the momentum: an attempt, on target (again), a corner. */
const WEIGHT = { shot: 1, onTarget: 1, corner: 0.5 };
/** Share of the momentum that carries over to the next minute. */
const CARRY = 0.65;
/** Momentum (weight difference) that reads as about 76 of 100. */
const SCALE = 3;

/**
 * The match minute of a row for the graphs: first-half stoppage counts as 45, half time as 45,
 * the second half as its minute; null before kick-off.
 */
export function graphMinute(row: Pick<LiveMatch, 'status' | 'period' | 'minute'>): number | null {
  switch (row.status) {
    case 'live':
      return row.period >= 2 ? Math.max(46, row.minute) : Math.min(45, Math.max(0, row.minute));
    case 'halftime':
      return 45;
    case 'finished':
      return Math.max(90, row.minute);
    default:
      return null;
  }
}

function weight(stats: FootballStats | undefined, corners: number, side: 0 | 1): number {
  if (!stats) return WEIGHT.corner * corners;
  return WEIGHT.shot * stats.shots[side] + WEIGHT.onTarget * stats.on_target[side] + WEIGHT.corner * corners;
}

/** Notes a football row's change in its match's log: the minute's score and the attacking it added. */
export function noteMinute(log: MinuteLog, prev: LiveMatch | null, next: LiveMatch): void {
  const minute = graphMinute(next);
  if (minute === null) return;
  const sample = log.get(minute) ?? { home_score: 0, away_score: 0, pressure: [0, 0] };
  sample.home_score = next.home_score;
  sample.away_score = next.away_score;
  if (prev && graphMinute(prev) !== null) {
    for (const side of [0, 1] as const) {
      const key = side === 0 ? 'home_corner' : 'away_corner';
      const added = weight(next.stats, next[key], side) - weight(prev.stats, prev[key], side);
      if (added > 0) sample.pressure[side] += added;
    }
  }
  log.set(minute, sample);
}

/**
 * The win probability and momentum of every minute from the first logged one to the last (a
 * minute without a sample keeps the score before it and adds no pressure).
 */
export function analyseMinutes(log: MinuteLog, rates: MatchRates, finished: boolean): LiveAnalysis {
  const probability: WinProbabilityPoint[] = [];
  const momentum: MomentumPoint[] = [];
  const minutes = [...log.keys()];
  if (minutes.length === 0) return { rates, probability, momentum };
  const first = Math.min(...minutes);
  const last = Math.max(...minutes);
  let score = { home: 0, away: 0 };
  let carried = 0;
  for (let minute = first; minute <= last; minute++) {
    const sample = log.get(minute);
    if (sample) score = { home: sample.home_score, away: sample.away_score };
    // In play, at least half a minute is left: the model's certainty belongs to the final whistle.
    const modelMinute = finished && minute === last ? 90 : Math.min(minute, 89.5);
    probability.push({ minute, ...winProbability(rates, modelMinute, score) });
    const pressure = sample ? sample.pressure[0] - sample.pressure[1] : 0;
    carried = carried * CARRY + pressure;
    momentum.push({ minute, value: Math.round(100 * Math.tanh(carried / SCALE)) });
  }
  return { rates, probability, momentum };
}
