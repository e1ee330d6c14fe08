import type { Generated } from 'kysely';

/**
 * Tables of the streamer's dynamics, video records and guard purchases (migration 007). Times are
 * unix seconds; money is integer diamonds.
 */

export interface DynamicsTable {
  id: Generated<number>;
  user_id: number;
  content: string;
  /** JSON array of image URLs. */
  images: Generated<string>;
  likes: Generated<number>;
  comments: Generated<number>;
  created_at: number;
}

export interface DynamicLikesTable {
  dynamic_id: number;
  user_id: number;
  created_at: number;
}

export interface DynamicCommentsTable {
  id: Generated<number>;
  dynamic_id: number;
  user_id: number;
  reply_id: number | null;
  reply_user_id: number | null;
  content: string;
  likes: Generated<number>;
  created_at: number;
}

export interface DynamicCommentLikesTable {
  comment_id: number;
  user_id: number;
  created_at: number;
}

export interface VideosTable {
  id: Generated<number>;
  user_id: number;
  title: string;
  cover: Generated<string>;
  source: 'broadcast' | 'upload';
  broadcast_id: number | null;
  format: 'mp4' | 'flv';
  file: string;
  duration_s: Generated<number>;
  bytes: Generated<number>;
  views: Generated<number>;
  created_at: number;
}

export interface VideoViewsTable {
  video_id: number;
  viewer: string;
  day: string;
}

/** One guard purchase, paid to the anchor's income (its ledger transaction is `txn_id`). */
export interface GuardPurchasesTable {
  id: Generated<number>;
  txn_id: number;
  room_id: number;
  anchor_id: number;
  user_id: number;
  level: number;
  months: number;
  diamonds: number;
  created_at: number;
}

export interface DynamicsTables {
  dynamics: DynamicsTable;
  dynamic_likes: DynamicLikesTable;
  dynamic_comments: DynamicCommentsTable;
  dynamic_comment_likes: DynamicCommentLikesTable;
  videos: VideosTable;
  video_views: VideoViewsTable;
  guard_purchases: GuardPurchasesTable;
}
