import type { EngineBatch, MatchChange, WireBatch } from '../contracts/engine-api.ts';
import type { LiveMatch } from '../contracts/match.ts';
import type { OddsLine } from '../contracts/odds.ts';
import { wrapsProxy } from './broadcast-proxy.ts';
import type { BatchCallback } from './subscriptions.ts';

/** A match row as changes against `held`, the row the tab holds: id, v and what differs. */
export function changesOf(held: LiveMatch, row: LiveMatch): MatchChange {
  const change: MatchChange = { id: row.id, v: row.v };
  // Rows are replaced, never edited (match-store.ts): an unchanged field is the same value, and
  // an array or object that changed is a new one. Rows are plain objects (parsed JSON): `for in`
  // walks the same keys as Object.keys without an array per row, in half the time (a tab's
  // catch-up diffs every row it missed, ~500 here: 0.6 -> 0.3 ms).
  for (const key in row) {
    const field = key as keyof LiveMatch;
    if (row[field] !== held[field]) (change as Record<string, unknown>)[key] = row[field];
  }
  return change;
}

/**
 * Wraps a tab's match-subscription callback so its patches cross the worker boundary as changes
 * (`MatchChange`): it remembers the rows the tab was sent (a reset sends them all; a row never
 * sent goes whole). The subscription hub never sends after a batch the tab did not answer
 * without a reset first, so what this remembers is what the tab holds. Releasing the wrapper
 * frees the tab's proxy (`wrapsProxy`).
 */
export function sendingChanges(onBatch: (batch: WireBatch) => unknown): BatchCallback {
  let held = new Map<number, LiveMatch>();
  const send = (batch: EngineBatch<LiveMatch> | EngineBatch<OddsLine>): unknown => {
    const matches = batch as EngineBatch<LiveMatch>;
    if (matches.kind === 'reset') {
      held = new Map(matches.rows.map((row) => [row.id, row]));
      return onBatch(matches);
    }
    const rows = matches.rows.map((row) => {
      const before = held.get(row.id);
      held.set(row.id, row);
      return before === undefined ? row : changesOf(before, row);
    });
    for (const id of matches.removed) held.delete(id);
    return onBatch({ ...matches, rows });
  };
  wrapsProxy(send, onBatch);
  return send;
}
