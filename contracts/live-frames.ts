import { z } from 'zod';
import { isChannel } from './live-protocol.ts';
import { isCompanyId } from './odds.ts';

/**
 * zod schemas of the frames a client sends. Kept apart from the protocol types so that code
 * which only needs the types (the engine, the tabs) never bundles zod.
 */

// ---- client -> server -------------------------------------------------------------------

const channelSchema = z.string().refine(isChannel, { message: 'unknown channel' });

export const registerFrameSchema = z.object({
  type: z.literal('register'),
  info: z.literal('web'),
  /** Present for versioned clients: channels then start only through `resume`. */
  protocol: z.number().int().positive().optional(),
});
export const toggleFrameSchema = z.object({
  type: z.literal('toggle'),
  company_id: z.number().int().refine(isCompanyId, { message: 'unknown company' }),
});
export const classifyFrameSchema = z.object({
  type: z.literal('classify'),
  classify_type: z.union([z.literal(0), z.literal(1)]),
});
export const heartbeatFrameSchema = z.object({ type: z.literal('heartbeat'), ts: z.number().optional() });
export const loginFrameSchema = z.object({ type: z.literal('login'), code: z.string().min(1).max(64) });
export const resumeFrameSchema = z.object({
  type: z.literal('resume'),
  channel: channelSchema,
  /** Stream epoch the `seq` belongs to; null when the client has no cursor yet. */
  epoch: z.string().max(64).nullable(),
  /** Last seq the client applied on this channel. */
  seq: z.number().int().nonnegative(),
});
/** Stop receiving a channel (e.g. an odds company no tab shows any more). */
export const leaveFrameSchema = z.object({ type: z.literal('leave'), channel: channelSchema });

/** Who this socket speaks for: the app's login token, or null after logout. */
export const authFrameSchema = z.object({ type: z.literal('auth'), token: z.string().min(1).max(128).nullable() });
/** Hear a room's events (chat, gifts, online count) while a tab shows it. */
export const roomJoinFrameSchema = z.object({
  type: z.literal('room_join'),
  room_id: z.number().int().positive(),
});
export const roomLeaveFrameSchema = z.object({
  type: z.literal('room_leave'),
  room_id: z.number().int().positive(),
});

export const clientFrameSchema = z.discriminatedUnion('type', [
  registerFrameSchema,
  toggleFrameSchema,
  classifyFrameSchema,
  heartbeatFrameSchema,
  loginFrameSchema,
  resumeFrameSchema,
  leaveFrameSchema,
  authFrameSchema,
  roomJoinFrameSchema,
  roomLeaveFrameSchema,
]);
export type ClientFrame = z.infer<typeof clientFrameSchema>;
