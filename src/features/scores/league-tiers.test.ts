import { describe, expect, it } from 'vitest';
import { isImportantLeague } from '../../../contracts/alert-filter.ts';
import { leaguesOf } from './league-tiers.ts';
import { testMatch } from './test-matches.ts';

describe('league tiers', () => {
  it('treats the big five, the Champions League and the NBA as important', () => {
    for (const code of ['EPL', 'Bundesliga', 'La Liga', 'Serie A', 'Ligue 1', 'UCL', 'NBA']) {
      expect(isImportantLeague({ short_name_en: code })).toBe(true);
    }
    expect(isImportantLeague({ short_name_en: 'Championship' })).toBe(false);
  });

  it("lists today's leagues with counts, important ones first", () => {
    const leagues = leaguesOf(
      [
        testMatch({ id: 1, league_id: 7, short_name_en: 'Cup' }),
        testMatch({ id: 2, league_id: 3, short_name_en: 'UCL' }),
        testMatch({ id: 3, league_id: 7, short_name_en: 'Cup' }),
        testMatch({ id: 4, league_id: 1, short_name_en: 'EPL' }),
      ],
      (m) => m.short_name_en,
    );
    expect(leagues).toEqual([
      { id: 1, name: 'EPL', count: 1, important: true },
      { id: 3, name: 'UCL', count: 1, important: true },
      { id: 7, name: 'Cup', count: 2, important: false },
    ]);
  });
});
