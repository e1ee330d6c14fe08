import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { WORLD_CUP_PATHS } from '../../contracts/world-cup.ts';
import type { DB } from '../db/schema.ts';
import { apiRoute } from '../http/api-route.ts';
import { ApiError } from '../http/envelope.ts';
import { createWorldCupService, type WorldCupService } from '../world-cup/world-cup-service.ts';

const season = z
  .union([z.string(), z.number()])
  .transform(String)
  .pipe(z.string().regex(/^\d{4}$/, 'a year'));
const bySeason = z.object({ season });

function found<T>(value: T | null, what = 'season: no such World Cup'): T {
  if (value === null) throw new ApiError(what);
  return value;
}

/** The World Cup section's calls (see contracts/world-cup.ts); all read-only GETs. */
export function registerWorldCupRoutes(app: FastifyInstance, deps: { db: Kysely<DB> }): WorldCupService {
  const service = createWorldCupService(deps.db);

  apiRoute(app, {
    method: 'GET',
    path: WORLD_CUP_PATHS.tournaments,
    params: z.object({}),
    handler: () => service.tournaments(),
  });

  const seasonCalls = [
    [WORLD_CUP_PATHS.groups, service.groups],
    [WORLD_CUP_PATHS.bracket, service.bracket],
    [WORLD_CUP_PATHS.matches, service.matches],
    [WORLD_CUP_PATHS.teams, service.teams],
    [WORLD_CUP_PATHS.stadiums, service.stadiums],
    [WORLD_CUP_PATHS.scorers, service.scorers],
  ] as const;
  for (const [path, read] of seasonCalls) {
    apiRoute(app, {
      method: 'GET',
      path,
      params: bySeason,
      handler: async (params) => found<unknown>(await read(params.season)),
    });
  }

  apiRoute(app, {
    method: 'GET',
    path: WORLD_CUP_PATHS.squad,
    params: z.object({ season, team_id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) }),
    handler: async (params) => {
      found(await service.teams(params.season));
      return found(await service.squad(params.season, params.team_id), 'team_id: no such team in this World Cup');
    },
  });

  return service;
}
