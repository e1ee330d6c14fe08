import { describe, expect, it } from 'vitest';
import type { FeedChange } from '../feed-provider.ts';
import { BASKETBALL_CLOCK_RATIO, createBasketballRunner, writeBasketballScript } from './basketball-model.ts';
import type { BasketballScript } from './basketball-model.ts';
import { advanceMatch } from './match-timeline.ts';
import { blankFixture } from './blank-fixture.ts';
import { createSeededRandom } from './seeded-random.ts';

const blank = blankFixture('basketball', 2, 7);

function playThrough(script: BasketballScript, stepS = 30) {
  const runner = createBasketballRunner(script);
  let record = blank;
  let elapsed = -1;
  const steps: FeedChange[][] = [];
  while (record.status !== 'finished') {
    const result = advanceMatch(runner, record, elapsed, elapsed + stepS);
    record = result.record;
    elapsed += stepS;
    steps.push(result.changes);
  }
  return { record, steps, runner };
}

const script = (seed: number, home = 1500, away = 1500) =>
  writeBasketballScript({ homeRating: home, awayRating: away, random: createSeededRandom(seed) });

describe('basketball model', () => {
  it('scores NBA-like totals: 95-130 points per team on average, quarter scores adding up', () => {
    const rating = createSeededRandom(5);
    let points = 0;
    const n = 300;
    for (let i = 0; i < n; i++) {
      const { record } = playThrough(script(i + 1, 1400 + rating() * 250, 1400 + rating() * 250));
      points += record.home_score + record.away_score;
      expect(record.home_periods.reduce((a, b) => a + b, 0)).toBe(record.home_score);
      expect(record.away_periods.reduce((a, b) => a + b, 0)).toBe(record.away_score);
      expect(record.home_periods.length).toBe(record.period);
      expect(record.home_score).not.toBe(record.away_score);
    }
    const perTeam = points / (2 * n);
    expect(perTeam).toBeGreaterThan(105);
    expect(perTeam).toBeLessThan(120);
  });

  it('plays overtime (period 5+) when regulation ends level', () => {
    let seed = 1;
    while (script(seed).periods === 4) seed++;
    const { record, steps } = playThrough(script(seed));
    expect(record.period).toBeGreaterThanOrEqual(5);
    const regulation = (side: number[]) => side.slice(0, 4).reduce((a, b) => a + b, 0);
    expect(regulation(record.home_periods)).toBe(regulation(record.away_periods));
    const shown = steps.flat().flatMap((c) => (c.fields.match_str ? [c.fields.match_str] : []));
    expect(shown).toContain('OT1 05:00');
  });

  it('runs the clock as seconds left in the quarter, with HT and FT', () => {
    const runner = createBasketballRunner(script(3));
    expect(runner.clock(0)).toEqual({ status: 'live', period: 1, minute: 720, match_str: 'Q1 12:00' });
    const q1Played = 451; // 7:31 played, 4:29 left
    expect(runner.clock(q1Played * BASKETBALL_CLOCK_RATIO)).toEqual({
      status: 'live',
      period: 1,
      minute: 269,
      match_str: 'Q1 04:29',
    });
    const halfTime = runner.clock(2 * 720 * BASKETBALL_CLOCK_RATIO + 150 + 10);
    expect(halfTime).toEqual({ status: 'halftime', period: 2, minute: 0, match_str: 'HT' });
    expect(runner.clock(runner.end)).toMatchObject({ status: 'finished', match_str: 'FT' });
  });

  it('batches the points of one step into a single points change', () => {
    const { steps } = playThrough(script(9), 120);
    let sawSeveralPlays = false;
    for (const changes of steps) {
      const points = changes.filter((c) => c.event?.kind === 'points');
      expect(points.length).toBeLessThanOrEqual(changes.some((c) => c.event?.kind === 'period') ? 2 : 1);
      const scored = points.flatMap((c) => [c.fields.home_score, c.fields.away_score]).filter((x) => x !== undefined);
      if (scored.length === 2) sawSeveralPlays = true;
    }
    expect(sawSeveralPlays).toBe(true);
  });

  it('favours the stronger side', () => {
    let strongWins = 0;
    for (let i = 0; i < 200; i++) {
      const { record } = playThrough(script(100 + i, 1350, 1700));
      if (record.away_score > record.home_score) strongWins++;
    }
    expect(strongWins).toBeGreaterThan(130);
  });
});
