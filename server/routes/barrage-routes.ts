import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ROOM_PATHS, type Barrage } from '../../contracts/room.ts';
import { apiRoute } from '../http/api-route.ts';
import { barrageHistory, sendBarrage } from '../rooms/barrage.ts';
import type { RoomContext } from '../rooms/room-context.ts';
import { idParam, textParam } from '../rooms/room-params.ts';
import { requireRoom } from '../rooms/room-repository.ts';

/** Room chat: the recent lines and sending one (GET or POST, as the seed sends both). */
export function registerBarrageRoutes(app: FastifyInstance, ctx: RoomContext): void {
  apiRoute(app, {
    method: ['GET', 'POST'],
    path: ROOM_PATHS.barrageList,
    params: z.object({ room_id: idParam }),
    handler: async (params, request): Promise<Barrage[]> =>
      barrageHistory(ctx, await requireRoom(request, ctx.accounts.db, params.room_id)),
  });

  apiRoute(app, {
    method: ['GET', 'POST'],
    path: ROOM_PATHS.barrageSend,
    // Length is judged after trimming, with the limit named in the message; this only bounds the input.
    params: z.object({ room_id: idParam, text: textParam(10_000) }),
    handler: async (params, request): Promise<Barrage> => {
      const userId = await ctx.accounts.auth.requireUser(request);
      return sendBarrage(request, ctx, ctx.bannedWords, userId, params.room_id, params.text);
    },
  });
}
