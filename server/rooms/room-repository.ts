import type { FastifyRequest } from 'fastify';
import type { Kysely, Selectable } from 'kysely';
import { EXP_TENTHS_PER_DIAMOND, levelForPoints } from '../../contracts/levels.ts';
import type { LiveStatus, PlannedBroadcast, RoomCard, RoomInfo, RoomUser } from '../../contracts/room.ts';
import type { Db } from '../wallet/ledger.ts';
import type { DB } from '../db/schema.ts';
import type { CategorySport, RoomsTable } from '../db/room-tables.ts';
import { userError } from '../http/messages.ts';
import { liveListOf } from './live-list.ts';
import type { RoomContext } from './room-context.ts';

/**
 * The room reads every room feature shares: who a user is in a room, the room itself, and the
 * card and info shapes the lists and the room page show.
 */

export type RoomRow = Selectable<RoomsTable>;
export type RoomRole = 'owner' | 'manager' | 'viewer';

interface UserRow {
  id: number;
  nickname: string;
  avatar: string;
  wealth_exp: number;
}

export function roomUserOf(user: UserRow): RoomUser {
  return {
    id: user.id,
    nickname: user.nickname,
    avatar: user.avatar,
    level: levelForPoints(Number(user.wealth_exp) / EXP_TENTHS_PER_DIAMOND),
  };
}

/** Room users by id (missing ids are left out). */
export async function roomUsers(db: Db, ids: readonly number[]): Promise<Map<number, RoomUser>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .selectFrom('users')
    .select(['id', 'nickname', 'avatar', 'wealth_exp'])
    .where('id', 'in', unique)
    .execute();
  return new Map(rows.map((row) => [row.id, roomUserOf(row)]));
}

export async function findRoom(db: Db, roomId: number): Promise<RoomRow | undefined> {
  return db.selectFrom('rooms').selectAll().where('id', '=', roomId).executeTakeFirst();
}

export async function findRoomOfAnchor(db: Db, anchorId: number): Promise<RoomRow | undefined> {
  return db.selectFrom('rooms').selectAll().where('anchor_id', '=', anchorId).executeTakeFirst();
}

/** The anchor's room, made on first use (title from the nickname, first category). */
export async function ensureRoom(db: Kysely<DB>, anchorId: number, nowS: number): Promise<RoomRow> {
  const found = await findRoomOfAnchor(db, anchorId);
  if (found) return found;
  const user = await db.selectFrom('users').select('nickname').where('id', '=', anchorId).executeTakeFirstOrThrow();
  const category = await db
    .selectFrom('live_categories')
    .select('id')
    .orderBy('sort')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('rooms')
    .values({
      anchor_id: anchorId,
      title: user.nickname.slice(0, 40),
      category_id: category.id,
      match_id: null,
      started_at: null,
      ended_at: null,
      broadcast_id: null,
      stream_key_hash: null,
      stream_key_hint: null,
      created_at: nowS,
      updated_at: nowS,
    })
    .onConflict((oc) => oc.column('anchor_id').doNothing())
    .execute();
  return (await findRoomOfAnchor(db, anchorId))!;
}

export async function roomRole(db: Db, room: Pick<RoomRow, 'id' | 'anchor_id'>, userId: number): Promise<RoomRole> {
  if (room.anchor_id === userId) return 'owner';
  const manager = await db
    .selectFrom('room_managers')
    .select('user_id')
    .where('room_id', '=', room.id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return manager ? 'manager' : 'viewer';
}

/** The room, or `code 1` "no such room". */
export async function requireRoom(request: FastifyRequest, db: Db, roomId: number): Promise<RoomRow> {
  const room = await findRoom(db, roomId);
  if (!room) throw userError(request, 'rooms:common.noRoom');
  return room;
}

/** The room when the caller is its anchor or an assistant; a plain viewer gets a clear refusal. */
export async function requireStaff(
  request: FastifyRequest,
  db: Db,
  roomId: number,
  userId: number,
): Promise<{ room: RoomRow; role: Exclude<RoomRole, 'viewer'> }> {
  const room = await requireRoom(request, db, roomId);
  const role = await roomRole(db, room, userId);
  if (role === 'viewer') throw userError(request, 'rooms:common.notStaff');
  return { room, role };
}

/** The caller's own room; only anchors have one. */
export async function requireOwnRoom(request: FastifyRequest, ctx: RoomContext, userId: number): Promise<RoomRow> {
  const user = await ctx.accounts.db
    .selectFrom('users')
    .select('is_anchor')
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!user || Number(user.is_anchor) !== 1) throw userError(request, 'rooms:common.notAnchor');
  return ensureRoom(ctx.accounts.db, userId, ctx.accounts.nowS());
}

/** Cards for rooms, in the order given. */
export async function roomCards(ctx: RoomContext, rooms: RoomRow[]): Promise<RoomCard[]> {
  const db = ctx.accounts.db;
  const users = await roomUsers(
    db,
    rooms.map((r) => r.anchor_id),
  );
  const categoryIds = [...new Set(rooms.map((r) => r.category_id))];
  const categories =
    categoryIds.length === 0
      ? []
      : await db.selectFrom('live_categories').select(['id', 'sport']).where('id', 'in', categoryIds).execute();
  const sports = new Map(categories.map((c) => [c.id, c.sport as CategorySport]));
  return rooms.map((room) => {
    const anchor = users.get(room.anchor_id);
    const live = Number(room.live_status) as LiveStatus;
    return {
      id: room.id,
      anchor_id: room.anchor_id,
      nickname: anchor?.nickname ?? '',
      avatar: anchor?.avatar ?? '',
      title: room.title,
      cover: room.cover,
      frame: live === 1 ? ctx.media.frameUrl(room.id) : null,
      category_id: room.category_id,
      sport: sports.get(room.category_id) ?? 'other',
      match_id: room.match_id,
      live_status: live,
      online: live === 1 ? ctx.hub.online(room.id) : 0,
      followers: Number(room.followers),
      started_at: room.started_at === null ? null : Number(room.started_at),
    };
  });
}

/** Upcoming planned broadcasts of a room, soonest first, with the viewer's reservations. */
export async function plannedOf(
  db: Db,
  roomId: number,
  viewerId: number | null,
  nowS: number,
): Promise<PlannedBroadcast[]> {
  const rows = await db
    .selectFrom('planned_broadcasts')
    .selectAll()
    .where('room_id', '=', roomId)
    .where('starts_at', '>', nowS - 3600)
    .orderBy('starts_at')
    .limit(20)
    .execute();
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const counts = await db
    .selectFrom('broadcast_reservations')
    .select(['planned_id', db.fn.countAll<number>().as('n')])
    .where('planned_id', 'in', ids)
    .groupBy('planned_id')
    .execute();
  const mine =
    viewerId === null
      ? []
      : await db
          .selectFrom('broadcast_reservations')
          .select('planned_id')
          .where('user_id', '=', viewerId)
          .where('planned_id', 'in', ids)
          .execute();
  const countOf = new Map(counts.map((c) => [c.planned_id, Number(c.n)]));
  const reserved = new Set(mine.map((m) => m.planned_id));
  return rows.map((r) => ({
    id: r.id,
    room_id: r.room_id,
    title: r.title,
    match_id: r.match_id,
    starts_at: Number(r.starts_at),
    reserved: reserved.has(r.id),
    reservations: countOf.get(r.id) ?? 0,
  }));
}

/** Everything the room page shows about a room, for this viewer (null: a visitor). */
export async function roomInfo(ctx: RoomContext, room: RoomRow, viewerId: number | null): Promise<RoomInfo> {
  const db = ctx.accounts.db;
  const nowS = ctx.accounts.nowS();
  const [card] = await roomCards(ctx, [room]);
  let me: RoomInfo['me'] = null;
  if (viewerId !== null) {
    const [follow, role, mute, kick] = await Promise.all([
      db
        .selectFrom('follows')
        .select('user_id')
        .where('user_id', '=', viewerId)
        .where('anchor_id', '=', room.anchor_id)
        .executeTakeFirst(),
      roomRole(db, room, viewerId),
      db
        .selectFrom('room_mutes')
        .select('until')
        .where('room_id', '=', room.id)
        .where('user_id', '=', viewerId)
        .executeTakeFirst(),
      db
        .selectFrom('room_kicks')
        .select('user_id')
        .where('room_id', '=', room.id)
        .where('user_id', '=', viewerId)
        .executeTakeFirst(),
    ]);
    const until = mute === undefined ? null : Number(mute.until);
    me = {
      is_follow: follow !== undefined,
      is_owner: role === 'owner',
      is_manager: role === 'manager',
      muted_until: until !== null && until !== 0 && until <= nowS ? null : until,
      kicked: kick !== undefined,
    };
  }
  return {
    ...card!,
    announcement: room.announcement,
    play_url: ctx.media.playUrl(room.id),
    me,
    planned: await plannedOf(db, room.id, viewerId, nowS),
    live_list: await liveListOf(db, room.id),
  };
}
