import type { Browser, Page } from '@playwright/test';
import type { EngineStatus } from '../../contracts/engine-api.ts';
import type { BenchFeed } from './bench-feed.ts';
import type { BenchServer } from './bench-server.ts';
import { openTabs, rowsBehind, showsRows, KEEP_NAMES_SHIM, installProbe, MAX_SAMPLES, pageUrl } from './bench-tabs.ts';
import { connectRawCdp } from './cdp-raw.ts';
import { launchHeadful, type VirtualDisplay } from './headful.ts';
import { sleep } from './stats.ts';

/*
 * B7 (failover) and B9 (leaks) of BENCHMARKS.md: what happens to the engine when tabs go.
 */

export interface LeakParams {
  tabs: number;
  /** Tabs open at once (each waits for its rows, then the batch closes). */
  batch: number;
  rows: number;
}

export interface LeakRun {
  tabsOpened: number;
  /** The SharedWorker's used JS heap after a forced GC, MB: before and after the tabs came and went. */
  heapBeforeMb: number;
  heapAfterMb: number;
  heapRatio: number;
  /** The engine's own counts (from the tab that stayed): before, at the peak, after. */
  tabs: { before: number; peak: number; after: number };
  subscriptions: { before: number; peak: number; after: number };
  /** ms from the last close until the engine had dropped every closed tab. */
  releaseMs: number | null;
  seconds: number;
}

const status = (page: Page) => page.evaluate(() => window.__engine!.status()) as Promise<EngineStatus>;

/**
 * B9: one tab of `/football` stays; `tabs` more open and close in batches; the engine's heap
 * (forced GC, over CDP in the SharedWorker) and its tab and subscription counts before and after.
 * One batch comes and goes before the first reading, so what the engine builds once on first use
 * (compiled code, caches) is not counted as a leak. The stream is paused: only tabs change.
 */
export async function runLeaks(
  display: VirtualDisplay,
  executablePath: string,
  server: BenchServer,
  feed: BenchFeed,
  params: LeakParams,
): Promise<LeakRun> {
  const began = Date.now();
  feed.pause();
  const hb = await launchHeadful(display, executablePath);
  const cdp = await connectRawCdp(hb.wsEndpoint);
  try {
    const context = hb.browser.contexts()[0]!;
    await context.addInitScript(KEEP_NAMES_SHIM);
    await context.addInitScript(installProbe, MAX_SAMPLES);
    const anchor = context.pages()[0] ?? (await context.newPage());
    await anchor.goto(pageUrl(server.url, 'shared'));
    await showsRows(anchor, params.rows);
    const worker = await cdp.attachFirst('shared_worker');
    if (worker === null) throw new Error('no shared worker target');
    const heapMb = async () => {
      await cdp.send('HeapProfiler.collectGarbage', {}, worker);
      const { usedSize } = await cdp.send<{ usedSize: number }>('Runtime.getHeapUsage', {}, worker);
      return usedSize / 2 ** 20;
    };
    const cycle = async (count: number) => {
      const pages = await Promise.all(Array.from({ length: count }, () => context.newPage()));
      await Promise.all(
        pages.map(async (page) => {
          await page.goto(pageUrl(server.url, 'shared'));
          await showsRows(page, params.rows);
        }),
      );
      const peak = await status(anchor);
      await Promise.all(pages.map((page) => page.close()));
      return peak;
    };
    const settled = async (want: EngineStatus) => {
      const from = Date.now();
      for (;;) {
        const now = await status(anchor);
        if (now.tabs === want.tabs && now.subscriptions === want.subscriptions) return Date.now() - from;
        if (Date.now() - from > 20_000) return null;
        await sleep(100);
      }
    };
    const baseline = await status(anchor);
    await cycle(params.batch);
    await settled(baseline);
    const heapBeforeMb = await heapMb();
    const before = await status(anchor);
    let peak = before;
    for (let opened = 0; opened < params.tabs; opened += params.batch) {
      const top = await cycle(Math.min(params.batch, params.tabs - opened));
      if (top.subscriptions > peak.subscriptions) peak = top;
    }
    const releaseMs = await settled(before);
    const after = await status(anchor);
    const heapAfterMb = await heapMb();
    return {
      tabsOpened: params.tabs,
      heapBeforeMb,
      heapAfterMb,
      heapRatio: heapAfterMb / heapBeforeMb,
      tabs: { before: before.tabs, peak: peak.tabs, after: after.tabs },
      subscriptions: { before: before.subscriptions, peak: peak.subscriptions, after: after.subscriptions },
      releaseMs,
      seconds: (Date.now() - began) / 1000,
    };
  } finally {
    cdp.close();
    await hb.close();
  }
}

export interface FailoverRun {
  tier: 'shared-worker' | 'leader-worker';
  /** ms from closing the tab until a remaining tab committed a row the server sent after it. */
  flowMs: number | null;
  /** After the stream paused: rows the remaining tabs hold behind the server, summed. */
  lost: number;
  /** Rows a remaining tab committed at a version not above one it had already committed. */
  appliedTwice: number;
}

/**
 * B7: three visible tabs (headless), the stream running; the first tab (tier 1: the one whose
 * process the SharedWorker started in; tier 2: the leader, which runs the engine) closes. Timed
 * until a remaining tab commits a row sent after the close; then the stream pauses and the
 * remaining tabs are compared with the server.
 */
export async function runFailover(
  browser: Browser,
  server: BenchServer,
  feed: BenchFeed,
  tier: FailoverRun['tier'],
  rows: number,
  seed: number,
): Promise<FailoverRun> {
  feed.pause();
  const tabs = await openTabs(browser, server.url, 'shared', 3, rows, {
    firstAlone: true,
    noSharedWorker: tier === 'leader-worker',
  });
  try {
    feed.play(seed);
    await sleep(2_000);
    const closedAt = Date.now();
    await tabs.pages[0]!.close();
    const rest = tabs.pages.slice(1);
    let flowMs: number | null = null;
    for (let waited = 0; waited < 10_000 && flowMs === null; waited += 50) {
      const firsts = await Promise.all(
        rest.map((page) =>
          page.evaluate((t0) => {
            const probe = window.__benchProbe!;
            for (let i = 0; i < probe.at.length; i += 1) {
              // A row sent after the close: commit time minus its latency is its send time.
              if (probe.at[i]! - probe.ms[i]! > t0) return probe.at[i]!;
            }
            return null;
          }, closedAt),
        ),
      );
      const seen = firsts.filter((v): v is number => v !== null);
      if (seen.length > 0) flowMs = Math.min(...seen) - closedAt;
      else await sleep(50);
    }
    await sleep(2_000);
    feed.pause();
    const snapshot = await server.snapshot();
    const want = snapshot.list.map((m): [number, number] => [m.id, m.v]);
    let lost = 0;
    for (let waited = 0; waited < 10_000; waited += 200) {
      lost = (await rowsBehind({ ...tabs, pages: rest }, want)).reduce((a, b) => a + b, 0);
      if (lost === 0) break;
      await sleep(200);
    }
    const appliedTwice = (
      await Promise.all(rest.map((page) => page.evaluate(() => window.__benchProbe?.repeats ?? 0)))
    ).reduce((a, b) => a + b, 0);
    return { tier, flowMs, lost, appliedTwice };
  } finally {
    feed.pause();
    await tabs.close();
  }
}
