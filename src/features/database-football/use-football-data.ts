import {
  DATABASE_FOOTBALL_PATHS as PATHS,
  type DatabaseLeagues,
  type KnockoutBracket,
  type LeagueStandings,
  type RoundFixtures,
  type TeamSeason,
} from '../../../contracts/database-football.ts';
import { useApi } from '../../lib/use-api.ts';

/** Data for the request made, or null while it loads (`useApi` keeps the previous answer meanwhile). */
export interface Loaded<T> {
  data: T | null;
  error: string | null;
}

type Header = { league_id: number; season_name: string };

function current<T extends Header>(state: { data: T | null; error: string | null }, leagueId: number, season: string) {
  const fresh = state.data && state.data.league_id === leagueId && state.data.season_name === season;
  return { data: fresh ? state.data : null, error: state.error };
}

export function useLeagues(): Loaded<DatabaseLeagues> {
  return useApi<DatabaseLeagues>(PATHS.leagues, {});
}

export function useStandings(leagueId: number, season: string): Loaded<LeagueStandings> {
  return current(useApi<LeagueStandings>(PATHS.standings, { league: leagueId, season }), leagueId, season);
}

export function useFixtures(leagueId: number, season: string, round: string | null): Loaded<RoundFixtures> {
  const state = current(
    useApi<RoundFixtures>(PATHS.fixtures, { league: leagueId, season, round: round ?? undefined }),
    leagueId,
    season,
  );
  return round && state.data && state.data.round.toLowerCase() !== round.toLowerCase()
    ? { data: null, error: state.error }
    : state;
}

export function useKnockout(leagueId: number, season: string): Loaded<KnockoutBracket> {
  return current(useApi<KnockoutBracket>(PATHS.knockout, { league: leagueId, season }), leagueId, season);
}

export function useTeamSeason(teamId: number, leagueId: number, season: string): Loaded<TeamSeason> {
  const state = current(useApi<TeamSeason>(PATHS.team, { team: teamId, league: leagueId, season }), leagueId, season);
  return state.data && state.data.team.id !== teamId ? { data: null, error: state.error } : state;
}
