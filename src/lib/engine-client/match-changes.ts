import type { MatchBatch, MatchWireBatch } from '../../../contracts/engine-api.ts';
import type { LiveMatch } from '../../../contracts/match.ts';

/**
 * One match subscription's rows made again from what the engine sends (workers/match-changes.ts):
 * a reset brings whole rows, a patch the changes against the rows this tab holds. Views get
 * whole rows, as before; a change older than the row held is dropped.
 */
export function matchRowsFromChanges(): (batch: MatchWireBatch) => MatchBatch {
  let held = new Map<number, LiveMatch>();
  return (batch) => {
    if (batch.kind === 'reset') {
      held = new Map(batch.rows.map((row) => [row.id, row]));
      return batch;
    }
    const rows: LiveMatch[] = [];
    for (const change of batch.rows) {
      const before = held.get(change.id);
      if (before !== undefined && before.v > change.v) continue;
      // The engine sends a row whole when this tab has none of it.
      const row = before === undefined ? (change as LiveMatch) : { ...before, ...change };
      held.set(row.id, row);
      rows.push(row);
    }
    for (const id of batch.removed) held.delete(id);
    return { ...batch, rows };
  };
}
