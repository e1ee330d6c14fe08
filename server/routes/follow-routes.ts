import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ROOM_PATHS, type MyReservations, type RoomCard } from '../../contracts/room.ts';
import { apiRoute } from '../http/api-route.ts';
import { toggleFollow } from '../rooms/follows.ts';
import type { RoomContext } from '../rooms/room-context.ts';
import { followedRooms } from '../rooms/room-lists.ts';
import { idParam } from '../rooms/room-params.ts';
import { myReservations, toggleBroadcastReservation, toggleMatchReservation } from '../rooms/reservations.ts';

/** Following anchors and reserving matches and planned broadcasts (all toggles). */
export function registerFollowRoutes(app: FastifyInstance, ctx: RoomContext): void {
  const auth = ctx.accounts.auth;

  apiRoute(app, {
    method: ['GET', 'POST'],
    path: ROOM_PATHS.attention,
    params: z.object({ anchor_id: idParam }),
    handler: async (params, request) => toggleFollow(request, ctx, await auth.requireUser(request), params.anchor_id),
  });

  apiRoute(app, {
    method: ['GET', 'POST'],
    path: ROOM_PATHS.attentionList,
    params: z.object({}),
    handler: async (_p, request): Promise<RoomCard[]> => followedRooms(ctx, await auth.requireUser(request)),
  });

  apiRoute(app, {
    method: ['GET', 'POST'],
    path: ROOM_PATHS.reserveMatch,
    params: z.object({ match_id: idParam }),
    handler: async (params, request) =>
      toggleMatchReservation(request, ctx, await auth.requireUser(request), params.match_id),
  });

  apiRoute(app, {
    method: ['GET', 'POST'],
    path: ROOM_PATHS.reserveBroadcast,
    params: z.object({ reserve_id: idParam }),
    handler: async (params, request) =>
      toggleBroadcastReservation(request, ctx, await auth.requireUser(request), params.reserve_id),
  });

  apiRoute(app, {
    method: ['GET', 'POST'],
    path: ROOM_PATHS.myReservations,
    params: z.object({}),
    handler: async (_p, request): Promise<MyReservations> => myReservations(ctx, await auth.requireUser(request)),
  });
}
