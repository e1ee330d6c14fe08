import type { WorldCupMatch, WorldCupTeam } from '../../contracts/world-cup.ts';

/** A national team for tests. */
export function testTeam(id: number, name: string, group: string | null = null): WorldCupTeam {
  return { id, code: name.slice(0, 3).toUpperCase(), name_zh: name, name_en: name, name_vi: name, group };
}

/** A finished knockout match for tests; kick-off order follows `time`. */
export function testMatch(
  overrides: Partial<WorldCupMatch> & Pick<WorldCupMatch, 'id' | 'home' | 'away'>,
): WorldCupMatch {
  return {
    stage: 'final',
    round: 'Final',
    group: null,
    match_date: '2022-12-18',
    match_time: overrides.id,
    status: 'finished',
    home_score: 1,
    away_score: 0,
    home_half_score: null,
    away_half_score: null,
    home_ft_score: 1,
    away_ft_score: 0,
    extra_time: false,
    home_pen_score: null,
    away_pen_score: null,
    winner: 'home',
    venue: null,
    goals: [],
    ...overrides,
  };
}
