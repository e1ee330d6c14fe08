import type { BenchFeed } from './bench-feed.ts';
import type { BenchServer } from './bench-server.ts';
import { rowsBehindIn, windowSamples, type Side } from './bench-tabs.ts';
import { machineTicks, sampleBrowserCpu, sampleThreads, type CpuSample } from './browser-cpu.ts';
import { launchHeadful, type VirtualDisplay } from './headful.ts';
import {
  catchUp,
  cpuByRole,
  cpuPerTab,
  openHiddenTabs,
  type CatchUpSample,
  type HiddenTabs,
  type Layout,
} from './hidden-tabs.ts';
import { createHistogram, type Histogram } from './fanout/latency-histogram.ts';
import { percentile, sleep } from './stats.ts';

/** One B1 run: `tabs` tabs of one side laid out as `layout` (BENCHMARKS.md B1, B1m, B3, B3b). */
export interface ScalingParams {
  tabs: number;
  layout: Layout;
  rows: number;
  warmupMs: number;
  measureMs: number;
  seed: number;
  /** Hidden tabs brought to the front one after another after the window (B3b); 0: none. */
  catchUps: number;
}

export interface Latency {
  samples: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

/** Whole-millisecond latencies as a sparse histogram: the report pools repetitions from it. */
export function histogramOf(values: readonly number[]): Histogram {
  const histogram = createHistogram();
  for (const ms of values) histogram.add(ms);
  return histogram.pairs();
}

export function latencyOf(values: number[]): Latency {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    samples: sorted.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? Number.NaN,
  };
}

export interface ScalingRun {
  side: Side;
  layout: Layout;
  tabs: number;
  /** `live_sockets_open` in the middle of the window. */
  sockets: number;
  /** Every process of the browser over the window, in CPU-seconds. */
  cpuSeconds: number;
  /** The same by role: visible tab, hidden tab, engine, browser, gpu, network, storage, ... */
  cpuByRole: Record<string, number>;
  /** Each tab's renderer, CPU-seconds (tab order; null: renderer not identified). */
  cpuPerTab: (number | null)[];
  /** `visibilityState === 'visible'` of each tab (tab order). */
  visible: boolean[];
  windowMs: number;
  /** Changes the feed sent during the window. */
  updatesSent: number;
  /** Server send -> DOM commit, in the visible tabs only. */
  latency: Latency;
  /** The same samples, every one (B3 pools the repetitions). */
  latencyHistogram: Histogram;
  /** Mean React commits per second in a visible / a hidden tab. */
  commitsPerSecond: { visible: number; hidden: number };
  /** B3b: per tab brought forward, ms from `visibilitychange` to the DOM holding the server's state. */
  catchUps: (CatchUpSample | null)[];
  /** Share of the whole machine busy during the window (1 = all cores). */
  machineBusy: number;
  /** Cores used by the harness (server, feed, Playwright) during the window. */
  harnessCores: number;
  tiers: string[];
}

const renderers = (sample: CpuSample) => [...sample].filter(([, p]) => p.type === 'renderer').map(([pid]) => pid);

const mean = (values: number[]) => (values.length === 0 ? 0 : values.reduce((a, b) => a + b, 0) / values.length);

/**
 * Launches a fresh headful browser, opens the side's tabs (stream paused), streams, and measures
 * one window with no page calls inside it; then B3b with the stream paused between samples.
 */
export async function runScaling(
  display: VirtualDisplay,
  executablePath: string,
  server: BenchServer,
  feed: BenchFeed,
  side: Side,
  params: ScalingParams,
): Promise<ScalingRun> {
  feed.pause();
  // The previous run's browser is gone once its sockets are: they would count in this run's.
  for (let waited = 0; waited < 10_000 && server.openSockets() > 0; waited += 100) await sleep(100);
  const hb = await launchHeadful(display, executablePath);
  try {
    const tabs = await openHiddenTabs(hb, server.url, side, params.tabs, params.layout, params.rows);
    const tiers = await Promise.all(tabs.pages.map((p) => p.evaluate(() => window.__engine?.tier ?? 'none')));
    feed.play(params.seed);
    await sleep(params.warmupMs);

    const cpu0 = sampleBrowserCpu([hb.pid]);
    const threads0 = sampleThreads(renderers(cpu0));
    const machine0 = machineTicks();
    const harness0 = process.cpuUsage();
    const t0 = Date.now();
    const sent0 = feed.emitted();
    await sleep(params.measureMs / 2);
    const sockets = await server.metric('live_sockets_open');
    await sleep(Math.max(0, t0 + params.measureMs - Date.now()));
    const cpu1 = sampleBrowserCpu([hb.pid]);
    const threads1 = sampleThreads(renderers(cpu1));
    const machine1 = machineTicks();
    const harness = process.cpuUsage(harness0);
    const t1 = Date.now();
    const sent1 = feed.emitted();
    feed.pause();

    const samples = await windowSamples(tabs, t0, t1);
    const windowMs = t1 - t0;
    const perSecond = (i: number) => (samples.commits[i] ?? 0) / (windowMs / 1000);
    const visibleIdx = tabs.visible.flatMap((v, i) => (v ? [i] : []));
    const hiddenIdx = tabs.visible.flatMap((v, i) => (v ? [] : [i]));
    const visibleLatencies = visibleIdx.flatMap((i) => samples.latencies[i] ?? []);
    const catchUps = await runCatchUps(tabs, server, feed, params);
    const byRole = cpuByRole(tabs, cpu0, cpu1, [threads0, threads1]);
    return {
      side,
      layout: params.layout,
      tabs: params.tabs,
      sockets,
      cpuSeconds: Object.values(byRole).reduce((a, b) => a + b, 0),
      cpuByRole: byRole,
      cpuPerTab: cpuPerTab(tabs, cpu0, cpu1),
      visible: tabs.visible,
      windowMs,
      updatesSent: sent1 - sent0,
      latency: latencyOf(visibleLatencies),
      latencyHistogram: histogramOf(visibleLatencies),
      commitsPerSecond: { visible: mean(visibleIdx.map(perSecond)), hidden: mean(hiddenIdx.map(perSecond)) },
      catchUps,
      machineBusy: (machine1.busy - machine0.busy) / (machine1.total - machine0.total),
      harnessCores: (harness.user + harness.system) / 1000 / windowMs,
      tiers: [...new Set(tiers)],
    };
  } finally {
    feed.pause();
    await hb.close();
  }
}

/**
 * B3b: for each of the first `catchUps` hidden tabs, the stream runs 1.5 s (the hidden tabs fall
 * behind), pauses, the tab in front catches up (the engine holds the server's state), then the
 * hidden tab is brought to the front and timed until its DOM holds that state.
 */
async function runCatchUps(tabs: HiddenTabs, server: BenchServer, feed: BenchFeed, params: ScalingParams) {
  const hidden = tabs.visible.flatMap((v, i) => (v ? [] : [i])).slice(0, params.catchUps);
  const results: (CatchUpSample | null)[] = [];
  let front = tabs.pages[tabs.visible.indexOf(true)]!;
  for (const [k, index] of hidden.entries()) {
    feed.play(params.seed + 1_000 + k);
    await sleep(1_500);
    feed.pause();
    const snapshot = await server.snapshot();
    const want = snapshot.list.map((m): [number, number] => [m.id, m.v]);
    for (let waited = 0; waited < 10_000 && (await rowsBehindIn(front, want)) > 0; waited += 100) await sleep(100);
    const page = tabs.pages[index]!;
    results.push(await catchUp(page, want));
    front = page;
  }
  return results;
}
