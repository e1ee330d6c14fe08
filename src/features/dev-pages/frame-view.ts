import type { FrameRecord } from '../../../contracts/engine-api.ts';

/** What the frame log shows: a channel (or `none` for frames of no channel), a type, a direction. */
export interface FrameFilter {
  channel: string | null;
  type: string | null;
  dir: FrameRecord['dir'] | null;
}

/** The filter value of "frames that belong to no channel". */
export const NO_CHANNEL = '-';

/** The log the page holds: the newest records, at most `max`, and what it missed while paused. */
export interface FrameBuffer {
  records: FrameRecord[];
  /** Records the engine dropped before the page asked (a pause longer than its ring). */
  missed: number;
  /** The last id received (kept when the records are cleared): what to ask the engine after. */
  lastId: number;
}

export const EMPTY_BUFFER: FrameBuffer = { records: [], missed: 0, lastId: 0 };

/**
 * Appends what the engine answered after the page's last id, keeping the newest `max`. A gap
 * between the last id held and the first one received counts as missed; a first id lower than
 * the last held means a new engine (its ids start again), so the old records go.
 */
export function appendFrames(buffer: FrameBuffer, incoming: readonly FrameRecord[], max: number): FrameBuffer {
  if (incoming.length === 0) return buffer;
  const { lastId } = buffer;
  const firstId = incoming[0]!.id;
  const restarted = firstId <= lastId;
  const held = restarted ? [] : buffer.records;
  const gap = !restarted && lastId > 0 ? Math.max(0, firstId - lastId - 1) : 0;
  const records = held.concat(incoming);
  return {
    records: records.length > max ? records.slice(records.length - max) : records,
    missed: (restarted ? 0 : buffer.missed) + gap,
    lastId: incoming.at(-1)!.id,
  };
}

/** Drops the records held; frames after the last one received still come. */
export function clearFrames(buffer: FrameBuffer): FrameBuffer {
  return { records: [], missed: 0, lastId: buffer.lastId };
}

export function matchesFilter(record: FrameRecord, filter: FrameFilter): boolean {
  if (filter.dir !== null && record.dir !== filter.dir) return false;
  if (filter.type !== null && record.type !== filter.type) return false;
  if (filter.channel === null) return true;
  return filter.channel === NO_CHANNEL ? record.channel === null : record.channel === filter.channel;
}

/** The channels and types present in the records, sorted, for the filter lists. */
export function filterOptions(records: readonly FrameRecord[]): { channels: string[]; types: string[] } {
  const channels = new Set<string>();
  const types = new Set<string>();
  for (const record of records) {
    if (record.channel !== null) channels.add(record.channel);
    types.add(record.type);
  }
  return { channels: [...channels].sort(), types: [...types].sort() };
}

/** `18:30:05.042`: the time of day with milliseconds, from the language's own time format. */
export function frameTime(at: number, timeOfDay: (ms: number) => string): string {
  return `${timeOfDay(at)}.${String(((at % 1000) + 1000) % 1000).padStart(3, '0')}`;
}
