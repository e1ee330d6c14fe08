// A type-only import: live-frames.ts imports this module's channel checks at run time.
import type { ClientFrame } from './live-frames.ts';
import type { ChatEvent } from './chat.ts';
import type { LiveMatch, MatchDelta, Sport } from './match.ts';
import { isCompanyId, type OddsDelta, type OddsLine } from './odds.ts';
import type { GiftEvent, Horn, RedEnvelope } from './room-economy.ts';
import type { Barrage, LiveStatus, RoomUser } from './room.ts';

/**
 * Version of the live socket protocol and of the engine that speaks it. The SharedWorker is
 * named `engine-v<PROTOCOL_VERSION>`, so a deploy that changes the protocol never shares a
 * worker with tabs of the old one.
 */
export const PROTOCOL_VERSION = 1;

/** Client heartbeat period (seed constant). */
export const HEARTBEAT_MS = 30_000;
/** No pong within this window after a heartbeat: the socket is dead (half-open after sleep). */
export const PONG_DEADLINE_MS = 10_000;
/** Largest frame the server accepts from a client. */
export const MAX_CLIENT_FRAME_BYTES = 64 * 1024;

/** Channels carry their own gap-free `seq`. */
export const MATCH_CHANNELS = ['football', 'basketball', 'esports'] as const;
export type MatchChannel = (typeof MATCH_CHANNELS)[number];
export type OddsChannel = `odds:${number}`;
export type Channel = MatchChannel | OddsChannel;

export function oddsChannel(companyId: number): OddsChannel {
  return `odds:${companyId}`;
}

/** An odds channel of a company we publish (no other name is a channel: nothing is kept for it). */
export function isOddsChannel(channel: string): channel is OddsChannel {
  const match = /^odds:(\d{1,3})$/.exec(channel);
  return match !== null && isCompanyId(Number(match[1]));
}

export function isChannel(channel: string): channel is Channel {
  return (MATCH_CHANNELS as readonly string[]).includes(channel) || isOddsChannel(channel);
}

/** Client frames: schemas in live-frames.ts (server side); the types, free of zod, here. */
export type { ClientFrame };

// ---- server -> client -------------------------------------------------------------------

export interface MatchListPayload {
  type: Sport;
  list: MatchDelta[];
  /** Matches the feed no longer carries (pruned fixtures). */
  removed?: number[];
}
export interface OddsPayload {
  type: 'football_exponent' | 'basketball_exponent';
  company_id: number;
  list: OddsDelta[];
}
export type ChannelPayload = MatchListPayload | OddsPayload;

export function isOddsPayload(payload: ChannelPayload): payload is OddsPayload {
  return payload.type === 'football_exponent' || payload.type === 'basketball_exponent';
}

/** `code 100`: a data frame on a sequenced channel. */
export interface DataFrame {
  code: 100;
  channel: Channel;
  epoch: string;
  /** Gap-free per channel within an epoch. */
  seq: number;
  /** Server send time, ms (latency measurement). */
  ts: number;
  data: ChannelPayload;
}

/** `code 100` frames that are not sequenced: replies and per-user notices. */
export type NoticePayload =
  | {
      type: 'classify';
      classify_type: 0 | 1;
      list: { id: number; name_zh: string; name_en: string; name_vi: string }[];
    }
  /** To every socket of the kicked user: their tabs go to `/anchor?type=0`. */
  | { type: 'liveKickout'; room_id: number; user_id: number }
  /** To the sockets in a room. */
  | { type: 'room'; room_id: number; event: RoomEvent }
  /** The global horn: to every socket. */
  | { type: 'horn'; horn: Horn }
  /** To the sockets of users who reserved a broadcast (or the match it covers), when it starts. */
  | { type: 'reserveStart'; room_id: number; title: string; nickname: string; match_id: number | null }
  /** Chat (built-in service): to every socket of each user the event concerns (all their tabs). */
  | { type: 'chat'; event: ChatEvent };

/** What happens in a room, as its sockets hear it. */
export type RoomEvent =
  | { kind: 'barrage'; barrage: Barrage }
  | { kind: 'gift'; gift: GiftEvent }
  | { kind: 'online'; online: number }
  | { kind: 'status'; live_status: LiveStatus; play_url: string; started_at: number | null }
  | { kind: 'info'; title: string; match_id: number | null; category_id: number; cover: string }
  | { kind: 'announcement'; text: string }
  /** until: unix seconds, 0 = until lifted, null = lifted. */
  | { kind: 'mute'; user_id: number; until: number | null }
  | { kind: 'envelope'; envelope: Pick<RedEnvelope, 'id' | 'user' | 'total' | 'count'> }
  | { kind: 'guard'; user: RoomUser; level: number };
export interface NoticeFrame {
  code: 100;
  data: NoticePayload;
}

/** `code 200`: QR login progress. */
export type LoginFrame =
  | { code: 200; data: { type: 'scanCode_Login' } }
  | { code: 200; data: { type: 'webLoginSuccess'; token: string; user: Record<string, unknown> } };

/** `code 0`: protocol control. */
export type ControlFrame =
  | { code: 0; type: 'welcome'; protocol: number; epoch: string; heartbeat_ms: number }
  | { code: 0; type: 'pong'; ts: number }
  | { code: 0; type: 'snapshot_required'; channel: Channel; epoch: string }
  | { code: 0; type: 'resumed'; channel: Channel; epoch: string; from: number; to: number }
  | { code: 0; type: 'error'; error: SocketErrorCode; message: string }
  /** Answer to `auth`: who the socket now speaks for (null: a visitor, or a revoked token). */
  | { code: 0; type: 'auth'; user_id: number | null }
  /** Who the session cookie the socket opened with speaks for (sent once, after the upgrade). */
  | { code: 0; type: 'session'; user_id: number | null }
  /** Answer to `room_join`: joined, or why not. */
  | { code: 0; type: 'room'; room_id: number; joined: boolean; reason?: 'kicked' | 'not_found' | 'too_many' };

export type SocketErrorCode = 'bad_json' | 'bad_frame' | 'too_large' | 'rate_limited' | 'unsupported';

/** Rooms one socket (one browser) may be in at once. */
export const MAX_ROOMS_PER_SOCKET = 16;

/** Close code of a socket whose login token was revoked (logout, password reset): go on as a visitor. */
export const SOCKET_CLOSE_REVOKED = 4001;

export type ServerFrame = DataFrame | NoticeFrame | LoginFrame | ControlFrame;

export function isDataFrame(frame: ServerFrame): frame is DataFrame {
  return frame.code === 100 && 'seq' in frame;
}

/** Snapshot of a channel over HTTP, consistent with `seq`: apply frames with a larger seq after it. */
export type ChannelSnapshot =
  | { channel: MatchChannel; epoch: string; seq: number; list: LiveMatch[] }
  | { channel: OddsChannel; epoch: string; seq: number; list: OddsLine[] };
