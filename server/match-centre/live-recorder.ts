import { isOddsPayload, oddsChannel, type Channel, type OddsPayload } from '../../contracts/live-protocol.ts';
import { applyMatchDelta, type LiveMatch, type MatchDelta } from '../../contracts/match.ts';
import { ODDS_COMPANIES, type OddsDelta, type OddsLine } from '../../contracts/odds.ts';
import type { LiveMirror } from '../live/live-mirror.ts';
import { noteMinute, type MinuteLog } from './live-analysis.ts';
import type {
  CompanyOdds,
  LiveOddsDetail,
  LiveTimeline,
  OddsMove,
  RecordingStart,
  TimelineEntry,
} from '../../contracts/match-centre.ts';

export interface LiveRecorderOptions {
  now?: () => number;
  /** Timeline entries kept per match (the oldest go first). */
  maxEvents?: number;
  /** Odds moves kept per match and company (the oldest go first). */
  maxMoves?: number;
  onError?: (error: unknown) => void;
}

interface MatchRecord {
  recording: RecordingStart;
  events: TimelineEntry[];
  seq: number;
  /** Basketball: the side scoring unanswered and how much (kept apart from `events`, which are bounded). */
  run: { side: 'home' | 'away'; points: number } | null;
  /** Football: each minute's score and attacking weight, for the win probability and momentum. */
  minutes: MinuteLog;
}

interface OddsRecord {
  line: OddsLine;
  moves: OddsMove[];
}

const DEFAULTS = { maxEvents: 400, maxMoves: 120 };

const sameTriple = (a: readonly number[], b: readonly number[]) => a.every((x, i) => x === b[i]);

/**
 * Records, from the mirror's frames, what happens in each live match (goals, cards, corners,
 * periods, points with basketball's scoring runs) and every move of each company's odds, in memory. It holds only matches the
 * mirror carries (a removed match is forgotten) and a bounded history per match, so its size
 * follows the day's fixtures. Nothing is persisted: after a restart the history starts again,
 * and each match says from which state its recording began.
 */
export function createLiveRecorder(mirror: LiveMirror, options: LiveRecorderOptions = {}) {
  const now = options.now ?? Date.now;
  const maxEvents = options.maxEvents ?? DEFAULTS.maxEvents;
  const maxMoves = options.maxMoves ?? DEFAULTS.maxMoves;
  const onError = options.onError ?? (() => undefined);
  const rows = new Map<number, LiveMatch>();
  const records = new Map<number, MatchRecord>();
  const odds = new Map<number, Map<number, OddsRecord>>();

  function track(row: LiveMatch): void {
    rows.set(row.id, row);
    if (records.has(row.id)) return;
    records.set(row.id, {
      recording: {
        t: now(),
        status: row.status,
        match_str: row.match_str,
        home_score: row.home_score,
        away_score: row.away_score,
      },
      events: [],
      seq: 0,
      run: null,
      minutes: new Map(),
    });
    const rec = records.get(row.id);
    if (rec && row.sport === 'football') noteMinute(rec.minutes, null, row);
  }

  function forget(id: number): void {
    rows.delete(id);
    records.delete(id);
    odds.delete(id);
  }

  function record(prev: LiveMatch, next: LiveMatch, delta: MatchDelta): void {
    const event = delta.event;
    const rec = records.get(next.id);
    if (!event || !rec) return;
    const entry: TimelineEntry = {
      seq: ++rec.seq,
      kind: event.kind,
      at: event.at,
      period: next.period,
      minute: next.minute,
      home_score: next.home_score,
      away_score: next.away_score,
      t: delta.updated_at ?? now(),
    };
    if (event.side) entry.side = event.side;
    if (event.kind === 'points') {
      const home = next.home_score - prev.home_score;
      const away = next.away_score - prev.away_score;
      entry.points = event.side === 'home' ? home : event.side === 'away' ? away : home + away;
      if (next.sport === 'basketball') {
        const side = event.side;
        rec.run = !side ? null : { side, points: (rec.run?.side === side ? rec.run.points : 0) + entry.points };
        if (rec.run) entry.run = rec.run.points;
      }
    }
    rec.events.push(entry);
    if (rec.events.length > maxEvents) rec.events.splice(0, rec.events.length - maxEvents);
  }

  function onMatchDelta(delta: MatchDelta): void {
    const prev = rows.get(delta.id);
    if (!prev) {
      // As the mirror does: a match is known from its whole first row.
      if (delta.v === 1 || 'home_team_id' in delta) {
        const { event: _event, ...whole } = delta;
        track(whole as LiveMatch);
      }
      return;
    }
    if (delta.v <= prev.v) return;
    const next = applyMatchDelta(prev, delta);
    rows.set(next.id, next);
    record(prev, next, delta);
    const rec = records.get(next.id);
    if (rec && next.sport === 'football') noteMinute(rec.minutes, prev, next);
  }

  function setLine(line: OddsLine): void {
    let byCompany = odds.get(line.match_id);
    if (!byCompany) {
      byCompany = new Map();
      odds.set(line.match_id, byCompany);
    }
    const existing = byCompany.get(line.company_id);
    if (!existing) {
      byCompany.set(line.company_id, { line, moves: [] });
      return;
    }
    if (line.v <= existing.line.v) return;
    // Back after a gap: one move for everything that changed meanwhile.
    const prev = existing.line;
    pushMove(existing, line, {
      eu: sameTriple(prev.eu, line.eu) ? undefined : line.eu,
      asia: sameTriple(prev.asia, line.asia) ? undefined : line.asia,
      ou: sameTriple(prev.ou, line.ou) ? undefined : line.ou,
      closed: line.closed,
    });
  }

  function pushMove(rec: OddsRecord, next: OddsLine, changed: Pick<OddsMove, 'eu' | 'asia' | 'ou' | 'closed'>): void {
    const row = rows.get(next.match_id);
    const move: OddsMove = {
      t: next.updated_at,
      at: row?.match_str ?? '',
      home_score: row?.home_score ?? 0,
      away_score: row?.away_score ?? 0,
    };
    if (changed.eu) move.eu = changed.eu;
    if (changed.asia) move.asia = changed.asia;
    if (changed.ou) move.ou = changed.ou;
    if (changed.closed !== undefined && changed.closed !== rec.line.closed) move.closed = changed.closed;
    rec.line = next;
    if (move.eu || move.asia || move.ou || move.closed !== undefined) rec.moves.push(move);
    if (rec.moves.length > maxMoves) rec.moves.splice(0, rec.moves.length - maxMoves);
  }

  function onOddsDelta(delta: OddsDelta): void {
    if (!rows.has(delta.match_id)) return;
    const rec = odds.get(delta.match_id)?.get(delta.company_id);
    if (!rec) {
      if ('eu_open' in delta) setLine(delta as OddsLine);
      return;
    }
    if (delta.v <= rec.line.v) return;
    const next: OddsLine = { ...rec.line, ...delta, updated_at: delta.updated_at ?? now() };
    pushMove(rec, next, { eu: delta.eu, asia: delta.asia, ou: delta.ou, closed: delta.closed });
  }

  function onOddsPayload(payload: OddsPayload): void {
    for (const delta of payload.list) onOddsDelta(delta);
  }

  /** Takes the mirror's state as it stands: at start and after the mirror lost continuity. */
  function resync(channels: readonly Channel[] | 'all'): void {
    const all = channels === 'all';
    const sports = new Set(
      all ? ['football', 'basketball', 'esports'] : channels.filter((c) => !c.startsWith('odds:')),
    );
    if (sports.size > 0) {
      const current = mirror.matches().filter((m) => sports.has(m.sport));
      const ids = new Set(current.map((m) => m.id));
      for (const [id, row] of rows) if (sports.has(row.sport) && !ids.has(id)) forget(id);
      for (const row of current) {
        const prev = rows.get(row.id);
        if (!prev || row.v > prev.v) track(row);
      }
    }
    for (const { id } of ODDS_COMPANIES) {
      const channel = oddsChannel(id);
      if (!all && !channels.includes(channel)) continue;
      const snapshot = mirror.snapshot(channel);
      if (!snapshot) continue;
      for (const line of snapshot.list as OddsLine[]) if (rows.has(line.match_id)) setLine(line);
    }
  }

  const guard = (work: () => void) => {
    try {
      work();
    } catch (error) {
      // IMPORTANT: the mirror calls listeners inline; a throw here must never reach the sockets' path.
      onError(error);
    }
  };

  let unlisten: (() => void) | null = null;

  return {
    start(): void {
      if (unlisten) return;
      unlisten = mirror.listen({
        onFrame: ({ frame }) =>
          guard(() => {
            const data = frame.data;
            if (isOddsPayload(data)) return onOddsPayload(data);
            for (const delta of data.list) onMatchDelta(delta);
            for (const id of data.removed ?? []) forget(id);
          }),
        onReset: (channels) => guard(() => resync(channels)),
      });
      guard(() => resync('all'));
    },

    stop(): void {
      unlisten?.();
      unlisten = null;
    },

    /** A live match with its timeline, or null when the feed does not carry it. */
    timeline(id: number): LiveTimeline | null {
      const match = rows.get(id);
      const rec = records.get(id);
      if (!match || !rec) return null;
      return { match, recording: rec.recording, events: [...rec.events] };
    },

    /** A live football match with its minute log (a copy), or null when the feed does not carry it. */
    minutes(id: number): { match: LiveMatch; log: MinuteLog } | null {
      const match = rows.get(id);
      const rec = records.get(id);
      if (!match || !rec || match.sport !== 'football') return null;
      return { match, log: new Map(rec.minutes) };
    },

    /** Each company's opening and live odds with their moves, or null when the match is unknown. */
    odds(id: number): LiveOddsDetail | null {
      if (!rows.has(id)) return null;
      const companies: CompanyOdds[] = [...(odds.get(id)?.values() ?? [])]
        .sort((a, b) => a.line.company_id - b.line.company_id)
        .map(({ line, moves }) => ({
          company_id: line.company_id,
          open: { eu: line.eu_open, asia: line.asia_open, ou: line.ou_open },
          live: { eu: line.eu, asia: line.asia, ou: line.ou },
          closed: line.closed,
          updated_at: line.updated_at,
          moves: [...moves],
        }));
      return { match_id: id, companies };
    },

    /** Matches tracked (for tests and metrics). */
    size(): number {
      return rows.size;
    },
  };
}

export type LiveRecorder = ReturnType<typeof createLiveRecorder>;
