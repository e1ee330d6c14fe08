import { blankScores } from '../../../contracts/match.ts';
import { describe, expect, it } from 'vitest';
import type { HotTeam } from '../../../contracts/api.ts';
import type { LiveMatch } from '../../../contracts/match.ts';
import { searchToday } from './search-today.ts';

let nextId = 1;
function match(
  home: [number, string, string],
  away: [number, string, string],
  extra: Partial<LiveMatch> = {},
): LiveMatch {
  return {
    id: nextId++,
    sport: 'football',
    v: 1,
    league_id: 1,
    short_name_zh: '英超',
    short_name_en: 'Premier League',
    short_name_vi: 'Ngoại hạng Anh',
    home_team_id: home[0],
    away_team_id: away[0],
    home_team_name_zh: home[1],
    home_team_name_en: home[2],
    home_team_name_vi: home[2],
    away_team_name_zh: away[1],
    away_team_name_en: away[2],
    away_team_name_vi: away[2],
    match_time: 1_700_000_000,
    status: 'notstarted',
    period: 0,
    minute: 0,
    match_str: '',
    ...blankScores(),
    updated_at: 0,
    ...extra,
  };
}

const arsenal: [number, string, string] = [1, '阿森纳', 'Arsenal'];
const chelsea: [number, string, string] = [2, '切尔西', 'Chelsea'];
const everton: [number, string, string] = [3, '埃弗顿', 'Everton'];
const hot: HotTeam[] = [{ id: 2, short_name_zh: '切尔西', short_name_en: 'Chelsea', short_name_vi: 'Chelsea' }];

describe('searchToday', () => {
  const later = match(arsenal, everton, { match_time: 1_700_010_000 });
  const live = match(chelsea, arsenal, { status: 'live', match_str: '67' });

  it('finds teams and matches by name in any language, live matches first', () => {
    const result = searchToday(hot, [later, live], 'arsen');
    expect(result.teams.map((t) => t.short_name_en)).toEqual(['Arsenal']);
    expect(result.matches.map((m) => m.id)).toEqual([live.id, later.id]);
    expect(searchToday(hot, [later, live], '阿森').teams.map((t) => t.id)).toEqual([1]);
  });

  it('lists a hot team before teams from the matches, once', () => {
    const result = searchToday(hot, [later, live], 'e');
    expect(result.teams.map((t) => t.id)).toEqual([2, 1, 3]);
  });

  it('finds matches by league name', () => {
    expect(searchToday([], [later], 'premier').matches).toHaveLength(1);
  });

  it('returns nothing for a blank query and caps each list at 10', () => {
    expect(searchToday(hot, [later], '  ')).toEqual({ teams: [], matches: [] });
    const many = Array.from({ length: 15 }, (_, i) => match([100 + i, `队${i}`, `Team ${i}`], everton));
    const result = searchToday([], many, 'team');
    expect(result.teams).toHaveLength(10);
    expect(result.matches).toHaveLength(10);
  });
});
