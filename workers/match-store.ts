import type { LiveMatch, MatchDelta, MatchEvent, Sport } from '../contracts/match.ts';
import { isAlertKind } from './alert-router.ts';
import { applyMatchDelta, isKeyEvent } from '../contracts/match.ts';
import type { CompanyId, OddsDelta, OddsLine } from '../contracts/odds.ts';
import { toWholeMatch, toWholeOdds } from './row-guards.ts';

/** A goal or red card as applied: the match is the row right after the delta. */
export interface AppliedMatchEvent {
  match: LiveMatch;
  event: MatchEvent;
}

export interface MatchApplyResult {
  /** Latest state of every row the frame changed. */
  changed: LiveMatch[];
  /** Rows that had a key event (goal, red card, full time): these reach hidden tabs. */
  keyIds: Set<number>;
  /** Events that may alert (goals, red cards, kick-off, half time, full time), in order. */
  alerts: AppliedMatchEvent[];
}

export interface ReplaceResult<Row> {
  /** Rows that are new or differ from what was held. */
  changed: Row[];
  /** Rows held before that the snapshot no longer has. */
  removed: Row[];
}

/**
 * The live rows in memory. Deltas go through two steps so a frame is applied whole or not at
 * all: `canApply*` says whether every delta follows the row it targets (no missed version),
 * then `apply*` applies, skipping deltas already applied (`delta.v <= row.v`).
 */
export interface MatchStore {
  load(matches: readonly LiveMatch[], odds: readonly OddsLine[]): void;
  match(id: number): LiveMatch | undefined;
  matchesOf(sport: Sport): LiveMatch[];
  oddsLine(matchId: number, companyId: CompanyId): OddsLine | undefined;
  oddsOf(sport: Sport, companyId: CompanyId): OddsLine[];
  /** The sport of an odds line: its match's, else the sport its last frame said. */
  sportOfOdds(matchId: number, companyId: CompanyId): Sport | undefined;
  canApplyMatches(sport: Sport, deltas: readonly MatchDelta[]): boolean;
  applyMatches(sport: Sport, deltas: readonly MatchDelta[]): MatchApplyResult;
  canApplyOdds(deltas: readonly OddsDelta[]): boolean;
  applyOdds(sport: Sport, deltas: readonly OddsDelta[]): OddsLine[];
  replaceMatches(sport: Sport, list: readonly LiveMatch[]): ReplaceResult<LiveMatch>;
  replaceOdds(companyId: CompanyId, list: readonly OddsLine[]): ReplaceResult<OddsLine>;
  /** Drop matches the feed pruned, with their odds; returns what was held. */
  removeMatches(ids: readonly number[]): { matches: LiveMatch[]; odds: OddsLine[] };
}

/**
 * Whether each delta follows its row: known rows need `v <= row.v` (already applied, skipped)
 * or `v === row.v + 1`; an unknown row needs `v === 1` carrying the whole row. Versions are
 * tracked through the frame, as one frame may touch a row twice.
 */
function followsVersions<D extends { v: number }>(
  deltas: readonly D[],
  keyOf: (delta: D) => string | number,
  current: (delta: D) => number | undefined,
  isWhole: (delta: D) => boolean,
): boolean {
  const seen = new Map<string | number, number>();
  for (const delta of deltas) {
    const key = keyOf(delta);
    const v = seen.get(key) ?? current(delta);
    if (v === undefined) {
      if (delta.v !== 1 || !isWhole(delta)) return false;
    } else if (delta.v > v + 1) {
      return false;
    }
    seen.set(key, Math.max(v ?? 0, delta.v));
  }
  return true;
}

/** Builds an empty store. */
export function createMatchStore(): MatchStore {
  const matches = new Map<number, LiveMatch>();
  const odds = new Map<CompanyId, Map<number, OddsLine>>();
  const oddsSport = new Map<number, Sport>();

  function companyOdds(companyId: CompanyId): Map<number, OddsLine> {
    let lines = odds.get(companyId);
    if (!lines) {
      lines = new Map();
      odds.set(companyId, lines);
    }
    return lines;
  }

  function sportOfOdds(matchId: number): Sport | undefined {
    return matches.get(matchId)?.sport ?? oddsSport.get(matchId);
  }

  return {
    load(loadedMatches, loadedOdds) {
      for (const row of loadedMatches) matches.set(row.id, row);
      for (const line of loadedOdds) companyOdds(line.company_id).set(line.match_id, line);
    },
    match: (id) => matches.get(id),
    matchesOf(sport) {
      const rows: LiveMatch[] = [];
      for (const row of matches.values()) if (row.sport === sport) rows.push(row);
      return rows;
    },
    oddsLine: (matchId, companyId) => odds.get(companyId)?.get(matchId),
    oddsOf(sport, companyId) {
      const rows: OddsLine[] = [];
      for (const line of odds.get(companyId)?.values() ?? []) {
        if (sportOfOdds(line.match_id) === sport) rows.push(line);
      }
      return rows;
    },
    sportOfOdds: (matchId) => sportOfOdds(matchId),

    canApplyMatches(sport, deltas) {
      return followsVersions(
        deltas,
        (d) => d.id,
        (d) => matches.get(d.id)?.v,
        (d) => toWholeMatch(d, sport) !== null,
      );
    },
    applyMatches(sport, deltas) {
      const changed = new Map<number, LiveMatch>();
      const keyIds = new Set<number>();
      const alerts: AppliedMatchEvent[] = [];
      for (const delta of deltas) {
        const row = matches.get(delta.id);
        let next: LiveMatch | null;
        if (row === undefined) next = delta.v === 1 ? toWholeMatch(delta, sport) : null;
        else next = delta.v > row.v ? applyMatchDelta(row, delta) : null;
        // IMPORTANT: a delta at or below the row's version was applied before (replay,
        // duplicate): applying it again would raise its goal alert twice.
        if (next === null) continue;
        matches.set(next.id, next);
        changed.set(next.id, next);
        if (isKeyEvent(delta.event)) keyIds.add(next.id);
        if (delta.event && isAlertKind(delta.event.kind)) {
          alerts.push({ match: next, event: delta.event });
        }
      }
      return { changed: [...changed.values()], keyIds, alerts };
    },

    canApplyOdds(deltas) {
      return followsVersions(
        deltas,
        (d) => `${d.match_id}:${d.company_id}`,
        (d) => odds.get(d.company_id)?.get(d.match_id)?.v,
        (d) => toWholeOdds(d) !== null,
      );
    },
    applyOdds(sport, deltas) {
      const changed = new Map<string, OddsLine>();
      for (const delta of deltas) {
        const lines = companyOdds(delta.company_id);
        const line = lines.get(delta.match_id);
        let next: OddsLine | null;
        if (line === undefined) next = delta.v === 1 ? toWholeOdds(delta) : null;
        else next = delta.v > line.v ? { ...line, ...delta } : null;
        if (next === null) continue;
        lines.set(next.match_id, next);
        oddsSport.set(next.match_id, sport);
        changed.set(`${next.match_id}:${next.company_id}`, next);
      }
      return [...changed.values()];
    },

    replaceMatches(sport, list) {
      const keep = new Set<number>();
      const changed: LiveMatch[] = [];
      for (const incoming of list) {
        const row = incoming.sport === sport ? incoming : { ...incoming, sport };
        keep.add(row.id);
        const held = matches.get(row.id);
        // A snapshot is authoritative even when its version is lower (a restarted server).
        if (held === undefined || held.v !== row.v || held.updated_at !== row.updated_at) changed.push(row);
        matches.set(row.id, row);
      }
      const removed: LiveMatch[] = [];
      for (const row of matches.values()) {
        if (row.sport === sport && !keep.has(row.id)) removed.push(row);
      }
      for (const row of removed) matches.delete(row.id);
      return { changed, removed };
    },
    removeMatches(ids) {
      const gone: LiveMatch[] = [];
      const goneOdds: OddsLine[] = [];
      for (const id of ids) {
        const row = matches.get(id);
        if (row) gone.push(row);
        matches.delete(id);
        oddsSport.delete(id);
        for (const lines of odds.values()) {
          const line = lines.get(id);
          if (line) goneOdds.push(line);
          lines.delete(id);
        }
      }
      return { matches: gone, odds: goneOdds };
    },
    replaceOdds(companyId, list) {
      const lines = companyOdds(companyId);
      const keep = new Set<number>();
      const changed: OddsLine[] = [];
      for (const line of list) {
        keep.add(line.match_id);
        const held = lines.get(line.match_id);
        if (held === undefined || held.v !== line.v || held.updated_at !== line.updated_at) changed.push(line);
        lines.set(line.match_id, line);
      }
      const removed: OddsLine[] = [];
      for (const line of lines.values()) if (!keep.has(line.match_id)) removed.push(line);
      for (const line of removed) lines.delete(line.match_id);
      return { changed, removed };
    },
  };
}
