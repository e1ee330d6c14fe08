import type { FastifyInstance } from 'fastify';
import { type RoomUser, type UserRoomStatus } from '../../contracts/room.ts';
import { MUTE_MAX_MINUTES } from '../../contracts/room-rules.ts';
import { apiRoute } from '../http/api-route.ts';
import { moderationRoutes } from '../../contracts/routes/moderation.ts';
import { userError } from '../http/messages.ts';
import {
  appoint,
  dismiss,
  kick,
  kickedRooms,
  membersOf,
  mute,
  mutedUsers,
  unmute,
  userStatus,
} from '../rooms/moderation.ts';
import type { RoomContext } from '../rooms/room-context.ts';
import { requireStaff } from '../rooms/room-repository.ts';

/**
 * Mutes, kicks and assistants. The seed sends these parameters in the query; apiRoute merges query
 * and body, so either works.
 */
export function registerModerationRoutes(app: FastifyInstance, ctx: RoomContext): void {
  const db = ctx.accounts.db;
  const auth = ctx.accounts.auth;

  apiRoute(app, moderationRoutes.setTaboo, async (params, request): Promise<null> => {
    const actorId = await auth.requireUser(request);
    const minutes = params.minutes ?? 0;
    if (minutes > MUTE_MAX_MINUTES) throw userError(request, 'rooms:manage.muteTooLong', { max: MUTE_MAX_MINUTES });
    await mute(request, ctx, actorId, params.room_id, params.user_id, minutes);
    return null;
  });

  apiRoute(app, moderationRoutes.relieveTaboo, async (params, request): Promise<null> => {
    await unmute(request, ctx, await auth.requireUser(request), params.room_id, params.user_id);
    return null;
  });

  apiRoute(app, moderationRoutes.tabooList, async (params, request): Promise<{ list: RoomUser[] }> => {
    const { room } = await requireStaff(request, db, params.room_id, await auth.requireUser(request));
    return { list: await mutedUsers(db, room.id, ctx.accounts.nowS()) };
  });

  for (const route of [moderationRoutes.manageList, moderationRoutes.assistantList]) {
    apiRoute(app, route, async (params, request): Promise<RoomUser[]> => {
      const { room } = await requireStaff(request, db, params.room_id, await auth.requireUser(request));
      return membersOf(db, 'room_managers', room.id);
    });
  }

  apiRoute(app, moderationRoutes.setAdministrations, async (params, request): Promise<null> => {
    await appoint(request, ctx, await auth.requireUser(request), params.room_id, params.user_id);
    return null;
  });

  apiRoute(app, moderationRoutes.delManage, async (params, request): Promise<null> => {
    await dismiss(request, ctx, await auth.requireUser(request), params.room_id, params.user_id);
    return null;
  });

  apiRoute(app, moderationRoutes.kickout, async (params, request): Promise<null> => {
    const actorId = await auth.requireUser(request);
    await kick(request, ctx, actorId, params.room_id, params.user_id, params.cancel ?? false);
    return null;
  });

  apiRoute(app, moderationRoutes.kickoutList, async (params, request): Promise<{ rooms: number[] } | RoomUser[]> => {
    if (params.room_id === undefined) {
      // Loaded at start-up by every tab, visitors included: a visitor is kicked from nothing.
      const userId = await auth.optionalUser(request);
      return { rooms: userId === null ? [] : await kickedRooms(db, userId) };
    }
    const { room } = await requireStaff(request, db, params.room_id, await auth.requireUser(request));
    return membersOf(db, 'room_kicks', room.id);
  });

  apiRoute(app, moderationRoutes.userStatus, async (params, request): Promise<UserRoomStatus> =>
    userStatus(request, ctx, await auth.optionalUser(request), params.room_id, params.user_id),
  );
}
