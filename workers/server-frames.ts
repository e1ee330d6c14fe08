import { config } from 'zod/mini';
import type { ControlFrame, DataFrame, LoginFrame, NoticeFrame, ServerFrame } from '../contracts/live-protocol.ts';
import { isOddsChannel } from '../contracts/live-protocol.ts';
import type { Sport } from '../contracts/match.ts';
import {
  controlFrameSchema,
  dataFrameSchema,
  loginFrameSchema,
  noticeFrameSchema,
  oddsPayloadFits,
} from '../contracts/server-frames.ts';
import { isMatchDelta, isOddsDelta } from './row-guards.ts';

// No eval: zod would probe `new Function` for its fast path, which the Content Security Policy refuses.
config({ jitless: true });

const ODDS_TYPES: Record<string, Sport> = { football_exponent: 'football', basketball_exponent: 'basketball' };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The sport an odds payload belongs to (`football_exponent` -> football). */
export function sportOfOddsPayload(type: string): Sport | undefined {
  return ODDS_TYPES[type];
}

/**
 * A data frame, checked against its channel. Malformed rows, or a payload that does not
 * belong to the channel, are dropped but the frame is kept: its `seq` must still advance the
 * cursor, or the next frame would look like a gap and the server would replay the same bad
 * frame forever.
 */
function toDataFrame(raw: unknown): DataFrame | null {
  const parsed = dataFrameSchema.safeParse(raw);
  if (!parsed.success) return null;
  const { channel, epoch, seq, ts, data: payload } = parsed.data;
  const type = payload.type;
  if (isOddsChannel(channel)) {
    const companyId = Number(channel.slice('odds:'.length));
    const usable = oddsPayloadFits(channel, type, payload.company_id);
    return {
      code: 100,
      channel,
      epoch,
      seq,
      ts,
      data: {
        type: usable && type === 'basketball_exponent' ? type : 'football_exponent',
        company_id: companyId,
        list: usable ? payload.list.filter(isOddsDelta).filter((d) => d.company_id === companyId) : [],
      },
    };
  }
  const matches = type === channel ? payload.list.filter(isMatchDelta) : [];
  const removed =
    type === channel
      ? payload.removed.filter((id): id is number => typeof id === 'number' && Number.isInteger(id))
      : [];
  return {
    code: 100,
    channel,
    epoch,
    seq,
    ts,
    data: { type: channel, list: matches, ...(removed.length > 0 ? { removed } : {}) },
  };
}

/**
 * Parses one socket message against the frame schemas of contracts/server-frames.ts. Returns
 * null for anything that is not a frame we understand, so a bad frame is counted and skipped,
 * never thrown into the engine.
 */
export function parseServerFrame(text: string): ServerFrame | null {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(raw)) return null;
  switch (raw.code) {
    case 0: {
      // Only the fields the engine reads are checked; the frame goes on as the server sent it.
      return controlFrameSchema.safeParse(raw).success ? (raw as unknown as ControlFrame) : null;
    }
    case 100: {
      if ('seq' in raw) return toDataFrame(raw);
      return noticeFrameSchema.safeParse(raw).success ? (raw as unknown as NoticeFrame) : null;
    }
    case 200: {
      return loginFrameSchema.safeParse(raw).success ? (raw as unknown as LoginFrame) : null;
    }
    default:
      return null;
  }
}
