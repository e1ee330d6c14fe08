import type { FastifyInstance } from 'fastify';
import { type Barrage } from '../../contracts/room.ts';
import { apiRoute } from '../http/api-route.ts';
import { barrageRoutes } from '../../contracts/routes/barrage.ts';
import { barrageHistory, sendBarrage } from '../rooms/barrage.ts';
import type { RoomContext } from '../rooms/room-context.ts';
import { requireRoom } from '../rooms/room-repository.ts';

/** Room chat: the recent lines and sending one (GET or POST, as the seed sends both). */
export function registerBarrageRoutes(app: FastifyInstance, ctx: RoomContext): void {
  apiRoute(app, barrageRoutes.barrageList, async (params, request): Promise<Barrage[]> =>
    barrageHistory(ctx, await requireRoom(request, ctx.accounts.db, params.room_id)),
  );

  apiRoute(app, barrageRoutes.barrageSend, async (params, request): Promise<Barrage> => {
    const userId = await ctx.accounts.auth.requireUser(request);
    return sendBarrage(request, ctx, ctx.bannedWords, userId, params.room_id, params.text);
  });
}
