import type { Figure } from '../scenario.ts';
import type { MemorySample } from './server-messages.ts';
import type { ServerProcess } from './server-process.ts';

/** The server's memory after full collections: before the attack, at checkpoints, after it settled. */
export interface MemoryTrail {
  baseline: MemorySample;
  checkpoints: { label: string; sample: MemorySample }[];
  after: MemorySample | null;
}

/** How near "near its baseline" is (see each scenario for why). */
export interface MemoryBounds {
  /** RSS after the attack, as a multiple of the baseline's. */
  rssRatio: number;
  /** Heap growth from the half-way checkpoint to the end, in MB: a leak keeps growing, a cache stops. */
  lateHeapGrowthMb: number;
}

const MB = 1024 * 1024;
export const mb = (bytes: number) => `${(bytes / MB).toFixed(1)} MB`;

/** Waits for the server to go quiet (timers, sockets closing), then samples it. */
export async function settledSample(server: ServerProcess, settleMs: number): Promise<MemorySample> {
  await new Promise((resolve) => setTimeout(resolve, settleMs));
  return server.memory();
}

export function memoryFigures(trail: MemoryTrail, bounds: MemoryBounds): Figure[] {
  const { baseline, after } = trail;
  if (!after) {
    return [
      { name: 'RSS after the attack', measured: 'no sample (the server is gone)', target: 'a sample', met: false },
    ];
  }
  const ratio = after.rss / baseline.rss;
  const half = trail.checkpoints[Math.floor((trail.checkpoints.length - 1) / 2)]?.sample ?? baseline;
  const lateGrowth = (after.heapUsed - half.heapUsed) / MB;
  return [
    {
      name: 'RSS after GC and settling, vs. before',
      measured: `${mb(baseline.rss)} -> ${mb(after.rss)} (x${ratio.toFixed(2)})`,
      target: `<= x${bounds.rssRatio.toFixed(2)}`,
      met: ratio <= bounds.rssRatio,
    },
    {
      name: 'heap growth over the second half',
      measured: `${mb(half.heapUsed)} -> ${mb(after.heapUsed)} (${lateGrowth >= 0 ? '+' : ''}${lateGrowth.toFixed(1)} MB)`,
      target: `<= ${bounds.lateHeapGrowthMb} MB`,
      met: lateGrowth <= bounds.lateHeapGrowthMb,
    },
  ];
}

/** A markdown table of the trail. */
export function memoryTable(trail: MemoryTrail): string[] {
  const rows = [
    { label: 'before (after warm-up)', sample: trail.baseline },
    ...trail.checkpoints,
    ...(trail.after ? [{ label: 'after, settled', sample: trail.after }] : []),
  ];
  return [
    '| when | RSS | heap used | external |',
    '| --- | ---: | ---: | ---: |',
    ...rows.map((r) => `| ${r.label} | ${mb(r.sample.rss)} | ${mb(r.sample.heapUsed)} | ${mb(r.sample.external)} |`),
  ];
}
