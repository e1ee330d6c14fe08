import { describe, expect, it } from 'vitest';
import type { SchemeOutcome } from '../../contracts/experts.ts';
import { currentStreak, expertRecord, hitRate, type SettledScheme } from './expert-record.ts';

const LEAGUE = { zh: '英超', en: 'Premier League', vi: 'Ngoại hạng Anh' };

/** Oldest first: the last one is the latest. */
function schemes(outcomes: SchemeOutcome[], market = 'asia', leagueId = 1): SettledScheme[] {
  return outcomes.map((outcome, i) => ({
    outcome,
    odds: 2,
    market,
    league_id: leagueId,
    league: LEAGUE,
    settled_at: 1000 + i,
    id: i + 1,
  }));
}

describe('expert records', () => {
  it('counts the hit rate over the latest decided schemes only', () => {
    const list = schemes(['lose', 'lose', 'win', 'push', 'half_win', 'half_lose']);
    expect(hitRate(list, 10)).toBe(0.4);
    // The last two decided: half_lose and half_win.
    expect(hitRate(list, 2)).toBe(0.5);
    expect(hitRate(schemes(['push']), 10)).toBeNull();
  });

  it('keeps a streak across pushes and ends it at the first other result', () => {
    expect(currentStreak(schemes(['lose', 'win', 'push', 'half_win', 'win']))).toEqual({ kind: 'win', n: 3 });
    expect(currentStreak(schemes(['win', 'lose', 'half_lose']))).toEqual({ kind: 'lose', n: 2 });
    expect(currentStreak([])).toEqual({ kind: null, n: 0 });
  });

  it('returns the profit per unit staked, by market and by league', () => {
    const record = expertRecord([
      ...schemes(['win', 'lose'], 'eu', 1),
      ...schemes(['half_win', 'push'], 'ou', 2).map((s) => ({ ...s, id: s.id + 10 })),
    ]);
    // +1 -1 +0.5 +0 over 4.
    expect(record.roi).toBe(0.125);
    expect(record.settled).toBe(4);
    expect(record.by_market).toEqual([
      { key: 'eu', settled: 2, decided: 2, hits: 1, roi: 0 },
      { key: 'ou', settled: 2, decided: 1, hits: 1, roi: 0.25 },
    ]);
    expect(record.by_league.map((l) => [l.key, l.hits])).toEqual([
      ['1', 1],
      ['2', 1],
    ]);
  });
});
