import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { EngineStatus, MatchBatch } from '../../contracts/engine-api.ts';
import type { LiveMatch, Sport } from '../../contracts/match.ts';
import { whileMounted } from './engine.ts';
import { createNewestRows } from './newest-rows.ts';
import { statusDue } from './status-due.ts';
import { exposeView, reportCommitted, wantsCommitReports } from './view-probe.ts';

export interface LiveMatches {
  /** null until the first batch (from IndexedDB, then live). */
  matches: LiveMatch[] | null;
  status: EngineStatus | null;
}

/** Today's matches of a sport from the engine: IndexedDB first, then live patches. */
export function useLiveMatches(sport: Sport): LiveMatches {
  const [state, setState] = useState<LiveMatches>({ matches: null, status: null });
  // Rows patched since the last commit; filled only while a benchmark listens (B3 latency).
  const patched = useRef<LiveMatch[]>([]);
  useEffect(() => {
    let rows = new Map<number, LiveMatch>();
    const newest = createNewestRows();
    let cancelled = false;
    const onBatch = (batch: MatchBatch) => {
      const fresh = newest.filter(batch.status, batch.kind, batch.rows, (id) => rows.get(id));
      if (batch.kind === 'reset') rows = new Map(fresh.map((m) => [m.id, m]));
      else {
        for (const row of fresh) rows.set(row.id, row);
        for (const id of batch.removed) rows.delete(id);
        if (wantsCommitReports()) patched.current.push(...fresh);
      }
      if (cancelled) return;
      const list = [...rows.values()];
      exposeView(sport, () => list);
      setState({ matches: list, status: batch.status });
    };
    const unsubscribe = whileMounted((engine) => engine.subscribeMatches(sport, onBatch));
    return () => {
      cancelled = true;
      unsubscribe();
    };
  }, [sport]);
  useLayoutEffect(() => reportCommitted(sport, patched), [sport, state]);
  return state;
}

export interface LiveMatchRow {
  /** The match's live row; undefined until the engine has one (or when it is not today's). */
  match: LiveMatch | undefined;
  status: EngineStatus | null;
}

/**
 * One match out of the day's batches: `take` answers what to render after a batch, or null when
 * the batch changed nothing the view shows (another match, or status not yet due).
 */
export function createOneMatch(id: number, withStatus: boolean): { take(batch: MatchBatch): LiveMatchRow | null } {
  let row: LiveMatch | undefined;
  let shown: EngineStatus | null = null;
  const newest = createNewestRows();
  return {
    take(batch) {
      const fresh = newest.filter(
        batch.status,
        batch.kind,
        batch.rows.filter((m) => m.id === id),
        () => row,
      );
      const before = row;
      if (batch.kind === 'reset') row = fresh[0];
      else if (batch.removed.includes(id)) row = undefined;
      else row = fresh[0] ?? row;
      if (row === before && !(withStatus && statusDue(shown, batch.status))) return null;
      shown = batch.status;
      return { match: row, status: batch.status };
    },
  };
}

/**
 * One match of the day from the engine, for a page or card about that match: it renders when that
 * row changes, or when the status is due (statusDue) if it shows the status (`withStatus`), not on
 * every batch of the day's (20 a second a sport).
 */
export function useLiveMatch(sport: Sport, id: number, withStatus = true): LiveMatchRow {
  const [state, setState] = useState<LiveMatchRow>({ match: undefined, status: null });
  useEffect(() => {
    const one = createOneMatch(id, withStatus);
    let cancelled = false;
    const onBatch = (batch: MatchBatch) => {
      const next = one.take(batch);
      if (next && !cancelled) setState(next);
    };
    const unsubscribe = whileMounted((engine) => engine.subscribeMatches(sport, onBatch));
    return () => {
      cancelled = true;
      unsubscribe();
    };
  }, [sport, id, withStatus]);
  return state;
}
