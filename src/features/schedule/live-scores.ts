import type { LiveMatch } from '../../../contracts/match.ts';
import type { ScheduleLeague, ScheduleMatch } from '../../../contracts/schedule.ts';

/**
 * What the last merge made, kept across batches: a live row the engine did not change (it keeps
 * the row's object until the row changes) gives back the same match, and a league none of whose
 * matches changed the same league, so only the tables a batch touched render again.
 */
export interface LiveScoreMemo {
  matches: WeakMap<LiveMatch, { base: ScheduleMatch; merged: ScheduleMatch }>;
  leagues: WeakMap<ScheduleLeague, ScheduleLeague>;
}

export function createLiveScoreMemo(): LiveScoreMemo {
  return { matches: new WeakMap(), leagues: new WeakMap() };
}

function merge(m: ScheduleMatch, row: LiveMatch, memo: LiveScoreMemo): ScheduleMatch {
  const held = memo.matches.get(row);
  if (held?.base === m) return held.merged;
  const { status, match_str, home_score, away_score, home_half_score, away_half_score } = row;
  const merged = { ...m, status, match_str, home_score, away_score, home_half_score, away_half_score };
  memo.matches.set(row, { base: m, merged });
  return merged;
}

/** Today's live-feed rows take their current score and clock from the engine. */
export function withLiveScores(
  leagues: ScheduleLeague[],
  live: ReadonlyMap<number, LiveMatch>,
  memo: LiveScoreMemo,
): ScheduleLeague[] {
  if (live.size === 0) return leagues;
  return leagues.map((league) => {
    const matches = league.matches.map((m) => {
      const row = m.live ? live.get(m.id) : undefined;
      return row ? merge(m, row, memo) : m;
    });
    const last = memo.leagues.get(league);
    if (last && last.matches.length === matches.length && last.matches.every((m, i) => m === matches[i])) return last;
    const next = matches.every((m, i) => m === league.matches[i]) ? league : { ...league, matches };
    memo.leagues.set(league, next);
    return next;
  });
}
