import type { FeedFixture } from '../feed-provider.ts';
import type { ClockFields, MatchRunner, Moment } from './match-timeline.ts';
import { NOT_STARTED_CLOCK } from './match-timeline.ts';
import type { RandomSource } from './seeded-random.ts';

/** Maps needed to win a series (best of 3). */
export const ESPORTS_MAPS_TO_WIN = 2;
/** Pause between maps (draft and side selection), simulated seconds. */
export const ESPORTS_BREAK_S = 8 * 60;

/** One map of a series. */
export interface EsportsMap {
  /** Simulated seconds since the series began. */
  start: number;
  end: number;
  winner: 'home' | 'away';
}

/** Everything that will happen in one best-of-3 series. */
export interface EsportsScript {
  maps: EsportsMap[];
}

/** Inputs for one series. */
export interface EsportsMatchInput {
  homeRating: number;
  awayRating: number;
  random: RandomSource;
}

/** Chance the home side wins one map (no home advantage on a LAN). */
export function esportsMapChance(homeRating: number, awayRating: number): number {
  return 1 / (1 + 10 ** ((awayRating - homeRating) / 400));
}

/** Writes a best-of-3: maps of 25-45 minutes until one side has two. */
export function writeEsportsScript(input: EsportsMatchInput): EsportsScript {
  const chance = esportsMapChance(input.homeRating, input.awayRating);
  const maps: EsportsMap[] = [];
  const wins = { home: 0, away: 0 };
  let start = 0;
  while (wins.home < ESPORTS_MAPS_TO_WIN && wins.away < ESPORTS_MAPS_TO_WIN) {
    const length = Math.round((25 + input.random() * 20) * 60);
    const winner = input.random() < chance ? 'home' : 'away';
    wins[winner]++;
    maps.push({ start, end: start + length, winner });
    start += length + ESPORTS_BREAK_S;
  }
  return { maps };
}

/** Builds the runner that plays a scripted series: `period` is the map, the score is maps won. */
export function createEsportsRunner(script: EsportsScript): MatchRunner {
  const last = script.maps[script.maps.length - 1];
  const end = last === undefined ? 0 : last.end;

  const clock = (elapsed: number): ClockFields => {
    if (elapsed < 0) return NOT_STARTED_CLOCK;
    if (elapsed >= end) return { status: 'finished', period: script.maps.length, minute: 0, match_str: 'FT' };
    let map = 1;
    script.maps.forEach((m, i) => {
      if (m.start <= elapsed) map = i + 1;
    });
    return { status: 'live', period: map, minute: 0, match_str: `Map ${map}` };
  };

  const all: Moment[] = [{ at: 0, kind: 'kickoff' }];
  script.maps.forEach((m, i) => {
    if (i > 0) all.push({ at: m.start, kind: 'period' });
    // One second before the map ends, so the result shows while the map is still on the clock.
    all.push({ at: m.end - 1, kind: 'points', side: m.winner, points: 1 });
  });
  all.push({ at: end, kind: 'fulltime' });
  all.sort((a, b) => a.at - b.at);

  return {
    end,
    clock,
    moments: (from, to) => all.filter((m) => m.at > from && m.at <= to),
    apply(record: FeedFixture, moment: Moment) {
      if (moment.kind !== 'points') return;
      record.home_periods.push(moment.side === 'home' ? 1 : 0);
      record.away_periods.push(moment.side === 'away' ? 1 : 0);
      if (moment.side === 'home') record.home_score++;
      else record.away_score++;
    },
    elapsedOf(record) {
      if (record.status === 'notstarted') return -1;
      if (record.status !== 'live') return end;
      // The maps already decided tell where the series stands.
      const decided = record.home_periods.length;
      if (decided === 0) return 0;
      const map = script.maps[Math.min(decided, script.maps.length) - 1];
      return map === undefined ? end : Math.min(end - 1, map.end);
    },
  };
}
