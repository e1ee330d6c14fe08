import { describe, expect, it } from 'vitest';
import { analyseMinutes, graphMinute, type MinuteLog } from './live-analysis.ts';
import { winProbability } from './win-probability.ts';

const rates = { home: 1.5, away: 1.1 };

describe('live analysis', () => {
  it('counts first-half stoppage and half time as 45, the second half by its minute', () => {
    expect(graphMinute({ status: 'notstarted', period: 0, minute: 0 })).toBeNull();
    expect(graphMinute({ status: 'live', period: 1, minute: 12 })).toBe(12);
    expect(graphMinute({ status: 'live', period: 1, minute: 47 })).toBe(45);
    expect(graphMinute({ status: 'halftime', period: 1, minute: 45 })).toBe(45);
    expect(graphMinute({ status: 'live', period: 2, minute: 46 })).toBe(46);
    expect(graphMinute({ status: 'live', period: 2, minute: 93 })).toBe(93);
    expect(graphMinute({ status: 'finished', period: 2, minute: 90 })).toBe(90);
  });

  it('fills every minute: a minute without a sample keeps the score and adds no pressure', () => {
    const log: MinuteLog = new Map([
      [10, { home_score: 0, away_score: 0, pressure: [3, 0] }],
      [12, { home_score: 1, away_score: 0, pressure: [0, 0] }],
    ]);
    const { probability, momentum } = analyseMinutes(log, rates, false);
    expect(probability.map((p) => p.minute)).toEqual([10, 11, 12]);
    expect(probability[1]).toEqual({ minute: 11, ...winProbability(rates, 11, { home: 0, away: 0 }) });
    expect(probability[2]).toEqual({ minute: 12, ...winProbability(rates, 12, { home: 1, away: 0 }) });
    // 3 for the home side, then carried at 0.65 a minute: 100 tanh(3/3), 100 tanh(1.95/3), 100 tanh(1.2675/3).
    expect(momentum.map((m) => m.value)).toEqual([76, 57, 40]);
  });

  it('is certain only at the final whistle', () => {
    const log: MinuteLog = new Map([[93, { home_score: 1, away_score: 1, pressure: [0, 0] }]]);
    const live = analyseMinutes(log, rates, false).probability[0]!;
    expect(live.draw).toBeLessThan(1);
    expect(live.draw).toBeGreaterThan(0.95);
    const over = analyseMinutes(new Map([[90, { home_score: 1, away_score: 1, pressure: [0, 0] }]]), rates, true);
    expect(over.probability[0]).toMatchObject({ home: 0, draw: 1, away: 0 });
  });
});
