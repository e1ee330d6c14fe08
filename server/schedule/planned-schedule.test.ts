import { describe, expect, it } from 'vitest';
import type { CatalogueLeague, CatalogueTeam, FeedBatch, FeedCatalogue } from '../feed/feed-provider.ts';
import { createSeededRandom } from '../feed/simulator/seeded-random.ts';
import { createSimulatorFeed } from '../feed/simulator/simulator-feed.ts';
import { composeSchedule } from './compose-schedule.ts';
import { createPlannedSchedule } from './planned-schedule.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Two football leagues and the NBA of invented teams; e-sports come from the built-in league. */
function catalogue(): FeedCatalogue {
  const random = createSeededRandom(5);
  let nextId = 100;
  const team = (): CatalogueTeam => {
    const id = nextId++;
    return { id, name_zh: `队${id}`, name_en: `Team ${id}`, name_vi: `Đội ${id}`, rating: 1350 + random() * 400 };
  };
  const league = (id: number, sport: CatalogueLeague['sport'], size: number): CatalogueLeague => ({
    id,
    sport,
    short_name_zh: `联${id}`,
    short_name_en: `L${id}`,
    short_name_vi: `G${id}`,
    tier: 1,
    teams: Array.from({ length: size }, team),
  });
  return { leagues: [league(1, 'football', 20), league(2, 'football', 18), league(3, 'basketball', 30)] };
}

/** The fixtures the live feed (speed 1 unless said) puts on the board when it starts at `now`. */
function feedBoard(now: number, speed = 1): FeedBatch['fixtures'] {
  const fixtures: FeedBatch['fixtures'] = [];
  const feed = createSimulatorFeed({
    catalogue: catalogue(),
    speed,
    clock: { now: () => now },
    timers: { setInterval: () => 0, clearInterval: () => undefined },
  });
  feed.start({ matches: [], odds: [] }, (batch) => fixtures.push(...batch.fixtures));
  feed.stop();
  return fixtures;
}

describe('planned schedule', () => {
  const now = Date.UTC(2026, 2, 14, 15, 20);

  it('gives the same fixtures, kick-offs and scores as the live feed playing at speed 1', () => {
    const board = feedBoard(now);
    const planned = createPlannedSchedule({ catalogue: catalogue() });
    const rows = new Map(planned.between(Date.UTC(2026, 2, 13), Date.UTC(2026, 2, 16), now).map((r) => [r.id, r]));
    expect(board.length).toBeGreaterThan(50);
    expect(board.some((f) => f.status === 'finished' && f.home_score + f.away_score > 0)).toBe(true);
    expect(board.some((f) => f.status === 'notstarted')).toBe(true);
    for (const fixture of board) expect(rows.get(fixture.id)).toEqual(fixture);
  });

  it('shows a past day as final scores and a future day as fixtures, kick-offs within the day', () => {
    const planned = createPlannedSchedule({ catalogue: catalogue() });
    const past = planned.between(Date.UTC(2026, 2, 7), Date.UTC(2026, 2, 8), now);
    const future = planned.between(Date.UTC(2026, 2, 21), Date.UTC(2026, 2, 22), now);
    for (const [rows, status] of [
      [past, 'finished'],
      [future, 'notstarted'],
    ] as const) {
      expect(rows.length).toBeGreaterThan(20);
      expect(new Set(rows.map((r) => r.sport))).toEqual(new Set(['football', 'basketball', 'esports']));
      for (const row of rows) expect(row.status).toBe(status);
    }
    expect(
      past.every((r) => r.match_time * 1000 >= Date.UTC(2026, 2, 7) && r.match_time * 1000 < Date.UTC(2026, 2, 8)),
    ).toBe(true);
    expect(future.every((r) => r.home_score === 0 && r.away_score === 0)).toBe(true);
    expect(past.some((r) => r.home_score + r.away_score > 0)).toBe(true);
  });

  it('cuts a range that is not a whole plan day at its edges, across two plan days', () => {
    const planned = createPlannedSchedule({ catalogue: catalogue() });
    const start = Date.UTC(2026, 2, 9, 18);
    const rows = planned.between(start, start + DAY, now);
    const keys = new Set(rows.map((r) => Math.floor(r.id / 10_000)));
    expect(keys).toEqual(new Set([20260309, 20260310]));
    for (const row of rows) {
      expect(row.match_time * 1000).toBeGreaterThanOrEqual(start);
      expect(row.match_time * 1000).toBeLessThan(start + DAY);
    }
  });

  it('at FEED_SPEED 2 lists no fixture twice in a day, though the day holds two plan days', () => {
    // At speed 2 a real day plays two plan days; each day's pairings come from the next round of
    // a double round robin, so a home v away pairing waits a whole cycle before it comes back.
    for (const at of [Date.UTC(2026, 10, 27, 12), Date.UTC(2026, 2, 14, 15, 20), Date.UTC(2026, 5, 2, 8)]) {
      const live = feedBoard(at, 2).map((f) => ({ ...f, v: 1, updated_at: at }));
      const range = { start: at - (at % DAY), end: at - (at % DAY) + DAY };
      const planned = createPlannedSchedule({ catalogue: catalogue() }).between(range.start, range.end, at);
      const shown = composeSchedule({ planned, live, speed: 2, range, tierOf: () => 1 }).flatMap((l) => l.matches);
      expect(new Set(live.map((f) => Math.floor(f.id / 10_000))).size).toBeGreaterThanOrEqual(2);
      const pairings = shown.map((m) => `${m.home_team_id} v ${m.away_team_id}`);
      expect(pairings.length).toBeGreaterThan(40);
      expect(pairings.filter((p, i) => pairings.indexOf(p) !== i)).toEqual([]);
    }
  });
});
