import { describe, expect, it } from 'vitest';
import { chaseTarget, formatLatency, latencyOf } from './player-latency.ts';

function ranges(...spans: [number, number][]): Pick<TimeRanges, 'length' | 'start' | 'end'> {
  return { length: spans.length, start: (i) => spans[i]![0], end: (i) => spans[i]![1] };
}

describe('latency', () => {
  it('measures from the current time to the end of its buffered range', () => {
    expect(latencyOf(ranges([0, 12.5]), 11)).toBeCloseTo(1.5);
    expect(latencyOf(ranges([0, 5], [8, 20]), 9)).toBeCloseTo(11);
    expect(latencyOf(ranges(), 3)).toBeNull();
  });

  it('measures from the newest range when playback sits in a gap', () => {
    expect(latencyOf(ranges([0, 5], [8, 20]), 6.5)).toBeCloseTo(13.5);
  });

  it('chases the live edge only past the threshold', () => {
    expect(chaseTarget(ranges([0, 10]), 8)).toBeNull();
    expect(chaseTarget(ranges([0, 10]), 5)).toBeCloseTo(9.5);
    expect(chaseTarget(ranges(), 5)).toBeNull();
  });

  it('formats the readout', () => {
    expect(formatLatency(null)).toBe('–');
    expect(formatLatency(1.234)).toBe('1.2 s');
    expect(formatLatency(12.6)).toBe('13 s');
  });
});
