import type { EngineStatus } from '../../contracts/engine-api.ts';
import type { LiveMatch } from '../../contracts/match.ts';

/**
 * Keeps a view from going back in time. A tier-2 engine that takes over from a closed leader tab
 * starts from IndexedDB (written every couple of seconds), so its first batches carry rows older
 * than the tabs already show, then replay forward from its cursor. Within one server epoch a
 * match's `v` only grows: a patch row at or below the held version is dropped, and a reset keeps
 * the held row where it is newer. Across epochs (a server restart) the batch is taken as it is.
 * `held` reads the view's current row of a match.
 */
export function createNewestRows(): {
  filter(
    status: EngineStatus,
    kind: 'reset' | 'patch',
    rows: readonly LiveMatch[],
    held: (id: number) => LiveMatch | undefined,
  ): readonly LiveMatch[];
} {
  let epoch: string | null = null;
  return {
    filter(status, kind, rows, held) {
      // An engine that has not heard the server yet (null: fresh from IndexedDB) is taken to be
      // on the epoch it stored; a new one comes with its own snapshot.
      const sameEpoch = status.epoch === null || epoch === null || status.epoch === epoch;
      epoch = status.epoch ?? epoch;
      if (!sameEpoch) return rows;
      if (kind === 'reset') {
        return rows.map((row) => {
          const mine = held(row.id);
          return mine && mine.v > row.v ? mine : row;
        });
      }
      return rows.filter((row) => {
        const mine = held(row.id);
        return !mine || row.v > mine.v;
      });
    },
  };
}
