import { describe, expect, it } from 'vitest';
import type { FrameRecord } from '../../../contracts/engine-api.ts';
import { formatBytes, secondsSince } from './diagnostics-format.ts';
import {
  appendFrames,
  clearFrames,
  EMPTY_BUFFER,
  filterOptions,
  frameTime,
  matchesFilter,
  NO_CHANNEL,
} from './frame-view.ts';

function record(id: number, overrides: Partial<FrameRecord> = {}): FrameRecord {
  return {
    id,
    at: id * 10,
    dir: 'in',
    type: 'football',
    code: 100,
    channel: 'football',
    seq: id,
    rows: 1,
    size: 50,
    ...overrides,
  };
}
const ids = (records: readonly FrameRecord[]) => records.map((r) => r.id);

describe('the frame log the page holds', () => {
  it('keeps the newest records up to the cap, and asks after the last id even once cleared', () => {
    let buffer = appendFrames(EMPTY_BUFFER, [record(1), record(2), record(3)], 4);
    buffer = appendFrames(buffer, [record(4), record(5)], 4);
    expect(ids(buffer.records)).toEqual([2, 3, 4, 5]);
    expect(buffer.lastId).toBe(5);
    expect(appendFrames(buffer, [], 4)).toBe(buffer);
    const cleared = clearFrames(buffer);
    expect(cleared).toEqual({ records: [], missed: 0, lastId: 5 });
    expect(ids(appendFrames(cleared, [record(6)], 4).records)).toEqual([6]);
  });

  it('counts frames the engine dropped during a pause, and starts over with a new engine', () => {
    const before = appendFrames(EMPTY_BUFFER, [record(1), record(2)], 10);
    const after = appendFrames(before, [record(9), record(10)], 10);
    expect(after.missed).toBe(6);
    expect(ids(after.records)).toEqual([1, 2, 9, 10]);
    // Ids start again: another engine (a tier-2 leader change, a new SharedWorker).
    const fresh = appendFrames(after, [record(1, { type: 'welcome' })], 10);
    expect(fresh).toEqual({ records: [record(1, { type: 'welcome' })], missed: 0, lastId: 1 });
  });

  it('filters by channel (or none), type and direction, and lists what can be chosen', () => {
    const records = [
      record(1),
      record(2, { channel: 'odds:1', type: 'football_exponent' }),
      record(3, { channel: null, type: 'pong', code: 0 }),
      record(4, { dir: 'out', channel: null, type: 'heartbeat', code: null }),
    ];
    const pick = (channel: string | null, type: string | null, dir: 'in' | 'out' | null) =>
      ids(records.filter((r) => matchesFilter(r, { channel, type, dir })));
    expect(pick(null, null, null)).toEqual([1, 2, 3, 4]);
    expect(pick('odds:1', null, null)).toEqual([2]);
    expect(pick(NO_CHANNEL, null, null)).toEqual([3, 4]);
    expect(pick(NO_CHANNEL, null, 'in')).toEqual([3]);
    expect(pick(null, 'football', null)).toEqual([1]);
    expect(filterOptions(records)).toEqual({
      channels: ['football', 'odds:1'],
      types: ['football', 'football_exponent', 'heartbeat', 'pong'],
    });
  });

  it('writes times with milliseconds and sizes with units', () => {
    expect(frameTime(1_700_000_000_042, () => '18:30:05')).toBe('18:30:05.042');
    expect(formatBytes(512, String)).toBe('512 B');
    expect(formatBytes(1536, String)).toBe('1.5 KB');
    expect(formatBytes(5 * 1024 * 1024, String)).toBe('5 MB');
    expect(secondsSince(0, 5000)).toBeNull();
    expect(secondsSince(1000, 4500)).toBe(3);
  });
});
