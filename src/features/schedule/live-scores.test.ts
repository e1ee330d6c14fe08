import { describe, expect, it } from 'vitest';
import type { LiveMatch } from '../../../contracts/match.ts';
import type { ScheduleLeague, ScheduleMatch } from '../../../contracts/schedule.ts';
import { createLiveScoreMemo, withLiveScores } from './live-scores.ts';

/** A live row with what the merge reads (the rest of a row does not matter here). */
const testMatch = (fields: Pick<LiveMatch, 'id' | 'status'> & Partial<LiveMatch>): LiveMatch =>
  ({ match_str: '', home_score: 0, away_score: 0, home_half_score: 0, away_half_score: 0, ...fields }) as LiveMatch;
const scheduled = (row: LiveMatch, live = true): ScheduleMatch => ({ ...row, live });
const league = (id: number, matches: ScheduleMatch[]): ScheduleLeague => ({
  league_id: id,
  sport: 'football',
  short_name_zh: `L${id}`,
  short_name_en: `L${id}`,
  short_name_vi: `L${id}`,
  matches,
});

describe('withLiveScores', () => {
  const a = testMatch({ id: 1, status: 'live', home_score: 0 });
  const b = testMatch({ id: 2, status: 'live', home_score: 0 });
  const c = testMatch({ id: 3, status: 'notstarted' });
  const leagues = [league(10, [scheduled(a), scheduled(b)]), league(20, [scheduled(c, false)])];

  it('takes score and clock from the engine’s row', () => {
    const moved = { ...a, home_score: 2, match_str: "67'" };
    const shown = withLiveScores(leagues, new Map([[1, moved]]), createLiveScoreMemo());
    expect(shown[0]!.matches[0]).toMatchObject({ id: 1, home_score: 2, match_str: "67'", live: true });
    expect(shown[0]!.matches[1]).toBe(leagues[0]!.matches[1]);
  });

  it('gives back the same leagues and matches while the engine’s rows stay the same', () => {
    const memo = createLiveScoreMemo();
    const live = new Map([
      [1, a],
      [2, b],
    ]);
    const first = withLiveScores(leagues, live, memo);
    const again = withLiveScores(leagues, new Map(live), memo);
    expect(again[0]).toBe(first[0]);
    expect(again[1]).toBe(leagues[1]);
  });

  it('makes a new match and league only where a row changed', () => {
    const memo = createLiveScoreMemo();
    const first = withLiveScores(
      leagues,
      new Map([
        [1, a],
        [2, b],
      ]),
      memo,
    );
    const next = withLiveScores(
      leagues,
      new Map([
        [1, a],
        [2, { ...b, away_score: 1 }],
      ]),
      memo,
    );
    expect(next[0]).not.toBe(first[0]);
    expect(next[0]!.matches[0]).toBe(first[0]!.matches[0]);
    expect(next[0]!.matches[1]).toMatchObject({ id: 2, away_score: 1 });
    expect(next[1]).toBe(first[1]);
  });
});
