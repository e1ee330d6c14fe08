import type { ChannelDiagnostics, FrameCounters, FrameRecord } from '../contracts/engine-api.ts';
import { FRAME_LOG_SIZE } from '../contracts/engine-api.ts';
import type { Channel, ClientFrame, ServerFrame } from '../contracts/live-protocol.ts';
import { isDataFrame } from '../contracts/live-protocol.ts';

/** What the log keeps per channel (the rest of ChannelDiagnostics comes from the channel's sync). */
type ChannelTally = Pick<ChannelDiagnostics, 'frames' | 'lastFrameAt'>;

/**
 * The live socket's recent frames for the diagnostics pages: a ring of FRAME_LOG_SIZE records
 * (type, channel, seq, rows, size, time; never a payload), totals, and per channel the data
 * frames seen. A few small objects per frame, so it always runs.
 */
export interface FrameLog {
  received(size: number, frame: ServerFrame | null, at: number): void;
  sent(size: number, frame: ClientFrame, at: number): void;
  /** Records after `afterId`, oldest first. */
  after(afterId: number): FrameRecord[];
  /** The newest `count` records, oldest first. */
  last(count: number): FrameRecord[];
  counters(): FrameCounters;
  channel(channel: Channel): ChannelTally;
}

function describeReceived(frame: ServerFrame): Pick<FrameRecord, 'type' | 'code' | 'channel' | 'seq' | 'rows'> {
  if (isDataFrame(frame)) {
    return {
      type: frame.data.type,
      code: frame.code,
      channel: frame.channel,
      seq: frame.seq,
      rows: frame.data.list.length,
    };
  }
  if (frame.code === 0) {
    const channel = 'channel' in frame ? frame.channel : null;
    const seq = frame.type === 'resumed' ? frame.to : null;
    return { type: frame.type, code: 0, channel, seq, rows: null };
  }
  return { type: frame.data.type, code: frame.code, channel: null, seq: null, rows: null };
}

function describeSent(frame: ClientFrame): Pick<FrameRecord, 'type' | 'code' | 'channel' | 'seq' | 'rows'> {
  if (frame.type === 'resume')
    return { type: frame.type, code: null, channel: frame.channel, seq: frame.seq, rows: null };
  if (frame.type === 'leave') return { type: frame.type, code: null, channel: frame.channel, seq: null, rows: null };
  return { type: frame.type, code: null, channel: null, seq: null, rows: null };
}

/** Builds an empty log holding at most `size` records. */
export function createFrameLog(size = FRAME_LOG_SIZE): FrameLog {
  const ring: FrameRecord[] = [];
  let next = 0;
  let lastId = 0;
  const counters: FrameCounters = { framesIn: 0, framesOut: 0, sizeIn: 0, unreadable: 0 };
  const tallies = new Map<Channel, ChannelTally>();

  function keep(record: Omit<FrameRecord, 'id'>): void {
    lastId += 1;
    const entry = { id: lastId, ...record };
    if (ring.length < size) ring.push(entry);
    else ring[next] = entry;
    next = (next + 1) % size;
  }

  /** Every record, oldest first. */
  function ordered(): FrameRecord[] {
    return ring.length < size ? ring.slice() : [...ring.slice(next), ...ring.slice(0, next)];
  }

  return {
    received(length, frame, at) {
      counters.framesIn += 1;
      counters.sizeIn += length;
      if (frame === null) {
        counters.unreadable += 1;
        keep({ at, dir: 'in', type: 'unreadable', code: null, channel: null, seq: null, rows: null, size: length });
        return;
      }
      if (isDataFrame(frame)) {
        const tally = tallies.get(frame.channel) ?? { frames: 0, lastFrameAt: 0 };
        tally.frames += 1;
        tally.lastFrameAt = at;
        tallies.set(frame.channel, tally);
      }
      keep({ at, dir: 'in', size: length, ...describeReceived(frame) });
    },
    sent(length, frame, at) {
      counters.framesOut += 1;
      keep({ at, dir: 'out', size: length, ...describeSent(frame) });
    },
    after(afterId) {
      // Ids are consecutive: the records after `afterId` are the newest `lastId - afterId`. An id
      // past the last one is another engine's (a restart): everything kept is new to the caller.
      const from = Number.isInteger(afterId) && afterId > 0 && afterId <= lastId ? afterId : 0;
      const wanted = Math.min(ring.length, lastId - from);
      return wanted === 0 ? [] : ordered().slice(-wanted);
    },
    last(count) {
      return count <= 0 ? [] : ordered().slice(-count);
    },
    counters: () => ({ ...counters }),
    channel: (channel) => ({ ...(tallies.get(channel) ?? { frames: 0, lastFrameAt: 0 }) }),
  };
}
