import type { RoomUser } from './room.ts';

/**
 * The room economy: gifts and the backpack, contribution lists and rankings, guards, nobles,
 * the global horn and red envelopes. Every diamond moves through the server's ledger. Pure
 * types and constants.
 */

export const ECONOMY_PATHS = {
  /** -> Gift[] (enabled, by sort). */
  giftList: 'Gift/getList',
  /** -> BackpackItem[]: the caller's free gifts. */
  backpack: 'Gift/getUserGiftList',
  /**
   * `{room_id, gift_id, count, source?: 'wallet'|'backpack', client_id}` -> GiftResult.
   * An anchor cannot gift themself; too few diamonds is an error the app answers with recharge.
   */
  handselGift: 'member/handselGift',
  /** `{room_id, period: 'day'|'week'}` -> Contribution[] (top CONTRIBUTION_LIMIT). */
  contributionList: 'member/webgetAnchorgiftlist',
  /** `{kind: 'anchor'|'wealth', period: RankPeriod}` -> RankRow[] (`/rank`). */
  ranking: 'Live_streaming/roomRanking',
  /** `{room_id?}` -> GuardList: the guard tiers, and the room's guards. */
  guardList: 'Guard/getList',
  /** `{room_id, guard_id, months, client_id}` -> {expires_at, balance}. */
  guardBuy: 'guard_user/buy',
  /** -> NobleList: the noble tiers and the caller's noble (ours; the seed names the tier only). */
  nobleList: 'Noble/getList',
  /** `{noble_id, months, client_id}` -> {expires_at, horns_left, balance}. Ours. */
  nobleBuy: 'noble_user/buy',
  /** `{room_id, text, client_id}` -> Horn: free for nobles (30 a month), else HORN_PRICE. */
  sendHorn: 'Member/sneHorn',
  /**
   * `{scope?, page?, limit?}` -> Horn[]. scope `room` (default): the latest HORN_HISTORY, oldest
   * first (the room's ticker); `all`: every global horn, newest first, paged; `mine`: the
   * caller's own, newest first, paged (login).
   */
  hornList: 'Member/hornList',
  /** `{room_id, total, count, client_id}` -> RedEnvelope. */
  envelopeCreate: 'Redenvelope/insert',
  /** `{id}` -> RedEnvelope with its receipts. */
  envelopeInfo: 'Redenvelope/getRedInfo',
  /** `{id}` -> {amount, balance}: a share; once per user. */
  envelopeReceive: 'Redenvelope/receiveRed',
  /**
   * `{room_id}` -> OpenEnvelope[]: the room's envelopes with shares left and not expired, newest
   * first (at most OPEN_ENVELOPES_MAX), so a viewer who arrives later still sees them. Ours.
   */
  envelopeOpenList: 'Redenvelope/getRoomRedList',
} as const;

export interface Gift {
  id: number;
  name_zh: string;
  name_en: string;
  name_vi: string;
  /** Diamonds per gift. */
  price: number;
  /** URL of the gift's image. */
  icon: string;
  /** `big` gifts play a full-stage animation, `small` ones slide in the gift track. */
  effect: 'small' | 'big';
}

export interface BackpackItem {
  gift: Gift;
  count: number;
}

/** A sent gift as the room sees it (the socket's gift event and the handsel answer). */
export interface GiftEvent {
  /** The ledger transaction: one per send, so a retried send is the same event. */
  id: number;
  room_id: number;
  user: RoomUser;
  gift_id: number;
  count: number;
  diamonds: number;
  /** Consecutive sends of the same gift by the same user within COMBO_WINDOW_MS. */
  combo: number;
  /** ms */
  created_at: number;
}

export interface GiftResult {
  event: GiftEvent;
  /** The sender's diamonds after the gift. */
  balance: number;
  /** Replay of an earlier send with the same client id. */
  replayed: boolean;
}

export type ContributionPeriod = 'day' | 'week';
export interface Contribution {
  rank: number;
  user: RoomUser;
  diamonds: number;
}

export const RANK_PERIODS = ['day', 'week', 'month', 'total'] as const;
export type RankPeriod = (typeof RANK_PERIODS)[number];
export interface RankRow {
  rank: number;
  user: RoomUser;
  /** anchor: diamonds received; wealth: diamonds given. */
  diamonds: number;
  /** For anchors: their room and whether it is live. */
  room_id: number | null;
  live: boolean;
}

export interface GuardTier {
  id: number;
  /** 1 captain, 2 admiral, 3 governor (higher is more). */
  level: number;
  name_zh: string;
  name_en: string;
  name_vi: string;
  /** Diamonds per month. */
  price: number;
}
export interface GuardList {
  tiers: GuardTier[];
  guards: (RoomUser & { guard: number; expires_at: number })[];
}

export interface NobleTier {
  id: number;
  level: number;
  name_zh: string;
  name_en: string;
  name_vi: string;
  /** Diamonds per month (the seed's "yellow diamonds"). */
  price: number;
  /** Free horn barrages a month. */
  horns: number;
}
export interface NobleList {
  tiers: NobleTier[];
  mine: { noble_id: number; level: number; expires_at: number; horns_left: number } | null;
}

export interface Horn {
  id: number;
  room_id: number;
  user: RoomUser;
  text: string;
  /** ms */
  created_at: number;
}

/** Answers of the purchases: each carries the buyer's diamonds after it. */
export interface GuardBought {
  expires_at: number;
  balance: number;
}
export interface NobleBought extends GuardBought {
  horns_left: number;
}
export type HornSent = Horn & { balance: number; horns_left: number; free: boolean };
export type EnvelopeMade = RedEnvelope & { balance: number };

/** An envelope still to be had in a room; `received` when the caller already took a share. */
export type OpenEnvelope = Pick<RedEnvelope, 'id' | 'user' | 'total' | 'count' | 'remaining_count' | 'expires_at'> & {
  received: boolean;
};
export const OPEN_ENVELOPES_MAX = 20;

export interface RedEnvelope {
  id: number;
  room_id: number;
  user: RoomUser;
  total: number;
  count: number;
  remaining: number;
  remaining_count: number;
  /** Unix seconds; unclaimed diamonds go back to the sender after this. */
  expires_at: number;
  /** The caller's share, if received. */
  mine: number | null;
  receipts: { user: RoomUser; amount: number; at: number }[];
}

/** Horn price in diamonds when no free noble horn is left. */
export const HORN_PRICE = 100;
export const HORN_HISTORY = 20;
/** What `Member/hornList` lists (see ECONOMY_PATHS.hornList). */
export const HORN_SCOPES = ['room', 'all', 'mine'] as const;
export const HORN_MAX_LENGTH = 50;
export const CONTRIBUTION_LIMIT = 50;
export const RANK_LIMIT = 50;
export const COMBO_WINDOW_MS = 5_000;
/** One send: 1..GIFT_MAX_COUNT of a gift. */
export const GIFT_MAX_COUNT = 9_999;
/** Red envelopes: total 1..ENVELOPE_MAX_TOTAL diamonds split into 1..ENVELOPE_MAX_COUNT shares of at least 1. */
export const ENVELOPE_MAX_TOTAL = 100_000;
export const ENVELOPE_MAX_COUNT = 200;
export const ENVELOPE_TTL_S = 24 * 3600;
export const GUARD_MAX_MONTHS = 12;
