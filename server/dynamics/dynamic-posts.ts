import type { FastifyRequest } from 'fastify';
import type { Dynamic, DynamicPage, LikeState } from '../../contracts/dynamics.ts';
import type { Kysely } from 'kysely';
import { ownUploadExists } from '../accounts/image-uploads.ts';
import { deleteSubjectComments } from '../comments/comment-store.ts';
import type { DB } from '../db/schema.ts';
import { userError } from '../http/messages.ts';
import type { BannedWords } from '../rooms/banned-words.ts';
import type { RoomContext } from '../rooms/room-context.ts';
import type { Db } from '../wallet/ledger.ts';
import { checkPostContent, parseImageList } from './dynamic-rules.ts';
import { toDynamics, type DynamicRow } from './dynamic-views.ts';

/**
 * Posts: publishing (anchors only), reading, deleting (the author only) and the like toggle.
 * The like counter moves by exactly the rows a toggle inserted or deleted, in the same transaction.
 */

export async function requireDynamic(request: FastifyRequest, db: Db, id: number): Promise<DynamicRow> {
  const row = await db.selectFrom('dynamics').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw userError(request, 'dynamics:post.missing');
  return row;
}

export async function insertDynamic(
  request: FastifyRequest,
  ctx: RoomContext,
  deps: { words: BannedWords; uploads: string },
  userId: number,
  input: { content: string; images?: string | unknown[] | undefined },
): Promise<Dynamic> {
  const db = ctx.accounts.db;
  const user = await db.selectFrom('users').select('is_anchor').where('id', '=', userId).executeTakeFirst();
  if (!user || Number(user.is_anchor) !== 1) throw userError(request, 'dynamics:post.notAnchor');

  const images = parseImageList(input.images);
  if ('refusal' in images) throw userError(request, images.refusal, images.vars);
  for (const image of images.ok) {
    if (!ownUploadExists(deps.uploads, userId, image)) throw userError(request, 'dynamics:images.notOwn');
  }
  const content = checkPostContent(input.content, images.ok.length);
  if ('refusal' in content) throw userError(request, content.refusal, content.vars);

  const row = await db
    .insertInto('dynamics')
    .values({
      user_id: userId,
      content: await deps.words.mask(content.ok),
      images: JSON.stringify(images.ok),
      created_at: ctx.accounts.nowS(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  const [dynamic] = await toDynamics(db, [row], userId);
  return dynamic!;
}

/** An anchor's posts, newest first. */
export async function dynamicPage(
  db: Db,
  anchorId: number,
  viewerId: number | null,
  paging: { page: number; limit: number },
): Promise<DynamicPage> {
  const [total, rows] = await Promise.all([
    db
      .selectFrom('dynamics')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', anchorId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('dynamics')
      .selectAll()
      .where('user_id', '=', anchorId)
      .orderBy('id', 'desc')
      .limit(paging.limit)
      .offset((paging.page - 1) * paging.limit)
      .execute(),
  ]);
  return {
    list: await toDynamics(db, rows, viewerId),
    total: Number(total.n),
    page: paging.page,
    limit: paging.limit,
  };
}

export async function dynamicInfo(
  request: FastifyRequest,
  db: Db,
  id: number,
  viewerId: number | null,
): Promise<Dynamic> {
  const [dynamic] = await toDynamics(db, [await requireDynamic(request, db, id)], viewerId);
  return dynamic!;
}

/**
 * Deletes a post with its likes (the foreign key cascades) and its comments (the comment store's,
 * in the same transaction); the author only.
 */
export async function deleteDynamic(
  request: FastifyRequest,
  db: Kysely<DB>,
  userId: number,
  id: number,
): Promise<void> {
  const row = await requireDynamic(request, db, id);
  if (row.user_id !== userId) throw userError(request, 'dynamics:post.notYours');
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('dynamics').where('id', '=', id).where('user_id', '=', userId).execute();
    await deleteSubjectComments(trx, 'dynamic', String(id));
  });
}

/**
 * Likes or unlikes. The post's row is touched first, so a post deleted meanwhile is a clear
 * refusal (not a foreign-key error) and, on PostgreSQL, toggles of one post queue on its row.
 * The primary key (dynamic, user) makes a double like impossible: a second insert of the same
 * pair waits for the first and then finds it.
 */
export async function toggleDynamicLike(
  request: FastifyRequest,
  ctx: RoomContext,
  userId: number,
  id: number,
): Promise<LikeState> {
  const nowS = ctx.accounts.nowS();
  const outcome = await ctx.accounts.db.transaction().execute(async (trx) => {
    const exists = await trx
      .updateTable('dynamics')
      .set((eb) => ({ likes: eb.ref('likes') }))
      .where('id', '=', id)
      .returning('id')
      .executeTakeFirst();
    if (!exists) return null;
    const inserted = await trx
      .insertInto('dynamic_likes')
      .values({ dynamic_id: id, user_id: userId, created_at: nowS })
      .onConflict((oc) => oc.columns(['dynamic_id', 'user_id']).doNothing())
      .returning('user_id')
      .executeTakeFirst();
    let delta = inserted ? 1 : 0;
    if (delta === 0) {
      const deleted = await trx
        .deleteFrom('dynamic_likes')
        .where('dynamic_id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      delta = -Number(deleted.numDeletedRows);
    }
    const updated = await trx
      .updateTable('dynamics')
      .set((eb) => ({ likes: eb('likes', '+', delta) }))
      .where('id', '=', id)
      .returning('likes')
      .executeTakeFirstOrThrow();
    return { liked: delta > 0, likes: Number(updated.likes) };
  });
  if (!outcome) throw userError(request, 'dynamics:post.missing');
  return outcome;
}
