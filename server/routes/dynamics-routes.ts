import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  DYNAMIC_PAGE_LIMIT_MAX,
  DYNAMIC_PATHS,
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
import { IMAGES_INPUT_MAX } from '../dynamics/dynamic-rules.ts';
import { apiRoute } from '../http/api-route.ts';
import type { RoomContext } from '../rooms/room-context.ts';
import { idParam, textParam } from '../rooms/room-params.ts';
import { requireRoom } from '../rooms/room-repository.ts';

const paging = {
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(DYNAMIC_PAGE_LIMIT_MAX).default(10),
};

/** An optional id the seed may send as `0` or `''` for "none". */
const optionalId = z
  .union([idParam, z.literal(0), z.literal('0'), z.literal(''), z.null()])
  .optional()
  .transform((value) => (typeof value === 'number' && value > 0 ? value : undefined));

/** The streamer's dynamics: posts with images, likes, comments and comment likes. */
export function registerDynamicsRoutes(app: FastifyInstance, ctx: RoomContext): void {
  const db = ctx.accounts.db;
  const auth = ctx.accounts.auth;
  const uploads = uploadsDir(ctx.dataDir);

  apiRoute(app, {
    method: 'POST',
    path: DYNAMIC_PATHS.insert,
    // Length is judged after trimming, with the limit named in the message; this only bounds the input.
    params: z.object({
      content: textParam(10_000),
      images: z.union([z.string().max(IMAGES_INPUT_MAX), z.array(z.unknown()).max(100)]).optional(),
    }),
    handler: async (params, request): Promise<Dynamic> =>
      insertDynamic(request, ctx, { words: ctx.bannedWords, uploads }, await auth.requireUser(request), params),
  });

  apiRoute(app, {
    method: ['GET', 'POST'],
    path: DYNAMIC_PATHS.userPostList,
    params: z.object({ anchor_id: optionalId, room_id: optionalId, ...paging }),
    handler: async (params, request): Promise<DynamicPage> => {
      const viewer = await auth.optionalUser(request);
      let anchorId: number;
      if (params.room_id !== undefined) anchorId = (await requireRoom(request, db, params.room_id)).anchor_id;
      else if (params.anchor_id !== undefined) anchorId = params.anchor_id;
      else anchorId = await auth.requireUser(request);
      return dynamicPage(db, anchorId, viewer, params);
    },
  });

  apiRoute(app, {
    method: ['GET', 'POST'],
    path: DYNAMIC_PATHS.info,
    params: z.object({ id: idParam }),
    handler: async (params, request): Promise<Dynamic> =>
      dynamicInfo(request, db, params.id, await auth.optionalUser(request)),
  });

  apiRoute(app, {
    method: ['GET', 'POST'],
    path: DYNAMIC_PATHS.deletePost,
    params: z.object({ id: idParam }),
    handler: async (params, request): Promise<null> => {
      await deleteDynamic(request, db, await auth.requireUser(request), params.id);
      return null;
    },
  });

  apiRoute(app, {
    method: ['GET', 'POST'],
    path: DYNAMIC_PATHS.likes,
    params: z.object({ id: idParam }),
    handler: async (params, request): Promise<LikeState> =>
      toggleDynamicLike(request, ctx, await auth.requireUser(request), params.id),
  });

  apiRoute(app, {
    method: ['GET', 'POST'],
    path: DYNAMIC_PATHS.comment,
    params: z.object({ id: idParam, content: textParam(10_000), reply_id: optionalId }),
    handler: async (params, request): Promise<DynamicComment> =>
      addComment(request, ctx, ctx.bannedWords, await auth.requireUser(request), params),
  });

  apiRoute(app, {
    method: ['GET', 'POST'],
    path: DYNAMIC_PATHS.commentList,
    params: z.object({ id: idParam, ...paging }),
    handler: async (params, request): Promise<DynamicCommentPage> =>
      commentPage(request, db, params.id, await auth.optionalUser(request), params),
  });

  apiRoute(app, {
    method: ['GET', 'POST'],
    path: DYNAMIC_PATHS.commentLikes,
    params: z.object({ comment_id: idParam }),
    handler: async (params, request): Promise<LikeState> =>
      toggleCommentLike(request, ctx, await auth.requireUser(request), params.comment_id),
  });
}
