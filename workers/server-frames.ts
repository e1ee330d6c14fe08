import type { ControlFrame, DataFrame, LoginFrame, NoticeFrame, ServerFrame } from '../contracts/live-protocol.ts';
import { isChannel, isOddsChannel } from '../contracts/live-protocol.ts';
import type { Sport } from '../contracts/match.ts';
import { isMatchDelta, isOddsDelta } from './row-guards.ts';

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
function toDataFrame(raw: Record<string, unknown>): DataFrame | null {
  const { channel, epoch, seq, data } = raw;
  if (typeof channel !== 'string' || !isChannel(channel)) return null;
  if (typeof epoch !== 'string' || typeof seq !== 'number' || !Number.isInteger(seq) || seq < 1) return null;
  const ts = typeof raw.ts === 'number' ? raw.ts : 0;
  const payload = isRecord(data) ? data : {};
  const list: unknown[] = Array.isArray(payload.list) ? payload.list : [];
  const type = payload.type;
  if (isOddsChannel(channel)) {
    const companyId = Number(channel.slice('odds:'.length));
    const usable = (type === 'football_exponent' || type === 'basketball_exponent') && payload.company_id === companyId;
    return {
      code: 100,
      channel,
      epoch,
      seq,
      ts,
      data: {
        type: usable ? type : 'football_exponent',
        company_id: companyId,
        list: usable ? list.filter(isOddsDelta).filter((d) => d.company_id === companyId) : [],
      },
    };
  }
  const matches = type === channel ? list.filter(isMatchDelta) : [];
  const removed =
    type === channel && Array.isArray(payload.removed)
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

/** Control frames whose fields the engine reads are checked; the rest only by type. */
function isControlFrame(raw: Record<string, unknown>): boolean {
  switch (raw.type) {
    case 'welcome':
      return typeof raw.epoch === 'string';
    case 'pong':
    case 'error':
      return true;
    case 'auth':
    case 'session':
      return raw.user_id === null || typeof raw.user_id === 'number';
    case 'room':
      return typeof raw.room_id === 'number' && typeof raw.joined === 'boolean';
    case 'snapshot_required':
      return typeof raw.channel === 'string' && isChannel(raw.channel) && typeof raw.epoch === 'string';
    case 'resumed':
      return (
        typeof raw.channel === 'string' &&
        isChannel(raw.channel) &&
        typeof raw.epoch === 'string' &&
        typeof raw.to === 'number'
      );
    default:
      return false;
  }
}

/**
 * Parses one socket message. Returns null for anything that is not a frame we understand, so a
 * bad frame is counted and skipped, never thrown into the engine.
 */
export function parseServerFrame(text: string): ServerFrame | null {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(raw)) return null;
  if (raw.code === 0) {
    return isControlFrame(raw) ? (raw as unknown as ControlFrame) : null;
  }
  if (raw.code === 100) {
    if ('seq' in raw) return toDataFrame(raw);
    if (!isRecord(raw.data) || typeof raw.data.type !== 'string') return null;
    // A room event must say which room and what happened, or no tab could tell it apart.
    if (raw.data.type === 'room') {
      const { room_id: roomId, event } = raw.data;
      if (typeof roomId !== 'number' || !isRecord(event) || typeof event.kind !== 'string') return null;
    }
    return raw as unknown as NoticeFrame;
  }
  if (raw.code === 200) {
    return isRecord(raw.data) && typeof raw.data.type === 'string' ? (raw as unknown as LoginFrame) : null;
  }
  return null;
}
