import type { FastifyInstance } from 'fastify';
import { type LiveCategory, type Page, type RoomCard, type RoomInfo } from '../../contracts/room.ts';
import { REPORT_REASONS, REPORT_TEXT_MAX } from '../../contracts/room-rules.ts';
import type { LimitRule } from '../accounts/rate-limit.ts';
import { apiRoute } from '../http/api-route.ts';
import { roomViewRoutes } from '../../contracts/routes/room-view.ts';
import { userError } from '../http/messages.ts';
import { rewardDay } from '../rewards/reward-days.ts';
import { recordTaskEvent } from '../rewards/task-events.ts';
import { recordWatch } from '../member-extras/watch-history.ts';
import type { RoomContext } from '../rooms/room-context.ts';
import { liveCategories, liveList, recommendedRooms, type ListFilter } from '../rooms/room-lists.ts';
import { ensureRoom, findRoomOfAnchor, requireRoom, roomInfo, type RoomRow } from '../rooms/room-repository.ts';

/** Reports per user per room per reward day (the key carries the day, the window outlives it). */
const REPORT_LIMIT: LimitRule = { name: 'room-report', max: 5, windowMs: 25 * 3600_000 };

/** Watching: room info, lists, categories, the announcement, share links and reports. */
export function registerRoomViewRoutes(app: FastifyInstance, ctx: RoomContext): void {
  const db = ctx.accounts.db;

  apiRoute(app, roomViewRoutes.roomInfo, async (params, request): Promise<RoomInfo> => {
    let room: RoomRow | undefined;
    if (params.room_id !== undefined) {
      room = await requireRoom(request, db, params.room_id);
    } else if (params.anchor_id !== undefined) {
      room = await findRoomOfAnchor(db, params.anchor_id);
      if (!room) {
        const anchor = await db
          .selectFrom('users')
          .select('is_anchor')
          .where('id', '=', params.anchor_id)
          .executeTakeFirst();
        if (Number(anchor?.is_anchor) === 1) room = await ensureRoom(db, params.anchor_id, ctx.accounts.nowS());
      }
    }
    if (!room) throw userError(request, 'rooms:common.noRoom');
    const viewer = await ctx.accounts.auth.optionalUser(request);
    // Opening the room page (asked by room id) is a visit of the watch history.
    if (viewer !== null && params.room_id !== undefined) {
      await recordWatch(ctx, { userId: viewer, roomId: room.id, anchorId: room.anchor_id }).catch((error: unknown) =>
        request.log.error(error),
      );
    }
    // A kicked viewer still gets the info (me.kicked says so), so the page can explain.
    return roomInfo(ctx, room, viewer);
  });

  apiRoute(app, roomViewRoutes.liveList, async (params, request): Promise<Page<RoomCard>> => {
    let filter: ListFilter;
    if (params.type === 3) {
      if (params.category_id === undefined) throw userError(request, 'rooms:lists.categoryRequired');
      filter = { type: 3, categoryId: params.category_id };
    } else {
      filter = { type: params.type as 0 | 1 | 2 };
    }
    if (params.match_id !== undefined) filter.matchId = params.match_id;
    return liveList(ctx, filter, params.page, params.limit);
  });

  apiRoute(app, roomViewRoutes.roomList, (params): Promise<RoomCard[]> =>
    recommendedRooms(ctx, params.room_id ?? null, params.limit),
  );

  apiRoute(app, roomViewRoutes.categories, (): Promise<LiveCategory[]> => liveCategories(ctx));

  apiRoute(app, roomViewRoutes.placard, async (params, request): Promise<{ announcement: string }> => {
    const room = await requireRoom(request, db, params.room_id);
    return { announcement: room.announcement };
  });

  apiRoute(app, roomViewRoutes.share, async (params, request): Promise<{ url: string }> => {
    const room = await requireRoom(request, db, params.room_id);
    const userId = await ctx.accounts.auth.optionalUser(request);
    if (userId !== null) await recordTaskEvent(db, userId, 'share', ctx.accounts.nowS());
    return { url: `${ctx.accounts.publicUrl()}/live?id=${room.id}` };
  });

  apiRoute(app, roomViewRoutes.report, async (params, request): Promise<null> => {
    const userId = await ctx.accounts.auth.requireUser(request);
    const room = await requireRoom(request, db, params.room_id);
    if (!(REPORT_REASONS as readonly string[]).includes(params.reason)) {
      throw userError(request, 'rooms:lists.reportReason');
    }
    const text = params.text.trim();
    if ([...text].length > REPORT_TEXT_MAX)
      throw userError(request, 'rooms:lists.reportTooLong', { max: REPORT_TEXT_MAX });
    const nowS = ctx.accounts.nowS();
    const subject = `${userId}:${room.id}:${rewardDay(nowS)}`;
    if ((await ctx.accounts.limiter.hit(REPORT_LIMIT, subject)) > 0) {
      throw userError(request, 'rooms:lists.reportLimit', { max: REPORT_LIMIT.max });
    }
    await db
      .insertInto('room_reports')
      .values({ room_id: room.id, user_id: userId, reason: params.reason, text, created_at: nowS })
      .execute();
    return null;
  });
}
