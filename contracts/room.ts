/**
 * Live rooms: the seed's call paths for rooms, streaming, moderation, barrage, follows and
 * reservations, and the shapes they answer with. Gifts, guards, nobles, horns and red envelopes
 * are in room-economy.ts; limits and validation in room-rules.ts. Pure types and constants.
 */

export const ROOM_PATHS = {
  // ---- viewing ----------------------------------------------------------------------------
  /** `{room_id}` or `{anchor_id}` -> RoomInfo. */
  roomInfo: 'Live_streaming/getRoomInfo',
  /** `{type: 0|1|2|3, category_id?, page?, limit?}` -> Page<RoomCard>; live rooms first. */
  liveList: 'live_streaming/getLiveList',
  /** `{room_id?, limit?}` -> RoomCard[]: recommendations (live first, not this room). */
  roomList: 'Live/getRoomList',
  /** -> LiveCategory[] with how many rooms are live in each. */
  categories: 'Live/getBucketRoomList',
  /** `{room_id}` -> {announcement}. */
  placard: 'Live/getPlacard',
  /** `{room_id|anchor_id, page?, limit?}` -> Page<Broadcast> (past broadcasts with a recording). */
  playbackList: 'Live_streaming/getLivePlaybackList',
  /** `{room_id}` -> {url}: the share link (counts the share task). */
  share: 'live/share',
  /** `{room_id, reason, text?}` -> null. Ours: report or complain about a room. */
  report: 'Live/report',

  // ---- the streamer -----------------------------------------------------------------------
  /**
   * `{reset?: 0|1}` -> LiveUrl. The stream key is shown once, when made (first call or reset);
   * afterwards only its hint. Only anchors.
   */
  liveUrl: 'Live/getLiveUrl',
  /** -> MyRoom: the anchor's own room and settings (created on first use). */
  startRoom: 'Live/startRoom',
  /** -> null: ends the broadcast now (the publisher is disconnected). */
  endRoom: 'Live/endRoom',
  /**
   * `{title, category_id, match_id?, cover?}` -> MyRoom. cover: the caller's own upload (the
   * member upload endpoint checks png/jpg by content, 5 MB).
   */
  setLiveInfo: 'Live/setLiveInfo',
  /** `{title}` -> null. */
  setTitle: 'live/setTitle',
  /** `{announcement}` -> null (at most ANNOUNCEMENT_MAX characters). */
  setPlacard: 'Live/setPlacard',
  /** `{days?}` -> RevenueDay[]: income (gifts and guards) per day, newest first. Ours. */
  revenue: 'Live/getRevenue',
  /** `{page?}` -> Page<Broadcast>: the anchor's own broadcast records. Ours. */
  broadcastList: 'Live/getBroadcastList',
  /**
   * `{title?, category_id?, match_id?, cover?}` -> MobileStart: going live from a phone. Applies
   * what is given (as `live/updateLive`), makes the room a new phone push key (the OBS key keeps
   * working; the previous phone key stops) and answers the push address with the room.
   */
  mobileStartRoom: 'Live/mobileStartRoom',
  /**
   * `{match_ids}` (an array or `1,2,3`; empty clears) -> LiveList: the matches the broadcast
   * covers besides the bound one, in order (at most LIVE_LIST_MAX). The room is listed under each
   * (`live_streaming/getLiveList?match_id=`, a match's watch links).
   */
  setLiveList: 'Live/setLiveList',
  /**
   * `{title?, category_id?, match_id?, cover?}` -> MyRoom: changes only what is given, during a
   * broadcast too: the room's viewers hear it and the broadcast's record follows. match_id 0
   * unbinds; cover '' removes the cover.
   */
  updateLive: 'live/updateLive',

  // ---- moderation (anchor and assistants; parameters in the query) -------------------------
  /** `{room_id, user_id, minutes?}` -> null: mute (minutes 0 or absent = until lifted). */
  setTaboo: 'Live/setTaboo',
  /** `{room_id, user_id}` -> null: lift a mute. */
  relieveTaboo: 'RoomManage/relieveTaboo',
  /** `{room_id}` -> RoomUser[]: the room's assistants. */
  manageList: 'RoomManage/getLiveRoomManageList',
  /** `{room_id, user_id}` -> null: appoint an assistant (anchor only; at most ASSISTANTS_MAX). */
  setAdministrations: 'RoomManage/setAdministrations',
  /** `{room_id, user_id}` -> null: remove an assistant (anchor only). */
  delManage: 'RoomManage/delLiveRoomManage',
  /** `{room_id}` -> RoomUser[] (alias of the manage list, as the seed has both). */
  assistantList: 'live/assistantList',
  /** `{room_id, user_id, cancel?: 0|1}` -> null: kick out of the room (cancel lets them back). */
  kickout: 'live/liveKickout',
  /**
   * Without room_id: {rooms: number[]} the caller is kicked from (loaded at start-up). With
   * room_id (anchor and assistants): RoomUser[] kicked from that room.
   */
  kickoutList: 'live/liveKickoutList',
  /** `{room_id, user_id}` -> UserRoomStatus: what the caller may do to that user. */
  userStatus: 'Live/getUserStatus',
  /** `{room_id}` -> {list: RoomUser[]} muted users. Ours. */
  tabooList: 'RoomManage/getTabooList',

  // ---- barrage ------------------------------------------------------------------------------
  /** `{room_id}` -> Barrage[]: the latest BARRAGE_HISTORY messages, oldest first. */
  barrageList: 'Barrage/getList',
  /** `{room_id, text}` -> Barrage (as stored: masked, maybe merged). */
  barrageSend: 'Barrage/send',

  // ---- follows and reservations --------------------------------------------------------------
  /** `{anchor_id}` -> {is_follow, followers}: toggles. */
  attention: 'Member/attention',
  /** -> RoomCard[] of followed anchors, live first. */
  attentionList: 'User/attentionList',
  /** `{match_id}` -> {reserved}: toggles a match reservation. */
  reserveMatch: 'live/reserveMatch',
  /** `{reserve_id}` -> {reserved}: toggles a reservation of an anchor's planned broadcast. */
  reserveBroadcast: 'live/reserveMatch2',
  /** -> MyReservations. */
  myReservations: 'Live_streaming/getUserReserveLiveList',
  /** `{room_id}` -> PlannedBroadcast[] (upcoming). */
  plannedList: 'Live_streaming/getReserveLiveList',
  /** `{title, starts_at, match_id?}` -> PlannedBroadcast. Anchor only. */
  plan: 'live/setReserveLiveNew',
  /** `{id}` -> null. Anchor only. */
  unplan: 'live/deleteReserveLive',
} as const;

/** Seed: live, not started, ended. */
export const LIVE_STATUS = { notStarted: 0, live: 1, ended: 2 } as const;
export type LiveStatus = (typeof LIVE_STATUS)[keyof typeof LIVE_STATUS];

/** `/anchor?type=`: 0 all, 1 football, 2 basketball, 3 by category (with id and name). */
export const ANCHOR_LIST_TYPES = [0, 1, 2, 3] as const;
export type AnchorListType = (typeof ANCHOR_LIST_TYPES)[number];

export interface Page<T> {
  list: T[];
  total: number;
  page: number;
  limit: number;
}

export interface LiveCategory {
  id: number;
  sport: 'football' | 'basketball' | 'esports' | 'other';
  name_zh: string;
  name_en: string;
  name_vi: string;
  /** Rooms live in it now. */
  live_count: number;
}

/** A room in lists. */
export interface RoomCard {
  id: number;
  anchor_id: number;
  nickname: string;
  avatar: string;
  title: string;
  /** Image URL; empty when the anchor set none (the app then shows the avatar). */
  cover: string;
  /** Ours: a recent frame of the live stream (JPEG URL), shown over the cover; null when there is none. */
  frame: string | null;
  category_id: number;
  sport: LiveCategory['sport'];
  /** The match the broadcast covers (its score comes from the engine), or null. */
  match_id: number | null;
  live_status: LiveStatus;
  online: number;
  followers: number;
  /** Unix seconds the current (or last) broadcast started; null if never. */
  started_at: number | null;
}

/** `Live_streaming/getRoomInfo`. */
export interface RoomInfo extends RoomCard {
  announcement: string;
  /** HTTP-FLV URL to play while live (absolute, or relative to the page). */
  play_url: string;
  /** The caller (null for visitors). */
  me: {
    is_follow: boolean;
    /** The caller is this room's anchor. */
    is_owner: boolean;
    is_manager: boolean;
    /** Unix seconds the caller's mute ends; 0 = muted until lifted; null = not muted. */
    muted_until: number | null;
    kicked: boolean;
  } | null;
  /** Planned broadcasts of this room, soonest first. */
  planned: PlannedBroadcast[];
  /** The matches the broadcast also covers (`Live/setLiveList`), in the anchor's order. */
  live_list: number[];
}

/** `Live/startRoom`, `Live/setLiveInfo`: the anchor's own room. */
export interface MyRoom extends RoomInfo {
  /** Set when a stream key exists (only its last four characters). */
  stream_key_hint: string | null;
}

/** `Live/getLiveUrl`: what to paste into OBS. */
export interface LiveUrl {
  /** OBS "Server", e.g. rtmp://host:1935/live */
  rtmp_url: string;
  /** OBS "Stream key" (`<room id>?key=<secret>`): only when just made; null afterwards. */
  stream_key: string | null;
  /** Last four characters of the secret, to recognise it. */
  stream_key_hint: string;
  play_url: string;
}

/** `Live/setLiveList`: the matches the room is listed under besides its bound match. */
export interface LiveList {
  match_ids: number[];
}

/** Where a phone pushes to (`Live/mobileStartRoom`): the key is shown this once. */
export interface MobilePush {
  /** RTMP server, as for OBS. */
  rtmp_url: string;
  /** `<room id>?key=<secret>`: a key of its own, apart from the OBS key. */
  stream_key: string;
  /** The whole address a phone streaming app takes: `<rtmp_url>/<stream_key>`. */
  push_url: string;
  play_url: string;
}

export interface MobileStart {
  room: MyRoom;
  push: MobilePush;
}

/** A user as rooms show them (chat list, moderation lists, contribution lists). */
export interface RoomUser {
  id: number;
  nickname: string;
  avatar: string;
  /** Level from wealth (contracts/levels.ts). */
  level: number;
  /** Unix seconds (appointed, muted or kicked at). */
  at?: number;
  /** Mute lists only: unix seconds the mute ends; 0 = until lifted. */
  until?: number;
}

export interface UserRoomStatus {
  user: RoomUser;
  is_owner: boolean;
  is_manager: boolean;
  muted_until: number | null;
  kicked: boolean;
  /** What the caller may do to this user. */
  can_moderate: boolean;
  can_appoint: boolean;
}

/** A past broadcast; `play_url` plays its recording (FLV) when one was kept. */
export interface Broadcast {
  id: number;
  room_id: number;
  title: string;
  match_id: number | null;
  started_at: number;
  ended_at: number | null;
  duration_s: number;
  peak_online: number;
  play_url: string | null;
  cover: string;
}

export interface RevenueDay {
  /** `YYYY-MM-DD` in Beijing time. */
  day: string;
  /** All income of the day: gift_diamonds + guard_diamonds. */
  diamonds: number;
  /** Gifts received (a send of 10 counts 10). */
  gifts: number;
  gift_diamonds: number;
  /** Guard purchases. */
  guards: number;
  guard_diamonds: number;
}

export interface PlannedBroadcast {
  id: number;
  room_id: number;
  title: string;
  match_id: number | null;
  starts_at: number;
  reserved: boolean;
  reservations: number;
}

export interface MyReservations {
  matches: { match_id: number; created_at: number }[];
  broadcasts: (PlannedBroadcast & { nickname: string; avatar: string })[];
}

/** Kinds of chat-list lines. Text is always shown as text. */
export type BarrageKind = 'text' | 'horn' | 'system';

export interface Barrage {
  id: number;
  room_id: number;
  user: RoomUser & { guard: number; noble: number; is_manager: boolean; is_owner: boolean };
  kind: BarrageKind;
  text: string;
  /** Identical messages merged within BARRAGE_MERGE_MS: how many were sent. */
  count: number;
  /** ms */
  created_at: number;
}
