import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { createBasketballDatabase, type BasketballDatabase } from '../database-basketball/basketball-database.ts';
import type { DB } from '../db/schema.ts';
import { apiRoute } from '../http/api-route.ts';
import { databaseBasketballRoutes } from '../../contracts/routes/database-basketball.ts';
import { ApiError } from '../http/envelope.ts';
const NO_SEASON = 'league: no such basketball league or season';

/** The basketball database's calls (see contracts/database-basketball.ts); all GET. */
export function registerDatabaseBasketballRoutes(app: FastifyInstance, deps: { db: Kysely<DB> }): BasketballDatabase {
  const database = createBasketballDatabase(deps.db);

  apiRoute(app, databaseBasketballRoutes.standings, async (params) => {
    const standings = await database.standings(params.league, params.season);
    if (!standings) throw new ApiError(NO_SEASON);
    return standings;
  });

  apiRoute(app, databaseBasketballRoutes.results, async (params) => {
    const results = await database.results(params.league, params.season, params.date);
    if (!results) throw new ApiError(NO_SEASON);
    return results;
  });

  apiRoute(app, databaseBasketballRoutes.team, async (params) => {
    const page = await database.team(params.team, params.league, params.season);
    if (!page) throw new ApiError('team: no such team in this league and season');
    return page;
  });

  apiRoute(app, databaseBasketballRoutes.bracket, async (params) => {
    const bracket = await database.bracket(params.league, params.season);
    if (!bracket) throw new ApiError(NO_SEASON);
    return bracket;
  });

  return database;
}
