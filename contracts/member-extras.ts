/**
 * The member centre's extras: collected matches, watch history, anchor experience, push notices,
 * the distribution centre (invites), channel applications, the activity page and the
 * customer-service info. Call paths, answer shapes and constants; pure types.
 */
import { ACCOUNT_PATHS, REWARD_PATHS } from './account.ts';
import type { MatchStatus, Sport } from './match.ts';
import type { RoomCard } from './room.ts';

export const MEMBER_EXTRA_PATHS = {
  /** `{match_id, source?: 'live'|'history', collect?: 0|1}` -> MatchCollectState: collect (1), uncollect (0) or toggle. */
  collect: 'Basketballuser/collect',
  /** `{page?, limit?, match_id?, source?}` -> Page<CollectedMatch>, newest first. Ours. */
  collectList: 'Basketballuser/collectList',
  /** `{page?, limit?}` -> Page<WatchEntry>: rooms opened, one entry per room per day, latest first. */
  watchlist: 'User/watchlistList',
  /** `{page?, limit?}` -> AnchorExperience: the caller's anchor level and its records per day. */
  anchorExperience: 'User/anchorExperienceList',
  /** `{page?, limit?}` -> PushPage: notices sent to the caller or to everyone, newest first. */
  pushList: ACCOUNT_PATHS.pushList,
  /** `{id?}` -> {unread}: marks one notice (or, without id, every notice) read. Ours. */
  pushRead: 'Push/read',
  /** `{page?, limit?}` -> Distribution: the caller's invite code, invitees and rewards. Ours. */
  distribution: 'Member/distribution',
  /** ChannelApplicationForm -> {id, status}: apply to be a channel partner. */
  applyChannel: 'Member/applyChannel',
  /** -> ActivityLink: the current activity page. */
  activityUrl: REWARD_PATHS.activityUrl,
  /** -> CustomerService: how to reach customer service (loaded at start-up). */
  kefuInfo: ACCOUNT_PATHS.kefuInfo,
} as const;

/** Pages of the member centre's lists. */
export interface ListPage<T> {
  list: T[];
  total: number;
  page: number;
  page_size: number;
}

// ---- collections ----------------------------------------------------------------------------

/** Which id space a collected match id is in: today's live feed, or the imported results. */
export const MATCH_SOURCES = ['live', 'history'] as const;
export type MatchSource = (typeof MATCH_SOURCES)[number];

export interface MatchCollectState {
  match_id: number;
  source: MatchSource;
  collected: boolean;
}

/** A collected match as the collections list shows it (the live store's latest, else as collected). */
export interface CollectedMatch {
  match_id: number;
  source: MatchSource;
  sport: Sport;
  short_name_zh: string;
  short_name_en: string;
  short_name_vi: string;
  home_team_name_zh: string;
  home_team_name_en: string;
  home_team_name_vi: string;
  away_team_name_zh: string;
  away_team_name_en: string;
  away_team_name_vi: string;
  /** Kick-off, unix seconds. */
  match_time: number;
  status: MatchStatus;
  /** The clock as the score lists show it while live (`67`, `HT`), else ''. */
  match_str: string;
  /** Null before kick-off. */
  home_score: number | null;
  away_score: number | null;
  collected_at: number;
}

// ---- watch history --------------------------------------------------------------------------

export interface WatchEntry {
  room: RoomCard;
  /** `YYYY-MM-DD`, China time (one entry per room per day). */
  day: string;
  /** Unix seconds of the latest visit that day. */
  watched_at: number;
}

// ---- anchor experience ----------------------------------------------------------------------

/** One day of an anchor's experience: gifts and guards received, and minutes live. */
export interface AnchorExperienceDay {
  day: string;
  /** Diamonds of gifts and guards received (1 diamond = 1 point). */
  gift_points: number;
  live_minutes: number;
  /** ANCHOR_POINTS_PER_LIVE_MINUTE a minute. */
  live_points: number;
  points: number;
  /** The anchor's experience at the end of the day. */
  total: number;
}

export interface AnchorExperience {
  level: number;
  points: number;
  /** Points where the current level starts, and where the next one does (null at the top). */
  current: number;
  next: number | null;
  /** 0..1 towards the next level. */
  progress: number;
  level_icon: string;
  days: ListPage<AnchorExperienceDay>;
}

// ---- push notices ---------------------------------------------------------------------------

export interface PushNotice {
  id: number;
  title: string;
  body: string;
  /** A path of this site or an http(s) link; '' for none. */
  link: string;
  /** True: sent to everyone; false: to the caller alone. */
  broadcast: boolean;
  read: boolean;
  created_at: number;
}

export interface PushPage extends ListPage<PushNotice> {
  unread: number;
}

export const PUSH_TITLE_MAX = 100;
export const PUSH_BODY_MAX = 2000;

// ---- distribution centre --------------------------------------------------------------------

/** Diamonds the inviter gets, once, for each user who registers with their code. */
export const INVITE_REWARD = 10;

/** The page a friend opens to register with an invite code. */
export function inviteHref(code: string): string {
  return `/login?invite=${encodeURIComponent(code)}`;
}

export interface Invitee {
  id: number;
  nickname: string;
  avatar: string;
  registered_at: number;
  /** Diamonds credited for this invitee (0 when none were). */
  reward: number;
}

export interface Distribution {
  invite_code: string;
  reward_per_invite: number;
  invited_total: number;
  rewards_total: number;
  invitees: ListPage<Invitee>;
}

// ---- channel application --------------------------------------------------------------------

/** Kinds of channel partner: an anchor guild, a media outlet, a promoter, a business partner. */
export const CHANNEL_TYPES = ['guild', 'media', 'promoter', 'business'] as const;
export type ChannelType = (typeof CHANNEL_TYPES)[number];
export const CHANNEL_CONTACT_TYPES = ['phone', 'qq', 'wechat'] as const;
export const CHANNEL_NAME_MAX = 40;
export const CHANNEL_INTRO_MIN = 15;
export const CHANNEL_INTRO_MAX = 500;
export const CHANNEL_URL_MAX = 200;
export const CHANNEL_AUDIENCE_MAX = 1_000_000_000;

export interface ChannelApplicationForm {
  name?: string;
  channel_type?: string;
  contact_type?: string;
  contact?: string;
  /** Followers or readers the channel reaches (optional). */
  audience?: number | string;
  /** The channel's page (optional, http or https). */
  url?: string;
  intro?: string;
}

// ---- activity and customer service ----------------------------------------------------------

export interface ActivityLink {
  /** A path of this site (`/member?type=12`) or an absolute http(s) URL. */
  url: string;
  /** True when `url` is a path of this site. */
  internal: boolean;
}

export interface CustomerService {
  /** '' when there is none. */
  qq: string;
  wechat: string;
  email: string;
  phone: string;
  /** `HH:MM-HH:MM`, every day. */
  hours: string;
  /** `UTC+8`. */
  time_zone: string;
}

/** An absolute http(s) URL with a host, no spaces or control characters (contracts have no URL class). */
export function isHttpUrl(url: string): boolean {
  // eslint-disable-next-line no-control-regex
  return /^https?:\/\/[^\s/?#\\@]+(?:[/?#][^\s]*)?$/i.test(url) && !/[\u0000-\u001f\u007f]/.test(url);
}

/**
 * What a link from the operator (a push notice's, the activity page) is: a path of this site, an
 * absolute http(s) URL, or neither (refused; never `javascript:` or `//elsewhere`).
 */
export function linkKind(url: string): 'internal' | 'external' | null {
  if (url.startsWith('/')) return /^\/[/\\]/.test(url) || /\s/.test(url) ? null : 'internal';
  return isHttpUrl(url) ? 'external' : null;
}
