import type { Generated } from 'kysely';
import type { CommentKind } from '../../contracts/comments.ts';

/**
 * The comment store of every subject (migration 010): news articles, videos, posts and the
 * streamers' dynamics. Times are unix seconds.
 */

export interface CommentsTable {
  id: Generated<number>;
  kind: CommentKind;
  /** A dynamic's or video's id in decimal, or an article id (`r123`). */
  subject_id: string;
  user_id: number;
  /** The top-level comment a reply sits under; null for a top-level comment. */
  parent_id: number | null;
  /** The comment answered, and its author. */
  reply_id: number | null;
  reply_user_id: number | null;
  content: string;
  likes: Generated<number>;
  /** Replies under a top-level comment. */
  replies: Generated<number>;
  created_at: number;
}

export interface CommentLikesTable {
  comment_id: number;
  user_id: number;
  created_at: number;
}

/** Comment counters of subjects that have no row of their own to hold one (news articles). */
export interface CommentCountsTable {
  kind: CommentKind;
  subject_id: string;
  comments: Generated<number>;
}

export interface CommentsTables {
  comments: CommentsTable;
  comment_likes: CommentLikesTable;
  comment_counts: CommentCountsTable;
}
