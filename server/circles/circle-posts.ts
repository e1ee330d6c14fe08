import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { checkCircleDraft } from '../../contracts/circle-rules.ts';
import {
  CIRCLE_POST_RATE,
  CIRCLE_REPORTS_TO_HIDE,
  type CircleLikeState,
  type CirclePost,
  type CirclePostType,
} from '../../contracts/circles.ts';
import { REPORT_REASONS, REPORT_TEXT_MAX } from '../../contracts/room-rules.ts';
import { ownUploadExists } from '../accounts/image-uploads.ts';
import type { LimitRule, RateLimiter } from '../accounts/rate-limit.ts';
import { deleteSubjectComments } from '../comments/comment-store.ts';
import type { DB } from '../db/schema.ts';
import { parseImageList } from '../dynamics/dynamic-rules.ts';
import { userError } from '../http/messages.ts';
import type { BannedWords } from '../rooms/banned-words.ts';
import { requireCircle } from './circle-directory.ts';
import { removeVideoFile } from '../videos/video-files.ts';
import { ownCircleVideo } from './circle-videos.ts';
import { toPosts, type CirclePostRow } from './circle-views.ts';
import { requirePost } from './post-lists.ts';

/**
 * Writing posts: publishing (any member), deleting (the author only), the like toggle and
 * reports. Every counter (the circle's posts, a post's likes and reports) moves in the
 * transaction that writes the row it counts.
 */

export interface PostDeps {
  db: Kysely<DB>;
  words: BannedWords;
  /** Counted in the shared key-value store, so the posting limit holds across gateway processes. */
  limiter: RateLimiter;
  /** Where image uploads are (server/accounts/image-uploads.ts) and post videos (circle-videos.ts). */
  uploads: string;
  videos: string;
  nowS(): number;
}

export interface PostInput {
  circle_id?: number | undefined;
  content: string;
  type: CirclePostType;
  images?: string | unknown[] | undefined;
  video?: string | undefined;
  cover?: string | undefined;
}

const POST_RULE: LimitRule = { name: 'circle-post', max: CIRCLE_POST_RATE.count, windowMs: CIRCLE_POST_RATE.windowMs };

/** A cover is a PNG or JPEG upload of the poster's (its name's extension was decided by its bytes). */
const COVER = /\.(png|jpg)$/;

export async function insertPost(
  request: FastifyRequest,
  deps: PostDeps,
  userId: number,
  input: PostInput,
): Promise<CirclePost> {
  const { db } = deps;
  // Any number parses here: the rules below refuse a fifth image with the seed's message.
  const images = parseImageList(input.images, Number.MAX_SAFE_INTEGER);
  if ('refusal' in images) throw userError(request, 'circles:post.imagesInvalid');
  const video = input.video?.trim() ?? '';
  const cover = input.cover?.trim() ?? '';
  const rule = checkCircleDraft({
    circleId: input.circle_id,
    content: input.content,
    type: input.type,
    images: images.ok.length,
    video: video !== '',
    cover: cover !== '',
  });
  if (rule) throw userError(request, rule.key, rule.vars);
  const circle = await requireCircle(request, db, { id: input.circle_id });

  for (const image of images.ok) {
    if (!ownUploadExists(deps.uploads, userId, image)) throw userError(request, 'circles:post.imageNotOwn');
  }
  let videoFile: string | null = null;
  if (input.type === 'video') {
    if (!COVER.test(cover) || !ownUploadExists(deps.uploads, userId, cover)) {
      throw userError(request, 'circles:post.coverType');
    }
    videoFile = ownCircleVideo(deps.videos, userId, video);
    if (videoFile === null) throw userError(request, 'circles:post.uploadVideo');
  }

  const blocked = await deps.limiter.hit(POST_RULE, String(userId));
  if (blocked > 0) {
    throw userError(request, 'circles:post.tooFast', {
      max: POST_RULE.max,
      minutes: POST_RULE.windowMs / 60_000,
      wait: Math.ceil(blocked / 1000),
    });
  }
  const content = await deps.words.mask(input.content.trim());
  const row = await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('circles')
      .set((eb) => ({ posts: eb('posts', '+', 1) }))
      .where('id', '=', circle.id)
      .execute();
    return trx
      .insertInto('circle_posts')
      .values({
        circle_id: circle.id,
        user_id: userId,
        content,
        images: JSON.stringify(images.ok),
        video: videoFile,
        cover: videoFile === null ? null : cover,
        created_at: deps.nowS(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  });
  const [post] = await toPosts(db, [row], userId);
  return post!;
}

/**
 * Removes a post with its likes and reports (the foreign keys cascade) and its comments (the
 * comment store's), moving the circle's post counter, in one transaction. `authorId` keeps it to
 * the author's own post; a moderator passes none. The removed row, or null when there was none.
 */
export async function removePost(db: Kysely<DB>, id: number, authorId: number | null): Promise<CirclePostRow | null> {
  return db.transaction().execute(async (trx) => {
    let gone = trx.deleteFrom('circle_posts').where('id', '=', id);
    if (authorId !== null) gone = gone.where('user_id', '=', authorId);
    const row = await gone.returningAll().executeTakeFirst();
    if (!row) return null;
    await trx
      .updateTable('circles')
      .set((eb) => ({ posts: eb('posts', '-', 1) }))
      .where('id', '=', row.circle_id)
      .where('posts', '>', 0)
      .execute();
    await deleteSubjectComments(trx, 'post', String(id));
    return row;
  });
}

/** Deletes a post (the author only); its video file goes after. */
export async function deletePost(request: FastifyRequest, deps: PostDeps, userId: number, id: number): Promise<void> {
  const row = await requirePost(request, deps.db, id);
  if (row.user_id !== userId) throw userError(request, 'circles:post.notYours');
  const removed = await removePost(deps.db, id, userId);
  if (!removed) throw userError(request, 'circles:post.missing');
  if (removed.video !== null) await removeVideoFile(deps.videos, removed.video);
}

/**
 * Likes or unlikes. The post's row is touched first, so a post deleted (or hidden) meanwhile is a
 * clear refusal and, on PostgreSQL, toggles of one post queue on its row; the primary key (post,
 * user) makes a double like impossible.
 */
export async function togglePostLike(
  request: FastifyRequest,
  deps: PostDeps,
  userId: number,
  id: number,
): Promise<CircleLikeState> {
  const nowS = deps.nowS();
  const outcome = await deps.db.transaction().execute(async (trx) => {
    const exists = await trx
      .updateTable('circle_posts')
      .set((eb) => ({ likes: eb.ref('likes') }))
      .where('id', '=', id)
      .where('reports', '<', CIRCLE_REPORTS_TO_HIDE)
      .returning('id')
      .executeTakeFirst();
    if (!exists) return null;
    const inserted = await trx
      .insertInto('circle_post_likes')
      .values({ post_id: id, user_id: userId, created_at: nowS })
      .onConflict((oc) => oc.columns(['post_id', 'user_id']).doNothing())
      .returning('user_id')
      .executeTakeFirst();
    let delta = inserted ? 1 : 0;
    if (delta === 0) {
      const deleted = await trx
        .deleteFrom('circle_post_likes')
        .where('post_id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      delta = -Number(deleted.numDeletedRows);
    }
    const updated = await trx
      .updateTable('circle_posts')
      .set((eb) => ({ likes: eb('likes', '+', delta) }))
      .where('id', '=', id)
      .returning('likes')
      .executeTakeFirstOrThrow();
    return { liked: delta > 0, likes: Number(updated.likes) };
  });
  if (!outcome) throw userError(request, 'circles:post.missing');
  return outcome;
}

/**
 * Reports a post to the moderators, once per reporter (not one's own). A post reported by
 * CIRCLE_REPORTS_TO_HIDE members leaves the lists until a moderator restores it.
 */
export async function reportPost(
  request: FastifyRequest,
  deps: PostDeps,
  userId: number,
  input: { id: number; reason: string; text: string },
): Promise<void> {
  if (!(REPORT_REASONS as readonly string[]).includes(input.reason)) throw userError(request, 'circles:report.reason');
  const text = input.text.trim();
  if ([...text].length > REPORT_TEXT_MAX) throw userError(request, 'circles:report.tooLong', { max: REPORT_TEXT_MAX });
  const post = await requirePost(request, deps.db, input.id);
  if (post.user_id === userId) throw userError(request, 'circles:report.own');
  const reported = await deps.db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('circle_post_reports')
      .values({ post_id: post.id, reporter_id: userId, reason: input.reason, text, created_at: deps.nowS() })
      .onConflict((oc) => oc.columns(['post_id', 'reporter_id']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) return false;
    await trx
      .updateTable('circle_posts')
      .set((eb) => ({ reports: eb('reports', '+', 1) }))
      .where('id', '=', post.id)
      .execute();
    return true;
  });
  if (!reported) throw userError(request, 'circles:report.twice');
}
