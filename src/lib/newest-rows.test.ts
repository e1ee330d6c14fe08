import { describe, expect, it } from 'vitest';
import type { EngineStatus } from '../../contracts/engine-api.ts';
import type { LiveMatch } from '../../contracts/match.ts';
import { createNewestRows } from './newest-rows.ts';

const status = (epoch: string | null) => ({ epoch }) as EngineStatus;
const row = (id: number, v: number, home_score = 0) => ({ id, v, home_score }) as LiveMatch;

describe('newest rows', () => {
  it('keeps what the view shows when a new engine starts from older stored rows, and drops its replayed patches', () => {
    const newest = createNewestRows();
    const held = new Map<number, LiveMatch>();
    const apply = (kind: 'reset' | 'patch', epoch: string | null, rows: LiveMatch[]) => {
      const kept = newest.filter(status(epoch), kind, rows, (id) => held.get(id));
      if (kind === 'reset') held.clear();
      for (const r of kept) held.set(r.id, r);
      return kept;
    };
    apply('reset', 'e1', [row(1, 5, 1), row(2, 3)]);
    apply('patch', 'e1', [row(1, 7, 2)]);
    // The new leader's engine: rows from IndexedDB (before it heard the server), then the replay.
    expect(apply('reset', null, [row(1, 5, 1), row(2, 3)])).toEqual([row(1, 7, 2), row(2, 3)]);
    expect(apply('patch', 'e1', [row(1, 6, 1), row(1, 7, 2), row(2, 4)])).toEqual([row(2, 4)]);
    expect(apply('patch', 'e1', [row(1, 8, 3)])).toEqual([row(1, 8, 3)]);
  });

  it('takes a batch of another epoch as it is (a restarted server numbers versions anew)', () => {
    const newest = createNewestRows();
    const held = new Map<number, LiveMatch>([[1, row(1, 9, 2)]]);
    newest.filter(status('e1'), 'reset', [row(1, 9, 2)], (id) => held.get(id));
    expect(newest.filter(status('e2'), 'reset', [row(1, 1, 0)], (id) => held.get(id))).toEqual([row(1, 1, 0)]);
    held.set(1, row(1, 1, 0));
    expect(newest.filter(status('e2'), 'patch', [row(1, 2, 1)], (id) => held.get(id))).toEqual([row(1, 2, 1)]);
  });
});
