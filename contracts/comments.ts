/**
 * Comments on news articles, videos, community posts and the streamers' dynamics: one store for
 * every kind of subject, with replies (two levels: a reply sits under the top-level comment it
 * answers, directly or through another reply) and comment likes. Pure types and constants shared
 * by the server and the app.
 *
 * Calls (GET or POST; writes need a login):
 * - `Comment/list` `{type, id, page?, limit?}` -> `CommentPage`: the subject's top-level comments,
 *   newest first, each with its reply count.
 * - `Comment/replies` `{comment_id, page?, limit?}` -> `CommentPage`: one comment's replies, oldest first.
 * - `Comment_user/comment` `{type, id, content, reply_id?}` -> `Comment`.
 * - `Comment_user/commentLikes` `{comment_id}` -> `{liked, likes}`: toggles the caller's like.
 * - The seed's video calls and ours for news take the same parameters without `type`:
 *   `Video/commentList`, `Video/commentOneList`, `Video_user/comment`, `Video_user/commentLikes`,
 *   `Headlines/commentList`, `Headlines/commentOneList`, `Headlines_user/comment`,
 *   `Headlines_user/commentLikes`.
 * - Dynamics keep their own calls and shapes (contracts/dynamics.ts), served by the same store.
 */
import type { Page, RoomUser } from './room.ts';

/** What a comment is about: `id` is a dynamic's or video's id, an article id (`r123`), a post's id. */
export const COMMENT_KINDS = ['dynamic', 'video', 'news', 'post'] as const;
export type CommentKind = (typeof COMMENT_KINDS)[number];

export const COMMENT_PATHS = {
  list: 'Comment/list',
  replies: 'Comment/replies',
  comment: 'Comment_user/comment',
  commentLikes: 'Comment_user/commentLikes',
  videoList: 'Video/commentList',
  videoReplies: 'Video/commentOneList',
  videoComment: 'Video_user/comment',
  videoLikes: 'Video_user/commentLikes',
  newsList: 'Headlines/commentList',
  newsReplies: 'Headlines/commentOneList',
  newsComment: 'Headlines_user/comment',
  newsLikes: 'Headlines_user/commentLikes',
} as const;

/** Characters in a comment, after trimming. */
export const COMMENT_MAX = 200;
/** Comments a user may post in a minute (all subjects together). */
export const COMMENT_RATE = { count: 10, windowMs: 60_000 } as const;
export const COMMENT_PAGE_LIMIT_MAX = 50;

export interface Comment {
  id: number;
  type: CommentKind;
  subject_id: string;
  user: RoomUser;
  /** As posted (banned words masked); always shown as text. */
  content: string;
  /** The top-level comment a reply sits under; null for a top-level comment. */
  parent_id: number | null;
  /** The author of the comment answered, or null. */
  reply_to: RoomUser | null;
  /** Replies under a top-level comment (0 for a reply). */
  replies: number;
  likes: number;
  /** The caller likes it (false for visitors). */
  liked: boolean;
  /** Unix seconds. */
  created_at: number;
}

export type CommentPage = Page<Comment>;

export interface CommentLikeState {
  liked: boolean;
  likes: number;
}
