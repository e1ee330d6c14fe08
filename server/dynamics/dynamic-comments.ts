import type { FastifyRequest } from 'fastify';
import {
  DYNAMIC_COMMENT_RATE,
  type DynamicComment,
  type DynamicCommentPage,
  type LikeState,
} from '../../contracts/dynamics.ts';
import type { LimitRule } from '../accounts/rate-limit.ts';
import { userError } from '../http/messages.ts';
import type { BannedWords } from '../rooms/banned-words.ts';
import type { RoomContext } from '../rooms/room-context.ts';
import type { Db } from '../wallet/ledger.ts';
import { requireDynamic } from './dynamic-posts.ts';
import { checkCommentContent } from './dynamic-rules.ts';
import { toComments } from './dynamic-views.ts';

/**
 * Comments on posts: writing one (or a reply), reading them oldest first, and the comment like
 * toggle. The post's comment counter moves in the same transaction as the comment row.
 */

/** Counted in the shared key-value store, so the limit holds across gateway processes. */
const COMMENT_RULE: LimitRule = {
  name: 'dynamic-comment',
  max: DYNAMIC_COMMENT_RATE.count,
  windowMs: DYNAMIC_COMMENT_RATE.windowMs,
};

export async function addComment(
  request: FastifyRequest,
  ctx: RoomContext,
  words: BannedWords,
  userId: number,
  input: { id: number; content: string; reply_id?: number | undefined },
): Promise<DynamicComment> {
  const db = ctx.accounts.db;
  await requireDynamic(request, db, input.id);
  const checked = checkCommentContent(input.content);
  if ('refusal' in checked) throw userError(request, checked.refusal, checked.vars);
  let replyUserId: number | null = null;
  if (input.reply_id !== undefined) {
    const answered = await db
      .selectFrom('dynamic_comments')
      .select(['dynamic_id', 'user_id'])
      .where('id', '=', input.reply_id)
      .executeTakeFirst();
    if (!answered || answered.dynamic_id !== input.id) throw userError(request, 'dynamics:comment.badReply');
    replyUserId = answered.user_id;
  }
  const blocked = await ctx.accounts.limiter.hit(COMMENT_RULE, String(userId));
  if (blocked > 0) {
    throw userError(request, 'dynamics:comment.tooFast', {
      max: COMMENT_RULE.max,
      seconds: COMMENT_RULE.windowMs / 1000,
      wait: Math.ceil(blocked / 1000),
    });
  }
  const content = await words.mask(checked.ok);
  const row = await db.transaction().execute(async (trx) => {
    const counted = await trx
      .updateTable('dynamics')
      .set((eb) => ({ comments: eb('comments', '+', 1) }))
      .where('id', '=', input.id)
      .returning('id')
      .executeTakeFirst();
    // Deleted between the check and now.
    if (!counted) return null;
    return trx
      .insertInto('dynamic_comments')
      .values({
        dynamic_id: input.id,
        user_id: userId,
        reply_id: input.reply_id ?? null,
        reply_user_id: replyUserId,
        content,
        created_at: ctx.accounts.nowS(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  });
  if (!row) throw userError(request, 'dynamics:post.missing');
  const [comment] = await toComments(db, [row], userId);
  return comment!;
}

/** A post's comments, oldest first. */
export async function commentPage(
  request: FastifyRequest,
  db: Db,
  id: number,
  viewerId: number | null,
  paging: { page: number; limit: number },
): Promise<DynamicCommentPage> {
  await requireDynamic(request, db, id);
  const [total, rows] = await Promise.all([
    db
      .selectFrom('dynamic_comments')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('dynamic_id', '=', id)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('dynamic_comments')
      .selectAll()
      .where('dynamic_id', '=', id)
      .orderBy('id', 'asc')
      .limit(paging.limit)
      .offset((paging.page - 1) * paging.limit)
      .execute(),
  ]);
  return {
    list: await toComments(db, rows, viewerId),
    total: Number(total.n),
    page: paging.page,
    limit: paging.limit,
  };
}

/** Likes or unlikes a comment; the same scheme as a post's like (dynamic-posts.ts). */
export async function toggleCommentLike(
  request: FastifyRequest,
  ctx: RoomContext,
  userId: number,
  commentId: number,
): Promise<LikeState> {
  const nowS = ctx.accounts.nowS();
  const outcome = await ctx.accounts.db.transaction().execute(async (trx) => {
    const exists = await trx
      .updateTable('dynamic_comments')
      .set((eb) => ({ likes: eb.ref('likes') }))
      .where('id', '=', commentId)
      .returning('id')
      .executeTakeFirst();
    if (!exists) return null;
    const inserted = await trx
      .insertInto('dynamic_comment_likes')
      .values({ comment_id: commentId, user_id: userId, created_at: nowS })
      .onConflict((oc) => oc.columns(['comment_id', 'user_id']).doNothing())
      .returning('user_id')
      .executeTakeFirst();
    let delta = inserted ? 1 : 0;
    if (delta === 0) {
      const deleted = await trx
        .deleteFrom('dynamic_comment_likes')
        .where('comment_id', '=', commentId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      delta = -Number(deleted.numDeletedRows);
    }
    const updated = await trx
      .updateTable('dynamic_comments')
      .set((eb) => ({ likes: eb('likes', '+', delta) }))
      .where('id', '=', commentId)
      .returning('likes')
      .executeTakeFirstOrThrow();
    return { liked: delta > 0, likes: Number(updated.likes) };
  });
  if (!outcome) throw userError(request, 'dynamics:comment.missing');
  return outcome;
}
