import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { EngineStatus, MatchBatch } from '../../../contracts/engine-api.ts';
import type { LiveMatch, Sport } from '../../../contracts/match.ts';
import { getEngine } from '../../lib/engine.ts';
import { exposeView, reportCommitted, wantsCommitReports } from '../../lib/view-probe.ts';
import { LiveList, type ListFilters, type LiveListView } from './live-list.ts';

export interface LiveListState {
  /** null until the first batch (from IndexedDB, then live). */
  view: LiveListView | null;
  status: EngineStatus | null;
  /** The day's matches; read it when `membership` changes (leagues, pruning pins). */
  list: LiveList;
  /** Bumped whenever a match joins or leaves the day. */
  membership: number;
}

/**
 * A sport's score list, live from the engine and filtered the user's way, kept in order by
 * patches (`LiveList`) rather than by re-sorting the day on every update.
 */
export function useLiveList(sport: Sport, filters: ListFilters): LiveListState {
  const [list] = useState(() => new LiveList(filters));
  const [state, setState] = useState<{ loaded: boolean; status: EngineStatus | null; membership: number }>({
    loaded: false,
    status: null,
    membership: 0,
  });
  // Rows patched since the last commit; filled only while a benchmark listens (B3 latency).
  const patched = useRef<LiveMatch[]>([]);
  useEffect(() => {
    let cancelled = false;
    let unsubscribe: (() => void) | null = null;
    exposeView(sport, () => [...list.matches()]);
    const onBatch = (batch: MatchBatch) => {
      if (cancelled) return;
      if (batch.kind === 'reset') list.reset(batch.rows);
      else {
        list.patch(batch.rows, batch.removed);
        if (wantsCommitReports()) patched.current.push(...batch.rows);
      }
      setState({ loaded: true, status: batch.status, membership: list.membership });
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
  }, [sport, list]);
  // Filters are the user's (rare); applying them here keeps the view and the filters of one
  // render in step. setFilters is idempotent, so a repeated render changes nothing.
  list.setFilters(filters);
  const view = state.loaded ? list.view() : null;
  useLayoutEffect(() => reportCommitted(sport, patched), [sport, view]);
  return { view, status: state.status, list, membership: state.membership };
}
