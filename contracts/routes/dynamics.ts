import { z } from 'zod';
import {
  type Dynamic,
  DYNAMIC_PAGE_LIMIT_MAX,
  DYNAMIC_PATHS,
  type DynamicComment,
  type DynamicCommentPage,
  type DynamicPage,
  IMAGES_INPUT_MAX,
  type LikeState,
} from '../dynamics.ts';
import { idParam, textParam } from './room-params.ts';
import { defineRoute, GET_POST, POST, returns } from '../route-definition.ts';

const paging = {
  page: z.coerce.number<number | string>().int().min(1).max(10_000).default(1),
  limit: z.coerce.number<number | string>().int().min(1).max(DYNAMIC_PAGE_LIMIT_MAX).default(10),
};

/** An optional id the seed may send as `0` or `''` for "none". */
const optionalId = z
  .union([idParam, z.literal(0), z.literal('0'), z.literal(''), z.null()])
  .optional()
  .transform((value) => (typeof value === 'number' && value > 0 ? value : undefined));

/** Streamers' posts (dynamics), their likes and comments: entries of the route table (handlers in server/routes/dynamics-routes.ts). */
export const dynamicsRoutes = {
  insert: defineRoute({
    path: DYNAMIC_PATHS.insert,
    methods: POST,
    login: true,
    params: z.object({
      content: textParam(10_000),
      images: z.union([z.string().max(IMAGES_INPUT_MAX), z.array(z.unknown()).max(100)]).optional(),
    }),
    result: returns<Dynamic>(),
  }),
  userPostList: defineRoute({
    path: DYNAMIC_PATHS.userPostList,
    methods: GET_POST,
    login: 'own',
    params: z.object({ anchor_id: optionalId, room_id: optionalId, ...paging }),
    result: returns<DynamicPage>(),
  }),
  info: defineRoute({
    path: DYNAMIC_PATHS.info,
    methods: GET_POST,
    login: false,
    params: z.object({ id: idParam }),
    result: returns<Dynamic>(),
  }),
  deletePost: defineRoute({
    path: DYNAMIC_PATHS.deletePost,
    methods: GET_POST,
    login: true,
    params: z.object({ id: idParam }),
    result: returns<null>(),
  }),
  likes: defineRoute({
    path: DYNAMIC_PATHS.likes,
    methods: GET_POST,
    login: true,
    params: z.object({ id: idParam }),
    result: returns<LikeState>(),
  }),
  comment: defineRoute({
    path: DYNAMIC_PATHS.comment,
    methods: GET_POST,
    login: true,
    params: z.object({ id: idParam, content: textParam(10_000), reply_id: optionalId }),
    result: returns<DynamicComment>(),
  }),
  commentList: defineRoute({
    path: DYNAMIC_PATHS.commentList,
    methods: GET_POST,
    login: false,
    params: z.object({ id: idParam, ...paging }),
    result: returns<DynamicCommentPage>(),
  }),
  commentLikes: defineRoute({
    path: DYNAMIC_PATHS.commentLikes,
    methods: GET_POST,
    login: true,
    params: z.object({ comment_id: idParam }),
    result: returns<LikeState>(),
  }),
};
