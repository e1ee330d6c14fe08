import type { FastifyRequest } from 'fastify';
import type { RoomUser, UserRoomStatus } from '../../contracts/room.ts';
import { ASSISTANTS_MAX } from '../../contracts/room-rules.ts';
import { userError } from '../http/messages.ts';
import type { Db } from '../wallet/ledger.ts';
import type { RoomContext } from './room-context.ts';
import { requireRoom, requireStaff, roomRole, roomUsers, type RoomRole, type RoomRow } from './room-repository.ts';

/**
 * Room moderation. The anchor and assistants mute and kick; only the anchor appoints assistants.
 * Nobody acts on the anchor, assistants do not act on each other, and nobody on themself.
 */

/** Unix seconds the mute ends, 0 = until lifted; null when not muted (an expired mute no longer counts). */
export async function mutedUntil(db: Db, roomId: number, userId: number, nowS: number): Promise<number | null> {
  const row = await db
    .selectFrom('room_mutes')
    .select('until')
    .where('room_id', '=', roomId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row) return null;
  const until = Number(row.until);
  return until !== 0 && until <= nowS ? null : until;
}

export async function isKicked(db: Db, roomId: number, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('room_kicks')
    .select('user_id')
    .where('room_id', '=', roomId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether someone in `actor`'s role may mute or kick someone in `target`'s role. */
export function mayModerate(actor: RoomRole, target: RoomRole): boolean {
  if (actor === 'viewer' || target === 'owner') return false;
  return !(actor === 'manager' && target === 'manager');
}

async function requireUserExists(request: FastifyRequest, db: Db, userId: number): Promise<void> {
  const user = await db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst();
  if (!user) throw userError(request, 'rooms:manage.noUser');
}

/** The room and both roles when the actor may moderate the target, else a clear refusal. */
export async function requireModeration(
  request: FastifyRequest,
  db: Db,
  roomId: number,
  actorId: number,
  targetId: number,
): Promise<{ room: RoomRow; targetRole: RoomRole }> {
  const { room, role } = await requireStaff(request, db, roomId, actorId);
  if (targetId === actorId) throw userError(request, 'rooms:manage.notSelf');
  await requireUserExists(request, db, targetId);
  const targetRole = await roomRole(db, room, targetId);
  if (targetRole === 'owner') throw userError(request, 'rooms:manage.notAnchor');
  if (!mayModerate(role, targetRole)) throw userError(request, 'rooms:manage.notAssistant');
  return { room, targetRole };
}

export async function mute(
  request: FastifyRequest,
  ctx: RoomContext,
  actorId: number,
  roomId: number,
  targetId: number,
  minutes: number,
): Promise<number> {
  const db = ctx.accounts.db;
  const { room } = await requireModeration(request, db, roomId, actorId, targetId);
  const nowS = ctx.accounts.nowS();
  const until = minutes === 0 ? 0 : nowS + minutes * 60;
  await db
    .insertInto('room_mutes')
    .values({ room_id: room.id, user_id: targetId, by_user_id: actorId, until, created_at: nowS })
    .onConflict((oc) =>
      oc.columns(['room_id', 'user_id']).doUpdateSet({ until, by_user_id: actorId, created_at: nowS }),
    )
    .execute();
  ctx.hub.toRoom(room.id, { kind: 'mute', user_id: targetId, until });
  return until;
}

export async function unmute(
  request: FastifyRequest,
  ctx: RoomContext,
  actorId: number,
  roomId: number,
  targetId: number,
): Promise<void> {
  const db = ctx.accounts.db;
  const { room } = await requireModeration(request, db, roomId, actorId, targetId);
  await db.deleteFrom('room_mutes').where('room_id', '=', room.id).where('user_id', '=', targetId).execute();
  ctx.hub.toRoom(room.id, { kind: 'mute', user_id: targetId, until: null });
}

/** Kicks (the user's sockets leave the room at once), or with `cancel` lets them back. */
export async function kick(
  request: FastifyRequest,
  ctx: RoomContext,
  actorId: number,
  roomId: number,
  targetId: number,
  cancel: boolean,
): Promise<void> {
  const db = ctx.accounts.db;
  const { room, targetRole } = await requireModeration(request, db, roomId, actorId, targetId);
  if (cancel) {
    await db.deleteFrom('room_kicks').where('room_id', '=', room.id).where('user_id', '=', targetId).execute();
    return;
  }
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('room_kicks')
      .values({ room_id: room.id, user_id: targetId, by_user_id: actorId, created_at: ctx.accounts.nowS() })
      .onConflict((oc) => oc.columns(['room_id', 'user_id']).doNothing())
      .execute();
    // Only the anchor gets here for an assistant: someone put out of the room stops moderating it.
    if (targetRole === 'manager') {
      await trx.deleteFrom('room_managers').where('room_id', '=', room.id).where('user_id', '=', targetId).execute();
    }
  });
  ctx.hub.kick(room.id, targetId);
}

/** Appoints an assistant. The room row is locked first, so concurrent appointments count in turn. */
export async function appoint(
  request: FastifyRequest,
  ctx: RoomContext,
  actorId: number,
  roomId: number,
  targetId: number,
): Promise<void> {
  const db = ctx.accounts.db;
  const room = await requireRoom(request, db, roomId);
  if (room.anchor_id !== actorId) throw userError(request, 'rooms:manage.anchorOnly');
  if (targetId === actorId) throw userError(request, 'rooms:manage.appointAnchor');
  await requireUserExists(request, db, targetId);
  const nowS = ctx.accounts.nowS();
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('rooms').set({ updated_at: nowS }).where('id', '=', room.id).execute();
    const [already, counted] = await Promise.all([
      trx
        .selectFrom('room_managers')
        .select('user_id')
        .where('room_id', '=', room.id)
        .where('user_id', '=', targetId)
        .executeTakeFirst(),
      trx
        .selectFrom('room_managers')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('room_id', '=', room.id)
        .executeTakeFirstOrThrow(),
    ]);
    if (already) return;
    if (Number(counted.n) >= ASSISTANTS_MAX) {
      throw userError(request, 'rooms:manage.tooManyAssistants', { max: ASSISTANTS_MAX });
    }
    await trx
      .insertInto('room_managers')
      .values({ room_id: room.id, user_id: targetId, by_user_id: actorId, created_at: nowS })
      .execute();
    // An assistant who could not speak or enter would be no help.
    await trx.deleteFrom('room_mutes').where('room_id', '=', room.id).where('user_id', '=', targetId).execute();
    await trx.deleteFrom('room_kicks').where('room_id', '=', room.id).where('user_id', '=', targetId).execute();
  });
}

export async function dismiss(
  request: FastifyRequest,
  ctx: RoomContext,
  actorId: number,
  roomId: number,
  targetId: number,
): Promise<void> {
  const db = ctx.accounts.db;
  const room = await requireRoom(request, db, roomId);
  if (room.anchor_id !== actorId) throw userError(request, 'rooms:manage.anchorOnly');
  await db.deleteFrom('room_managers').where('room_id', '=', room.id).where('user_id', '=', targetId).execute();
}

type MembershipTable = 'room_managers' | 'room_kicks';

/** Assistants or kicked users of a room, newest first, with when. */
export async function membersOf(db: Db, table: MembershipTable, roomId: number): Promise<RoomUser[]> {
  const rows = await db
    .selectFrom(table)
    .select(['user_id', 'created_at'])
    .where('room_id', '=', roomId)
    .orderBy('created_at', 'desc')
    .limit(1000)
    .execute();
  const users = await roomUsers(
    db,
    rows.map((r) => r.user_id),
  );
  return rows.flatMap((r) => {
    const user = users.get(r.user_id);
    return user ? [{ ...user, at: Number(r.created_at) }] : [];
  });
}

/** Users muted now, newest first; `until` says when each mute ends (0 = until lifted). */
export async function mutedUsers(db: Db, roomId: number, nowS: number): Promise<RoomUser[]> {
  const rows = await db
    .selectFrom('room_mutes')
    .select(['user_id', 'until', 'created_at'])
    .where('room_id', '=', roomId)
    .where((eb) => eb.or([eb('until', '=', 0), eb('until', '>', nowS)]))
    .orderBy('created_at', 'desc')
    .limit(1000)
    .execute();
  const users = await roomUsers(
    db,
    rows.map((r) => r.user_id),
  );
  return rows.flatMap((r) => {
    const user = users.get(r.user_id);
    return user ? [{ ...user, at: Number(r.created_at), until: Number(r.until) }] : [];
  });
}

export async function kickedRooms(db: Db, userId: number): Promise<number[]> {
  const rows = await db.selectFrom('room_kicks').select('room_id').where('user_id', '=', userId).execute();
  return rows.map((r) => r.room_id);
}

/** How a user stands in a room, and what the caller (null: a visitor) may do to them. */
export async function userStatus(
  request: FastifyRequest,
  ctx: RoomContext,
  callerId: number | null,
  roomId: number,
  targetId: number,
): Promise<UserRoomStatus> {
  const db = ctx.accounts.db;
  const room = await requireRoom(request, db, roomId);
  const users = await roomUsers(db, [targetId]);
  const user = users.get(targetId);
  if (!user) throw userError(request, 'rooms:manage.noUser');
  const nowS = ctx.accounts.nowS();
  const [targetRole, callerRole, muted, kicked] = await Promise.all([
    roomRole(db, room, targetId),
    callerId === null ? Promise.resolve<RoomRole>('viewer') : roomRole(db, room, callerId),
    mutedUntil(db, room.id, targetId, nowS),
    isKicked(db, room.id, targetId),
  ]);
  const self = callerId === targetId;
  return {
    user,
    is_owner: targetRole === 'owner',
    is_manager: targetRole === 'manager',
    muted_until: muted,
    kicked,
    can_moderate: !self && mayModerate(callerRole, targetRole),
    can_appoint: !self && callerRole === 'owner' && targetRole !== 'owner',
  };
}
