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

/**
 * Whether a view shows a difference between two versions of one match (true: it must render).
 * A view that names matches (kick-off, teams, status) does not render for the clock or the score.
 */
export type RowShows = (before: LiveMatch, after: LiveMatch) => boolean;

/** A `RowShows` that compares the listed fields. */
export function differsIn(fields: readonly (keyof LiveMatch)[]): RowShows {
  return (before, after) => {
    for (const field of fields) if (before[field] !== after[field]) return true;
    return false;
  };
}

/**
 * The day's matches out of the engine's batches: `take` answers what to render after a batch,
 * or null when the view shows nothing it changed (with `shows`: no match joined or left, and
 * every changed row looks the same; without it, every batch renders).
 */
export function createDayMatches(shows?: RowShows): {
  take(batch: MatchBatch): LiveMatches | null;
  /** Every row as it is now (for a view that starts showing other fields or rows); null before any batch. */
  now(): LiveMatches | null;
  /** The rows of a batch `take` applied (newer than held), for the benchmark's commit probe. */
  readonly applied: readonly LiveMatch[];
} {
  let rows = new Map<number, LiveMatch>();
  let applied: readonly LiveMatch[] = [];
  let status: EngineStatus | null = null;
  let rendered = false;
  const newest = createNewestRows();
  return {
    get applied() {
      return applied;
    },
    now: () => (status === null ? null : { matches: [...rows.values()], status }),
    take(batch) {
      status = batch.status;
      const fresh = newest.filter(batch.status, batch.kind, batch.rows, (id) => rows.get(id));
      let renders = !rendered || shows === undefined || batch.kind === 'reset';
      if (batch.kind === 'reset') rows = new Map(fresh.map((m) => [m.id, m]));
      else {
        for (const row of fresh) {
          const before = rows.get(row.id);
          if (!renders && (before === undefined || shows!(before, row))) renders = true;
          rows.set(row.id, row);
        }
        for (const id of batch.removed) if (rows.delete(id)) renders = true;
      }
      applied = batch.kind === 'reset' ? [] : fresh;
      if (!renders) return null;
      rendered = true;
      return { matches: [...rows.values()], status: batch.status };
    },
  };
}

/**
 * Today's matches of a sport from the engine: IndexedDB first, then live patches. With `shows`, a
 * batch renders only when it changes what the view shows; the rows and status of a render are
 * then as current as that render, not newer. Whether a view passes `shows` is fixed when it
 * mounts; the function may change (a view that shows other matches now), and a new one renders
 * every row as it is now.
 */
export function useLiveMatches(sport: Sport, shows?: RowShows): LiveMatches {
  const [state, setState] = useState<LiveMatches>({ matches: null, status: null });
  // Rows patched since the last commit; filled only while a benchmark listens (B3 latency).
  const patched = useRef<LiveMatch[]>([]);
  const showsRef = useRef(shows);
  const dayRef = useRef<ReturnType<typeof createDayMatches> | null>(null);
  useLayoutEffect(() => {
    if (showsRef.current === shows) return;
    showsRef.current = shows;
    const now = dayRef.current?.now();
    if (now) setState(now);
  }, [shows]);
  useEffect(() => {
    const day = createDayMatches(showsRef.current && ((before, after) => showsRef.current?.(before, after) ?? true));
    dayRef.current = day;
    let cancelled = false;
    const onBatch = (batch: MatchBatch) => {
      const next = day.take(batch);
      if (wantsCommitReports()) patched.current.push(...day.applied);
      if (cancelled) return;
      if (next === null) {
        // Applied, and nothing on screen shows it: there is no commit to wait for.
        reportCommitted(sport, patched);
        return;
      }
      exposeView(sport, () => next.matches ?? []);
      setState(next);
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
