import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { EngineStatus, MatchBatch } from '../../../contracts/engine-api.ts';
import type { LiveMatch, Sport } from '../../../contracts/match.ts';
import { whileMounted } from '../../lib/engine.ts';
import { statusDue } from '../../lib/status-due.ts';
import { createNewestRows } from '../../lib/newest-rows.ts';
import { exposeView, reportCommitted, wantsCommitReports } from '../../lib/view-probe.ts';
import { LiveList, type ListFilters, type LiveListView } from './live-list.ts';
import { ShownCatchUp } from './shown-catch-up.ts';

export interface LiveListState {
  /** null until the first batch (from IndexedDB, then live). */
  view: LiveListView | null;
  status: EngineStatus | null;
  /** The day's matches; read it when `membership` changes (leagues, pruning pins). */
  list: LiveList;
  /** Bumped whenever a match joins or leaves the day. */
  membership: number;
  /** Give it to the table (`onShown`): patches that change nothing on screen then skip the render. */
  onShown: (ids: ReadonlySet<number>) => void;
  /**
   * True for the render of a catch-up (the tab was just shown): the table renders the rows in
   * the window, and the rows around it once that frame is painted.
   */
  catchUp: boolean;
}

/**
 * A sport's score list, live from the engine and filtered the user's way, kept in order by
 * patches (`LiveList`) rather than by re-sorting the day on every update. A patch re-renders
 * only when it moved rows or touched a row on screen (or the status is a second newer): at
 * 1,000 updates a second over a 10,000-match day, most frames change nothing the user sees. A
 * hidden tab applies its patches (key events) and renders them once it is shown, together with
 * the engine's catch-up batch (see ShownCatchUp).
 */
export function useLiveList(sport: Sport, filters: ListFilters): LiveListState {
  const [list] = useState(() => new LiveList(filters));
  const shown = useRef<ReadonlySet<number>>(new Set());
  const onShown = useCallback((ids: ReadonlySet<number>) => {
    shown.current = ids;
  }, []);
  const [state, setState] = useState<{
    loaded: boolean;
    status: EngineStatus | null;
    membership: number;
    catchUp: boolean;
  }>({ loaded: false, status: null, membership: 0, catchUp: false });
  // Rows patched since the last commit; filled only while a benchmark listens (B3 latency).
  const patched = useRef<LiveMatch[]>([]);
  useEffect(() => {
    let cancelled = false;
    let statusShown: EngineStatus | null = null;
    const newest = createNewestRows();
    const catchUp = new ShownCatchUp();
    exposeView(sport, () => [...list.matches()]);
    const onBatch = (batch: MatchBatch) => {
      if (cancelled) return;
      let visible = true;
      const rows = newest.filter(batch.status, batch.kind, batch.rows, (id) => list.get(id));
      if (batch.kind === 'reset') list.reset(rows);
      else {
        const moved = list.patch(rows, batch.removed);
        visible = moved || rows.some((row) => shown.current.has(row.id));
        if (wantsCommitReports()) patched.current.push(...rows);
      }
      if (catchUp.take(batch.shown === true) && document.visibilityState === 'visible') {
        // What the tab missed while hidden, with what it held: one render shows the server's
        // state, committed now rather than after whatever else the page scheduled on being shown.
        if (unrendered !== null || visible || statusDue(statusShown, batch.status)) {
          // The rows in the window only: a tab hidden for a while runs its first renders slowly
          // (its code is cold), and every row rendered here delays the tab's first current frame.
          flushSync(() => render(batch.status, true));
          afterPaint(() => {
            if (!cancelled) setState((s) => (s.catchUp ? { ...s, catchUp: false } : s));
          });
        } else reportCommitted(sport, patched);
        return;
      }
      if (!visible && !statusDue(statusShown, batch.status)) {
        // Applied, and nothing on screen shows it: there is no commit to wait for.
        reportCommitted(sport, patched);
        return;
      }
      if (batch.kind === 'patch' && statusShown !== null && document.visibilityState === 'hidden') {
        // Applied; the render waits until the tab is shown: nobody sees a hidden tab's list.
        unrendered = batch.status;
        return;
      }
      render(batch.status);
    };
    const render = (status: EngineStatus, isCatchUp = false) => {
      unrendered = null;
      statusShown = status;
      setState({ loaded: true, status, membership: list.membership, catchUp: isCatchUp });
    };
    let unrendered: EngineStatus | null = null;
    const onVisibility = () => {
      if (document.visibilityState !== 'visible' || cancelled) return;
      catchUp.shown(unrendered !== null, () => {
        if (unrendered !== null && !cancelled) render(unrendered);
      });
    };
    document.addEventListener('visibilitychange', onVisibility);
    const unsubscribe = whileMounted((engine) => engine.subscribeMatches(sport, onBatch));
    return () => {
      cancelled = true;
      catchUp.dispose();
      document.removeEventListener('visibilitychange', onVisibility);
      unsubscribe();
    };
  }, [sport, list]);
  // Filters are the user's (rare); applying them here keeps the view and the filters of one
  // render in step. setFilters is idempotent, so a repeated render changes nothing.
  list.setFilters(filters);
  const view = state.loaded ? list.view() : null;
  useLayoutEffect(() => reportCommitted(sport, patched), [sport, view]);
  return { view, status: state.status, list, membership: state.membership, onShown, catchUp: state.catchUp };
}

/** Runs `then` once the next frame is painted (a task after it, not inside it). */
function afterPaint(then: () => void): void {
  requestAnimationFrame(() => setTimeout(then, 0));
}
