import { describe, expect, it } from 'vitest';
import type { LiveMatch } from '../../../contracts/match.ts';
import type { OddsLine } from '../../../contracts/odds.ts';
import { oddsKey } from '../../../contracts/odds.ts';
import { FeedControlError } from '../feed-control.ts';
import type { CatalogueLeague, CatalogueTeam, FeedBatch, FeedCatalogue, FeedState } from '../feed-provider.ts';
import { createSeededRandom } from './seeded-random.ts';
import { MAX_PRICE } from './odds-math.ts';
import type { SimulatorFeedOptions } from './simulator-feed.ts';
import { RETAIN_MS, createSimulatorFeed } from './simulator-feed.ts';
import { createVirtualTime } from './virtual-time.ts';

/** Five domestic leagues, a Champions League sharing their clubs, the NBA; no e-sports (built-in). */
function catalogue(): FeedCatalogue {
  const random = createSeededRandom(11);
  let nextId = 100;
  const team = (): CatalogueTeam => {
    const id = nextId++;
    return { id, name_zh: `队${id}`, name_en: `Team ${id}`, name_vi: `Đội ${id}`, rating: 1350 + random() * 400 };
  };
  const league = (id: number, sport: CatalogueLeague['sport'], teams: CatalogueTeam[]): CatalogueLeague => ({
    id,
    sport,
    short_name_zh: `联${id}`,
    short_name_en: `L${id}`,
    short_name_vi: `G${id}`,
    tier: 1,
    teams,
  });
  const domestic = [20, 18, 20, 20, 18].map((size, i) => league(i + 1, 'football', Array.from({ length: size }, team)));
  const cl = league(6, 'football', [
    ...domestic.flatMap((l) => l.teams.slice(0, 5)),
    ...Array.from({ length: 11 }, team),
  ]);
  return { leagues: [...domestic, cl, league(7, 'basketball', Array.from({ length: 30 }, team))] };
}

/** What the live store does with a batch, strict about changes to unknown matches. */
function createTestStore() {
  const matches = new Map<number, LiveMatch>();
  const odds = new Map<string, OddsLine>();
  const unknownChanges: number[] = [];
  return {
    matches,
    odds,
    unknownChanges,
    apply(batch: FeedBatch, now: number) {
      for (const f of batch.fixtures) {
        matches.set(f.id, { ...f, v: (matches.get(f.id)?.v ?? 0) + 1, updated_at: now });
      }
      for (const c of batch.changes) {
        const row = matches.get(c.id);
        if (!row) unknownChanges.push(c.id);
        else matches.set(c.id, { ...row, ...c.fields, v: row.v + 1, updated_at: now });
      }
      for (const id of batch.removed) {
        matches.delete(id);
        for (const company of [1, 2, 3]) odds.delete(oddsKey(id, company));
      }
      for (const o of batch.odds) {
        const key = oddsKey(o.match_id, o.company_id);
        const base = odds.get(key);
        const empty: OddsLine = {
          match_id: o.match_id,
          company_id: o.company_id,
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
        odds.set(key, { ...(base ?? empty), ...o.fields, v: (base?.v ?? 0) + 1, updated_at: now });
      }
    },
    state(): FeedState {
      return {
        matches: [...matches.values()].map((m) => structuredClone(m)),
        odds: [...odds.values()].map((o) => structuredClone(o)),
      };
    },
    count(sport: LiveMatch['sport'], status: LiveMatch['status']) {
      let n = 0;
      for (const m of matches.values()) if (m.sport === sport && m.status === status) n++;
      return n;
    },
  };
}

type Listener = (batch: FeedBatch, now: number) => void;

/** A feed on a fake clock and fake timers; `advance` fires the interval once per tick. */
function harness(start: number, options: Partial<SimulatorFeedOptions> = {}) {
  let now = start;
  const intervals = new Map<number, () => void>();
  let nextHandle = 1;
  const tickMs = options.tickMs ?? 1000;
  const store = createTestStore();
  const listeners: Listener[] = [];
  // IMPORTANT: the feed guards its emit, so a failed expectation inside a listener lands here.
  const errors: unknown[] = [];
  const feed = createSimulatorFeed({
    onError: (error) => errors.push(error),
    catalogue: catalogue(),
    speed: 1,
    clock: { now: () => now },
    timers: {
      setInterval(callback: () => void) {
        const handle = nextHandle++;
        intervals.set(handle, callback);
        return handle;
      },
      clearInterval(handle: unknown) {
        intervals.delete(handle as number);
      },
    },
    random: createSeededRandom(5),
    ...options,
  });
  return {
    feed,
    store,
    intervals,
    /** Nothing went wrong: no error caught in a tick, no change for a match the store does not hold. */
    expectClean() {
      expect(errors).toEqual([]);
      expect(store.unknownChanges).toEqual([]);
    },
    now: () => now,
    onBatch: (listener: Listener) => listeners.push(listener),
    start(state: FeedState = { matches: [], odds: [] }) {
      feed.start(state, (batch) => {
        store.apply(batch, now);
        for (const l of listeners) l(batch, now);
      });
    },
    advance(ms: number, afterTick?: (now: number) => void) {
      for (let t = 0; t < ms; t += tickMs) {
        now += tickMs;
        for (const fire of [...intervals.values()]) fire();
        afterTick?.(now);
      }
    },
  };
}

const T0 = Date.UTC(2026, 4, 12, 14, 23, 17);
const HOUR = 3_600_000;

describe('simulator feed', () => {
  it('emits a first batch with every new fixture and all odds fields, then ticks with changes only', () => {
    const h = harness(T0);
    const batches: FeedBatch[] = [];
    h.onBatch((b) => batches.push(b));
    h.start();
    const [first] = batches;
    expect(first?.changes).toEqual([]);
    const fixtures = first?.fixtures ?? [];
    expect(fixtures.length).toBeGreaterThan(60);
    const priced = fixtures.filter((f) => f.sport !== 'esports');
    expect(first?.odds).toHaveLength(priced.length * 3);
    for (const o of first?.odds ?? []) {
      expect(Object.keys(o.fields).sort()).toEqual(['asia', 'asia_open', 'closed', 'eu', 'eu_open', 'ou', 'ou_open']);
    }
    expect(fixtures.some((f) => f.sport === 'esports')).toBe(true);
    expect(fixtures.some((f) => f.sport === 'basketball')).toBe(true);

    h.advance(120_000);
    expect(batches.length).toBeGreaterThan(60);
    expect(batches.slice(1).every((b) => b.fixtures.length === 0)).toBe(true);
    expect(batches.slice(1).some((b) => b.changes.length > 0)).toBe(true);
    h.expectClean();
  });

  it('has live, upcoming and finished football matches at any moment, with plausible scores from the start', () => {
    const h = harness(T0, { tickMs: 60_000 });
    h.start();
    const finished = [...h.store.matches.values()].filter((m) => m.sport === 'football' && m.status === 'finished');
    const goals = finished.reduce((a, m) => a + m.home_score + m.away_score, 0);
    expect(goals / finished.length).toBeGreaterThan(1.5);
    expect(goals / finished.length).toBeLessThan(4);
    const live = [...h.store.matches.values()].filter((m) => m.sport === 'football' && m.status === 'live');
    for (const m of live) expect(m.minute).toBeGreaterThanOrEqual(1);

    let samples = 0;
    h.advance(40 * HOUR, (now) => {
      if (now % (20 * 60_000) !== T0 % (20 * 60_000)) return;
      samples++;
      expect(h.store.count('football', 'live') + h.store.count('football', 'halftime')).toBeGreaterThanOrEqual(1);
      expect(h.store.count('football', 'notstarted')).toBeGreaterThanOrEqual(1);
      expect(h.store.count('football', 'finished')).toBeGreaterThanOrEqual(1);
    });
    expect(samples).toBe(120);
    h.expectClean();
  });

  it('at speed 60 plays a football match in under 2 real minutes, several at once, goals every few seconds', () => {
    const h = harness(T0, { speed: 60 });
    const kickoffs = new Map<number, number>();
    const durations: number[] = [];
    let goals = 0;
    h.onBatch((batch, now) => {
      for (const c of batch.changes) {
        if (h.store.matches.get(c.id)?.sport !== 'football') continue;
        if (c.event?.kind === 'kickoff') kickoffs.set(c.id, now);
        if (c.event?.kind === 'goal') goals++;
        const kicked = kickoffs.get(c.id);
        if (c.event?.kind === 'fulltime' && kicked !== undefined) durations.push(now - kicked);
      }
    });
    h.start();
    let minLive = Infinity;
    h.advance(30 * 60_000, (now) => {
      if ((now - T0) % 10_000 === 0)
        minLive = Math.min(minLive, h.store.count('football', 'live') + h.store.count('football', 'halftime'));
    });
    expect(durations.length).toBeGreaterThan(30);
    for (const d of durations) {
      expect(d).toBeLessThan(120_000);
      expect(d).toBeGreaterThan(105_000);
    }
    expect(minLive).toBeGreaterThanOrEqual(2);
    // 30 real minutes: one goal every 15 s would be 120.
    expect(goals).toBeGreaterThan(120);
    h.expectClean();
  });

  it('rebuilds the same fixture ids for the same date and seed, and never reuses an id', () => {
    const a = harness(T0);
    const b = harness(T0 + 5_000);
    const first: FeedBatch[] = [];
    a.onBatch((batch) => first.push(batch));
    b.onBatch((batch) => first.push(batch));
    a.start();
    b.start();
    const ids = (batch?: FeedBatch) => batch?.fixtures.map((f) => [f.id, f.home_team_id, f.away_team_id, f.match_time]);
    expect(ids(first[1])).toEqual(ids(first[0]));

    const long = harness(T0, { tickMs: 60_000 });
    const seen = new Set<number>();
    const removed = new Set<number>();
    const teamsByDay = new Map<string, number>();
    long.onBatch((batch) => {
      for (const f of batch.fixtures) {
        expect(seen.has(f.id)).toBe(false);
        seen.add(f.id);
        for (const team of [f.home_team_id, f.away_team_id]) {
          const key = `${Math.floor(f.id / 10_000)}:${f.sport}:${team}`;
          teamsByDay.set(key, (teamsByDay.get(key) ?? 0) + 1);
        }
      }
      for (const id of batch.removed) removed.add(id);
    });
    long.start();
    long.advance(3 * 24 * HOUR);
    expect(seen.size).toBeGreaterThan(200);
    expect(removed.size).toBeGreaterThan(100);
    expect(Math.max(...teamsByDay.values())).toBe(1);
    for (const x of [a, b, long]) x.expectClean();
  });

  it('continues from the stored state after a restart: no duplicate fixtures, no reset scores or clocks', () => {
    const a = harness(T0, { tickMs: 5_000 });
    a.start();
    a.advance(2 * HOUR);
    a.feed.stop();
    expect(a.intervals.size).toBe(0);
    const state = a.store.state();
    const before = new Map(state.matches.map((m) => [m.id, m]));
    const wasLive = state.matches.filter((m) => m.sport === 'football' && m.status === 'live');
    expect(wasLive.length).toBeGreaterThan(0);

    const b = harness(T0 + 2 * HOUR + 10 * 60_000, { tickMs: 5_000 });
    for (const m of state.matches) b.store.matches.set(m.id, m);
    for (const o of state.odds) b.store.odds.set(oddsKey(o.match_id, o.company_id), o);
    const batches: FeedBatch[] = [];
    b.onBatch((batch) => batches.push(batch));
    b.start(state);
    expect(batches[0]?.fixtures.filter((f) => before.has(f.id))).toEqual([]);
    for (const m of wasLive) {
      const now = b.store.matches.get(m.id) as LiveMatch;
      expect(now.home_score).toBeGreaterThanOrEqual(m.home_score);
      expect(now.away_score).toBeGreaterThanOrEqual(m.away_score);
      if (now.status === 'live' && now.period === m.period) expect(now.minute).toBeGreaterThanOrEqual(m.minute);
      if (m.period === 2) expect(now.period).toBe(2);
    }
    b.advance(3 * HOUR);
    for (const m of wasLive) {
      const after = b.store.matches.get(m.id) as LiveMatch;
      expect(after.status).toBe('finished');
      expect(after.home_score).toBeGreaterThanOrEqual(m.home_score);
      expect(after.home_half_score).toBeLessThanOrEqual(after.home_score);
    }
    const finishedBefore = state.matches.filter((m) => m.status === 'finished');
    for (const m of finishedBefore) {
      const after = b.store.matches.get(m.id);
      if (after) expect([after.home_score, after.away_score]).toEqual([m.home_score, m.away_score]);
    }
    a.expectClean();
    b.expectClean();
  });

  it('never winds a stored clock back when restarted at a slower speed', () => {
    const fast = harness(T0, { speed: 60 });
    fast.start();
    fast.advance(5 * 60_000);
    fast.feed.stop();
    const state = fast.store.state();
    const live = state.matches.filter((m) => m.sport === 'football' && m.status === 'live');
    expect(live.length).toBeGreaterThan(0);
    const slow = harness(fast.now(), { speed: 1 });
    for (const m of state.matches) slow.store.matches.set(m.id, m);
    slow.start(state);
    slow.advance(5 * 60_000);
    const progress = (x: LiveMatch) =>
      x.status === 'finished' ? 1e6 : x.period * 1000 + (x.status === 'halftime' ? 999 : x.minute);
    let movedOn = 0;
    for (const m of live) {
      const now = slow.store.matches.get(m.id) as LiveMatch;
      expect(progress(now)).toBeGreaterThanOrEqual(progress(m));
      if (progress(now) > progress(m)) movedOn++;
      expect(now.status).not.toBe('notstarted');
      expect(now.home_score + now.away_score).toBeGreaterThanOrEqual(m.home_score + m.away_score);
    }
    // The clock goes on from where it stood (5 real minutes at speed 1 is 5 match minutes).
    expect(movedOn).toBe(live.length);
    slow.expectClean();
  });

  it('moves odds only when a price changes, at most every few seconds per line unless something happened', () => {
    const h = harness(T0);
    const current = new Map<string, Record<string, string>>();
    const lastMove = new Map<string, number>();
    let moves = 0;
    h.onBatch((batch, now) => {
      const eventful = new Set(
        batch.changes.filter((c) => c.event && c.event.kind !== 'corner' && c.event.kind !== 'yellow').map((c) => c.id),
      );
      for (const o of batch.odds) {
        const key = oddsKey(o.match_id, o.company_id);
        const known = current.get(key);
        const values = known ?? {};
        for (const field of ['eu', 'asia', 'ou'] as const) {
          const value = o.fields[field];
          if (value === undefined) continue;
          // Every price field sent differs from what the line showed.
          if (known) expect(JSON.stringify(value)).not.toBe(values[field]);
          values[field] = JSON.stringify(value);
        }
        current.set(key, values);
        if (!known || o.fields.closed === true) continue;
        const previous = lastMove.get(key);
        if (previous !== undefined && now - previous < 3_000) expect(eventful.has(o.match_id)).toBe(true);
        lastMove.set(key, now);
        moves++;
      }
    });
    h.start();
    h.advance(30 * 60_000);
    expect(moves).toBeGreaterThan(100);
    h.expectClean();
  });

  it('shortens the home price in the batch of a home goal and closes betting at full time', () => {
    const h = harness(T0, { speed: 30 });
    let checkedGoals = 0;
    let closings = 0;
    const homePrice = new Map<number, number>();
    h.onBatch((batch) => {
      for (const c of batch.changes) {
        const match = h.store.matches.get(c.id);
        if (match?.sport !== 'football') continue;
        const moved = batch.odds.find((o) => o.match_id === c.id && o.company_id === 1 && o.fields.eu);
        if (c.event?.kind === 'goal' && c.event.side === 'home' && moved?.fields.eu) {
          const before = homePrice.get(c.id);
          if (before !== undefined && before > 1.01 && before < MAX_PRICE) {
            expect(moved.fields.eu[0]).toBeLessThan(before);
            checkedGoals++;
          }
        }
        if (c.event?.kind === 'fulltime') {
          const closed = batch.odds.filter((o) => o.match_id === c.id && o.fields.closed === true);
          expect(closed.map((o) => o.company_id).sort()).toEqual([1, 2, 3]);
          closings++;
        }
      }
      for (const o of batch.odds) if (o.company_id === 1 && o.fields.eu) homePrice.set(o.match_id, o.fields.eu[0]);
    });
    h.start();
    h.advance(20 * 60_000);
    expect(checkedGoals).toBeGreaterThan(5);
    expect(closings).toBeGreaterThan(5);
    h.expectClean();
  });

  it('prunes finished matches a day after kick-off', () => {
    const h = harness(T0, { tickMs: 60_000 });
    const time = createVirtualTime(1);
    let removed = 0;
    h.onBatch((batch, now) => {
      for (const id of batch.removed) {
        removed++;
        expect(h.store.matches.has(id)).toBe(false);
      }
      for (const m of h.store.matches.values()) {
        if (m.status === 'finished')
          expect(time.toVirtual(m.match_time * 1000)).toBeGreaterThan(time.toVirtual(now) - RETAIN_MS - 60_000);
      }
    });
    h.start();
    h.advance(30 * HOUR);
    expect(removed).toBeGreaterThan(40);
    expect(h.store.matches.size).toBeLessThan(250);
    h.expectClean();
  });

  it('keeps ticking when a batch cannot be delivered, and stops cleanly', () => {
    const errors: unknown[] = [];
    const h = harness(T0, { onError: (e) => errors.push(e) });
    let calls = 0;
    let delivered = 0;
    h.feed.start({ matches: [], odds: [] }, () => {
      calls++;
      if (calls <= 3) throw new Error('store down');
      delivered++;
    });
    expect(() => h.advance(30_000)).not.toThrow();
    expect(errors).toHaveLength(3);
    expect(delivered).toBeGreaterThan(0);
    h.feed.stop();
    expect(h.intervals.size).toBe(0);
    const after = calls;
    h.advance(10_000);
    expect(calls).toBe(after);
  });

  it('plans the calendar day of its time zone', () => {
    // 20:00 UTC on 12 May is already 13 May in Beijing.
    const h = harness(Date.UTC(2026, 4, 12, 20), { timeZone: 'Asia/Shanghai' });
    h.start();
    const days = new Set([...h.store.matches.keys()].map((id) => Math.floor(id / 10_000)));
    expect(days.has(20260513)).toBe(true);
    expect(days.has(20260514)).toBe(false);
    h.expectClean();
  });

  describe("control (the tests' scripted feed)", () => {
    const live = (h: ReturnType<typeof harness>, sport: LiveMatch['sport']) =>
      [...h.store.matches.values()].find((m) => m.sport === sport && m.status === 'live' && m.period === 1);
    const upcoming = (h: ReturnType<typeof harness>, sport: LiveMatch['sport']) =>
      [...h.store.matches.values()].find((m) => m.sport === sport && m.status === 'notstarted');

    it('scores a goal now, in one batch the store applies, and the match scores nothing more by itself', () => {
      const h = harness(T0, { speed: 60 });
      const batches: FeedBatch[] = [];
      h.onBatch((batch) => batches.push(batch));
      h.start();
      const match = live(h, 'football')!;
      expect(match).toBeDefined();
      batches.length = 0;

      const after = h.feed.control!.drive(match.id, { event: 'goal', side: 'home' });
      expect(after.home_score).toBe(match.home_score + 1);
      expect(after.away_score).toBe(match.away_score);
      expect(batches).toHaveLength(1);
      const change = batches[0]!.changes.find((c) => c.event?.kind === 'goal')!;
      expect(change).toMatchObject({ id: match.id, fields: { home_score: match.home_score + 1 } });
      expect(change.event).toMatchObject({ kind: 'goal', side: 'home' });
      // The goal moves the prices in the same batch.
      expect(batches[0]!.odds.some((o) => o.match_id === match.id)).toBe(true);
      expect(h.store.matches.get(match.id)).toMatchObject({
        home_score: after.home_score,
        away_score: after.away_score,
      });

      h.feed.control!.drive(match.id, { event: 'red', side: 'away' });
      expect(h.store.matches.get(match.id)!.away_red).toBe(match.away_red + 1);
      // Its clock runs on to the end; its score and cards stay as driven.
      h.advance(5 * 60_000);
      expect(h.store.matches.get(match.id)).toMatchObject({
        status: 'finished',
        home_score: match.home_score + 1,
        away_score: match.away_score,
        away_red: match.away_red + 1,
      });
      h.expectClean();
    });

    it('kicks off, goes to half time, starts the second half and ends a match when told', () => {
      const h = harness(T0, { speed: 60 });
      const events: string[] = [];
      h.start();
      const match = upcoming(h, 'football')!;
      h.onBatch((batch) => {
        for (const c of batch.changes) if (c.id === match.id && c.event) events.push(c.event.kind);
      });
      const c = h.feed.control!;
      expect(c.drive(match.id, { event: 'kickoff' })).toMatchObject({ status: 'live', period: 1, minute: 1 });
      expect(() => c.drive(match.id, { event: 'kickoff' })).toThrow(FeedControlError);
      c.drive(match.id, { event: 'goal', side: 'away' });
      expect(c.drive(match.id, { event: 'halftime' })).toMatchObject({
        status: 'halftime',
        home_half_score: 0,
        away_half_score: 1,
      });
      expect(() => c.drive(match.id, { event: 'goal', side: 'home' })).toThrow(/not in play/);
      expect(c.drive(match.id, { event: 'period' })).toMatchObject({ status: 'live', period: 2, minute: 46 });
      // The clock runs on from the second half's start, at the feed's speed (3 s x 60: three minutes).
      h.advance(3_000);
      expect(h.store.matches.get(match.id)).toMatchObject({ status: 'live', period: 2, minute: 49 });
      expect(c.drive(match.id, { event: 'fulltime' })).toMatchObject({
        status: 'finished',
        home_score: 0,
        away_score: 1,
      });
      expect(() => c.drive(match.id, { event: 'goal', side: 'home' })).toThrow(/is over/);
      expect(events).toEqual(['kickoff', 'goal', 'halftime', 'period', 'fulltime']);
      h.expectClean();
    });

    it('with incidents off, matches keep their clocks and phases but score nothing by themselves', () => {
      const h = harness(T0, { speed: 60, incidents: false });
      const kinds = new Set<string>();
      h.onBatch((batch) => {
        for (const c of batch.changes) if (c.event) kinds.add(c.event.kind);
      });
      h.start();
      for (const m of h.store.matches.values())
        expect([m.home_score, m.away_score, m.home_red, m.away_corner]).toEqual([0, 0, 0, 0]);
      h.advance(4 * 60_000);
      expect([...kinds].sort()).toEqual(expect.arrayContaining(['fulltime', 'kickoff']));
      for (const kind of ['goal', 'yellow', 'red', 'corner', 'points']) expect(kinds.has(kind)).toBe(false);
      // What the control orders still happens.
      const match = live(h, 'football')!;
      expect(h.feed.control!.drive(match.id, { event: 'goal', side: 'home' }).home_score).toBe(1);
      h.expectClean();
    });

    it('plays a basket and a new quarter in basketball, and refuses what a match cannot take', () => {
      const h = harness(T0, { speed: 60 });
      h.start();
      const game = upcoming(h, 'basketball')!;
      const c = h.feed.control!;
      c.drive(game.id, { event: 'kickoff' });
      expect(c.drive(game.id, { event: 'goal', side: 'home', points: 3 })).toMatchObject({
        home_score: 3,
        home_periods: [3],
      });
      expect(c.drive(game.id, { event: 'period' })).toMatchObject({ status: 'live', period: 2 });
      expect(() => c.drive(game.id, { event: 'red', side: 'home' })).toThrow(/takes no red/);
      expect(() => c.drive(game.id, { event: 'goal' })).toThrow(/needs a side/);
      expect(() => c.drive(1, { event: 'goal', side: 'home' })).toThrow(/no match 1/);
      h.feed.stop();
      expect(() => c.drive(game.id, { event: 'fulltime' })).toThrow(/not running/);
      h.expectClean();
    });
  });
});
