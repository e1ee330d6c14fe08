import { z } from 'zod';
import {
  type BasketballBracket,
  type BasketballResults,
  type BasketballStandings,
  type BasketballTeamPage,
  DATABASE_BASKETBALL_PATHS,
} from '../database-basketball.ts';
import { defineRoute, GET, returns } from '../route-definition.ts';
import { idParam } from './room-params.ts';

const text = (max: number) => z.union([z.string(), z.number()]).transform(String).pipe(z.string().min(1).max(max));
const seasonParams = { league: text(32).default('nba'), season: text(16).optional() };

/** The basketball database: entries of the route table (handlers in server/routes/database-basketball-routes.ts). */
export const databaseBasketballRoutes = {
  standings: defineRoute({
    path: DATABASE_BASKETBALL_PATHS.standings,
    methods: GET,
    login: false,
    params: z.object(seasonParams),
    result: returns<BasketballStandings>(),
  }),
  results: defineRoute({
    path: DATABASE_BASKETBALL_PATHS.results,
    methods: GET,
    login: false,
    params: z.object({
      ...seasonParams,
      date: z
        .string()
        .regex(/^\d{4}-\d{2}-\d{2}$/, 'expected YYYY-MM-DD')
        .optional(),
    }),
    result: returns<BasketballResults>(),
  }),
  team: defineRoute({
    path: DATABASE_BASKETBALL_PATHS.team,
    methods: GET,
    login: false,
    params: z.object({
      ...seasonParams,
      team: idParam,
    }),
    result: returns<BasketballTeamPage>(),
  }),
  bracket: defineRoute({
    path: DATABASE_BASKETBALL_PATHS.bracket,
    methods: GET,
    login: false,
    params: z.object(seasonParams),
    result: returns<BasketballBracket>(),
  }),
};
