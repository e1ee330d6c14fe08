import type { FastifyRequest } from 'fastify';
import { userError } from '../http/messages.ts';
import { recordTaskEvent } from '../rewards/task-events.ts';
import type { RoomContext } from './room-context.ts';
import { ensureRoom } from './room-repository.ts';

/**
 * Follows. `rooms.followers` moves by exactly the rows a toggle inserted or deleted, in the same
 * transaction, so concurrent toggles (one user's double clicks or many users at once) keep it equal
 * to the follow rows: on PostgreSQL a second insert of the same pair waits for the first and then
 * sees it; SQLite runs one transaction at a time.
 */
export async function toggleFollow(
  request: FastifyRequest,
  ctx: RoomContext,
  userId: number,
  anchorId: number,
): Promise<{ is_follow: boolean; followers: number }> {
  if (anchorId === userId) throw userError(request, 'rooms:lists.followSelf');
  const db = ctx.accounts.db;
  const nowS = ctx.accounts.nowS();
  const anchor = await db.selectFrom('users').select('is_anchor').where('id', '=', anchorId).executeTakeFirst();
  if (!anchor || Number(anchor.is_anchor) !== 1) throw userError(request, 'rooms:lists.noAnchor');
  const room = await ensureRoom(db, anchorId, nowS);

  const outcome = await db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('follows')
      .values({ user_id: userId, anchor_id: anchorId, created_at: nowS })
      .onConflict((oc) => oc.columns(['user_id', 'anchor_id']).doNothing())
      .returning('user_id')
      .executeTakeFirst();
    let delta = inserted ? 1 : 0;
    if (delta === 0) {
      const deleted = await trx
        .deleteFrom('follows')
        .where('user_id', '=', userId)
        .where('anchor_id', '=', anchorId)
        .executeTakeFirst();
      delta = -Number(deleted.numDeletedRows);
    }
    const updated = await trx
      .updateTable('rooms')
      .set((eb) => ({ followers: eb('followers', '+', delta) }))
      .where('id', '=', room.id)
      .returning('followers')
      .executeTakeFirstOrThrow();
    return { is_follow: delta > 0, followers: Number(updated.followers) };
  });
  if (outcome.is_follow) await recordTaskEvent(db, userId, 'follow', nowS);
  return outcome;
}
