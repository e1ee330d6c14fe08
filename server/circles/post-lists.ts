import type { FastifyRequest } from 'fastify';
import type { CirclePost, CirclePostPage, CircleSort } from '../../contracts/circles.ts';
import { CIRCLE_REPORTS_TO_HIDE } from '../../contracts/circles.ts';
import { userError } from '../http/messages.ts';
import type { Db } from '../wallet/ledger.ts';
import { toPosts, type CirclePostRow } from './circle-views.ts';
import { HOT_CANDIDATES, rankHot } from './hot-rank.ts';

/** Reading posts: one circle's or every circle's, hot or new, and one post. */

interface PostQuery {
  /** One circle's posts; every circle's when absent. */
  circleId?: number | undefined;
  sort: CircleSort;
  page: number;
  limit: number;
}

/** Posts readers see: not hidden by reports. */
function visible(db: Db, circleId: number | undefined) {
  let query = db.selectFrom('circle_posts').where('reports', '<', CIRCLE_REPORTS_TO_HIDE);
  if (circleId !== undefined) query = query.where('circle_id', '=', circleId);
  return query;
}

/**
 * A page of posts. `new`: newest first over all of them. `hot`: the newest HOT_CANDIDATES ranked
 * by likes, comments and age (hot-rank.ts), so the list stays cheap however many posts there are.
 */
export async function postPage(
  db: Db,
  query: PostQuery,
  viewerId: number | null,
  nowS: number,
): Promise<CirclePostPage> {
  const offset = (query.page - 1) * query.limit;
  if (query.sort === 'new') {
    const [total, rows] = await Promise.all([
      visible(db, query.circleId)
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .executeTakeFirstOrThrow(),
      visible(db, query.circleId).selectAll().orderBy('id', 'desc').limit(query.limit).offset(offset).execute(),
    ]);
    return { list: await toPosts(db, rows, viewerId), total: Number(total.n), page: query.page, limit: query.limit };
  }
  const candidates = await visible(db, query.circleId)
    .select(['id', 'likes', 'comments', 'created_at'])
    .orderBy('id', 'desc')
    .limit(HOT_CANDIDATES)
    .execute();
  const ranked = rankHot(
    candidates.map((c) => ({
      id: c.id,
      likes: Number(c.likes),
      comments: Number(c.comments),
      created_at: Number(c.created_at),
    })),
    nowS,
  ).slice(offset, offset + query.limit);
  const ids = ranked.map((r) => r.id);
  const rows = ids.length === 0 ? [] : await db.selectFrom('circle_posts').selectAll().where('id', 'in', ids).execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  const ordered = ids.flatMap((id): CirclePostRow[] => {
    const row = byId.get(id);
    return row ? [row] : [];
  });
  return {
    list: await toPosts(db, ordered, viewerId),
    total: candidates.length,
    page: query.page,
    limit: query.limit,
  };
}

export async function requirePost(request: FastifyRequest, db: Db, id: number): Promise<CirclePostRow> {
  const row = await db.selectFrom('circle_posts').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row || Number(row.reports) >= CIRCLE_REPORTS_TO_HIDE) throw userError(request, 'circles:post.missing');
  return row;
}

export async function postInfo(
  request: FastifyRequest,
  db: Db,
  id: number,
  viewerId: number | null,
): Promise<CirclePost> {
  const [post] = await toPosts(db, [await requirePost(request, db, id)], viewerId);
  return post!;
}
