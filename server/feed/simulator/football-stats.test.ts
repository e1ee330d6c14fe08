import { describe, expect, it } from 'vitest';
import type { FootballStats } from '../../../contracts/match.ts';
import type { FeedFixture } from '../feed-provider.ts';
import { createFootballRunner, footballGoalRates, footballHalves, writeFootballScript } from './football-model.ts';
import { footballStatsAt, writeFootballStatsScript } from './football-stats.ts';
import { advanceMatch } from './match-timeline.ts';
import { blankFixture } from './blank-fixture.ts';
import { createSeededRandom } from './seeded-random.ts';

const blank = blankFixture('football', 1, 1);

function runnerFor(homeRating: number, awayRating: number, seed: number) {
  const script = writeFootballScript({ homeRating, awayRating, random: createSeededRandom(seed) });
  const stats = writeFootballStatsScript({
    random: createSeededRandom(seed + 0x57),
    goalRates: footballGoalRates(homeRating, awayRating),
    halves: footballHalves(script),
  });
  return createFootballRunner(script, stats);
}

/** Plays a whole match through the feed's own path, five simulated minutes per step. */
function playThrough(homeRating: number, awayRating: number, seed: number) {
  const runner = runnerFor(homeRating, awayRating, seed);
  let record = blank;
  let elapsed = -1;
  const seen: FeedFixture[] = [];
  while (record.status !== 'finished') {
    record = advanceMatch(runner, record, elapsed, elapsed + 300).record;
    elapsed += 300;
    seen.push(record);
  }
  return { record, seen };
}

describe('football statistics', () => {
  // Premier League 2024-25 (the league's and FBref's season figures): about 25 shots a match, so
  // 12-13 per team, of which 4.3-4.6 on target; about 21 fouls (10-11 per team) and 3.5-4
  // offsides (1.6-2 per team); possession adds up to 100% in every match.
  it('matches Premier League 2024-25 averages per team over 2000 matches', () => {
    const rating = createSeededRandom(7);
    const n = 2000;
    const sum = { shots: 0, onTarget: 0, fouls: 0, offsides: 0, goals: 0 };
    for (let i = 0; i < n; i++) {
      const { record } = playThrough(1400 + rating() * 250, 1400 + rating() * 250, i + 1);
      const stats = record.stats as FootballStats;
      expect(stats.possession[0] + stats.possession[1]).toBe(100);
      sum.shots += stats.shots[0] + stats.shots[1];
      sum.onTarget += stats.on_target[0] + stats.on_target[1];
      sum.fouls += stats.fouls[0] + stats.fouls[1];
      sum.offsides += stats.offsides[0] + stats.offsides[1];
      sum.goals += record.home_score + record.away_score;
    }
    const perTeam = (x: number) => x / n / 2;
    expect(perTeam(sum.shots)).toBeGreaterThanOrEqual(12);
    expect(perTeam(sum.shots)).toBeLessThanOrEqual(13);
    expect(perTeam(sum.onTarget)).toBeGreaterThanOrEqual(4.3);
    expect(perTeam(sum.onTarget)).toBeLessThanOrEqual(4.6);
    expect(perTeam(sum.fouls)).toBeGreaterThanOrEqual(10);
    expect(perTeam(sum.fouls)).toBeLessThanOrEqual(11);
    expect(perTeam(sum.offsides)).toBeGreaterThanOrEqual(1.6);
    expect(perTeam(sum.offsides)).toBeLessThanOrEqual(2);
  });

  it('gives the stronger side more of the ball and more shots', () => {
    let strongBall = 0;
    let strongShots = 0;
    const n = 300;
    for (let i = 0; i < n; i++) {
      const stats = playThrough(1750, 1350, 5000 + i).record.stats as FootballStats;
      strongBall += stats.possession[0];
      strongShots += stats.shots[0] - stats.shots[1];
    }
    expect(strongBall / n).toBeGreaterThan(58);
    expect(strongBall / n).toBeLessThan(70);
    expect(strongShots / n).toBeGreaterThan(3);
  });

  it('only counts up while the match is played, and its counts agree with each other', () => {
    const { seen } = playThrough(1500, 1500, 42);
    let previous: FootballStats | undefined;
    for (const row of seen) {
      const s = row.stats as FootballStats;
      expect(s.on_target[0]).toBeGreaterThanOrEqual(row.home_score);
      expect(s.shots[0]).toBeGreaterThanOrEqual(s.on_target[0]);
      expect(s.saves[1]).toBe(s.on_target[0] - row.home_score);
      expect(s.free_kicks[0]).toBe(s.fouls[1] + s.offsides[1]);
      if (previous) {
        for (const key of ['shots', 'on_target', 'fouls', 'offsides', 'saves', 'free_kicks'] as const) {
          expect(s[key][0]).toBeGreaterThanOrEqual(previous[key][0]);
          expect(s[key][1]).toBeGreaterThanOrEqual(previous[key][1]);
        }
      }
      previous = s;
    }
  });

  it('counts a goal the script did not plan as an attempt on target', () => {
    const script = writeFootballScript({ homeRating: 1500, awayRating: 1500, random: createSeededRandom(3) });
    const stats = writeFootballStatsScript({
      random: createSeededRandom(4),
      goalRates: { home: 1.4, away: 1.3 },
      halves: footballHalves(script),
    });
    const before = footballStatsAt(stats, 1800, { home: 0, away: 0 });
    const after = footballStatsAt(stats, 1800, { home: 1, away: 0 });
    expect(after.on_target[0]).toBe(before.on_target[0] + 1);
    expect(after.shots[0]).toBe(before.shots[0] + 1);
    expect(after.saves).toEqual(before.saves);
    // Kick-off: nothing yet, the ball shared.
    expect(footballStatsAt(stats, 0, { home: 0, away: 0 })).toMatchObject({ shots: [0, 0], possession: [50, 50] });
  });
});
