import { randomBytes } from 'node:crypto';
import { oddsChannel, type Channel, type DataFrame, type MatchChannel } from '../../contracts/live-protocol.ts';
import { applyMatchDelta, type LiveMatch, type MatchDelta } from '../../contracts/match.ts';
import { oddsKey, type OddsDelta, type OddsLine } from '../../contracts/odds.ts';
import type { FeedBatch } from '../feed/feed-provider.ts';
import { encodeFrame, type BusFrame, type LiveStateSnapshot } from './live-bus.ts';

export interface LiveStoreDeps {
  now: () => number;
  publish: (frame: BusFrame) => void;
  /** Rows changed by a batch, for persistence (batched by the caller). */
  onChanged?: (matches: LiveMatch[], odds: OddsLine[]) => void;
  /** Matches the feed dropped. */
  onRemoved?: (ids: number[]) => void;
  /** Counts every applied change (metrics). */
  onApplied?: (changes: number) => void;
  epoch?: string;
}

/**
 * The authoritative live state, held by the feed leader. It versions every change (per-match
 * `v`), groups a feed batch into one frame per channel with a gap-free `seq`, and publishes it.
 * A restart starts a new epoch: clients never trust an old seq against it.
 */
export function createLiveStore(initial: { matches: LiveMatch[]; odds: OddsLine[] }, deps: LiveStoreDeps) {
  const epoch = deps.epoch ?? randomBytes(8).toString('hex');
  const matches = new Map(initial.matches.map((m) => [m.id, m]));
  const odds = new Map(initial.odds.map((o) => [oddsKey(o.match_id, o.company_id), o]));
  const seqs = new Map<Channel, number>();

  function emit(channel: Channel, data: DataFrame['data']): void {
    const seq = (seqs.get(channel) ?? 0) + 1;
    seqs.set(channel, seq);
    deps.publish(encodeFrame({ code: 100, channel, epoch, seq, ts: deps.now(), data }));
  }

  function apply(batch: FeedBatch): void {
    const now = deps.now();
    const matchDeltas = new Map<MatchChannel, MatchDelta[]>();
    const removedBySport = new Map<MatchChannel, number[]>();
    const changedMatches: LiveMatch[] = [];
    const changedOdds: OddsLine[] = [];
    const push = <K, V>(map: Map<K, V[]>, key: K, value: V) => {
      const list = map.get(key);
      if (list) list.push(value);
      else map.set(key, [value]);
    };

    for (const fixture of batch.fixtures) {
      const existing = matches.get(fixture.id);
      // A rescheduled fixture keeps the room it is watched in (the feed does not know rooms).
      const room = existing?.room_id ? { room_id: existing.room_id } : {};
      const row: LiveMatch = { ...fixture, ...room, v: existing ? existing.v + 1 : 1, updated_at: now };
      matches.set(row.id, row);
      changedMatches.push(row);
      push(matchDeltas, row.sport, { ...row });
    }
    for (const change of batch.changes) {
      const row = matches.get(change.id);
      if (!row) continue;
      const delta: MatchDelta = { id: row.id, v: row.v + 1, ...change.fields, updated_at: now };
      if (change.event) delta.event = change.event;
      const next = applyMatchDelta(row, delta);
      matches.set(next.id, next);
      changedMatches.push(next);
      push(matchDeltas, row.sport, delta);
    }
    for (const id of batch.removed) {
      const row = matches.get(id);
      if (!row) continue;
      matches.delete(id);
      for (const [key, line] of odds) if (line.match_id === id) odds.delete(key);
      push(removedBySport, row.sport, id);
    }
    const oddsByChannel = new Map<Channel, { sport: LiveMatch['sport']; list: OddsDelta[] }[]>();
    for (const change of batch.odds) {
      const match = matches.get(change.match_id);
      if (!match) continue;
      const key = oddsKey(change.match_id, change.company_id);
      const line = odds.get(key);
      const base: OddsLine = line ?? {
        match_id: change.match_id,
        company_id: change.company_id,
        v: 0,
        eu: [0, 0, 0],
        asia: [0, 0, 0],
        ou: [0, 0, 0],
        eu_open: [0, 0, 0],
        asia_open: [0, 0, 0],
        ou_open: [0, 0, 0],
        closed: false,
        updated_at: now,
      };
      const delta: OddsDelta = {
        match_id: change.match_id,
        company_id: change.company_id,
        v: base.v + 1,
        ...change.fields,
        updated_at: now,
      };
      const next: OddsLine = { ...base, ...delta };
      odds.set(key, next);
      changedOdds.push(next);
      const channel = oddsChannel(change.company_id);
      const groups = oddsByChannel.get(channel) ?? [];
      let group = groups.find((g) => g.sport === match.sport);
      if (!group) {
        group = { sport: match.sport, list: [] };
        groups.push(group);
      }
      // A new line goes out whole (v 1), so a client can insert it.
      group.list.push(line ? delta : { ...next });
      oddsByChannel.set(channel, groups);
    }

    const sports = new Set<MatchChannel>([...matchDeltas.keys(), ...removedBySport.keys()]);
    for (const sport of sports) {
      const removed = removedBySport.get(sport);
      emit(sport, { type: sport, list: matchDeltas.get(sport) ?? [], ...(removed ? { removed } : {}) });
    }
    for (const [channel, groups] of oddsByChannel) {
      for (const group of groups) {
        if (group.sport === 'esports') continue;
        const type = group.sport === 'football' ? 'football_exponent' : 'basketball_exponent';
        emit(channel, { type, company_id: group.list[0]!.company_id, list: group.list });
      }
    }
    if (changedMatches.length > 0 || changedOdds.length > 0) deps.onChanged?.(changedMatches, changedOdds);
    if (batch.removed.length > 0) deps.onRemoved?.(batch.removed);
    deps.onApplied?.(batch.changes.length + batch.fixtures.length + batch.odds.length + batch.removed.length);
  }

  function snapshot(): LiveStateSnapshot {
    return {
      epoch,
      seqs: Object.fromEntries(seqs),
      matches: [...matches.values()],
      odds: [...odds.values()],
    };
  }

  return { epoch, apply, snapshot, matches: () => matches, odds: () => odds };
}

export type LiveStore = ReturnType<typeof createLiveStore>;
