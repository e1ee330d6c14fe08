import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { createFootballDatabase, type FootballDatabase } from '../database-football/football-database.ts';
import type { DB } from '../db/schema.ts';
import { apiRoute } from '../http/api-route.ts';
import { databaseFootballRoutes } from '../../contracts/routes/database-football.ts';

/** The football database's calls (see contracts/database-football.ts). */
export function registerDatabaseFootballRoutes(app: FastifyInstance, deps: { db: Kysely<DB> }): FootballDatabase {
  const database = createFootballDatabase(deps.db);

  apiRoute(app, databaseFootballRoutes.leagues, () => database.leagues());

  apiRoute(app, databaseFootballRoutes.standings, (p) => database.standings(p.league, p.season));

  apiRoute(app, databaseFootballRoutes.fixtures, (p) => database.fixtures(p.league, p.season, p.round));

  apiRoute(app, databaseFootballRoutes.knockout, (p) => database.knockout(p.league, p.season));

  apiRoute(app, databaseFootballRoutes.team, (p) => database.team(p.team, p.league, p.season));

  return database;
}
