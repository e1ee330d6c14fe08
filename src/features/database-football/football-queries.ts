import { DATABASE_FOOTBALL_PATHS as PATHS } from '../../../contracts/database-football.ts';
import { apiQuery, STALE_MS } from '../../lib/query/api-query.ts';

// The football database: past and current seasons, kept offline, fresh for minutes.
const archive = { staleTime: STALE_MS.archive };

export const leaguesQuery = () => apiQuery(PATHS.leagues, {}, archive);

export const standingsQuery = (leagueId: number, season: string) =>
  apiQuery(PATHS.standings, { league: leagueId, season }, archive);

/** A round's fixtures; `round` null asks for the season's current round. */
export const fixturesQuery = (leagueId: number, season: string, round: string | null) =>
  apiQuery(PATHS.fixtures, { league: leagueId, season, round: round ?? undefined }, archive);

export const knockoutQuery = (leagueId: number, season: string) =>
  apiQuery(PATHS.knockout, { league: leagueId, season }, archive);

export const teamSeasonQuery = (teamId: number, leagueId: number, season: string) =>
  apiQuery(PATHS.team, { team: teamId, league: leagueId, season }, archive);
