import type { MatchEventKind } from '../../../contracts/match.ts';
import { FeedControlError, type FeedControl, type FeedControlOrder } from '../feed-control.ts';
import type { FeedBatch, FeedCatalogue, FeedFixture, FeedState, LiveFeedProvider } from '../feed-provider.ts';
import { FALLBACK_ESPORTS_LEAGUE } from './esports-teams.ts';
import { fixtureDayKey, planDayFixtures } from './fixture-planner.ts';
import { advanceMatch, diffFixture, type MatchRunner, type Moment } from './match-timeline.ts';
import type { OddsBoard } from './odds-board.ts';
import { createOddsBoard } from './odds-board.ts';
import type { PlanDay } from './plan-day.ts';
import { createPlanCalendar } from './plan-day.ts';
import type { RandomSource } from './seeded-random.ts';
import { createSeededRandom, hashSeed } from './seeded-random.ts';
import type { SimulatedMatch } from './simulated-match.ts';
import { createSimulatedMatch, elapsedAt, isOver } from './simulated-match.ts';
import { createVirtualTime } from './virtual-time.ts';

/** Wall clock, injected. */
export interface FeedClock {
  now(): number;
}

/** Interval timers, injected (Node's `setInterval`/`clearInterval` fit). */
export interface FeedTimers {
  setInterval(callback: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

/** Options of the built-in simulator. */
export interface SimulatorFeedOptions {
  catalogue: FeedCatalogue;
  /** FEED_SPEED: simulated seconds per real second (default 1). */
  speed?: number;
  clock: FeedClock;
  timers: FeedTimers;
  /** Drives the odds' wandering; default a generator seeded from `seed`. Match scripts never use it. */
  random?: RandomSource;
  /** Real ms between ticks (default 1000). */
  tickMs?: number;
  /** IANA zone whose calendar days the plan follows (default `UTC`). */
  timeZone?: string;
  /** Seed of the fixture plan and of every match script (default 1): same date and seed, same fixtures. */
  seed?: number;
  /** Where errors caught inside a tick go (default `console.error`). */
  onError?: (error: unknown) => void;
  /**
   * False: no match plays its own goals, cards or corners, only its clock and phases; what
   * happens comes from the control (the tests' quiet feed, FEED_QUIET=1). Default true.
   */
  incidents?: boolean;
}

/** Finished matches stay this long (simulated time) after kick-off, then leave via `removed`. */
export const RETAIN_MS = 24 * 3_600_000;
/** The next day is planned this long (simulated time) before it begins... */
const LOOKAHEAD_MS = 6 * 3_600_000;
/** ...or as soon as fewer football fixtures than this are still to come. */
const MIN_UPCOMING_FOOTBALL = 8;
/** Typical real gap between unforced reprices: in play, and before kick-off. */
const LIVE_REPRICE_MS = 5_000;
const PRE_MATCH_REPRICE_MS = 120_000;
/** Events that move the prices at once. */
const REPRICE_EVENTS: ReadonlySet<MatchEventKind> = new Set(['kickoff', 'goal', 'red', 'halftime', 'period']);
/** The moments a driven match still plays by itself: its clock's phases, none of its incidents. */
const PHASES: ReadonlySet<MatchEventKind> = new Set(['kickoff', 'halftime', 'period', 'fulltime']);

/** The runner with the script's incidents taken out (a match the feed control drives). */
function phasesOnly(runner: MatchRunner): MatchRunner {
  return { ...runner, moments: (from, to) => runner.moments(from, to).filter((m) => PHASES.has(m.kind)) };
}

const emptyBatch = (): FeedBatch => ({ fixtures: [], removed: [], changes: [], odds: [] });
const copyRecord = (r: FeedFixture): FeedFixture => ({
  ...r,
  // Rows restored from storage may lack the arrays; never let that stop a restart.
  home_periods: Array.isArray(r.home_periods) ? [...r.home_periods] : [],
  away_periods: Array.isArray(r.away_periods) ? [...r.away_periods] : [],
});

/**
 * The built-in live feed: today's fixtures from the catalogue's real teams, played live on a
 * (possibly compressed) clock with goals, cards, corners, baskets and maps, and three books' odds.
 * The plan lives in `fixture-planner.ts`, the sports in `*-model.ts`, the prices in `odds-model.ts`
 * and `odds-board.ts`. On a restart (`state.matches` non-empty) it continues the stored matches
 * from their stored scores and clocks, and only plans days the store has none of.
 */
export function createSimulatorFeed(options: SimulatorFeedOptions): LiveFeedProvider {
  const speed = options.speed ?? 1;
  const time = createVirtualTime(speed);
  const calendar = createPlanCalendar(options.timeZone ?? 'UTC');
  const seed = options.seed ?? 1;
  const random = options.random ?? createSeededRandom(hashSeed(seed, 0x0dd5));
  const tickMs = options.tickMs ?? 1000;
  const onError = options.onError ?? ((error: unknown) => console.error('[simulator-feed]', error));
  const { catalogue, clock, timers } = options;

  const ratings = new Map<string, number>();
  const esportsLeagues = catalogue.leagues.some((l) => l.sport === 'esports') ? [] : [FALLBACK_ESPORTS_LEAGUE];
  for (const league of [...catalogue.leagues, ...esportsLeagues]) {
    for (const team of league.teams) ratings.set(`${league.sport}:${team.id}`, team.rating);
  }
  const ratingOf = (sport: string, teamId: number) => ratings.get(`${sport}:${teamId}`) ?? 1500;
  const incidents = options.incidents ?? true;
  /** From now on only its clock and phases play by themselves (driven, or a quiet feed). */
  const drive = (match: SimulatedMatch): SimulatedMatch => {
    if (!match.driven) {
      match.runner = phasesOnly(match.runner);
      match.driven = true;
    }
    return match;
  };
  const adopt = (match: SimulatedMatch): SimulatedMatch => (incidents ? match : drive(match));

  let matches = new Map<number, SimulatedMatch>();
  let plannedDays = new Set<number>();
  let board: OddsBoard = createOddsBoard(seed, random);
  let handle: unknown;
  let running = false;
  let emit: (batch: FeedBatch) => void = () => undefined;

  const guard = (work: () => void) => {
    try {
      work();
    } catch (error) {
      onError(error);
    }
  };

  const openOdds = (match: SimulatedMatch, now: number, batch: FeedBatch) => {
    const { pricing, preMatch, record } = match;
    if (pricing === undefined || preMatch === undefined || board.has(record.id)) return;
    const over = isOver(record);
    const firstRepriceAt = now + random() * (record.status === 'notstarted' ? PRE_MATCH_REPRICE_MS : LIVE_REPRICE_MS);
    batch.odds.push(...board.open(record.id, preMatch, over ? preMatch : pricing(record, 0), over, firstRepriceAt));
  };

  const ensureDay = (day: PlanDay, now: number, batch: FeedBatch) => {
    if (plannedDays.has(day.key)) return;
    plannedDays.add(day.key);
    const virtualNow = time.toVirtual(now);
    for (const planned of planDayFixtures({ catalogue, day, seed, toReal: time.toReal })) {
      const { fixture } = planned;
      if (matches.has(fixture.id) || planned.virtualKickoff + RETAIN_MS < virtualNow) continue;
      const match = adopt(
        createSimulatedMatch(fixture, { home: planned.home.rating, away: planned.away.rating }, seed),
      );
      // Fast-forward: a match already over gets its final score, one in play its score so far.
      const elapsed = elapsedAt(match, now, speed);
      if (elapsed > match.elapsed) {
        match.record = advanceMatch(match.runner, match.record, match.elapsed, elapsed).record;
        match.elapsed = elapsed;
      }
      matches.set(fixture.id, match);
      batch.fixtures.push(copyRecord(match.record));
      openOdds(match, now, batch);
    }
  };

  const upcomingFootball = () => {
    let count = 0;
    for (const m of matches.values()) if (m.record.sport === 'football' && m.record.status === 'notstarted') count++;
    return count;
  };

  const schedule = (now: number, batch: FeedBatch) => {
    const virtualNow = time.toVirtual(now);
    const today = calendar.dayAt(virtualNow);
    // Yesterday's late matches (live or just over) belong on the board too, within the retention.
    ensureDay(calendar.previous(today), now, batch);
    ensureDay(today, now, batch);
    let next = calendar.next(today);
    // Never run dry: plan ahead near the day's end, or earlier when few fixtures are still to come.
    if (virtualNow >= today.end - LOOKAHEAD_MS) ensureDay(next, now, batch);
    for (let ahead = 0; ahead < 2 && upcomingFootball() < MIN_UPCOMING_FOOTBALL; ahead++) {
      ensureDay(next, now, batch);
      next = calendar.next(next);
    }
  };

  const step = (match: SimulatedMatch, now: number, batch: FeedBatch) => {
    if (isOver(match.record)) return;
    const elapsed = elapsedAt(match, now, speed);
    let force = false;
    if (elapsed > match.elapsed) {
      const { record, changes } = advanceMatch(match.runner, match.record, match.elapsed, elapsed);
      match.record = record;
      match.elapsed = elapsed;
      batch.changes.push(...changes);
      force = changes.some((c) => c.event !== undefined && REPRICE_EVENTS.has(c.event.kind));
    }
    price(match, now, batch, force);
  };

  const price = (match: SimulatedMatch, now: number, batch: FeedBatch, force: boolean) => {
    const { pricing, record } = match;
    if (pricing === undefined) return;
    if (isOver(record)) {
      batch.odds.push(...board.close(record.id));
      return;
    }
    const intervalMs = record.status === 'notstarted' ? PRE_MATCH_REPRICE_MS : LIVE_REPRICE_MS;
    batch.odds.push(
      ...board.reprice(record.id, (drift, lines) => pricing(record, drift, lines), now, { force, intervalMs }),
    );
  };

  const prune = (now: number, batch: FeedBatch) => {
    const cutoff = time.toVirtual(now) - RETAIN_MS;
    for (const [id, match] of matches) {
      if (isOver(match.record) && time.toVirtual(match.record.match_time * 1000) < cutoff) {
        matches.delete(id);
        board.remove(id);
        batch.removed.push(id);
      }
    }
  };

  const restore = (state: FeedState, now: number) => {
    guard(() => board.restore(state.odds, now));
    for (const row of state.matches) {
      guard(() => {
        plannedDays.add(fixtureDayKey(row.id));
        const { v: _v, updated_at: _updatedAt, ...fixture } = row;
        const record = copyRecord(fixture);
        const ratingsOfRow = {
          home: ratingOf(record.sport, record.home_team_id),
          away: ratingOf(record.sport, record.away_team_id),
        };
        const match = adopt(createSimulatedMatch(record, ratingsOfRow, seed));
        if (isOver(record)) match.elapsed = match.runner.end;
        else if (record.status !== 'notstarted') {
          // Continue from where the stored clock stands; never rewind it (e.g. a slower speed now).
          match.elapsed = match.runner.elapsedOf(record);
          if (elapsedAt(match, now, speed) < match.elapsed) match.clockZero = now - (match.elapsed * 1000) / speed;
        }
        matches.set(record.id, match);
      });
    }
  };

  const send = (batch: FeedBatch) => {
    if (batch.fixtures.length + batch.removed.length + batch.changes.length + batch.odds.length === 0) return;
    guard(() => emit(batch));
  };

  const advanceAll = (now: number, batch: FeedBatch) => {
    guard(() => schedule(now, batch));
    for (const match of matches.values()) {
      guard(() => {
        openOdds(match, now, batch);
        step(match, now, batch);
      });
    }
    guard(() => prune(now, batch));
  };

  const tick = () => {
    if (!running) return;
    guard(() => {
      const batch = emptyBatch();
      advanceAll(clock.now(), batch);
      send(batch);
    });
  };

  /** The moment a control order makes of the match as it stands (its clock, its score). */
  const orderedMoment = (match: SimulatedMatch, order: FeedControlOrder): { moment: Moment; jump: boolean } => {
    const { record, runner } = match;
    const { event, side } = order;
    const ahead = (kind: MatchEventKind) => {
      const next = runner.moments(match.elapsed, runner.end).find((m) => m.kind === kind);
      if (!next) throw new FeedControlError(`match ${record.id} has no ${kind} ahead (${record.status})`);
      return { moment: next, jump: true };
    };
    if (isOver(record)) throw new FeedControlError(`match ${record.id} is over (${record.status})`);
    switch (event) {
      case 'goal':
      case 'red': {
        if (record.status !== 'live')
          throw new FeedControlError(`match ${record.id} is not in play (${record.status})`);
        if (!side) throw new FeedControlError(`${event} needs a side`);
        if (record.sport === 'football') return { moment: { at: match.elapsed, kind: event, side }, jump: false };
        if (record.sport === 'basketball' && event === 'goal') {
          const points = order.points ?? 2;
          if (![1, 2, 3].includes(points)) throw new FeedControlError('points must be 1, 2 or 3');
          return { moment: { at: match.elapsed, kind: 'points', side, points }, jump: false };
        }
        throw new FeedControlError(`a ${record.sport} match takes no ${event}`);
      }
      case 'kickoff':
        if (record.status !== 'notstarted') throw new FeedControlError(`match ${record.id} has kicked off`);
        return { moment: { at: 0, kind: 'kickoff' }, jump: true };
      case 'halftime':
        return ahead('halftime');
      case 'period':
        return ahead('period');
      case 'fulltime':
        return { moment: { at: runner.end, kind: 'fulltime' }, jump: true };
    }
  };

  const control: FeedControl = {
    drive(matchId, order) {
      if (!running) throw new FeedControlError('the feed is not running in this process');
      const match = matches.get(matchId);
      if (!match) throw new FeedControlError(`no match ${matchId} in the feed`);
      const now = clock.now();
      const batch = emptyBatch();
      // From now on only what is ordered happens to this match's score; its clock catches up first.
      drive(match);
      step(match, now, batch);
      const { moment, jump } = orderedMoment(match, order);
      const before = match.record;
      const next = copyRecord(before);
      if (jump) {
        // The clock jumps to the moment (whatever lay between is skipped) and runs on from there.
        match.clockZero = now - (moment.at * 1000) / speed;
        match.elapsed = moment.at;
        Object.assign(next, match.runner.clock(moment.at));
      }
      match.runner.apply(next, moment);
      match.runner.settle?.(next, match.elapsed);
      match.record = next;
      batch.changes.push({
        id: matchId,
        fields: diffFixture(before, next),
        event: { kind: moment.kind, at: next.match_str, ...(moment.side ? { side: moment.side } : {}) },
      });
      price(match, now, batch, true);
      send(batch);
      return copyRecord(next);
    },
  };

  const stop = () => {
    running = false;
    if (handle !== undefined) timers.clearInterval(handle);
    handle = undefined;
  };

  return {
    start(state, emitBatch) {
      if (running) stop();
      matches = new Map();
      plannedDays = new Set();
      board = createOddsBoard(seed, random);
      emit = emitBatch;
      running = true;
      guard(() => {
        const now = clock.now();
        const batch = emptyBatch();
        restore(state, now);
        advanceAll(now, batch);
        send(batch);
      });
      handle = timers.setInterval(tick, tickMs);
    },
    stop,
    control,
  };
}
