import { z } from 'zod';
import {
  COMMENT_KINDS,
  COMMENT_PAGE_LIMIT_MAX,
  COMMENT_PATHS,
  type Comment,
  type CommentLikeState,
  type CommentPage,
} from '../comments.ts';
import { idParam, textParam } from './room-params.ts';
import { defineRoute, GET_POST, returns } from '../route-definition.ts';

const paging = {
  page: z.coerce.number<number | string>().int().min(1).max(10_000).default(1),
  limit: z.coerce.number<number | string>().int().min(1).max(COMMENT_PAGE_LIMIT_MAX).default(10),
};

const type = z.enum(COMMENT_KINDS, { message: 'news, video, post or dynamic' });

/** A subject id as sent: a number, or an article id such as `r123`. */
const subjectId = z
  .union([z.string(), z.number()])
  .transform(String)
  .pipe(z.string().regex(/^[a-z]?[1-9]\d{0,12}$/, 'id: a subject id such as 12 or r123'));

/** An optional id the seed may send as `0` or `''` for "none". */
const optionalId = z
  .union([idParam, z.literal(0), z.literal('0'), z.literal(''), z.null()])
  .optional()
  .transform((value) => (typeof value === 'number' && value > 0 ? value : undefined));

const writeParams = { id: subjectId, content: textParam(10_000), reply_id: optionalId };
const listParams = { id: subjectId, ...paging };
const repliesParams = z.object({ comment_id: idParam, ...paging });
const likeParams = z.object({ comment_id: idParam });

/**
 * Comments of every subject (the comment store, contracts/comments.ts): the generic calls, the
 * seed's video calls and ours for news (handlers in server/routes/comment-routes.ts).
 */
export const commentRoutes = {
  list: defineRoute({
    path: COMMENT_PATHS.list,
    methods: GET_POST,
    login: false,
    params: z.object({ type, ...listParams }),
    result: returns<CommentPage>(),
  }),
  replies: defineRoute({
    path: COMMENT_PATHS.replies,
    methods: GET_POST,
    login: false,
    params: repliesParams,
    result: returns<CommentPage>(),
  }),
  comment: defineRoute({
    path: COMMENT_PATHS.comment,
    methods: GET_POST,
    login: true,
    params: z.object({ type, ...writeParams }),
    result: returns<Comment>(),
  }),
  commentLikes: defineRoute({
    path: COMMENT_PATHS.commentLikes,
    methods: GET_POST,
    login: true,
    params: likeParams,
    result: returns<CommentLikeState>(),
  }),
  videoList: defineRoute({
    path: COMMENT_PATHS.videoList,
    methods: GET_POST,
    login: false,
    params: z.object(listParams),
    result: returns<CommentPage>(),
  }),
  videoReplies: defineRoute({
    path: COMMENT_PATHS.videoReplies,
    methods: GET_POST,
    login: false,
    params: repliesParams,
    result: returns<CommentPage>(),
  }),
  videoComment: defineRoute({
    path: COMMENT_PATHS.videoComment,
    methods: GET_POST,
    login: true,
    params: z.object(writeParams),
    result: returns<Comment>(),
  }),
  videoLikes: defineRoute({
    path: COMMENT_PATHS.videoLikes,
    methods: GET_POST,
    login: true,
    params: likeParams,
    result: returns<CommentLikeState>(),
  }),
  newsList: defineRoute({
    path: COMMENT_PATHS.newsList,
    methods: GET_POST,
    login: false,
    params: z.object(listParams),
    result: returns<CommentPage>(),
  }),
  newsReplies: defineRoute({
    path: COMMENT_PATHS.newsReplies,
    methods: GET_POST,
    login: false,
    params: repliesParams,
    result: returns<CommentPage>(),
  }),
  newsComment: defineRoute({
    path: COMMENT_PATHS.newsComment,
    methods: GET_POST,
    login: true,
    params: z.object(writeParams),
    result: returns<Comment>(),
  }),
  newsLikes: defineRoute({
    path: COMMENT_PATHS.newsLikes,
    methods: GET_POST,
    login: true,
    params: likeParams,
    result: returns<CommentLikeState>(),
  }),
};
