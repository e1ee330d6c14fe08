import type { FastifyInstance } from 'fastify';
import { type MyReservations, type RoomCard } from '../../contracts/room.ts';
import { apiRoute } from '../http/api-route.ts';
import { followRoutes } from '../../contracts/routes/follow.ts';
import { toggleFollow } from '../rooms/follows.ts';
import type { RoomContext } from '../rooms/room-context.ts';
import { followedRooms } from '../rooms/room-lists.ts';
import { myReservations, toggleBroadcastReservation, toggleMatchReservation } from '../rooms/reservations.ts';

/** Following anchors and reserving matches and planned broadcasts (all toggles). */
export function registerFollowRoutes(app: FastifyInstance, ctx: RoomContext): void {
  const auth = ctx.accounts.auth;

  apiRoute(app, followRoutes.attention, async (params, request) =>
    toggleFollow(request, ctx, await auth.requireUser(request), params.anchor_id),
  );

  apiRoute(app, followRoutes.attentionList, async (_p, request): Promise<RoomCard[]> =>
    followedRooms(ctx, await auth.requireUser(request)),
  );

  apiRoute(app, followRoutes.reserveMatch, async (params, request) =>
    toggleMatchReservation(request, ctx, await auth.requireUser(request), params.match_id),
  );

  apiRoute(app, followRoutes.reserveBroadcast, async (params, request) =>
    toggleBroadcastReservation(request, ctx, await auth.requireUser(request), params.reserve_id),
  );

  apiRoute(app, followRoutes.myReservations, async (_p, request): Promise<MyReservations> =>
    myReservations(ctx, await auth.requireUser(request)),
  );
}
