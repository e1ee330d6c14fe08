// zod/mini: the engine (a SharedWorker) checks every frame with these, and stays small.
import { z } from 'zod/mini';
import { type ChatEvent, type ChatMessage, type ConversationID, parseConversationId } from './chat.ts';
import type { Channel, ControlFrame, LoginFrame } from './live-protocol.ts';
import { isChannel, isOddsChannel } from './live-protocol.ts';
import { MATCH_STATUSES, type LiveMatch } from './match.ts';
import { isCompanyId, type OddsLine } from './odds.ts';

/**
 * zod schemas of the frames the server sends on the live socket (the types are in
 * live-protocol.ts). A frame that fails its schema is dropped and counted by the engine; a data
 * frame keeps its `seq` even when rows of it fail theirs (see workers/server-frames.ts).
 */

const channel = z.custom<Channel>((value) => typeof value === 'string' && isChannel(value));
const companyId = z.number().check(z.refine(isCompanyId));
const numbers = z.array(z.number());
const pair = z.tuple([z.number(), z.number()]);

/** Football's team statistics on a match row (contracts/match.ts `FootballStats`). */
const footballStatsSchema = z.looseObject({
  shots: pair,
  on_target: pair,
  possession: pair,
  fouls: pair,
  offsides: pair,
  saves: pair,
  free_kicks: pair,
});

// ---- rows ---------------------------------------------------------------------------------

/** A match delta is usable when it names its match and version. */
export const matchDeltaSchema = z.looseObject({ id: z.int(), v: z.int() });
/** An odds delta is usable when it names its match, company and version. */
export const oddsDeltaSchema = z.looseObject({ match_id: z.int(), company_id: companyId, v: z.int() });

/** A whole match row (snapshot, or a delta that carries every field); `sport` comes from the channel. */
export const wholeMatchSchema = z.looseObject({
  id: z.number(),
  v: z.number(),
  league_id: z.number(),
  short_name_zh: z.string(),
  short_name_en: z.string(),
  short_name_vi: z.string(),
  home_team_id: z.number(),
  away_team_id: z.number(),
  home_team_name_zh: z.string(),
  home_team_name_en: z.string(),
  home_team_name_vi: z.string(),
  away_team_name_zh: z.string(),
  away_team_name_en: z.string(),
  away_team_name_vi: z.string(),
  match_time: z.number(),
  status: z.enum(MATCH_STATUSES),
  period: z.number(),
  minute: z.number(),
  match_str: z.string(),
  home_score: z.number(),
  away_score: z.number(),
  home_half_score: z.number(),
  away_half_score: z.number(),
  home_red: z.number(),
  away_red: z.number(),
  home_yellow: z.number(),
  away_yellow: z.number(),
  home_corner: z.number(),
  away_corner: z.number(),
  home_periods: numbers,
  away_periods: numbers,
  stats: z.optional(footballStatsSchema),
  room_id: z.optional(z.int()),
  updated_at: z.number(),
});

/** A whole odds line. */
export const wholeOddsSchema = z.looseObject({
  match_id: z.number(),
  company_id: companyId,
  v: z.number(),
  eu: numbers,
  asia: numbers,
  ou: numbers,
  eu_open: numbers,
  asia_open: numbers,
  ou_open: numbers,
  closed: z.boolean(),
  updated_at: z.number(),
});

// ---- code 100 with seq: data frames -------------------------------------------------------

/**
 * The head of a data frame: its place in the channel's sequence. The payload is checked row by
 * row (a bad row is dropped, the frame kept): an absent or malformed payload reads as empty.
 */
export const dataFrameSchema = z.looseObject({
  code: z.literal(100),
  channel,
  epoch: z.string(),
  seq: z.int().check(z.gte(1)),
  ts: z.catch(z.number(), 0),
  data: z.catch(
    z.looseObject({
      type: z.optional(z.unknown()),
      company_id: z.optional(z.unknown()),
      list: z.catch(z.array(z.unknown()), []),
      removed: z.catch(z.array(z.unknown()), []),
    }),
    { list: [], removed: [] },
  ),
});

// ---- code 100 without seq: notices --------------------------------------------------------

const roomEvent = z.looseObject({ kind: z.string() });

const conversationID = z.custom<ConversationID>(
  (value) => typeof value === 'string' && parseConversationId(value) !== null,
);
const chatMessageSchema = z.looseObject({
  id: z.number(),
  client_id: z.string(),
  conversationID,
  seq: z.number(),
  from: z.string(),
  time: z.number(),
  flow: z.enum(['in', 'out']),
});
/** A chat event names its conversation (a message carries it), so every tab files it in the same place. */
const chatEvent = z.discriminatedUnion('kind', [
  z.looseObject({
    kind: z.literal('message'),
    unreadCount: z.number(),
    message: chatMessageSchema,
  }),
  z.looseObject({ kind: z.literal('read'), conversationID, seq: z.number(), unreadCount: z.number() }),
  z.looseObject({ kind: z.literal('receipt'), conversationID, seq: z.number() }),
  z.looseObject({
    kind: z.literal('group'),
    action: z.enum(['joined', 'left', 'destroyed']),
    group_id: z.number(),
    conversationID,
  }),
]);

/** Notices by type; a room event must say which room and what happened, or no tab could tell it apart. */
export const noticeFrameSchema = z.looseObject({
  code: z.literal(100),
  data: z.discriminatedUnion('type', [
    z.looseObject({ type: z.literal('classify'), classify_type: z.number(), list: z.array(z.unknown()) }),
    z.looseObject({ type: z.literal('liveKickout'), room_id: z.number(), user_id: z.number() }),
    z.looseObject({ type: z.literal('room'), room_id: z.number(), event: roomEvent }),
    z.looseObject({ type: z.literal('horn'), horn: z.looseObject({}) }),
    z.looseObject({ type: z.literal('reserveStart'), room_id: z.number() }),
    z.looseObject({ type: z.literal('chat'), event: chatEvent }),
  ]),
});

// ---- code 200: QR login -------------------------------------------------------------------

export const loginFrameSchema = z.union([
  z.object({ code: z.literal(200), data: z.object({ type: z.literal('scanCode_Login') }) }),
  z.object({
    code: z.literal(200),
    data: z.object({ type: z.literal('webLoginSuccess'), token: z.string(), user: z.record(z.string(), z.unknown()) }),
  }),
]);

// ---- code 0: control ----------------------------------------------------------------------

const userId = z.nullable(z.number());

export const controlFrameSchema = z.discriminatedUnion('type', [
  z.looseObject({ code: z.literal(0), type: z.literal('welcome'), epoch: z.string() }),
  z.looseObject({ code: z.literal(0), type: z.literal('pong') }),
  z.looseObject({ code: z.literal(0), type: z.literal('error') }),
  z.looseObject({ code: z.literal(0), type: z.literal('auth'), user_id: userId }),
  z.looseObject({ code: z.literal(0), type: z.literal('session'), user_id: userId }),
  z.looseObject({ code: z.literal(0), type: z.literal('room'), room_id: z.number(), joined: z.boolean() }),
  z.looseObject({ code: z.literal(0), type: z.literal('snapshot_required'), channel, epoch: z.string() }),
  z.looseObject({ code: z.literal(0), type: z.literal('resumed'), channel, epoch: z.string(), to: z.number() }),
]);

// The schemas check the fields the engine reads; what they let through must be a frame of the
// protocol's types (a renamed or retyped field fails to compile here).
type OddsPrices = 'eu' | 'asia' | 'ou' | 'eu_open' | 'asia_open' | 'ou_open';
type Agrees<Checked, Declared> = Checked extends Partial<Declared> ? true : never;
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- a compile-time check
const SCHEMAS_AGREE: [
  Agrees<z.infer<typeof wholeMatchSchema>, LiveMatch>,
  // The price lists are checked as lists of numbers (as before), the type names their three prices.
  Agrees<Omit<z.infer<typeof wholeOddsSchema>, OddsPrices>, OddsLine>,
  Agrees<z.infer<typeof loginFrameSchema>, LoginFrame>,
  Agrees<z.infer<typeof controlFrameSchema>, ControlFrame>,
  Agrees<z.infer<typeof chatMessageSchema>, ChatMessage>,
  Agrees<Exclude<z.infer<typeof chatEvent>, { kind: 'message' }>, ChatEvent>,
] = [true, true, true, true, true, true];

/** True when an odds channel's payload is of its company (a frame on `odds:3` carrying company 5 is not). */
export function oddsPayloadFits(channelName: string, type: unknown, company: unknown): boolean {
  if (!isOddsChannel(channelName)) return false;
  const id = Number(channelName.slice('odds:'.length));
  return (type === 'football_exponent' || type === 'basketball_exponent') && company === id;
}
