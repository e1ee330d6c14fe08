import { describe, expect, it } from 'vitest';
import type { FeedChange } from '../feed-provider.ts';
import { createEsportsRunner, writeEsportsScript } from './esports-model.ts';
import { advanceMatch } from './match-timeline.ts';
import { blankFixture } from './blank-fixture.ts';
import { createSeededRandom } from './seeded-random.ts';

const blank = blankFixture('esports', 3, 9);

function playThrough(seed: number, home = 1500, away = 1500) {
  const runner = createEsportsRunner(
    writeEsportsScript({ homeRating: home, awayRating: away, random: createSeededRandom(seed) }),
  );
  let record = blank;
  let elapsed = -1;
  const changes: FeedChange[] = [];
  while (record.status !== 'finished') {
    const result = advanceMatch(runner, record, elapsed, elapsed + 60);
    record = result.record;
    elapsed += 60;
    changes.push(...result.changes);
  }
  return { record, changes };
}

describe('e-sports model', () => {
  it('plays best of three: the winner takes two maps, maps won per map add up to the score', () => {
    const lengths = new Set<number>();
    for (let seed = 1; seed <= 100; seed++) {
      const { record } = playThrough(seed);
      expect(Math.max(record.home_score, record.away_score)).toBe(2);
      expect(Math.min(record.home_score, record.away_score)).toBeLessThanOrEqual(1);
      expect(record.home_periods.reduce((a, b) => a + b, 0)).toBe(record.home_score);
      expect(record.away_periods.reduce((a, b) => a + b, 0)).toBe(record.away_score);
      record.home_periods.forEach((won, i) => expect(won + (record.away_periods[i] ?? -1)).toBe(1));
      expect(record.period).toBe(record.home_periods.length);
      lengths.add(record.home_periods.length);
    }
    expect([...lengths].sort()).toEqual([2, 3]);
  });

  it('shows the map being played and moves on with a period event', () => {
    let seed = 1;
    while (playThrough(seed).record.home_periods.length < 3) seed++;
    const { changes } = playThrough(seed);
    const shown = changes.flatMap((c) => (c.fields.match_str ? [c.fields.match_str] : []));
    expect(shown).toEqual(['Map 1', 'Map 2', 'Map 3', 'FT']);
    expect(changes.filter((c) => c.event?.kind === 'period')).toHaveLength(2);
    expect(changes.filter((c) => c.event?.kind === 'points')).toHaveLength(3);
  });

  it('lets the stronger team win most series', () => {
    let strong = 0;
    for (let seed = 1; seed <= 200; seed++) if (playThrough(seed, 1700, 1450).record.home_score === 2) strong++;
    expect(strong).toBeGreaterThan(150);
  });
});
