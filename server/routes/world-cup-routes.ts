import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { apiRoute } from '../http/api-route.ts';
import { worldCupRoutes } from '../../contracts/routes/world-cup.ts';
import { ApiError } from '../http/envelope.ts';
import { createWorldCupService, type WorldCupService } from '../world-cup/world-cup-service.ts';

function found<T>(value: T | null, what = 'season: no such World Cup'): T {
  if (value === null) throw new ApiError(what);
  return value;
}

/** The World Cup section's calls (see contracts/world-cup.ts); all read-only GETs. */
export function registerWorldCupRoutes(app: FastifyInstance, deps: { db: Kysely<DB> }): WorldCupService {
  const service = createWorldCupService(deps.db);

  apiRoute(app, worldCupRoutes.tournaments, () => service.tournaments());

  // Each season call answers its own type: registered one by one so the compiler checks each.
  apiRoute(app, worldCupRoutes.groups, async (p) => found(await service.groups(p.season)));
  apiRoute(app, worldCupRoutes.bracket, async (p) => found(await service.bracket(p.season)));
  apiRoute(app, worldCupRoutes.matches, async (p) => found(await service.matches(p.season)));
  apiRoute(app, worldCupRoutes.teams, async (p) => found(await service.teams(p.season)));
  apiRoute(app, worldCupRoutes.stadiums, async (p) => found(await service.stadiums(p.season)));
  apiRoute(app, worldCupRoutes.scorers, async (p) => found(await service.scorers(p.season)));

  apiRoute(app, worldCupRoutes.squad, async (params) => {
    found(await service.teams(params.season));
    return found(await service.squad(params.season, params.team_id), 'team_id: no such team in this World Cup');
  });

  return service;
}
