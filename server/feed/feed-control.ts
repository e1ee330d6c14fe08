import type { FeedFixture } from './feed-provider.ts';

/**
 * What a test can make happen in a match, now: the tests' scripted feed (FEED_CONTROL=1, never in
 * production). `period` starts the next period (the second half, the next quarter).
 */
export const FEED_CONTROL_EVENTS = ['goal', 'red', 'kickoff', 'halftime', 'period', 'fulltime'] as const;
export type FeedControlEvent = (typeof FEED_CONTROL_EVENTS)[number];

export interface FeedControlOrder {
  event: FeedControlEvent;
  /** Who scores or is sent off (`goal`, `red`). */
  side?: 'home' | 'away';
  /** Basketball: the points of a `goal` (a basket), 1-3; default 2. */
  points?: number;
}

/** An order the match cannot take now (unknown match, a goal before kick-off, a second full time). */
export class FeedControlError extends Error {}

/**
 * Drives one match of a running feed through the feed's own batches (the same store, frames and
 * persistence as a scripted moment). A driven match keeps its clock and phases but plays none of
 * its own incidents any more, so what a test scripts is all that happens to its score.
 */
export interface FeedControl {
  /** Makes the event happen now and returns the match as it stands after it; throws `FeedControlError`. */
  drive(matchId: number, order: FeedControlOrder): FeedFixture;
}
