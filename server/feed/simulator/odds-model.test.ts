import { describe, expect, it } from 'vitest';
import { ODDS_COMPANIES } from '../../../contracts/odds.ts';
import { basketballExpectation } from './basketball-model.ts';
import { footballGoalRates } from './football-model.ts';
import { overChance, poissonPmf } from './odds-math.ts';
import { COMPANY_MARGINS, basketballMarket, footballMarket, quoteBook } from './odds-model.ts';

const kickOff = {
  status: 'notstarted' as const,
  period: 0,
  minute: 0,
  home_score: 0,
  away_score: 0,
  home_red: 0,
  away_red: 0,
};
const implied = (prices: readonly number[]) => prices.filter((p) => p > 0).reduce((a, p) => a + 1 / p, 0);

describe('odds model', () => {
  it('prices the favourite shorter in 1X2 and has it give the handicap', () => {
    const homeFavourite = quoteBook(footballMarket(footballGoalRates(1750, 1450), kickOff), 1, 0);
    expect(homeFavourite.eu[0]).toBeLessThan(homeFavourite.eu[2]);
    expect(homeFavourite.asia[1]).toBeGreaterThan(0);

    const awayFavourite = quoteBook(footballMarket(footballGoalRates(1400, 1750), kickOff), 1, 0);
    expect(awayFavourite.eu[2]).toBeLessThan(awayFavourite.eu[0]);
    expect(awayFavourite.asia[1]).toBeLessThan(0);

    const nba = quoteBook(basketballMarket(basketballExpectation(1650, 1450), kickOff), 2, 0);
    expect(nba.eu[0]).toBeLessThan(nba.eu[2]);
    expect(nba.asia[1]).toBeGreaterThan(0);
  });

  it("loads each company's own margin: 1X2 implied probabilities sum to 1 + margin", () => {
    const margins = new Set<number>();
    for (const [home, away] of [
      [1500, 1500],
      [1700, 1400],
      [1450, 1620],
    ] as const) {
      const market = footballMarket(footballGoalRates(home, away), kickOff);
      for (const { id } of ODDS_COMPANIES) {
        const q = quoteBook(market, id, 0.02);
        expect(Math.abs(implied(q.eu) - (1 + COMPANY_MARGINS[id]))).toBeLessThan(0.01);
        expect(Math.abs(implied([q.asia[0], q.asia[2]]) - (1 + COMPANY_MARGINS[id]))).toBeLessThan(0.01);
        expect(Math.abs(implied([q.ou[0], q.ou[2]]) - (1 + COMPANY_MARGINS[id]))).toBeLessThan(0.01);
        margins.add(Math.round(implied(q.eu) * 100));
      }
    }
    expect(COMPANY_MARGINS[1]).toBeGreaterThanOrEqual(0.05);
    expect(COMPANY_MARGINS[3]).toBeLessThanOrEqual(0.08);
    expect(margins.size).toBeGreaterThan(1);
  });

  it('shortens the home price at once when the home side scores', () => {
    const rates = footballGoalRates(1550, 1550);
    const live = { ...kickOff, status: 'live' as const, period: 1, minute: 30 };
    const before = quoteBook(footballMarket(rates, live), 1, 0);
    const after = quoteBook(footballMarket(rates, { ...live, home_score: 1 }), 1, 0);
    expect(after.eu[0]).toBeLessThan(before.eu[0]);
    expect(after.eu[2]).toBeGreaterThan(before.eu[2]);
    // The total line moves up with the goal already scored.
    expect(after.ou[1]).toBeGreaterThan(before.ou[1]);
  });

  it('lengthens the price of a side reduced to ten men', () => {
    const rates = footballGoalRates(1500, 1500);
    const live = { ...kickOff, status: 'live' as const, period: 1, minute: 20 };
    const even = quoteBook(footballMarket(rates, live), 1, 0);
    const red = quoteBook(footballMarket(rates, { ...live, home_red: 1 }), 1, 0);
    expect(red.eu[0]).toBeGreaterThan(even.eu[0]);
  });

  it('quotes football lines in quarter steps and totals like 2.5 or 2.75; basketball on the half point', () => {
    for (const [home, away] of [
      [1500, 1500],
      [1800, 1350],
      [1350, 1800],
    ] as const) {
      const q = quoteBook(footballMarket(footballGoalRates(home, away), kickOff), 3, 0);
      expect(Number.isInteger(q.asia[1] * 4)).toBe(true);
      expect(Number.isInteger(q.ou[1] * 4)).toBe(true);
      expect(q.ou[1]).toBeGreaterThanOrEqual(2);
      expect(q.ou[1]).toBeLessThanOrEqual(3.5);
      const b = quoteBook(basketballMarket(basketballExpectation(home, away), kickOff), 3, 0);
      expect(b.eu[1]).toBe(0);
      expect(Math.abs(b.asia[1] % 1)).toBe(0.5);
      expect(b.ou[1] % 1).toBe(0.5);
      expect(b.ou[1]).toBeGreaterThan(200);
      expect(b.ou[1]).toBeLessThan(240);
    }
  });

  it('keeps a quoted line while it is still near even money instead of flapping', () => {
    const rates = footballGoalRates(1560, 1500);
    const quoted = footballMarket(rates, kickOff).asia.line;
    let flaps = 0;
    for (let drift = -0.05; drift <= 0.05; drift += 0.005) {
      const fresh = footballMarket(rates, kickOff, drift);
      const held = footballMarket(rates, kickOff, drift, { asia: quoted });
      // Either the quoted line is held (close enough to even money) or the balanced line replaces it.
      if (held.asia.line === quoted) expect(Math.abs(held.asia.home - 0.5)).toBeLessThanOrEqual(0.05);
      else expect(held.asia.line).toBe(fresh.asia.line);
      if (fresh.asia.line !== quoted && held.asia.line === quoted) flaps++;
    }
    expect(flaps).toBeGreaterThan(0);
    // A line far from even money is dropped for the balanced one.
    const far = footballMarket(rates, kickOff, 0, { asia: quoted + 2 });
    expect(far.asia.line).toBe(quoted);
  });

  it('settles quarter lines as half stakes on the neighbouring lines', () => {
    // X uniform on 0..3: P(X > 1.5) = 0.5; a whole line 1 refunds X = 1.
    const dist = { min: 0, probs: [0.25, 0.25, 0.25, 0.25] };
    expect(overChance(dist, 1.5)).toBeCloseTo(0.5, 10);
    expect(overChance(dist, 1)).toBeCloseTo(0.5 / 0.75, 10);
    // 1.25 = half on 1 (win 0.5, lose 0.25) + half on 1.5 (win 0.5, lose 0.5).
    expect(overChance(dist, 1.25)).toBeCloseTo(1 / 1.75, 10);
    expect(poissonPmf(2.7, 10).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 10);
  });
});
