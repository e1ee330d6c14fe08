import type { Db } from '../wallet/ledger.ts';
import type { RateLimiter, LimitRule } from '../accounts/rate-limit.ts';
import type { NoticePayload } from '../../contracts/live-protocol.ts';
import { CHAT_MESSAGES_PER_MINUTE, CHAT_NEW_CONVERSATIONS_PER_DAY, type ChatEvent } from '../../contracts/chat.ts';

/** What the built-in chat works with (wired in server/app.ts). */
export interface ChatContext {
  db: Db;
  nowS: () => number;
  limiter: RateLimiter;
  /** Masks banned words in what users write. */
  mask: (text: string) => Promise<string>;
  /** How many of these users have a live socket now, on any server process (the room hub's presence). */
  onlineOf: (userIds: readonly number[]) => number;
  /** Delivers a notice to every socket of a user, on every gateway (the room hub's `toUser`). */
  toUser: (userId: number, payload: NoticePayload) => void;
  /** Whether the URL is this user's own upload, still on disk: a sent image or file must be. */
  ownUpload: (userId: number, url: string) => boolean;
  /** The size of the user's own chat file at `url` (see chat-files.ts), or null when it is not theirs. */
  ownFileSize: (userId: number, url: string) => Promise<number | null>;
  /** The bytes of an upload that `ownUpload` accepted. */
  readUpload: (url: string) => Promise<Buffer>;
}

/** A chat event to every socket (every tab) of a user. */
export function deliver(ctx: ChatContext, userId: number, event: ChatEvent): void {
  ctx.toUser(userId, { type: 'chat', event });
}

/** Messages per minute per user, over all conversations. */
export const CHAT_SEND_RULE: LimitRule = { name: 'chat-send', max: CHAT_MESSAGES_PER_MINUTE, windowMs: 60_000 };
/** New private conversations per user per day. */
export const CHAT_NEW_CONVERSATION_RULE: LimitRule = {
  name: 'chat-new-conversation',
  max: CHAT_NEW_CONVERSATIONS_PER_DAY,
  windowMs: 24 * 3600_000,
};
