import type { VideoReaction } from '../../contracts/video-library.ts';
import type { Db } from '../wallet/ledger.ts';

/**
 * Likes and favourites: one row per user and video, and the video's counter moved in the same
 * transaction by exactly the rows that changed, so concurrent calls keep it equal to the rows
 * (an insert that met an existing row, or a delete that found none, moves nothing).
 */

export type ReactionKind = 'likes' | 'favorites';

const TABLE = { likes: 'video_likes', favorites: 'video_favorites' } as const;

/**
 * Sets (`want` true/false) or toggles (`want` undefined) the user's reaction; null when the
 * video is gone.
 */
export async function react(
  db: Db,
  kind: ReactionKind,
  videoId: number,
  userId: number,
  want: boolean | undefined,
  nowS: number,
): Promise<VideoReaction | null> {
  const table = TABLE[kind];
  const run = async (trx: Db): Promise<VideoReaction | null> => {
    const exists = await trx.selectFrom('videos').select('id').where('id', '=', videoId).executeTakeFirst();
    if (!exists) return null;
    let on: boolean;
    let change = 0;
    const remove = async () => {
      const gone = await trx
        .deleteFrom(table)
        .where('video_id', '=', videoId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return Number(gone.numDeletedRows) > 0;
    };
    const add = async () => {
      const added = await trx
        .insertInto(table)
        .values({ video_id: videoId, user_id: userId, created_at: nowS })
        .onConflict((oc) => oc.columns(['video_id', 'user_id']).doNothing())
        .returning('video_id')
        .executeTakeFirst();
      return added !== undefined;
    };
    if (want === false) {
      on = false;
      if (await remove()) change = -1;
    } else if (want === true) {
      on = true;
      if (await add()) change = 1;
    } else if (await remove()) {
      on = false;
      change = -1;
    } else {
      on = true;
      if (await add()) change = 1;
    }
    if (change !== 0) {
      await trx
        .updateTable('videos')
        .set((eb) => ({ [kind]: eb(kind, '+', change) }))
        .where('id', '=', videoId)
        .execute();
    }
    const row = await trx
      .selectFrom('videos')
      .select(['likes', 'favorites'])
      .where('id', '=', videoId)
      .executeTakeFirstOrThrow();
    return { id: videoId, on, likes: Number(row.likes), favorites: Number(row.favorites) };
  };
  try {
    return await (db.isTransaction ? run(db) : db.transaction().execute(run));
  } catch (error) {
    // Deleted meanwhile: the reaction row's foreign key has nothing to point at.
    const code = (error as { code?: string }).code;
    if (code === '23503' || code === 'SQLITE_CONSTRAINT_FOREIGNKEY') return null;
    throw error;
  }
}

/** A user's favourites, newest first. */
export async function favoriteIds(
  db: Db,
  userId: number,
  page: number,
  limit: number,
): Promise<{ ids: number[]; total: number }> {
  const [rows, total] = await Promise.all([
    db
      .selectFrom('video_favorites')
      .select('video_id')
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('video_id', 'desc')
      .limit(limit)
      .offset((page - 1) * limit)
      .execute(),
    db
      .selectFrom('video_favorites')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirst(),
  ]);
  return { ids: rows.map((r) => r.video_id), total: Number(total?.n ?? 0) };
}

export async function myCategoryKeys(db: Db, userId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('video_my_categories')
    .select('category')
    .where('user_id', '=', userId)
    .orderBy('created_at', 'asc')
    .orderBy('category', 'asc')
    .execute();
  return rows.map((r) => r.category);
}

/** Adds (once) or removes one of the user's categories; false when the user has `max` already. */
export async function setMyCategory(
  db: Db,
  userId: number,
  key: string,
  add: boolean,
  max: number,
  nowS: number,
): Promise<boolean> {
  if (!add) {
    await db.deleteFrom('video_my_categories').where('user_id', '=', userId).where('category', '=', key).execute();
    return true;
  }
  const count = await db
    .selectFrom('video_my_categories')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirst();
  const has = await db
    .selectFrom('video_my_categories')
    .select('category')
    .where('user_id', '=', userId)
    .where('category', '=', key)
    .executeTakeFirst();
  if (has) return true;
  if (Number(count?.n ?? 0) >= max) return false;
  await db
    .insertInto('video_my_categories')
    .values({ user_id: userId, category: key, created_at: nowS })
    .onConflict((oc) => oc.columns(['user_id', 'category']).doNothing())
    .execute();
  return true;
}
