import type { ListPage, WatchEntry } from '../../contracts/member-extras.ts';
import { rewardDay } from '../rewards/reward-days.ts';
import type { RoomContext } from '../rooms/room-context.ts';
import { roomCards } from '../rooms/room-repository.ts';

/**
 * Watch history (`User/watchlistList`): each live room a logged-in user opens, once per room per
 * day (China time, as the reward days), with the time of the day's latest visit. An anchor's
 * visits to their own room are not watching.
 */

export async function recordWatch(
  ctx: RoomContext,
  visit: { userId: number; roomId: number; anchorId: number },
): Promise<void> {
  if (visit.userId === visit.anchorId) return;
  const nowS = ctx.accounts.nowS();
  await ctx.accounts.db
    .insertInto('watch_history')
    .values({ user_id: visit.userId, room_id: visit.roomId, day: rewardDay(nowS), watched_at: nowS })
    .onConflict((oc) => oc.columns(['user_id', 'room_id', 'day']).doUpdateSet({ watched_at: nowS }))
    .execute();
}

/** The caller's history, the latest visit first, with each room as the lists show it now. */
export async function watchHistory(
  ctx: RoomContext,
  userId: number,
  page: number,
  limit: number,
): Promise<ListPage<WatchEntry>> {
  const db = ctx.accounts.db;
  const [count, rows] = await Promise.all([
    db
      .selectFrom('watch_history')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('watch_history')
      .select(['room_id', 'day', 'watched_at'])
      .where('user_id', '=', userId)
      .orderBy('watched_at', 'desc')
      .orderBy('room_id', 'desc')
      .limit(limit)
      .offset((page - 1) * limit)
      .execute(),
  ]);
  const ids = [...new Set(rows.map((r) => r.room_id))];
  const rooms = ids.length === 0 ? [] : await db.selectFrom('rooms').selectAll().where('id', 'in', ids).execute();
  const cards = new Map((await roomCards(ctx, rooms)).map((card) => [card.id, card]));
  return {
    list: rows.flatMap((r) => {
      const room = cards.get(r.room_id);
      return room ? [{ room, day: r.day, watched_at: Number(r.watched_at) }] : [];
    }),
    total: Number(count.n),
    page,
    page_size: limit,
  };
}
