import type { FastifyInstance } from 'fastify';
import { foresightRoutes } from '../../contracts/routes/foresight.ts';
import { createForesight, type ForesightDeps } from '../foresight/foresight-service.ts';
import { apiRoute } from '../http/api-route.ts';
import { ApiError } from '../http/envelope.ts';

/** Foresight: today's matches and one match's figures before kick-off (see contracts/foresight.ts). */
export function registerForesightRoutes(app: FastifyInstance, deps: ForesightDeps): void {
  const foresight = createForesight(deps);

  apiRoute(app, foresightRoutes.list, (p) => foresight.list(p.sport));
  apiRoute(app, foresightRoutes.match, async (p) => {
    const detail = await foresight.match(p.id);
    if (!detail) throw new ApiError('id: no such football or basketball match today');
    return detail;
  });
}
