import { z } from 'zod';
import {
  DATABASE_FOOTBALL_PATHS,
  type DatabaseLeagues,
  type KnockoutBracket,
  type LeagueStandings,
  type RoundFixtures,
  type TeamSeason,
} from '../database-football.ts';
import { defineRoute, GET, returns } from '../route-definition.ts';
import { idParam } from './room-params.ts';

/** A short text parameter that may arrive as a number (`league=1`). */
const key = (max: number) =>
  z.union([z.string(), z.number()]).transform(String).pipe(z.string().trim().min(1).max(max));
const league = key(32);
const season = key(16).optional();

/** The football database: entries of the route table (handlers in server/routes/database-football-routes.ts). */
export const databaseFootballRoutes = {
  leagues: defineRoute({
    path: DATABASE_FOOTBALL_PATHS.leagues,
    methods: GET,
    login: false,
    params: z.object({}),
    result: returns<DatabaseLeagues>(),
  }),
  standings: defineRoute({
    path: DATABASE_FOOTBALL_PATHS.standings,
    methods: GET,
    login: false,
    params: z.object({ league, season }),
    result: returns<LeagueStandings>(),
  }),
  fixtures: defineRoute({
    path: DATABASE_FOOTBALL_PATHS.fixtures,
    methods: GET,
    login: false,
    params: z.object({ league, season, round: key(64).optional() }),
    result: returns<RoundFixtures>(),
  }),
  knockout: defineRoute({
    path: DATABASE_FOOTBALL_PATHS.knockout,
    methods: GET,
    login: false,
    params: z.object({ league, season }),
    result: returns<KnockoutBracket>(),
  }),
  team: defineRoute({
    path: DATABASE_FOOTBALL_PATHS.team,
    methods: GET,
    login: false,
    params: z.object({
      team: idParam,
      league,
      season,
    }),
    result: returns<TeamSeason>(),
  }),
};
