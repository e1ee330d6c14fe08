import type { FastifyRequest } from 'fastify';
import type { MyReservations } from '../../contracts/room.ts';
import { userError } from '../http/messages.ts';
import { matchExists } from './live-info.ts';
import type { RoomContext } from './room-context.ts';

/**
 * Reservations of matches and of anchors' planned broadcasts. Each call toggles: the row is
 * inserted, or deleted when it was there (a conflict-free insert decides which, so a double click
 * never leaves two rows or an error).
 */

export async function toggleMatchReservation(
  request: FastifyRequest,
  ctx: RoomContext,
  userId: number,
  matchId: number,
): Promise<{ reserved: boolean }> {
  const db = ctx.accounts.db;
  if (!(await matchExists(db, matchId))) throw userError(request, 'rooms:lists.noMatch');
  const inserted = await db
    .insertInto('match_reservations')
    .values({ user_id: userId, match_id: matchId, created_at: ctx.accounts.nowS() })
    .onConflict((oc) => oc.columns(['user_id', 'match_id']).doNothing())
    .returning('user_id')
    .executeTakeFirst();
  if (inserted) return { reserved: true };
  await db.deleteFrom('match_reservations').where('user_id', '=', userId).where('match_id', '=', matchId).execute();
  return { reserved: false };
}

export async function toggleBroadcastReservation(
  request: FastifyRequest,
  ctx: RoomContext,
  userId: number,
  plannedId: number,
): Promise<{ reserved: boolean }> {
  const db = ctx.accounts.db;
  const nowS = ctx.accounts.nowS();
  const planned = await db
    .selectFrom('planned_broadcasts')
    .select(['id', 'starts_at'])
    .where('id', '=', plannedId)
    .executeTakeFirst();
  if (!planned) throw userError(request, 'rooms:lists.noPlanned');
  const existing = await db
    .selectFrom('broadcast_reservations')
    .select('user_id')
    .where('user_id', '=', userId)
    .where('planned_id', '=', plannedId)
    .executeTakeFirst();
  // Cancelling stays possible after the start; a new reservation of a past broadcast makes no sense.
  if (!existing && Number(planned.starts_at) <= nowS) throw userError(request, 'rooms:lists.plannedPast');
  const inserted = await db
    .insertInto('broadcast_reservations')
    .values({ user_id: userId, planned_id: plannedId, created_at: nowS })
    .onConflict((oc) => oc.columns(['user_id', 'planned_id']).doNothing())
    .returning('user_id')
    .executeTakeFirst();
  if (inserted) return { reserved: true };
  await db
    .deleteFrom('broadcast_reservations')
    .where('user_id', '=', userId)
    .where('planned_id', '=', plannedId)
    .execute();
  return { reserved: false };
}

/** The user's match reservations and upcoming (or just started) reserved broadcasts. */
export async function myReservations(ctx: RoomContext, userId: number): Promise<MyReservations> {
  const db = ctx.accounts.db;
  const nowS = ctx.accounts.nowS();
  const [matches, broadcasts] = await Promise.all([
    db
      .selectFrom('match_reservations')
      .select(['match_id', 'created_at'])
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .limit(500)
      .execute(),
    db
      .selectFrom('broadcast_reservations as r')
      .innerJoin('planned_broadcasts as p', 'p.id', 'r.planned_id')
      .innerJoin('rooms', 'rooms.id', 'p.room_id')
      .innerJoin('users', 'users.id', 'rooms.anchor_id')
      .select([
        'p.id',
        'p.room_id',
        'p.title',
        'p.match_id',
        'p.starts_at',
        'users.nickname',
        'users.avatar',
        (eb) =>
          eb
            .selectFrom('broadcast_reservations as all_r')
            .select((e) => e.fn.countAll<number>().as('n'))
            .whereRef('all_r.planned_id', '=', 'p.id')
            .as('reservations'),
      ])
      .where('r.user_id', '=', userId)
      .where('p.starts_at', '>', nowS - 3600)
      .orderBy('p.starts_at')
      .limit(200)
      .execute(),
  ]);
  return {
    matches: matches.map((m) => ({ match_id: m.match_id, created_at: Number(m.created_at) })),
    broadcasts: broadcasts.map((b) => ({
      id: b.id,
      room_id: b.room_id,
      title: b.title,
      match_id: b.match_id,
      starts_at: Number(b.starts_at),
      reserved: true,
      reservations: Number(b.reservations ?? 0),
      nickname: b.nickname,
      avatar: b.avatar,
    })),
  };
}
