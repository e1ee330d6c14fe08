import type { HotTeam } from '../../../contracts/api.ts';
import { LANGS, type LiveMatch } from '../../../contracts/match.ts';
import { compareMatches } from '../../lib/match-groups.ts';

export const RESULTS_MAX = 10;

export interface TodayResults {
  teams: HotTeam[];
  matches: LiveMatch[];
}

const contains = (names: string[], q: string) => names.some((n) => n.toLowerCase().includes(q));

function teamOf(match: LiveMatch, side: 'home' | 'away'): HotTeam {
  return {
    id: side === 'home' ? match.home_team_id : match.away_team_id,
    short_name_zh: match[`${side}_team_name_zh`],
    short_name_en: match[`${side}_team_name_en`],
    short_name_vi: match[`${side}_team_name_vi`],
  };
}

/**
 * Hot teams and today's matches whose names (in any language) contain the query: teams (hot ones
 * first) and matches by team or league name, live first, at most 10 of each.
 */
export function searchToday(hot: readonly HotTeam[], matches: readonly LiveMatch[], query: string): TodayResults {
  const q = query.trim().toLowerCase();
  if (q === '') return { teams: [], matches: [] };
  const teams = new Map<number, HotTeam>();
  const candidates = [...hot, ...matches.flatMap((m) => [teamOf(m, 'home'), teamOf(m, 'away')])];
  for (const team of candidates) {
    if (teams.size >= RESULTS_MAX) break;
    if (
      !teams.has(team.id) &&
      contains(
        LANGS.map((l) => team[`short_name_${l}`]),
        q,
      )
    )
      teams.set(team.id, team);
  }
  const found = matches
    .filter((m) =>
      contains(
        LANGS.flatMap((l) => [m[`home_team_name_${l}`], m[`away_team_name_${l}`], m[`short_name_${l}`]]),
        q,
      ),
    )
    .sort(compareMatches)
    .slice(0, RESULTS_MAX);
  return { teams: [...teams.values()], matches: found };
}
