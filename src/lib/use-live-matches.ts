import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { EngineStatus, MatchBatch } from '../../contracts/engine-api.ts';
import type { LiveMatch, Sport } from '../../contracts/match.ts';
import { getEngine } from './engine.ts';
import { createNewestRows } from './newest-rows.ts';
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
    let unsubscribe: (() => void) | null = null;
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
    void getEngine().then(async (engine) => {
      const stop = await engine.subscribeMatches(sport, onBatch);
      if (cancelled) stop();
      else unsubscribe = stop;
    });
    return () => {
      cancelled = true;
      unsubscribe?.();
    };
  }, [sport]);
  useLayoutEffect(() => reportCommitted(sport, patched), [sport, state]);
  return state;
}
