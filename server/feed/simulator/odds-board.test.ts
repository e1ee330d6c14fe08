import { describe, expect, it } from 'vitest';
import { footballGoalRates } from './football-model.ts';
import { createOddsBoard } from './odds-board.ts';
import { footballMarket } from './odds-model.ts';
import { createSeededRandom } from './seeded-random.ts';

const rates = footballGoalRates(1600, 1500);
const live = {
  status: 'live' as const,
  period: 2,
  minute: 60,
  home_score: 0,
  away_score: 0,
  home_red: 0,
  away_red: 0,
};

describe('odds board', () => {
  it('opens all three books with every field, opening prices equal to the first quote', () => {
    const board = createOddsBoard(1, createSeededRandom(1));
    const market = footballMarket(rates, { ...live, status: 'notstarted', minute: 0, period: 0 });
    const changes = board.open(7, market, market, false, 0);
    expect(changes.map((c) => c.company_id)).toEqual([1, 2, 3]);
    for (const change of changes) {
      expect(Object.keys(change.fields).sort()).toEqual([
        'asia',
        'asia_open',
        'closed',
        'eu',
        'eu_open',
        'ou',
        'ou_open',
      ]);
      expect(change.fields.eu_open).toEqual(change.fields.eu);
      expect(change.fields.closed).toBe(false);
    }
    // Books differ a little (own margin and lean).
    expect(new Set(changes.map((c) => JSON.stringify(c.fields.eu))).size).toBe(3);
  });

  it('reports only lines whose rounded prices moved, and holds unforced reprices until the interval is up', () => {
    const board = createOddsBoard(1, createSeededRandom(2));
    const market = footballMarket(rates, live);
    const opened = board.open(7, market, market, false, 10_000);
    const price = (score: number) => () => footballMarket(rates, { ...live, home_score: score });
    expect(board.reprice(7, price(0), 5_000, { force: false, intervalMs: 5_000 })).toEqual([]);
    // Forced with the same market: nothing moved, nothing to say.
    expect(board.reprice(7, price(0), 5_000, { force: true, intervalMs: 5_000 })).toEqual([]);
    // A goal: every book moves 1X2 at once, and shortens the home price.
    const moved = board.reprice(7, price(1), 6_000, { force: true, intervalMs: 5_000 });
    expect(moved.map((c) => c.company_id)).toEqual([1, 2, 3]);
    for (const change of moved) {
      expect(change.fields.eu).toBeDefined();
      expect(change.fields.eu_open).toBeUndefined();
    }
    moved.forEach((change, i) => {
      expect(change.fields.eu?.[0]).toBeLessThan(opened[i]?.fields.eu?.[0] ?? 0);
    });
    // Right after a reprice, an unforced one waits.
    expect(board.reprice(7, price(1), 6_500, { force: false, intervalMs: 5_000 })).toEqual([]);
  });

  it('closes each line once at full time and stops repricing it', () => {
    const board = createOddsBoard(1, createSeededRandom(3));
    const market = footballMarket(rates, live);
    board.open(9, market, market, false, 0);
    const closed = board.close(9);
    expect(closed).toEqual([1, 2, 3].map((id) => ({ match_id: 9, company_id: id, fields: { closed: true } })));
    expect(board.close(9)).toEqual([]);
    const after = () => footballMarket(rates, { ...live, home_score: 3 });
    expect(board.reprice(9, after, 60_000, { force: true, intervalMs: 5_000 })).toEqual([]);
  });

  it('takes over stored lines without reopening them', () => {
    const board = createOddsBoard(1, createSeededRandom(4));
    board.restore(
      [1, 2, 3].map((company_id) => ({
        match_id: 5,
        company_id: company_id as 1 | 2 | 3,
        v: 4,
        eu: [2, 3.4, 3.6],
        asia: [1.9, 0.25, 1.95],
        ou: [1.9, 2.5, 1.95],
        eu_open: [2.1, 3.4, 3.4],
        asia_open: [1.9, 0.25, 1.95],
        ou_open: [1.9, 2.5, 1.95],
        closed: false,
        updated_at: 0,
      })),
      0,
    );
    expect(board.has(5)).toBe(true);
    const moved = board.reprice(5, () => footballMarket(rates, { ...live, home_score: 2 }), 1, {
      force: true,
      intervalMs: 5_000,
    });
    expect(moved).toHaveLength(3);
    for (const change of moved) expect(change.fields.eu_open).toBeUndefined();
  });
});
