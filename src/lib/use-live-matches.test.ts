import { describe, expect, it } from 'vitest';
import type { EngineStatus, MatchBatch } from '../../contracts/engine-api.ts';
import type { LiveMatch } from '../../contracts/match.ts';
import { createOneMatch } from './use-live-matches.ts';

const status = (lastMessageAt: number) =>
  ({ epoch: 'e1', link: 'open', connected: true, lastMessageAt }) as EngineStatus;
const row = (id: number, v: number) => ({ id, v }) as LiveMatch;
const reset = (rows: LiveMatch[], at = 0): MatchBatch => ({ kind: 'reset', rows, status: status(at) });
const patch = (rows: LiveMatch[], at: number, removed: number[] = []): MatchBatch => ({
  kind: 'patch',
  rows,
  removed,
  status: status(at),
});

describe('one match out of the day’s batches', () => {
  it('renders when its row changes, not for other matches', () => {
    const one = createOneMatch(7, false);
    expect(one.take(reset([row(1, 1), row(7, 1)]))).toMatchObject({ match: row(7, 1) });
    expect(one.take(patch([row(1, 2), row(2, 5)], 50))).toBeNull();
    expect(one.take(patch([row(7, 2)], 100))).toMatchObject({ match: row(7, 2) });
    // An older version (a new engine replaying from IndexedDB) does not take it back.
    expect(one.take(patch([row(7, 1)], 150))).toBeNull();
    expect(one.take(patch([], 200, [7]))).toMatchObject({ match: undefined });
  });

  it('with the status shown, renders for other matches’ batches once a second at most', () => {
    const one = createOneMatch(7, true);
    expect(one.take(reset([row(7, 1)], 0))).not.toBeNull();
    expect(one.take(patch([row(1, 2)], 400))).toBeNull();
    expect(one.take(patch([row(1, 3)], 1_000))).toMatchObject({ match: row(7, 1), status: { lastMessageAt: 1_000 } });
    expect(one.take(patch([row(1, 4)], 1_500))).toBeNull();
  });
});
