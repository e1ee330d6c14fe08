import type { Generated } from 'kysely';
import type { MatchSource } from '../../contracts/member-extras.ts';

/** Tables of the member centre's extras (migration 017). Times are unix seconds. */

export interface MatchCollectionsTable {
  user_id: number;
  match_id: number;
  source: MatchSource;
  /** JSON of `CollectedMatch` (without `collected_at`) as it was when collected. */
  snapshot: string;
  created_at: number;
}

export interface WatchHistoryTable {
  user_id: number;
  room_id: number;
  /** `YYYY-MM-DD`, China time. */
  day: string;
  watched_at: number;
}

export interface PushNoticesTable {
  id: Generated<number>;
  /** Null: sent to everyone. */
  user_id: number | null;
  title: string;
  body: string;
  link: Generated<string>;
  created_at: number;
}

export interface PushReadsTable {
  notice_id: number;
  user_id: number;
  read_at: number;
}

export interface InviteRewardsTable {
  invitee_id: number;
  inviter_id: number;
  reward: number;
  txn_id: number;
  created_at: number;
}

export interface MemberExtrasTables {
  match_collections: MatchCollectionsTable;
  watch_history: WatchHistoryTable;
  push_notices: PushNoticesTable;
  push_reads: PushReadsTable;
  invite_rewards: InviteRewardsTable;
}
