import type { Generated } from 'kysely';
import type { HeadlineStatus } from '../../contracts/news.ts';

/**
 * Headlines posted by anchors and experts, waiting for review (migration 009). Match reports have
 * no table: they are written from the matches on demand. Times are unix seconds.
 */
export interface HeadlinesTable {
  id: Generated<number>;
  user_id: number;
  title: string;
  content: string;
  status: Generated<HeadlineStatus>;
  /** Why an operator rejected it (shown to the author). */
  note: Generated<string>;
  created_at: number;
  reviewed_at: number | null;
}

export interface NewsTables {
  headlines: HeadlinesTable;
}
