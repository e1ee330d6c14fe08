import type { FastifyInstance } from 'fastify';
import type { Page } from '../../contracts/room.ts';
import { videoLibraryRoutes } from '../../contracts/routes/video-library.ts';
import {
  VIDEO_CATEGORY_GROUPS,
  VIDEO_MY_CATEGORIES_MAX,
  parseCategoryKey,
  type VideoReaction,
} from '../../contracts/video-library.ts';
import type { Video } from '../../contracts/videos.ts';
import type { AccountContext } from '../accounts/account-context.ts';
import { apiRoute } from '../http/api-route.ts';
import { userError } from '../http/messages.ts';
import type { MediaLinks } from '../rooms/room-context.ts';
import {
  categoriesByKey,
  categoriesOf,
  firstLevelLists,
  inCategory,
  matchingWords,
  pageOf,
  relatedVideos,
} from '../videos/video-library-repository.ts';
import { favoriteIds, myCategoryKeys, react, setMyCategory } from '../videos/video-reactions.ts';
import { findVideo, videosOf, type VideoRow } from '../videos/video-repository.ts';

/**
 * The video library's calls: lists by category, a user's posts, favourites, the categories and
 * "my categories", recommendations, search, rank, likes and favourites.
 */
export function registerVideoLibraryRoutes(
  app: FastifyInstance,
  deps: { accounts: AccountContext; media: Pick<MediaLinks, 'recordingUrl'> },
): void {
  const { accounts } = deps;
  const db = accounts.db;
  const auth = accounts.auth;
  const shown = (rows: VideoRow[], viewerId: number | null) => videosOf(db, deps.media, rows, viewerId);
  const paged = async (
    result: { rows: VideoRow[]; total: number },
    viewerId: number | null,
    page: number,
    limit: number,
  ): Promise<Page<Video>> => ({ list: await shown(result.rows, viewerId), total: result.total, page, limit });

  apiRoute(app, videoLibraryRoutes.videoList, async (params, request) => {
    const viewerId = await auth.optionalUser(request);
    const { category } = params;
    if (category !== undefined && !parseCategoryKey(category)) throw userError(request, 'videos:library.category');
    const filter = (q: Parameters<typeof inCategory>[0]) =>
      category === undefined ? q : (inCategory(q, category) ?? q);
    return paged(await pageOf(db, filter, params.sort, params.page, params.limit), viewerId, params.page, params.limit);
  });

  apiRoute(app, videoLibraryRoutes.getList, async (params, request) => {
    const userId = await auth.requireUser(request);
    const { ids, total } = await favoriteIds(db, userId, params.page, params.limit);
    const rows = ids.length === 0 ? [] : await db.selectFrom('videos').selectAll().where('id', 'in', ids).execute();
    const byId = new Map(rows.map((r) => [r.id, r]));
    const ordered = ids.flatMap((id) => byId.get(id) ?? []);
    return paged({ rows: ordered, total }, userId, params.page, params.limit);
  });

  apiRoute(app, videoLibraryRoutes.userPostList, async (params, request) => {
    const viewerId = await auth.optionalUser(request);
    const result = await pageOf(
      db,
      (q) => q.where('videos.user_id', '=', params.user_id),
      'new',
      params.page,
      params.limit,
    );
    return paged(result, viewerId, params.page, params.limit);
  });

  apiRoute(app, videoLibraryRoutes.classification, () => firstLevelLists(db, VIDEO_CATEGORY_GROUPS));

  apiRoute(app, videoLibraryRoutes.allList, (params) => categoriesOf(db, params.group));

  apiRoute(app, videoLibraryRoutes.myClassification, async (_params, request) =>
    categoriesByKey(db, await myCategoryKeys(db, await auth.requireUser(request))),
  );

  apiRoute(app, videoLibraryRoutes.addMyClassification, async (params, request) => {
    const userId = await auth.requireUser(request);
    if (!parseCategoryKey(params.key)) throw userError(request, 'videos:library.category');
    const done = await setMyCategory(
      db,
      userId,
      params.key,
      params.add ?? true,
      VIDEO_MY_CATEGORIES_MAX,
      accounts.nowS(),
    );
    if (!done) throw userError(request, 'videos:library.tooManyCategories', { max: VIDEO_MY_CATEGORIES_MAX });
    return categoriesByKey(db, await myCategoryKeys(db, userId));
  });

  apiRoute(app, videoLibraryRoutes.recommend, async (params, request) => {
    const viewerId = await auth.optionalUser(request);
    const video = params.id === undefined ? undefined : await findVideo(db, params.id);
    if (params.id !== undefined && !video) throw userError(request, 'videos:notFound');
    return shown(await relatedVideos(db, video, params.limit), viewerId);
  });

  apiRoute(app, videoLibraryRoutes.search, async (params, request) => {
    const viewerId = await auth.optionalUser(request);
    const result = await pageOf(db, matchingWords(params.keyword), 'new', params.page, params.limit);
    return paged(result, viewerId, params.page, params.limit);
  });

  apiRoute(app, videoLibraryRoutes.rank, async (params, request) => {
    const viewerId = await auth.optionalUser(request);
    const { rows } = await pageOf(db, (q) => q, params.by, 1, params.limit);
    return shown(rows, viewerId);
  });

  const reaction =
    (kind: 'likes' | 'favorites') =>
    async (id: number, want: boolean | undefined, request: Parameters<typeof auth.requireUser>[0]) => {
      const userId = await auth.requireUser(request);
      const result: VideoReaction | null = await react(db, kind, id, userId, want, accounts.nowS());
      if (!result) throw userError(request, 'videos:notFound');
      return result;
    };
  const like = reaction('likes');
  const favorite = reaction('favorites');
  apiRoute(app, videoLibraryRoutes.likes, (params, request) => like(params.id, params.like, request));
  apiRoute(app, videoLibraryRoutes.favorites, (params, request) => favorite(params.id, params.favorite, request));
}
