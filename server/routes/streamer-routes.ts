import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  type Broadcast,
  type LiveList,
  type LiveUrl,
  type MobileStart,
  type MyRoom,
  type Page,
  type PlannedBroadcast,
  type RevenueDay,
} from '../../contracts/room.ts';
import { ANNOUNCEMENT_MAX } from '../../contracts/room-rules.ts';
import { apiRoute } from '../http/api-route.ts';
import { streamerRoutes } from '../../contracts/routes/streamer.ts';
import { userError } from '../http/messages.ts';
import { broadcastPage, revenueDays } from '../rooms/broadcast-records.ts';
import { applyLiveInfo, boundMatch, checkTitle, matchExists, type LiveInfoChanges } from '../rooms/live-info.ts';
import { replaceLiveList } from '../rooms/live-list.ts';
import type { RoomContext } from '../rooms/room-context.ts';
import {
  findRoomOfAnchor,
  plannedOf,
  requireOwnRoom,
  requireRoom,
  roomInfo,
  type RoomRow,
} from '../rooms/room-repository.ts';
import { issueStreamKey } from '../rooms/stream-keys.ts';

/** A broadcast can be planned this far ahead at most. */
const PLAN_AHEAD_MAX_S = 90 * 86_400;
/** Upcoming planned broadcasts a room may have. */
const PLANNED_MAX = 20;

const length = (text: string) => [...text].length;

/**
 * The anchor centre: stream key and push URL, starting and ending, title, category, match, cover
 * and announcement, broadcast records, revenue and planned broadcasts; and the public playback list.
 */
export function registerStreamerRoutes(app: FastifyInstance, ctx: RoomContext): void {
  const db = ctx.accounts.db;

  const own = async (request: FastifyRequest) => {
    const userId = await ctx.accounts.auth.requireUser(request);
    return { userId, room: await requireOwnRoom(request, ctx, userId) };
  };
  const myRoom = async (room: RoomRow, userId: number): Promise<MyRoom> => {
    const fresh = (await findRoomOfAnchor(db, room.anchor_id)) ?? room;
    return { ...(await roomInfo(ctx, fresh, userId)), stream_key_hint: fresh.stream_key_hint };
  };
  /** The changes a call gave (left-out fields stay); nothing at all is refused. */
  const changesOf = (
    request: FastifyRequest,
    params: { title?: string; category_id?: number; match_id?: number | '' | null; cover?: string },
    required: boolean,
  ): LiveInfoChanges => {
    const changes: LiveInfoChanges = {};
    if (params.title !== undefined) changes.title = params.title;
    if (params.category_id !== undefined) changes.category_id = params.category_id;
    if (params.match_id !== undefined) changes.match_id = boundMatch(params.match_id);
    if (params.cover !== undefined) changes.cover = params.cover;
    if (required && Object.keys(changes).length === 0) throw userError(request, 'rooms:media.nothingToUpdate');
    return changes;
  };

  apiRoute(app, streamerRoutes.liveUrl, async (params, request): Promise<LiveUrl> => {
    const { room } = await own(request);
    let key: string | null = null;
    let hint = room.stream_key_hint ?? '';
    if (params.reset || !room.stream_key_hash) {
      const made = await issueStreamKey(db, room.id, ctx.accounts.nowS());
      ctx.streaming?.keyChanged(room.id, made.hash);
      await ctx.streaming?.allow(room.id);
      key = made.key;
      hint = made.hint;
    }
    return {
      rtmp_url: ctx.media.rtmpUrl(new URL(ctx.accounts.publicUrl()).host),
      stream_key: key,
      stream_key_hint: hint,
      play_url: ctx.media.playUrl(room.id),
    };
  });

  apiRoute(app, streamerRoutes.startRoom, async (_params, request): Promise<MyRoom> => {
    const { userId, room } = await own(request);
    // Opening the anchor centre means going live is wanted again after an `endRoom`.
    await ctx.streaming?.allow(room.id);
    return myRoom(room, userId);
  });

  apiRoute(app, streamerRoutes.endRoom, async (_params, request): Promise<null> => {
    const { room } = await own(request);
    await ctx.streaming?.end(room.id);
    return null;
  });

  apiRoute(app, streamerRoutes.setLiveInfo, async (params, request): Promise<MyRoom> => {
    const { userId, room } = await own(request);
    const updated = await applyLiveInfo(ctx, request, room, userId, {
      title: params.title,
      category_id: params.category_id,
      // The whole settings form: no match given means none.
      match_id: boundMatch(params.match_id),
      ...(params.cover === undefined ? {} : { cover: params.cover }),
    });
    return myRoom(updated, userId);
  });

  apiRoute(app, streamerRoutes.updateLive, async (params, request): Promise<MyRoom> => {
    const { userId, room } = await own(request);
    const updated = await applyLiveInfo(ctx, request, room, userId, changesOf(request, params, true));
    return myRoom(updated, userId);
  });

  apiRoute(app, streamerRoutes.mobileStartRoom, async (params, request): Promise<MobileStart> => {
    const { userId, room } = await own(request);
    const changes = changesOf(request, params, false);
    const updated = Object.keys(changes).length > 0 ? await applyLiveInfo(ctx, request, room, userId, changes) : room;
    // A new phone key at every start: the OBS key keeps working, the last phone key stops.
    const made = await issueStreamKey(db, room.id, ctx.accounts.nowS(), 'phone');
    ctx.streaming?.keyChanged(room.id, made.hash, 'phone');
    await ctx.streaming?.allow(room.id);
    const rtmpUrl = ctx.media.rtmpUrl(new URL(ctx.accounts.publicUrl()).host);
    return {
      room: await myRoom(updated, userId),
      push: {
        rtmp_url: rtmpUrl,
        stream_key: made.key,
        push_url: `${rtmpUrl}/${made.key}`,
        play_url: ctx.media.playUrl(room.id),
      },
    };
  });

  apiRoute(app, streamerRoutes.setLiveList, async (params, request): Promise<LiveList> => {
    const { room } = await own(request);
    return { match_ids: await replaceLiveList(db, request, room.id, params.match_ids, ctx.accounts.nowS()) };
  });

  apiRoute(app, streamerRoutes.setTitle, async (params, request): Promise<null> => {
    const { userId, room } = await own(request);
    await applyLiveInfo(ctx, request, room, userId, { title: params.title });
    return null;
  });

  apiRoute(app, streamerRoutes.setPlacard, async (params, request): Promise<null> => {
    const { room } = await own(request);
    const text = params.announcement.trim();
    if (length(text) > ANNOUNCEMENT_MAX) {
      throw userError(request, 'rooms:media.announcementTooLong', { max: ANNOUNCEMENT_MAX });
    }
    await db
      .updateTable('rooms')
      .set({ announcement: text, updated_at: ctx.accounts.nowS() })
      .where('id', '=', room.id)
      .execute();
    ctx.hub.toRoom(room.id, { kind: 'announcement', text });
    return null;
  });

  apiRoute(app, streamerRoutes.revenue, async (params, request): Promise<RevenueDay[]> => {
    const { userId } = await own(request);
    return revenueDays(db, userId, params.days, ctx.accounts.nowS());
  });

  apiRoute(app, streamerRoutes.broadcastList, async (params, request): Promise<Page<Broadcast>> => {
    const { room } = await own(request);
    return broadcastPage(db, ctx.media, room.id, { ...params, playable: false, nowS: ctx.accounts.nowS() });
  });

  apiRoute(app, streamerRoutes.playbackList, async (params, request): Promise<Page<Broadcast>> => {
    const room =
      params.room_id !== undefined
        ? await requireRoom(request, db, params.room_id)
        : params.anchor_id !== undefined
          ? await findRoomOfAnchor(db, params.anchor_id)
          : undefined;
    if (!room) {
      if (params.room_id === undefined && params.anchor_id === undefined) {
        throw userError(request, 'rooms:common.noRoom');
      }
      return { list: [], total: 0, page: params.page, limit: params.limit };
    }
    return broadcastPage(db, ctx.media, room.id, { ...params, playable: true, nowS: ctx.accounts.nowS() });
  });

  apiRoute(app, streamerRoutes.plannedList, async (params, request): Promise<PlannedBroadcast[]> => {
    const room = await requireRoom(request, db, params.room_id);
    const viewer = await ctx.accounts.auth.optionalUser(request);
    return plannedOf(db, room.id, viewer, ctx.accounts.nowS());
  });

  apiRoute(app, streamerRoutes.plan, async (params, request): Promise<PlannedBroadcast> => {
    const { userId, room } = await own(request);
    const nowS = ctx.accounts.nowS();
    const title = checkTitle(request, params.title);
    if (params.starts_at <= nowS) throw userError(request, 'rooms:media.planPast');
    if (params.starts_at > nowS + PLAN_AHEAD_MAX_S) throw userError(request, 'rooms:media.planTooFar');
    const matchId = boundMatch(params.match_id);
    if (matchId !== null && !(await matchExists(db, matchId))) throw userError(request, 'rooms:media.noMatch');
    const upcoming = await db
      .selectFrom('planned_broadcasts')
      .select(db.fn.countAll<number>().as('n'))
      .where('room_id', '=', room.id)
      .where('starts_at', '>', nowS)
      .executeTakeFirst();
    if (Number(upcoming?.n ?? 0) >= PLANNED_MAX) {
      throw userError(request, 'rooms:media.planTooMany', { max: PLANNED_MAX });
    }
    const inserted = await db
      .insertInto('planned_broadcasts')
      .values({
        room_id: room.id,
        title,
        match_id: matchId,
        starts_at: params.starts_at,
        created_at: nowS,
        notified_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const planned = await plannedOf(db, room.id, userId, nowS);
    return (
      planned.find((p) => p.id === inserted.id) ?? {
        id: inserted.id,
        room_id: room.id,
        title,
        match_id: matchId,
        starts_at: params.starts_at,
        reserved: false,
        reservations: 0,
      }
    );
  });

  apiRoute(app, streamerRoutes.unplan, async (params, request): Promise<null> => {
    const { room } = await own(request);
    const deleted = await db
      .deleteFrom('planned_broadcasts')
      .where('id', '=', params.id)
      .where('room_id', '=', room.id)
      .executeTakeFirst();
    if (Number(deleted.numDeletedRows) === 0) throw userError(request, 'rooms:media.noPlanned');
    return null;
  });
}
