import type { Generated } from 'kysely';

/**
 * Tables of the streamer's dynamics, video records and guard purchases (migration 007; the
 * dynamics' comments moved to the comment store in 010, see comments-tables.ts). Times are
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

export interface VideosTable {
  id: Generated<number>;
  user_id: number;
  title: string;
  cover: Generated<string>;
  source: 'broadcast' | 'upload' | 'highlight';
  broadcast_id: number | null;
  format: 'mp4' | 'flv';
  file: string;
  duration_s: Generated<number>;
  bytes: Generated<number>;
  views: Generated<number>;
  /** Comments and replies (migration 010). */
  comments: Generated<number>;
  created_at: number;
  /** From migration 011 (the video library). */
  sport: string | null;
  league_id: number | null;
  match_id: number | null;
  likes: Generated<number>;
  favorites: Generated<number>;
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
  videos: VideosTable;
  video_views: VideoViewsTable;
  guard_purchases: GuardPurchasesTable;
}
