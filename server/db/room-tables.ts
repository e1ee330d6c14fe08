import type { ColumnType, Generated } from 'kysely';

/**
 * Tables of live rooms and the room economy (migration 006). Times are unix seconds, except
 * `barrages.created_at` and `horns.created_at` (ms); money is integer diamonds.
 */

export type CategorySport = 'football' | 'basketball' | 'esports' | 'other';

export interface LiveCategoriesTable {
  id: Generated<number>;
  sport: CategorySport;
  name_zh: string;
  name_en: string;
  name_vi: string;
  sort: Generated<number>;
}

export interface RoomsTable {
  id: Generated<number>;
  anchor_id: number;
  title: string;
  category_id: number;
  match_id: number | null;
  cover: Generated<string>;
  announcement: Generated<string>;
  /** 0 not started, 1 live, 2 ended. */
  live_status: Generated<number>;
  started_at: number | null;
  ended_at: number | null;
  /** The broadcast in progress (or the last one). */
  broadcast_id: number | null;
  stream_key_hash: string | null;
  stream_key_hint: string | null;
  /** The phone's push key (migration 018), apart from the OBS one: optional on insert. */
  phone_key_hash: ColumnType<string | null, string | null | undefined, string | null>;
  phone_key_hint: ColumnType<string | null, string | null | undefined, string | null>;
  followers: Generated<number>;
  created_at: number;
  updated_at: number;
}

export interface BroadcastsTable {
  id: Generated<number>;
  room_id: number;
  title: string;
  match_id: number | null;
  cover: Generated<string>;
  started_at: number;
  ended_at: number | null;
  peak_online: Generated<number>;
  recording: string | null;
  recording_bytes: Generated<number>;
}

export interface RoomMembershipTable {
  room_id: number;
  user_id: number;
  by_user_id: number;
  created_at: number;
}

export interface RoomMutesTable extends RoomMembershipTable {
  /** Unix seconds; 0 = until lifted. */
  until: number;
}

export interface FollowsTable {
  user_id: number;
  anchor_id: number;
  created_at: number;
}

export interface MatchReservationsTable {
  user_id: number;
  match_id: number;
  created_at: number;
}

export interface PlannedBroadcastsTable {
  id: Generated<number>;
  room_id: number;
  title: string;
  match_id: number | null;
  starts_at: number;
  created_at: number;
  notified_at: number | null;
}

/** The matches a broadcast covers besides its bound one, in order (migration 018). */
export interface RoomLiveListTable {
  room_id: number;
  match_id: number;
  position: number;
  created_at: number;
}

export interface BroadcastReservationsTable {
  user_id: number;
  planned_id: number;
  created_at: number;
}

export interface BarragesTable {
  id: Generated<number>;
  room_id: number;
  user_id: number;
  kind: 'text' | 'horn' | 'system';
  text: string;
  count: Generated<number>;
  /** ms */
  created_at: number;
}

export interface BannedWordsTable {
  word: string;
  created_at: number;
}

export interface RoomReportsTable {
  id: Generated<number>;
  room_id: number;
  user_id: number;
  reason: string;
  text: string;
  created_at: number;
}

export interface GiftsTable {
  id: Generated<number>;
  name_zh: string;
  name_en: string;
  name_vi: string;
  price: number;
  icon: string;
  effect: 'small' | 'big';
  sort: Generated<number>;
  enabled: Generated<number>;
}

export interface BackpackItemsTable {
  user_id: number;
  gift_id: number;
  count: number;
}

export interface GiftRecordsTable {
  id: Generated<number>;
  txn_id: number | null;
  room_id: number;
  anchor_id: number;
  user_id: number;
  gift_id: number;
  count: number;
  diamonds: number;
  source: 'wallet' | 'backpack';
  created_at: number;
}

export interface TiersTable {
  id: Generated<number>;
  level: number;
  name_zh: string;
  name_en: string;
  name_vi: string;
  price: number;
  horns: Generated<number>;
}

export interface RoomGuardsTable {
  room_id: number;
  user_id: number;
  level: number;
  expires_at: number;
}

export interface UserNoblesTable {
  user_id: number;
  noble_id: number;
  level: number;
  expires_at: number;
  horns_left: number;
  horns_month: string;
}

export interface HornsTable {
  id: Generated<number>;
  room_id: number;
  user_id: number;
  text: string;
  txn_id: number | null;
  /** ms */
  created_at: number;
}

export interface RedEnvelopesTable {
  id: Generated<number>;
  room_id: number;
  user_id: number;
  txn_id: number;
  total: number;
  count: number;
  created_at: number;
  expires_at: number;
  refunded_at: number | null;
}

export interface RedEnvelopeSharesTable {
  envelope_id: number;
  idx: number;
  amount: number;
  user_id: number | null;
  received_at: number | null;
}

export interface RoomTables {
  live_categories: LiveCategoriesTable;
  rooms: RoomsTable;
  broadcasts: BroadcastsTable;
  room_managers: RoomMembershipTable;
  room_kicks: RoomMembershipTable;
  room_mutes: RoomMutesTable;
  follows: FollowsTable;
  match_reservations: MatchReservationsTable;
  planned_broadcasts: PlannedBroadcastsTable;
  room_live_list: RoomLiveListTable;
  broadcast_reservations: BroadcastReservationsTable;
  barrages: BarragesTable;
  banned_words: BannedWordsTable;
  room_reports: RoomReportsTable;
  gifts: GiftsTable;
  backpack_items: BackpackItemsTable;
  gift_records: GiftRecordsTable;
  guard_tiers: TiersTable;
  noble_tiers: TiersTable;
  room_guards: RoomGuardsTable;
  user_nobles: UserNoblesTable;
  horns: HornsTable;
  red_envelopes: RedEnvelopesTable;
  red_envelope_shares: RedEnvelopeSharesTable;
}
