import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { DATABASE_FOOTBALL_PATHS } from '../../contracts/database-football.ts';
import { createFootballDatabase, type FootballDatabase } from '../database-football/football-database.ts';
import type { DB } from '../db/schema.ts';
import { apiRoute } from '../http/api-route.ts';

/** A short text parameter that may arrive as a number (`league=1`). */
const key = (max: number) =>
  z.union([z.string(), z.number()]).transform(String).pipe(z.string().trim().min(1).max(max));
const league = key(32);
const season = key(16).optional();

/** The football database's calls (see contracts/database-football.ts). */
export function registerDatabaseFootballRoutes(app: FastifyInstance, deps: { db: Kysely<DB> }): FootballDatabase {
  const database = createFootballDatabase(deps.db);

  apiRoute(app, {
    method: 'GET',
    path: DATABASE_FOOTBALL_PATHS.leagues,
    params: z.object({}),
    handler: () => database.leagues(),
  });

  apiRoute(app, {
    method: 'GET',
    path: DATABASE_FOOTBALL_PATHS.standings,
    params: z.object({ league, season }),
    handler: (p) => database.standings(p.league, p.season),
  });

  apiRoute(app, {
    method: 'GET',
    path: DATABASE_FOOTBALL_PATHS.fixtures,
    params: z.object({ league, season, round: key(64).optional() }),
    handler: (p) => database.fixtures(p.league, p.season, p.round),
  });

  apiRoute(app, {
    method: 'GET',
    path: DATABASE_FOOTBALL_PATHS.knockout,
    params: z.object({ league, season }),
    handler: (p) => database.knockout(p.league, p.season),
  });

  apiRoute(app, {
    method: 'GET',
    path: DATABASE_FOOTBALL_PATHS.team,
    params: z.object({
      team: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
      league,
      season,
    }),
    handler: (p) => database.team(p.team, p.league, p.season),
  });

  return database;
}
