/**
 * Limits of live rooms, used by the server to refuse and by the app to warn first. Seed constants
 * are marked; the rest are DESIGN.md 8's or ours.
 */

/** Seed: at most 200 assistants per room. */
export const ASSISTANTS_MAX = 200;
/** Seed: a room announcement is at most 50 characters. */
export const ANNOUNCEMENT_MAX = 50;
export const TITLE_MAX = 40;
/** Matches a broadcast's list (`Live/setLiveList`) may hold besides its bound match. */
export const LIVE_LIST_MAX = 10;
/** Barrage and chat: characters in one message. */
export const BARRAGE_MAX_LENGTH = 50;
/** Messages per user per room per window (DESIGN 8). */
export const BARRAGE_RATE = { viewer: 20, staff: 100, windowMs: 30_000 } as const;
/** The same text from the same user twice within this window is refused (DESIGN 8). */
export const BARRAGE_REPEAT_MS = 30_000;
/** Identical messages from different users within this window become one line with a count. */
export const BARRAGE_MERGE_MS = 3_000;
/** Messages `Barrage/getList` returns. */
export const BARRAGE_HISTORY = 50;
/** A mute with no duration lasts until lifted; a timed one at most this long. */
export const MUTE_MAX_MINUTES = 30 * 24 * 60;
/** Report reasons (`Live/report`). */
export const REPORT_REASONS = ['vulgar', 'violence', 'gambling', 'piracy', 'fraud', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const REPORT_TEXT_MAX = 200;
/** Stream keys carry this many random bytes (>= 128 bits, DESIGN 8). */
export const STREAM_KEY_BYTES = 24;

/** Danmaku settings (seed defaults: show, area 3, size 2, opacity 100). */
export interface DanmakuSettings {
  show: boolean;
  /** 1..4: quarter, half, three quarters, full screen. */
  area: 1 | 2 | 3 | 4;
  /** 1..3: small, medium, large. */
  size: 1 | 2 | 3;
  /** 10..100 percent. */
  opacity: number;
}
export const DANMAKU_DEFAULTS: DanmakuSettings = { show: true, area: 3, size: 2, opacity: 100 };

export type BarrageRefusal =
  'empty' | 'too_long' | 'rate_limited' | 'repeated' | 'muted' | 'kicked' | 'not_live_room' | 'not_logged_in';

/** Trims and checks a message's length; null when it may be sent. */
export function checkBarrageText(text: string): { text: string; refusal: BarrageRefusal | null } {
  const trimmed = text.replace(/\s+/g, ' ').trim();
  if (trimmed.length === 0) return { text: trimmed, refusal: 'empty' };
  if ([...trimmed].length > BARRAGE_MAX_LENGTH) return { text: trimmed, refusal: 'too_long' };
  return { text: trimmed, refusal: null };
}
