import type { LiveMatch, MatchEvent } from '../../contracts/match.ts';
import type { FeedBatch, FeedChange, FeedState, LiveFeedProvider } from '../../server/feed/feed-provider.ts';
import { createSeededRandom, type RandomSource } from '../../server/feed/simulator/seeded-random.ts';
import { fixture } from '../integration/support/test-server.ts';

export interface BenchFeedOptions {
  /** Live football fixtures created on the first start. */
  fixtures: number;
  updatesPerSecond: number;
  /** One batch (one socket frame per channel) every `batchMs`. */
  batchMs: number;
  seed: number;
  /** Ids `firstId .. firstId + fixtures - 1`, clear of anything else in the store. */
  firstId?: number;
}

/**
 * The benchmarks' feed: a fixed set of live football matches and a seeded stream of changes to
 * them. Both sides of a comparison replay the same sequence (`play(seed)` restarts it), and it
 * survives a server restart: `start` picks the matches up from the state the store reloaded.
 */
export interface BenchFeed extends LiveFeedProvider {
  /** Streams from a fresh seeded sequence; keeps streaming across stop/start (a restart). */
  play(seed?: number): void;
  pause(): void;
  /** Changes emitted since the harness started (all runs). */
  emitted(): number;
  readonly playing: boolean;
}

type Mutable = Pick<
  LiveMatch,
  | 'minute'
  | 'match_str'
  | 'period'
  | 'home_score'
  | 'away_score'
  | 'home_half_score'
  | 'away_half_score'
  | 'home_yellow'
  | 'away_yellow'
  | 'home_red'
  | 'away_red'
  | 'home_corner'
  | 'away_corner'
>;

const LEAGUES = 12;
/** Missed batches are dropped beyond this many per tick, so an overloaded harness never bursts. */
const MAX_CATCH_UP = 4;

function newFixture(id: number, index: number, random: RandomSource, nowMs: number) {
  const minute = 1 + Math.floor(random() * 89);
  const league = 1 + (index % LEAGUES);
  return fixture(id, {
    league_id: league,
    short_name_zh: `联赛${league}`,
    short_name_en: `League ${league}`,
    short_name_vi: `Giải ${league}`,
    home_team_id: id * 2,
    away_team_id: id * 2 + 1,
    home_team_name_zh: `主队${index}`,
    home_team_name_en: `Home ${index}`,
    home_team_name_vi: `Đội nhà ${index}`,
    away_team_name_zh: `客队${index}`,
    away_team_name_en: `Away ${index}`,
    away_team_name_vi: `Đội khách ${index}`,
    // Kick-offs spread over the last 90 minutes, so the list has a realistic order.
    match_time: Math.floor(nowMs / 1000) - minute * 60 - (index % 7) * 60,
    status: 'live',
    period: minute > 45 ? 2 : 1,
    minute,
    match_str: String(minute),
  });
}

/** One change to a match: the clock always, sometimes a goal, a card or a corner. */
function nextChange(match: Mutable & { id: number }, random: RandomSource): FeedChange {
  const minute = (match.minute % 90) + 1;
  const fields: Partial<Mutable> = { minute, match_str: String(minute), period: minute > 45 ? 2 : 1 };
  const side: 'home' | 'away' = random() < 0.5 ? 'home' : 'away';
  const roll = random();
  let event: MatchEvent | undefined;
  if (roll < 0.03) {
    fields[`${side}_score`] = match[`${side}_score`] + 1;
    if (minute <= 45) fields[`${side}_half_score`] = match[`${side}_half_score`] + 1;
    event = { kind: 'goal', side, at: String(minute) };
  } else if (roll < 0.035) {
    fields[`${side}_red`] = match[`${side}_red`] + 1;
    event = { kind: 'red', side, at: String(minute) };
  } else if (roll < 0.085) {
    fields[`${side}_yellow`] = match[`${side}_yellow`] + 1;
    event = { kind: 'yellow', side, at: String(minute) };
  } else if (roll < 0.165) {
    fields[`${side}_corner`] = match[`${side}_corner`] + 1;
    event = { kind: 'corner', side, at: String(minute) };
  }
  return { id: match.id, fields, ...(event ? { event } : {}) };
}

export function createBenchFeed(options: BenchFeedOptions): BenchFeed {
  const firstId = options.firstId ?? 900_000;
  const perBatch = Math.round((options.updatesPerSecond * options.batchMs) / 1000);
  const matches = new Map<number, Mutable & { id: number }>();
  let ids: number[] = [];
  let emit: ((batch: FeedBatch) => void) | null = null;
  let timer: ReturnType<typeof setInterval> | null = null;
  let random = createSeededRandom(options.seed);
  let playing = false;
  let startedAt = 0;
  let sentBatches = 0;
  let emitted = 0;

  function batch(): FeedBatch {
    const changes: FeedChange[] = [];
    // Distinct matches per batch (partial Fisher-Yates): one delta per match per frame.
    const pool = ids.slice();
    for (let i = 0; i < Math.min(perBatch, pool.length); i += 1) {
      const j = i + Math.floor(random() * (pool.length - i));
      const id = pool[j]!;
      pool[j] = pool[i]!;
      pool[i] = id;
      const match = matches.get(id)!;
      const change = nextChange(match, random);
      Object.assign(match, change.fields);
      changes.push(change);
    }
    return { fixtures: [], removed: [], changes, odds: [] };
  }

  function tick(): void {
    if (!playing || emit === null) return;
    const due = Math.floor((Date.now() - startedAt) / options.batchMs);
    let missing = due - sentBatches;
    if (missing > MAX_CATCH_UP) {
      sentBatches = due - MAX_CATCH_UP;
      missing = MAX_CATCH_UP;
    }
    for (; missing > 0; missing -= 1) {
      const next = batch();
      sentBatches += 1;
      emitted += next.changes.length;
      emit(next);
    }
  }

  function restartClock(): void {
    startedAt = Date.now();
    sentBatches = 0;
  }

  return {
    start(state: FeedState, onBatch) {
      emit = onBatch;
      matches.clear();
      for (const m of state.matches) {
        if (m.sport === 'football' && m.id >= firstId && m.id < firstId + options.fixtures) matches.set(m.id, { ...m });
      }
      const created = [];
      for (let i = 0; i < options.fixtures; i += 1) {
        const id = firstId + i;
        if (matches.has(id)) continue;
        const row = newFixture(id, i, random, Date.now());
        matches.set(id, { ...row });
        created.push(row);
      }
      ids = [...matches.keys()].sort((a, b) => a - b);
      if (created.length > 0) onBatch({ fixtures: created, removed: [], changes: [], odds: [] });
      restartClock();
      // A short tick keeps batches within ~10 ms of their slot; idle ticks cost nothing.
      timer = setInterval(tick, 10);
    },
    stop() {
      if (timer !== null) clearInterval(timer);
      timer = null;
      emit = null;
    },
    play(seed = options.seed) {
      random = createSeededRandom(seed);
      playing = true;
      restartClock();
    },
    pause() {
      playing = false;
    },
    emitted: () => emitted,
    get playing() {
      return playing;
    },
  };
}
