import type { FastifyInstance } from 'fastify';
import {
  type Dynamic,
  type DynamicComment,
  type DynamicCommentPage,
  type DynamicPage,
  type LikeState,
} from '../../contracts/dynamics.ts';
import { uploadsDir } from '../accounts/image-uploads.ts';
import type { CommentStore } from '../comments/comment-store.ts';
import { toDynamicComment } from '../comments/comment-views.ts';
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

/**
 * The streamer's dynamics: posts with images, likes, comments and comment likes. Comments are the
 * comment store's (kind `dynamic`), answered in the shapes these calls have always had.
 */
export function registerDynamicsRoutes(app: FastifyInstance, ctx: RoomContext, comments: CommentStore): void {
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

  apiRoute(app, dynamicsRoutes.comment, async (params, request): Promise<DynamicComment> => {
    const userId = await auth.requireUser(request);
    const input = {
      kind: 'dynamic' as const,
      id: String(params.id),
      content: params.content,
      replyId: params.reply_id,
    };
    return toDynamicComment(await comments.add(request, userId, input));
  });

  apiRoute(app, dynamicsRoutes.commentList, async (params, request): Promise<DynamicCommentPage> => {
    const viewer = await auth.optionalUser(request);
    const found = await comments.listAll(request, 'dynamic', String(params.id), viewer, params);
    return { ...found, list: found.list.map(toDynamicComment) };
  });

  apiRoute(app, dynamicsRoutes.commentLikes, async (params, request): Promise<LikeState> =>
    comments.toggleLike(request, await auth.requireUser(request), params.comment_id, 'dynamic'),
  );
}
