import type { ChatSettings } from './chat.ts';
/** Every HTTP response: `{ code, msg, data }`. */
export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

export const API_CODE = {
  ok: 0,
  /** Error shown to the user (red, 5 s). `msg` says what is wrong, naming the field. */
  error: 1,
  /** Not logged in or token invalid. */
  notLoggedIn: 700,
} as const;

/** Seed request timeout. */
export const REQUEST_TIMEOUT_MS = 20_000;

/** The API base every call path is relative to. */
export const API_BASE = '/api';

/** Call paths (the seed's names; the server matches them case-insensitively). */
export const API_PATHS = {
  systemConfig: 'universal/getSystemConfig',
  getHot: 'universal/getHot',
  hotRecommend: 'hot_match/recommend',
  hotInitialList: 'hot_match/initial_list',
  hotAllMatch: 'hot_match/all_match',
  hotMsgGetSimple: 'hot_match/msgGetSimple',
  liveSnapshot: 'live/snapshot',
} as const;

export interface CountryCode {
  id: number;
  code: string;
  name: string;
}

/** System settings (seed entity). */
export interface SystemConfig {
  websocket: string;
  CountryCode: CountryCode[];
  weibo_qr_code: string;
  apply_for_anchor: string;
  feedback_qq: string;
  customer_service_email: string;
  protocol: number;
  /** Which chat service the app logs into (built-in unless the server is set up for Tencent Cloud IM). */
  chat: ChatSettings;
  /** Where the apps and the streaming tool are (`/downLoad`); '' when there is none. */
  download: AppDownloadLinks;
}

/** The download page's links: the phone apps' store pages and the streaming tool. */
export interface AppDownloadLinks {
  android: string;
  ios: string;
  streaming_tool: string;
}

/** Hot match search entry (seed entity) with our localized variants. */
export interface HotTeam {
  id: number;
  short_name_zh: string;
  short_name_en: string;
  short_name_vi: string;
}
