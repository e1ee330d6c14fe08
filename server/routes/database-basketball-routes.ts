import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { DATABASE_BASKETBALL_PATHS } from '../../contracts/database-basketball.ts';
import { createBasketballDatabase, type BasketballDatabase } from '../database-basketball/basketball-database.ts';
import type { DB } from '../db/schema.ts';
import { apiRoute } from '../http/api-route.ts';
import { ApiError } from '../http/envelope.ts';

const text = (max: number) => z.union([z.string(), z.number()]).transform(String).pipe(z.string().min(1).max(max));
const seasonParams = { league: text(32).default('nba'), season: text(16).optional() };
const NO_SEASON = 'league: no such basketball league or season';

/** The basketball database's calls (see contracts/database-basketball.ts); all GET. */
export function registerDatabaseBasketballRoutes(app: FastifyInstance, deps: { db: Kysely<DB> }): BasketballDatabase {
  const database = createBasketballDatabase(deps.db);

  apiRoute(app, {
    method: 'GET',
    path: DATABASE_BASKETBALL_PATHS.standings,
    params: z.object(seasonParams),
    handler: async (params) => {
      const standings = await database.standings(params.league, params.season);
      if (!standings) throw new ApiError(NO_SEASON);
      return standings;
    },
  });

  apiRoute(app, {
    method: 'GET',
    path: DATABASE_BASKETBALL_PATHS.results,
    params: z.object({
      ...seasonParams,
      date: z
        .string()
        .regex(/^\d{4}-\d{2}-\d{2}$/, 'expected YYYY-MM-DD')
        .optional(),
    }),
    handler: async (params) => {
      const results = await database.results(params.league, params.season, params.date);
      if (!results) throw new ApiError(NO_SEASON);
      return results;
    },
  });

  apiRoute(app, {
    method: 'GET',
    path: DATABASE_BASKETBALL_PATHS.team,
    params: z.object({ ...seasonParams, team: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) }),
    handler: async (params) => {
      const page = await database.team(params.team, params.league, params.season);
      if (!page) throw new ApiError('team: no such team in this league and season');
      return page;
    },
  });

  apiRoute(app, {
    method: 'GET',
    path: DATABASE_BASKETBALL_PATHS.bracket,
    params: z.object(seasonParams),
    handler: async (params) => {
      const bracket = await database.bracket(params.league, params.season);
      if (!bracket) throw new ApiError(NO_SEASON);
      return bracket;
    },
  });

  return database;
}
