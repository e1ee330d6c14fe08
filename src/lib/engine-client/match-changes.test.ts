import { describe, expect, it } from 'vitest';
import type { EngineStatus, MatchChange } from '../../../contracts/engine-api.ts';
import type { LiveMatch } from '../../../contracts/match.ts';
import { matchRowsFromChanges } from './match-changes.ts';

const status = { connected: true } as EngineStatus;

function match(id: number, v: number, minute: number): LiveMatch {
  return { id, v, minute, sport: 'football', home_team_name_en: `Home ${id}`, home_score: 0 } as LiveMatch;
}

const patch = (rows: MatchChange[], removed: number[] = []) => ({ kind: 'patch' as const, rows, removed, status });

describe('matchRowsFromChanges', () => {
  it('makes whole rows of the changes against the rows held since the reset', () => {
    const rowsOf = matchRowsFromChanges();
    expect(rowsOf({ kind: 'reset', rows: [match(1, 1, 10)], status }).rows).toEqual([match(1, 1, 10)]);
    expect(rowsOf(patch([{ id: 1, v: 2, minute: 11 }])).rows).toEqual([match(1, 2, 11)]);
    expect(rowsOf(patch([{ id: 1, v: 3, home_score: 1 }])).rows).toEqual([{ ...match(1, 3, 11), home_score: 1 }]);
  });

  it('takes a row it does not hold whole, forgets removed rows, and starts again at a reset', () => {
    const rowsOf = matchRowsFromChanges();
    rowsOf({ kind: 'reset', rows: [match(1, 1, 10)], status });
    expect(rowsOf(patch([match(2, 1, 5)], [1]))).toEqual(patch([match(2, 1, 5)], [1]));
    expect(rowsOf(patch([match(1, 4, 30)])).rows).toEqual([match(1, 4, 30)]);
    rowsOf({ kind: 'reset', rows: [match(3, 1, 1)], status });
    expect(rowsOf(patch([{ id: 3, v: 2, minute: 2 }])).rows).toEqual([match(3, 2, 2)]);
  });

  it('drops a change older than the row it holds', () => {
    const rowsOf = matchRowsFromChanges();
    rowsOf({ kind: 'reset', rows: [match(1, 5, 10)], status });
    expect(rowsOf(patch([{ id: 1, v: 4, minute: 9 }])).rows).toEqual([]);
    expect(rowsOf(patch([{ id: 1, v: 6, minute: 11 }])).rows).toEqual([match(1, 6, 11)]);
  });
});
