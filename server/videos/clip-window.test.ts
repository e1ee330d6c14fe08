import { describe, expect, it } from 'vitest';
import { clipWindow, recordingStartMs } from './clip-window.ts';

describe('clipWindow', () => {
  it('cuts from 20 s before the goal to 10 s after it', () => {
    expect(clipWindow(100, 600)).toEqual({ start: 80, length: 30, goalAt: 20 });
  });

  it('starts at the beginning of the recording for an early goal', () => {
    expect(clipWindow(8, 600)).toEqual({ start: 0, length: 18, goalAt: 8 });
    expect(clipWindow(-3, 600)).toEqual({ start: 0, length: 10, goalAt: 0 });
  });

  it('ends with the recording for a late goal', () => {
    expect(clipWindow(595, 600)).toEqual({ start: 575, length: 25, goalAt: 20 });
    // A goal reported after the stream stopped is held to the last moment recorded.
    expect(clipWindow(700, 600)).toEqual({ start: 580, length: 20, goalAt: 20 });
  });

  it('runs to the end when the length is unknown', () => {
    expect(clipWindow(50, null)).toEqual({ start: 30, length: 30, goalAt: 20 });
  });

  it('makes no clip when too little is recorded', () => {
    expect(clipWindow(0.5, 1)).toBeNull();
    expect(clipWindow(Number.NaN, 100)).toBeNull();
  });
});

describe('recordingStartMs', () => {
  const started = 1_764_000_000_000;
  it('reads the start from an embedded recording name', () => {
    expect(recordingStartMs(`live/3/${started + 1200}.flv`, started)).toBe(started + 1200);
  });

  it('falls back to the broadcast start for other names', () => {
    expect(recordingStartMs('live/3/take.flv', started)).toBe(started);
    expect(recordingStartMs('live/3/1000000000000.flv', started)).toBe(started);
  });
});
