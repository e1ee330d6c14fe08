import { describe, expect, it } from 'vitest';
import { fitScoringTable, matchRates, winProbability } from './win-probability.ts';

describe('win probability model', () => {
  it('fits attack and defence against the league average and multiplies them into match rates', () => {
    // League of two: team 1 scored 4 and conceded 2 in 2 matches, team 2 scored 2 and conceded 4.
    // League goals per team and match: 6 / 4 = 1.5.
    // attack(1) = (4/2)/1.5 = 4/3, defence(1) = (2/2)/1.5 = 2/3; attack(2) = 2/3, defence(2) = 4/3.
    // With μ_home 1.6 and μ_away 1.2: home = 4/3 × 4/3 × 1.6 = 2.8444..., away = 2/3 × 2/3 × 1.2 = 0.5333...
    const table = fitScoringTable(
      [
        { teamId: 1, leagueId: 9, played: 2, scored: 4, conceded: 2 },
        { teamId: 2, leagueId: 9, played: 2, scored: 2, conceded: 4 },
      ],
      { home: 1.6, away: 1.2 },
    );
    const rates = matchRates(table, 1, 2);
    expect(rates.home).toBeCloseTo(2.844444, 5);
    expect(rates.away).toBeCloseTo(0.533333, 5);
    // A team without 2024-25 league results counts as average: 1 × 1 × μ.
    expect(matchRates(table, 77, 78)).toEqual({ home: 1.6, away: 1.2 });
  });

  it('at half time, 0-0, halves the rates and adds up the Poisson outcomes', () => {
    // Rates 1.5 and 1.0, minute 45: (90 - 45) / 90 = 0.5 left, so X ~ Poisson(0.75), Y ~ Poisson(0.5).
    // Draw = Σ_k P(X=k)P(Y=k) = e^-1.25 × Σ_k 0.375^k / (k!)^2
    //      = 0.2865048 × (1 + 0.375 + 0.0351563 + 0.0014648 + 0.0000343 + ...) = 0.2865048 × 1.4116558 = 0.404446.
    // Home = Σ_{i>j} P(X=i)P(Y=j) = 0.375764 (summed the same way); away = 1 - 0.404446 - 0.375764 = 0.219789.
    const p = winProbability({ home: 1.5, away: 1.0 }, 45, { home: 0, away: 0 });
    expect(p.draw).toBeCloseTo(0.404446, 5);
    expect(p.home).toBeCloseTo(0.375764, 5);
    expect(p.away).toBeCloseTo(0.219789, 5);
  });

  it('counts the score on the board: 1-0 after 60 minutes', () => {
    // Rates 1.8 and 0.9, minute 60: a third left, X ~ Poisson(0.6), Y ~ Poisson(0.3).
    // Draw needs Y = X + 1: e^-0.9 × Σ_i 0.6^i 0.3^(i+1) / (i! (i+1)!)
    //      = 0.4065697 × (0.3 + 0.027 + 0.00081 + 0.0000122 + ...) = 0.4065697 × 0.3278223 = 0.133283.
    // Away needs Y >= X + 2: P(X=0)P(Y>=2) + P(X=1)P(Y>=3) + ... = 0.5488116 × 0.0369363
    //      + 0.3292870 × 0.0036003 + 0.0987861 × 0.0002658 + ... = 0.020271 + 0.001186 + 0.000026 = 0.021483.
    const p = winProbability({ home: 1.8, away: 0.9 }, 60, { home: 1, away: 0 });
    expect(p.draw).toBeCloseTo(0.133283, 5);
    expect(p.away).toBeCloseTo(0.021483, 5);
    expect(p.home).toBeCloseTo(1 - 0.133283 - 0.021483, 5);
  });

  it('is the result at full time and symmetric between equal sides at kick-off', () => {
    expect(winProbability({ home: 1.5, away: 1.1 }, 90, { home: 2, away: 1 })).toEqual({ home: 1, draw: 0, away: 0 });
    expect(winProbability({ home: 1.5, away: 1.1 }, 90, { home: 1, away: 1 })).toEqual({ home: 0, draw: 1, away: 0 });
    const even = winProbability({ home: 1.3, away: 1.3 }, 0, { home: 0, away: 0 });
    expect(even.home).toBeCloseTo(even.away, 10);
    expect(even.home + even.draw + even.away).toBeCloseTo(1, 10);
  });
});
