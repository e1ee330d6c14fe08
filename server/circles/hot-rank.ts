/**
 * The hot list's order: engagement over age, as link aggregators rank (a like counts 1, a
 * comment 2, and one point is the post's own), divided by (hours + 2)^1.5 so a post cools as it
 * ages and a fresh one with a little activity can pass an old one with more. Pure.
 */

/** Posts the hot list ranks: the newest this many of the scope (older ones have cooled off). */
export const HOT_CANDIDATES = 500;

export interface HotInput {
  id: number;
  likes: number;
  comments: number;
  created_at: number;
}

export function hotScore(post: HotInput, nowS: number): number {
  const hours = Math.max(0, nowS - post.created_at) / 3600;
  return (1 + post.likes + 2 * post.comments) / Math.pow(hours + 2, 1.5);
}

/** Hottest first; equal scores newest first. */
export function rankHot<T extends HotInput>(posts: readonly T[], nowS: number): T[] {
  return posts
    .map((post) => ({ post, score: hotScore(post, nowS) }))
    .sort((a, b) => b.score - a.score || b.post.id - a.post.id)
    .map((entry) => entry.post);
}
