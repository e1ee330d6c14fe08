import { describe, expect, it } from 'vitest';
import type { Side } from './bench-tabs.ts';
import { summarizeScaling, type Repetition, type SideRuns } from './tab-scaling-report.ts';
import type { CatchUpSample } from './hidden-tabs.ts';
import { histogramOf, latencyOf, type ScalingParams, type ScalingRun } from './tab-scaling.ts';

const PARAMS: ScalingParams = {
  tabs: 10,
  layout: 'front1',
  rows: 500,
  warmupMs: 0,
  measureMs: 10_000,
  seed: 1,
  catchUps: 1,
};

/** `count` latencies of `fastMs` of which the last `slow` are `slowMs`. */
function latencies(count: number, fastMs: number, slow: number, slowMs: number): number[] {
  return Array.from({ length: count }, (_, i) => (i < count - slow ? fastMs : slowMs));
}

function run(
  side: Side,
  samples: number[],
  catchUps: (CatchUpSample | null)[] = [{ ms: 20, frameFirst: false }],
): ScalingRun {
  return {
    side,
    layout: 'front1',
    tabs: 10,
    sockets: side === 'shared' ? 1 : 10,
    cpuSeconds: 1,
    cpuByRole: {},
    cpuPerTab: [],
    visible: [true, ...Array.from({ length: 9 }, () => false)],
    windowMs: 10_000,
    updatesSent: 10_000,
    latency: latencyOf(samples),
    latencyHistogram: histogramOf(samples),
    commitsPerSecond: { visible: 20, hidden: 0 },
    catchUps,
    machineBusy: 0.2,
    harnessCores: 0.1,
    tiers: [side === 'shared' ? 'shared-worker' : 'in-process'],
  };
}

const sideRuns = (side: Side, samples: number[]): SideRuns => ({
  front1: run(side, samples),
  front2: run(side, samples),
  single: run(side, samples),
});

/** Three repetitions; per-tab holds a 10 ms tail at just over 1 % of its batches in each. */
function repetitions(sharedSlowPerRep: number[]): Repetition[] {
  return sharedSlowPerRep.map((slow) => ({
    shared: sideRuns('shared', latencies(200, 5, slow, 25)),
    perTab: sideRuns('per-tab', latencies(200, 8, 3, 10)),
  }));
}

describe('B3 in the tab-scaling summary', () => {
  it('takes the p99 of every repetition’s samples together, not the median of three p99s', () => {
    // Two windows each hold three slow batches (1.5 % of 200: their own p99 is 25 ms), the third
    // none: 6 of 600 is 1 %, so the p99 of all the samples is the fast 5 ms.
    const summary = summarizeScaling(repetitions([3, 3, 0]), PARAMS);
    expect(summary.shared.latency.pooled).toMatchObject({ count: 600, p99: 5 });
    expect(summary.perTab.latency.pooled).toMatchObject({ count: 600, p99: 10 });
    expect(summary.b3.pooledP99Ratio).toBe(0.5);
    expect(summary.b3.p99Ratio.median).toBe(2.5);
    expect(summary.b3.pass).toBe(true);
  });

  it('misses when the slow batches are over 1 % of all of them', () => {
    const summary = summarizeScaling(repetitions([3, 3, 3]), PARAMS);
    expect(summary.shared.latency.pooled.p99).toBe(25);
    expect(summary.b3.pooledP99Ratio).toBe(2.5);
    expect(summary.b3.pass).toBe(false);
  });

  it('B3b splits its samples by whether the tab’s first frame ran before the catch-up’s commit', () => {
    const reps = repetitions([0, 0, 0]).map((rep, i) => ({
      ...rep,
      shared: {
        ...rep.shared,
        front1: run('shared', latencies(200, 5, 0, 0), [
          { ms: 15 + i, frameFirst: false },
          { ms: 45 + i, frameFirst: true },
          i === 2 ? null : { ms: 20, frameFirst: false },
        ]),
      },
    }));
    const { catchUp } = summarizeScaling(reps, PARAMS).shared;
    expect(catchUp).toMatchObject({ samples: 9, missed: 1, p99: 47 });
    expect(catchUp.frameFirst).toEqual({ samples: 3, p50: 46, max: 47 });
    expect(catchUp.catchUpFirst).toEqual({ samples: 5, p50: 17, max: 20 });
  });
});
