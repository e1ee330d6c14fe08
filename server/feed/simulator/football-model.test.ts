import { describe, expect, it } from 'vitest';
import type { FeedChange } from '../feed-provider.ts';
import { createFootballRunner, footballGoalRates, writeFootballScript } from './football-model.ts';
import { NOT_STARTED_CLOCK, advanceMatch } from './match-timeline.ts';
import { blankFixture } from './blank-fixture.ts';
import { createSeededRandom } from './seeded-random.ts';

const blank = blankFixture('football', 1, 1);

/** Plays a whole match through the same path the feed uses, one simulated minute per step. */
function playThrough(homeRating: number, awayRating: number, seed: number, stepS = 60) {
  const runner = createFootballRunner(
    writeFootballScript({ homeRating, awayRating, random: createSeededRandom(seed) }),
  );
  let record = blank;
  let elapsed = -1;
  const changes: FeedChange[] = [];
  while (record.status !== 'finished') {
    const result = advanceMatch(runner, record, elapsed, elapsed + stepS);
    record = result.record;
    elapsed += stepS;
    changes.push(...result.changes);
  }
  return { record, changes, runner };
}

describe('football model', () => {
  it('averages about 2.7 goals, 4 yellows, 0.15 reds and 10 corners a match over 2000 matches', () => {
    const rating = createSeededRandom(99);
    const totals = { goals: 0, yellows: 0, reds: 0, corners: 0 };
    const n = 2000;
    for (let i = 0; i < n; i++) {
      const { record } = playThrough(1350 + rating() * 350, 1350 + rating() * 350, i + 1);
      totals.goals += record.home_score + record.away_score;
      totals.yellows += record.home_yellow + record.away_yellow;
      totals.reds += record.home_red + record.away_red;
      totals.corners += record.home_corner + record.away_corner;
    }
    expect(totals.goals / n).toBeGreaterThan(2.4);
    expect(totals.goals / n).toBeLessThan(3.0);
    expect(totals.yellows / n).toBeGreaterThan(3.5);
    expect(totals.yellows / n).toBeLessThan(4.5);
    expect(totals.reds / n).toBeGreaterThan(0.09);
    expect(totals.reds / n).toBeLessThan(0.22);
    expect(totals.corners / n).toBeGreaterThan(9);
    expect(totals.corners / n).toBeLessThan(11);
  }, 30_000);

  it('gives the stronger side and the home side more goals', () => {
    const even = footballGoalRates(1500, 1500);
    expect(even.home).toBeGreaterThan(even.away);
    const mismatch = footballGoalRates(1400, 1750);
    expect(mismatch.away).toBeGreaterThan(mismatch.home * 2);

    let strong = 0;
    let weak = 0;
    for (let i = 0; i < 400; i++) {
      const { record } = playThrough(1750, 1400, 5000 + i);
      strong += record.home_score;
      weak += record.away_score;
    }
    expect(strong).toBeGreaterThan(weak * 2);
  });

  it('records the score at half time and goes notstarted, live, halftime, live, finished', () => {
    for (let seed = 1; seed <= 50; seed++) {
      const { record, changes } = playThrough(1500, 1500, seed);
      const statuses = changes.flatMap((c) => (c.fields.status ? [c.fields.status] : []));
      expect(statuses).toEqual(['live', 'halftime', 'live', 'finished']);
      expect(changes.filter((c) => c.event?.kind === 'halftime')).toHaveLength(1);
      const ht = changes.find((c) => c.event?.kind === 'halftime');
      const scoredBeforeHt = changes
        .slice(0, changes.indexOf(ht as FeedChange))
        .filter((c) => c.event?.kind === 'goal');
      expect(record.home_half_score + record.away_half_score).toBe(scoredBeforeHt.length);
      expect(record.home_half_score).toBeLessThanOrEqual(record.home_score);
      expect(record.away_half_score).toBeLessThanOrEqual(record.away_score);
      expect(record.match_str).toBe('FT');
    }
  });

  it('shows stoppage time as 45+n and 90+n, then HT and FT', () => {
    const { changes, runner } = playThrough(1500, 1500, 7);
    const shown = changes.flatMap((c) => (c.fields.match_str ? [c.fields.match_str] : []));
    expect(shown[0]).toBe('1');
    expect(shown).toContain('45+1');
    expect(shown).toContain('90+2');
    expect(shown.indexOf('HT')).toBeGreaterThan(shown.indexOf('45+1'));
    expect(shown[shown.indexOf('HT') + 1]).toBe('46');
    expect(shown[shown.length - 1]).toBe('FT');
    // 90 minutes, 15 of half time and the stoppage time.
    expect(runner.end / 60).toBeGreaterThanOrEqual(108);
    expect(runner.end / 60).toBeLessThan(125);
    expect(runner.clock(45 * 60)).toEqual({ status: 'live', period: 1, minute: 46, match_str: '45+1' });
    expect(runner.clock(-5)).toEqual(NOT_STARTED_CLOCK);
  });

  it('sends each incident as its own change with only the fields that moved and the clock it happened at', () => {
    const { changes } = playThrough(1600, 1450, 11);
    const goals = changes.filter((c) => c.event?.kind === 'goal');
    expect(goals.length).toBeGreaterThan(0);
    for (const goal of goals) {
      const side = goal.event?.side;
      expect(side === 'home' || side === 'away').toBe(true);
      expect(Object.keys(goal.fields)).toContain(`${side}_score`);
      expect(Object.keys(goal.fields)).not.toContain(`${side === 'home' ? 'away' : 'home'}_score`);
      expect(goal.event?.at).toMatch(/^\d+(\+\d+)?$/);
    }
    const ticks = changes.filter((c) => c.event === undefined);
    for (const tick of ticks) expect(Object.keys(tick.fields).sort()).toEqual(['match_str', 'minute']);
  });

  it('plays the same fixture the same way from the same seed', () => {
    const a = playThrough(1500, 1600, 42);
    const b = playThrough(1500, 1600, 42);
    expect(b.changes).toEqual(a.changes);
  });
});
