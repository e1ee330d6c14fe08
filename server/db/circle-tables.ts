import type { Generated } from 'kysely';
import type { CircleKind } from '../../contracts/circles.ts';
import type { SportCode } from './schema.ts';

/**
 * The community (migration 016): circles, their members, posts, post likes and reports. Team
 * and league circles are made from the `teams` and `leagues` tables at start-up (server/circles/
 * circle-sync.ts); topic circles from a list in code. Times are unix seconds.
 */

export interface CirclesTable {
  id: Generated<number>;
  /** Natural key: `team:<id>`, `league:<id>` or `topic:<name>`, so the start-up sync is idempotent. */
  code: string;
  kind: CircleKind;
  sport: SportCode;
  /** The team (club, nation) or league; null for a topic. */
  ref_id: number | null;
  name_zh: string;
  name_en: string;
  name_vi: string;
  /** The names folded for search (server/search/normalize.ts), one per line. */
  search_text: string;
  members: Generated<number>;
  posts: Generated<number>;
  created_at: number;
}

export interface CircleMembersTable {
  circle_id: number;
  user_id: number;
  created_at: number;
}

export interface CirclePostsTable {
  id: Generated<number>;
  circle_id: number;
  user_id: number;
  content: string;
  /** JSON array of image URLs. */
  images: Generated<string>;
  /** A video post's file name in the circle videos folder, and its cover's URL. */
  video: string | null;
  cover: string | null;
  likes: Generated<number>;
  comments: Generated<number>;
  /** Distinct reporters; a post reported by CIRCLE_REPORTS_TO_HIDE is hidden from the lists. */
  reports: Generated<number>;
  created_at: number;
}

export interface CirclePostLikesTable {
  post_id: number;
  user_id: number;
  created_at: number;
}

export interface CirclePostReportsTable {
  id: Generated<number>;
  post_id: number;
  reporter_id: number;
  reason: string;
  text: string;
  created_at: number;
}

export interface CircleTables {
  circles: CirclesTable;
  circle_members: CircleMembersTable;
  circle_posts: CirclePostsTable;
  circle_post_likes: CirclePostLikesTable;
  circle_post_reports: CirclePostReportsTable;
}
