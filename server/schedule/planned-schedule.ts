import type { FeedCatalogue, FeedFixture } from '../feed/feed-provider.ts';
import { planDayFixtures } from '../feed/simulator/fixture-planner.ts';
import { advanceMatch, type MatchRunner } from '../feed/simulator/match-timeline.ts';
import { createPlanCalendar, type PlanDay } from '../feed/simulator/plan-day.ts';
import { createSimulatedMatch } from '../feed/simulator/simulated-match.ts';

/**
 * The simulator's defaults (`createSimulatorFeed`: seed 1, plan days in UTC). server/app.ts passes
 * neither, so the plan below is the one the live feed plays. IMPORTANT: if the feed is ever given
 * another seed or zone, pass the same here.
 */
export const PLAN_SEED = 1;
export const PLAN_TIME_ZONE = 'UTC';

interface PlannedEntry {
  fixture: FeedFixture;
  runner: MatchRunner;
  /** The final row, computed once on first need. */
  final?: FeedFixture;
}

export interface PlannedScheduleOptions {
  catalogue: FeedCatalogue;
  seed?: number;
  timeZone?: string;
  /** Plan days kept in memory (default 40: a month each way of a few viewers' days). */
  cacheDays?: number;
}

/** The state of one planned fixture at an instant. */
export type PlannedRow = FeedFixture;

/**
 * The simulator's fixture plan, day by day, as it plays at speed 1 (simulated time = real time):
 * the same fixtures with the same ids, and each match's deterministic script (seeded by seed and
 * fixture id) played to any instant, so a past day shows its final scores and a future day its
 * fixtures without anything stored.
 */
export function createPlannedSchedule(options: PlannedScheduleOptions) {
  const seed = options.seed ?? PLAN_SEED;
  const calendar = createPlanCalendar(options.timeZone ?? PLAN_TIME_ZONE);
  const cacheDays = options.cacheDays ?? 40;
  const days = new Map<number, PlannedEntry[]>();

  const entriesOf = (day: PlanDay): PlannedEntry[] => {
    const cached = days.get(day.key);
    if (cached) {
      // Most recently used last, so the oldest is the first to go.
      days.delete(day.key);
      days.set(day.key, cached);
      return cached;
    }
    const entries = planDayFixtures({ catalogue: options.catalogue, day, seed, toReal: (ms) => ms }).map(
      ({ fixture, home, away }) => ({
        fixture,
        runner: createSimulatedMatch(fixture, { home: home.rating, away: away.rating }, seed).runner,
      }),
    );
    days.set(day.key, entries);
    while (days.size > cacheDays) days.delete(days.keys().next().value as number);
    return entries;
  };

  const stateAt = (entry: PlannedEntry, nowMs: number): PlannedRow => {
    const elapsed = (nowMs - entry.fixture.match_time * 1000) / 1000;
    if (elapsed < 0) return entry.fixture;
    if (elapsed >= entry.runner.end) {
      entry.final ??= advanceMatch(entry.runner, entry.fixture, -1, entry.runner.end).record;
      return entry.final;
    }
    return advanceMatch(entry.runner, entry.fixture, -1, elapsed).record;
  };

  return {
    /** Planned fixtures kicking off in `[startMs, endMs)`, each as it stands at `nowMs`. */
    between(startMs: number, endMs: number, nowMs: number): PlannedRow[] {
      const rows: PlannedRow[] = [];
      for (let day = calendar.dayAt(startMs); day.start < endMs; day = calendar.next(day)) {
        for (const entry of entriesOf(day)) {
          const kickoff = entry.fixture.match_time * 1000;
          if (kickoff >= startMs && kickoff < endMs) rows.push(stateAt(entry, nowMs));
        }
      }
      return rows;
    },
  };
}

export type PlannedSchedule = ReturnType<typeof createPlannedSchedule>;
