import type { AlertFilter, FollowedMatch } from './alert-filter.ts';
import type { LiveMatch, Sport } from './match.ts';
import type { CompanyId, OddsLine } from './odds.ts';
import type { Channel, LoginFrame, NoticeFrame, RoomEvent } from './live-protocol.ts';

/**
 * Notices from the live socket that every tab hears: kick-outs, the global horn, reservation
 * reminders and QR-login progress. Room events go only to the tabs in that room (`joinRoom`).
 */
export type ServerNotice =
  | Exclude<NoticeFrame['data'], { type: 'room' } | { type: 'classify' } | { type: 'chat' }>
  /**
   * Chat (built-in service), to every tab. `sound`: this tab plays the message sound, one tab of the
   * browser for a message received (the engine's choice among the tabs that asked, see `setChatSound`).
   */
  | (Extract<NoticeFrame['data'], { type: 'chat' }> & { sound?: boolean })
  | LoginFrame['data']
  /** The engine's login token was revoked (logout or password reset elsewhere): the tabs log out. */
  | { type: 'sessionRevoked' };

/** What a room tab hears: its room's events, and whether the socket is in the room. */
export type RoomSignal =
  | { kind: 'event'; event: RoomEvent }
  /** Joined (again, after a reconnect: the tab refetches what it may have missed), or refused. */
  | { kind: 'joined'; joined: boolean; reason?: 'kicked' | 'not_found' | 'too_many' }
  /** The socket dropped: the room's events pause until `joined` arrives again. */
  | { kind: 'paused' };

/** What a view subscribes to. */
export type EngineQuery = { kind: 'matches'; sport: Sport } | { kind: 'odds'; sport: Sport; company_id: CompanyId };

/** Freshness of the engine's data, for the "data is N s old / stale" mark. */
export interface EngineStatus {
  connected: boolean;
  /**
   * The socket: `connecting` from the engine's start until the first welcome or close (neutral:
   * the first data is on its way), `open` once welcomed, `down` from a close (or a failed
   * attempt) until the next welcome. Offline means `down`, or `open` with no frame for longer
   * than the heartbeat window; nothing else.
   */
  link: 'connecting' | 'open' | 'down';
  /** Open, but a match channel is still catching up (replay or snapshot): the rows may be old. */
  syncing: boolean;
  /** Stream epoch of the server the engine follows; null before the first welcome. */
  epoch: string | null;
  /** ms of the last frame of any kind from the server (0 = never). */
  lastMessageAt: number;
  /** ms the newest data in IndexedDB was written, for views that start offline. */
  storedAt: number;
  /** Number of live-socket connections opened so far (1 for a healthy session). */
  connects: number;
  /** Tabs attached right now. */
  tabs: number;
  subscriptions: number;
  tier: EngineTier;
}

export type EngineTier = 'shared-worker' | 'leader-worker' | 'in-process';

/**
 * A batch a subscription receives. The first is always `reset` (from IndexedDB at once, then
 * again after a snapshot); after that `patch` with the latest state of each changed row.
 * `shown` marks the catch-up: the first batch after the engine heard the tab was shown, sent
 * even when nothing changed, which brings a tab that got only key events while hidden to the
 * current state.
 */
export type EngineBatch<Row> =
  | { kind: 'reset'; rows: Row[]; status: EngineStatus; shown?: true }
  | { kind: 'patch'; rows: Row[]; removed: number[]; status: EngineStatus; shown?: true };

/**
 * A match as a patch carries it from the engine to a tab: the whole row when the tab has none
 * yet, else its id and version with only the fields that changed since the row the tab holds.
 * A live match changes its clock, or a score: one or two fields of forty, and copying the whole
 * row into every message was most of the engine's work (B1).
 */
export type MatchChange = Pick<LiveMatch, 'id' | 'v'> & Partial<LiveMatch>;

/** A batch of a match subscription as it crosses to the tab; the tab's client makes rows of it again. */
export type MatchWireBatch =
  | { kind: 'reset'; rows: LiveMatch[]; status: EngineStatus; shown?: true }
  | { kind: 'patch'; rows: MatchChange[]; removed: number[]; status: EngineStatus; shown?: true };

/** What a subscription's callback receives: match batches as changes, odds batches as rows. */
export type WireBatch = MatchWireBatch | EngineBatch<OddsLine>;

export type MatchBatch = EngineBatch<LiveMatch>;
export type OddsBatch = EngineBatch<OddsLine>;

/**
 * Alerts, seed fields plus the localized names: goals and red cards of the matches the score
 * list shows, and kick-off, goals, red cards, half time and full time of followed matches.
 */
export interface MatchAlert {
  /** Unique per event (`<match id>:<v>`): one alert per event for the whole browser. */
  key: string;
  kind: 'goal' | 'red' | 'kickoff' | 'halftime' | 'fulltime';
  /** The user follows the match. */
  followed: boolean;
  /** No tab of the browser is visible: the receiving tab also raises a desktop notification. */
  desktop: boolean;
  match_id: number;
  sport: Sport;
  /** 1 = the home side scored (or was sent off). */
  iszhu: 0 | 1;
  match_str: string;
  home_team_name_zh: string;
  home_team_name_en: string;
  home_team_name_vi: string;
  away_team_name_zh: string;
  away_team_name_en: string;
  away_team_name_vi: string;
  home_score: number;
  away_score: number;
}

export interface TabInfo {
  tabId: string;
  visible: boolean;
}

// ---- diagnostics (the /dome and /new_file pages) -------------------------------------------

/** Frames the engine's frame log keeps (the newest; older ones drop out). */
export const FRAME_LOG_SIZE = 500;
/** Frames `diagnostics()` includes as its "last frames". */
export const DIAGNOSTICS_LAST_FRAMES = 12;

/**
 * One live-socket frame as the frame log keeps it: what it was, never what it carried (a frame
 * the engine sends may hold the login token).
 */
export interface FrameRecord {
  /** Increasing within one engine: `frameLog(afterId)` returns the records after it. */
  id: number;
  /** ms the engine received or sent it. */
  at: number;
  dir: 'in' | 'out';
  /**
   * The frame's type: `welcome`, `pong`, `resumed` (control); `football`, `odds` ... (data, the
   * payload type); `room`, `chat`, `horn` ... (notices); `heartbeat`, `resume` ... (sent);
   * `unreadable` for a frame that did not parse.
   */
  type: string;
  /** The seed's code of a received frame (0 control, 100 data and notices, 200 QR login); null when sent. */
  code: number | null;
  /** Data frames, and the control frames about one channel (`resume`, `resumed`, `snapshot_required`). */
  channel: Channel | null;
  /** A data frame's `seq` (or the `seq` a `resume` asks from, the `to` of `resumed`). */
  seq: number | null;
  /** Rows a data frame carries. */
  rows: number | null;
  /** Length of the frame's text, in characters. */
  size: number;
}

/** How a channel the engine follows stands. */
export interface ChannelDiagnostics {
  channel: Channel;
  /** `live` applies frames; `resuming` waits for a replay; `snapshot` fetches one; `idle` while the socket is down. */
  mode: 'idle' | 'resuming' | 'live' | 'snapshot';
  /** Stream epoch and last applied seq; null before the first snapshot. */
  epoch: string | null;
  seq: number | null;
  /** Data frames received on the channel since the engine started. */
  frames: number;
  /** ms of the channel's last data frame (0 = none yet). */
  lastFrameAt: number;
}

/** Totals since the engine started. */
export interface FrameCounters {
  framesIn: number;
  framesOut: number;
  /** Characters received. */
  sizeIn: number;
  /** Frames that did not parse (dropped). */
  unreadable: number;
}

/** Rows the engine keeps in IndexedDB (null: the database could not be read). */
export interface StoredCounts {
  matches: number;
  odds: number;
  follows: number;
  cursors: number;
}

/** The engine's inside, read-only, for the diagnostics page. */
export interface EngineDiagnostics {
  status: EngineStatus;
  protocol: number;
  /** ms the engine started. */
  startedAt: number;
  /** The odds company the socket is toggled to. */
  company: number;
  channels: ChannelDiagnostics[];
  tabs: { tabId: string; visible: boolean; subscriptions: number; rooms: number }[];
  subscriptions: { id: number; tabId: string; query: EngineQuery }[];
  /** Rooms the socket is in for some tab: how many tabs, and whether the server let it in. */
  rooms: { roomId: number; tabs: number; joined: boolean | null }[];
  stored: StoredCounts | null;
  counters: FrameCounters;
  /** The newest frames, oldest first (at most DIAGNOSTICS_LAST_FRAMES). */
  lastFrames: FrameRecord[];
}

/**
 * The engine as a tab sees it (through Comlink, every call is async). Implemented once by
 * `createEngine` and served by the SharedWorker or, without SharedWorker, by the leader tab's
 * dedicated worker over BroadcastChannel.
 */
/** Which engine answers: its protocol, its tier and when it started. */
export interface EngineIdentity {
  protocol: number;
  tier: EngineTier;
  startedAt: number;
}

export interface EngineApi {
  /** Liveness and identity, used to pick the tier. */
  ping(): EngineIdentity;
  /**
   * A tab announces itself; its subscriptions are dropped when its Web Lock frees. Answers like
   * `ping`, so a tab's first attach also tells it the engine is there (one round trip, not two).
   */
  attach(tab: TabInfo): EngineIdentity;
  setVisible(tabId: string, visible: boolean): void;
  detach(tabId: string): void;
  /**
   * Callbacks are `Comlink.proxy` functions. The engine sends the next batch only after the
   * previous callback resolved, so a tab that resolves after its next paint gets one batch per frame.
   */
  subscribe(tabId: string, query: EngineQuery, onBatch: (batch: WireBatch) => unknown): number;
  unsubscribe(id: number): void;
  /**
   * Goal and red-card alerts for this tab; each event goes to one tab only. The alerts of one
   * frame come in one call, oldest first.
   */
  onAlert(tabId: string, onAlert: (alerts: MatchAlert[]) => unknown): void;
  /** Stop alerts for this tab (its last alert view went away), so another tab gets them. */
  offAlert(tabId: string): void;
  /** What a sport's score list leaves out: alerts of matches it does not show are not sent. */
  setAlertFilter(sport: Sport, filter: AlertFilter): void;
  /** Follow (or stop following) a match; kept in IndexedDB, for every tab. */
  follow(match: LiveMatch, on: boolean): void;
  /** The followed matches, now and after every change, until the tab detaches. */
  onFollows(tabId: string, onFollows: (follows: FollowedMatch[]) => unknown): void;
  /** The tab can play the chat message sound (its chat view is open), or no longer. */
  setChatSound(tabId: string, on: boolean): void;
  /** Kick-outs and QR-login progress, to every tab that asked. */
  onNotice(tabId: string, onNotice: (notice: ServerNotice) => unknown): void;
  /** The odds company the tabs show (sends `toggle` on the socket). */
  setCompany(companyId: CompanyId): void;
  /**
   * QR login: wait on the socket for this code's progress (sent again after a reconnect until
   * the login succeeds or the code is 3 minutes old); progress arrives through `onNotice`.
   */
  login(code: string): void;
  /**
   * Who the socket speaks for (the login token, or null after logout). Sent again after every
   * reconnect; a revoked token closes the socket and the engine goes on as a visitor.
   */
  setToken(token: string | null): void;
  /** Hear a room while this tab shows it; the socket joins once for all tabs in that room. */
  joinRoom(tabId: string, roomId: number, onSignal: (signal: RoomSignal) => unknown): number;
  leaveRoom(id: number): void;
  status(): EngineStatus;
  /** Read-only state for the diagnostics page: channels, tabs, subscriptions, rooms, stored rows. */
  diagnostics(): Promise<EngineDiagnostics>;
  /** The frame log: records after `afterId` (0: every one kept), oldest first, at most FRAME_LOG_SIZE. */
  frameLog(afterId: number): FrameRecord[];
}
