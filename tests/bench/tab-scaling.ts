import type { Browser } from '@playwright/test';
import type { BenchFeed } from './bench-feed.ts';
import type { BenchServer } from './bench-server.ts';
import { frameRates, openTabs, tabFacts, windowSamples, type Side } from './bench-tabs.ts';
import {
  countChromiumProcesses,
  cpuSecondsBetween,
  cpuSecondsByType,
  machineTicks,
  sampleBrowserCpu,
} from './browser-cpu.ts';
import { percentile, sleep } from './stats.ts';

export interface ScalingParams {
  tabs: number;
  rows: number;
  warmupMs: number;
  measureMs: number;
  seed: number;
}

export interface Latency {
  samples: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

/**
 * A tab at this many frames a second or more gets display-paced frames (the front window: 40-60
 * under load); headless gives the others 1-8 (see run.ts).
 */
export const PACED_FPS = 30;

function latencyOf(values: number[]): Latency {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    samples: sorted.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? Number.NaN,
  };
}

/** One side's figures for one repetition of B1 (CPU, sockets) and B3 (latency), same window. */
export interface ScalingRun {
  side: Side;
  /** `live_sockets_open` in the middle of the window. */
  sockets: number;
  /** Browser CPU (all Chromium processes) over the window, in CPU-seconds. */
  cpuSeconds: number;
  /** The same as a share of one core (1 = one core busy). */
  cores: number;
  /** Browser CPU-seconds by process role. */
  cpuByType: Record<string, number>;
  /** Share of the whole machine busy during the window (every process, 1 = all cores). */
  machineBusy: number;
  /** Cores used by this process (server, feed, Playwright client) during the window. */
  harnessCores: number;
  windowMs: number;
  /** Changes the feed sent during the window. */
  updatesSent: number;
  latency: Latency;
  /** The same in the tabs that got display-paced frames (>= PACED_FPS) during the warm-up. */
  pacedLatency: Latency & { tabs: number };
  /** Mean React commits per tab per second. */
  commitsPerTabPerSecond: number;
  processes: { tree: number; machine: number };
  allVisible: boolean;
  /** requestAnimationFrame callbacks per second per tab during the warm-up, in tab order. */
  framesPerSecond: number[];
  tiers: string[];
}

/** Opens the side's tabs, streams, and measures one window with no page calls inside it. */
export async function runScaling(
  browser: Browser,
  server: BenchServer,
  feed: BenchFeed,
  side: Side,
  params: ScalingParams,
): Promise<ScalingRun> {
  feed.pause();
  const tabs = await openTabs(browser, server.url, side, params.tabs, params.rows);
  try {
    const facts = await tabFacts(tabs);
    feed.play(params.seed);
    const warmupEnd = Date.now() + params.warmupMs;
    // Every tab must really render while the stream runs (see EXTRA_ARGS in run.ts).
    await sleep(500);
    const frames = await frameRates(tabs, 1000);
    await sleep(Math.max(0, warmupEnd - Date.now()));

    const cpu0 = sampleBrowserCpu();
    const machine0 = machineTicks();
    const harness0 = process.cpuUsage();
    const t0 = Date.now();
    const sent0 = feed.emitted();
    await sleep(params.measureMs / 2);
    const sockets = await server.metric('live_sockets_open');
    await sleep(Math.max(0, t0 + params.measureMs - Date.now()));
    const cpu1 = sampleBrowserCpu();
    const machine1 = machineTicks();
    const harness = process.cpuUsage(harness0);
    const t1 = Date.now();
    const sent1 = feed.emitted();
    const machine = countChromiumProcesses();
    feed.pause();

    const samples = await windowSamples(tabs, t0, t1);
    const paced = samples.latencies.filter((_, i) => (frames[i] ?? 0) >= PACED_FPS);
    const cpuSeconds = cpuSecondsBetween(cpu0, cpu1);
    const windowMs = t1 - t0;
    const commits = samples.commits.reduce((a, b) => a + b, 0);
    return {
      side,
      sockets,
      cpuSeconds,
      cores: cpuSeconds / (windowMs / 1000),
      cpuByType: cpuSecondsByType(cpu0, cpu1),
      machineBusy: (machine1.busy - machine0.busy) / (machine1.total - machine0.total),
      harnessCores: (harness.user + harness.system) / 1000 / windowMs,
      windowMs,
      updatesSent: sent1 - sent0,
      latency: latencyOf(samples.latencies.flat()),
      pacedLatency: { ...latencyOf(paced.flat()), tabs: paced.length },
      commitsPerTabPerSecond: commits / params.tabs / (windowMs / 1000),
      processes: { tree: cpu1.size, machine },
      allVisible: facts.visible.every(Boolean),
      framesPerSecond: frames,
      tiers: [...new Set(facts.tiers.map((t) => t ?? 'none'))],
    };
  } finally {
    feed.pause();
    await tabs.close();
  }
}
