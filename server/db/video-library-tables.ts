import type { Generated } from 'kysely';

/** Tables of the video library (migration 011); the `videos` row itself is in dynamics-tables.ts. */

/** One user's like (or favourite) of one video; the video's counter moves with the row. */
export interface VideoReactionsTable {
  video_id: number;
  user_id: number;
  created_at: number;
}

export interface VideoMyCategoriesTable {
  user_id: number;
  /** `<group>:<value>` (contracts/video-library.ts). */
  category: string;
  created_at: number;
}

export type GoalMarkStatus = 'pending' | 'working' | 'done' | 'failed' | 'empty';

/** A goal of the match a broadcast was bound to, scored while it streamed: a highlight clip to cut. */
export interface VideoGoalMarksTable {
  id: Generated<number>;
  broadcast_id: number;
  match_id: number;
  league_id: number;
  sport: string;
  /** The score after the goal, `2-1`. */
  score: string;
  side: 'home' | 'away';
  match_str: string;
  /** JSON `{home: VideoNames, away: VideoNames}`. */
  teams: string;
  at_ms: number;
  status: Generated<GoalMarkStatus>;
  attempts: Generated<number>;
  claimed_at: number | null;
  video_id: number | null;
}

export interface VideoLibraryTables {
  video_likes: VideoReactionsTable;
  video_favorites: VideoReactionsTable;
  video_my_categories: VideoMyCategoriesTable;
  video_goal_marks: VideoGoalMarksTable;
}
