import type { FastifyInstance } from 'fastify';
import {
  type Dynamic,
  type DynamicComment,
  type DynamicCommentPage,
  type DynamicPage,
  type LikeState,
} from '../../contracts/dynamics.ts';
import { uploadsDir } from '../accounts/image-uploads.ts';
import { addComment, commentPage, toggleCommentLike } from '../dynamics/dynamic-comments.ts';
import {
  deleteDynamic,
  dynamicInfo,
  dynamicPage,
  insertDynamic,
  toggleDynamicLike,
} from '../dynamics/dynamic-posts.ts';
import { apiRoute } from '../http/api-route.ts';
import { dynamicsRoutes } from '../../contracts/routes/dynamics.ts';
import type { RoomContext } from '../rooms/room-context.ts';
import { requireRoom } from '../rooms/room-repository.ts';

/** The streamer's dynamics: posts with images, likes, comments and comment likes. */
export function registerDynamicsRoutes(app: FastifyInstance, ctx: RoomContext): void {
  const db = ctx.accounts.db;
  const auth = ctx.accounts.auth;
  const uploads = uploadsDir(ctx.dataDir);

  apiRoute(app, dynamicsRoutes.insert, async (params, request): Promise<Dynamic> =>
    insertDynamic(request, ctx, { words: ctx.bannedWords, uploads }, await auth.requireUser(request), params),
  );

  apiRoute(app, dynamicsRoutes.userPostList, async (params, request): Promise<DynamicPage> => {
    const viewer = await auth.optionalUser(request);
    let anchorId: number;
    if (params.room_id !== undefined) anchorId = (await requireRoom(request, db, params.room_id)).anchor_id;
    else if (params.anchor_id !== undefined) anchorId = params.anchor_id;
    else anchorId = await auth.requireUser(request);
    return dynamicPage(db, anchorId, viewer, params);
  });

  apiRoute(app, dynamicsRoutes.info, async (params, request): Promise<Dynamic> =>
    dynamicInfo(request, db, params.id, await auth.optionalUser(request)),
  );

  apiRoute(app, dynamicsRoutes.deletePost, async (params, request): Promise<null> => {
    await deleteDynamic(request, db, await auth.requireUser(request), params.id);
    return null;
  });

  apiRoute(app, dynamicsRoutes.likes, async (params, request): Promise<LikeState> =>
    toggleDynamicLike(request, ctx, await auth.requireUser(request), params.id),
  );

  apiRoute(app, dynamicsRoutes.comment, async (params, request): Promise<DynamicComment> =>
    addComment(request, ctx, ctx.bannedWords, await auth.requireUser(request), params),
  );

  apiRoute(app, dynamicsRoutes.commentList, async (params, request): Promise<DynamicCommentPage> =>
    commentPage(request, db, params.id, await auth.optionalUser(request), params),
  );

  apiRoute(app, dynamicsRoutes.commentLikes, async (params, request): Promise<LikeState> =>
    toggleCommentLike(request, ctx, await auth.requireUser(request), params.comment_id),
  );
}
