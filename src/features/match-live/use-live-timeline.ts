import { useEffect, useState } from 'react';
import type { LiveMatch } from '../../../contracts/match.ts';
import { apiGet } from '../../lib/api-client.ts';
import { MATCH_CENTRE_PATHS, type LiveTimeline } from '../../../contracts/match-centre.ts';

/** Changes exactly when the feed can have added a timeline event (a clock tick does not). */
export function eventKey(row: LiveMatch | undefined): string {
  if (!row) return '';
  return [
    row.status,
    row.period,
    row.home_score,
    row.away_score,
    row.home_yellow,
    row.away_yellow,
    row.home_red,
    row.away_red,
    row.home_corner,
    row.away_corner,
  ].join('|');
}

export interface TimelineState {
  timeline: LiveTimeline | null;
  error: string | null;
}

/** A live match's timeline from the server, fetched again whenever `key` changes; the latest answer wins. */
export function useLiveTimeline(id: number, key: string): TimelineState {
  const [state, setState] = useState<TimelineState>({ timeline: null, error: null });
  useEffect(() => {
    let cancelled = false;
    apiGet<LiveTimeline>(MATCH_CENTRE_PATHS.timeline, { id }, { quiet: true }).then(
      (timeline) => {
        if (!cancelled) setState({ timeline, error: null });
      },
      (error: unknown) => {
        if (!cancelled) setState((s) => ({ ...s, error: error instanceof Error ? error.message : String(error) }));
      },
    );
    return () => {
      cancelled = true;
    };
  }, [id, key]);
  return state;
}
