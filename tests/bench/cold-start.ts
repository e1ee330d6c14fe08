import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import type { BenchFeed } from './bench-feed.ts';
import type { BenchServer } from './bench-server.ts';
import { percentile } from './stats.ts';

export interface ColdStartParams {
  repetitions: number;
  chromiumArgs: string[];
  executablePath: string;
}

export interface ColdStartRun {
  network: 'online' | 'offline';
  /** ms from navigation to the first match row painted, in a browser just started. */
  firstRowsMs: number;
  /** ms a second tab took to attach to the running engine (`engine:attach`). */
  secondTabAttachMs: number;
}

export interface ColdStart {
  runs: ColdStartRun[];
  onlineMs: number;
  offlineMs: number;
  ratio: number;
  attachP50Ms: number;
  attachMaxMs: number;
}

declare global {
  interface Window {
    __firstRowsAt?: number;
  }
}

/**
 * Stamps the first frame painted with a match row in it (performance.now(): from navigation).
 * IMPORTANT: a string, not a function: the harness runs under tsx, whose transform wraps named
 * functions in a helper the page does not have.
 */
const STAMP_FIRST_ROWS = `
  (() => {
    const check = () => {
      if (document.querySelector('[data-match-id]')) {
        requestAnimationFrame(() => { window.__firstRowsAt = performance.now(); });
        return;
      }
      requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  })();
`;

async function firstRows(page: Page): Promise<number> {
  await page.waitForFunction(() => window.__firstRowsAt !== undefined, undefined, { timeout: 60_000 });
  return page.evaluate(() => window.__firstRowsAt!);
}

async function attachTime(page: Page): Promise<number> {
  await page.waitForFunction(() => performance.getEntriesByName('engine:attach').length > 0, undefined, {
    timeout: 30_000,
  });
  return page.evaluate(() => performance.getEntriesByName('engine:attach')[0]!.duration);
}

/**
 * B5: a browser with one earlier visit of `/football` (service worker installed, today's matches
 * in the engine's IndexedDB) is started again and opens `/football`, online or with the network
 * off and the server stopped; then a second tab opens it. Online and offline alternate.
 */
export async function runColdStart(server: BenchServer, feed: BenchFeed, params: ColdStartParams): Promise<ColdStart> {
  const profile = mkdtempSync(path.join(tmpdir(), 'live-bench-profile-'));
  const launch = (offline: boolean): Promise<BrowserContext> =>
    chromium.launchPersistentContext(profile, {
      executablePath: params.executablePath,
      args: params.chromiumArgs,
      viewport: { width: 1280, height: 1000 },
      offline,
    });
  const runs: ColdStartRun[] = [];
  try {
    // The stream stays paused: the figure is the start, not the updates.
    feed.pause();
    const first = await launch(false);
    const page = first.pages()[0] ?? (await first.newPage());
    await page.goto(`${server.url}/football`);
    await page.waitForSelector('[data-match-id]');
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    // The engine has written today's matches once its status says so.
    await page.waitForFunction(
      async () => (((await window.__engine?.status()) as { storedAt?: number } | undefined)?.storedAt ?? 0) > 0,
    );
    await first.close();

    for (let rep = 0; rep < params.repetitions; rep++) {
      const order: ColdStartRun['network'][] = rep % 2 === 0 ? ['online', 'offline'] : ['offline', 'online'];
      for (const network of order) {
        if (network === 'offline') await server.stop();
        const context = await launch(network === 'offline');
        try {
          await context.addInitScript(STAMP_FIRST_ROWS);
          const tab = context.pages()[0] ?? (await context.newPage());
          await tab.goto(`${server.url}/football`);
          const firstRowsMs = await firstRows(tab);
          const second = await context.newPage();
          await second.goto(`${server.url}/football`);
          runs.push({ network, firstRowsMs, secondTabAttachMs: await attachTime(second) });
        } finally {
          await context.close();
          if (network === 'offline') await server.start();
        }
      }
    }
  } finally {
    rmSync(profile, { recursive: true, force: true });
  }
  const median = (network: ColdStartRun['network']) =>
    percentile(
      runs
        .filter((r) => r.network === network)
        .map((r) => r.firstRowsMs)
        .sort((a, b) => a - b),
      50,
    );
  const attach = runs.map((r) => r.secondTabAttachMs).sort((a, b) => a - b);
  const onlineMs = median('online');
  const offlineMs = median('offline');
  return {
    runs,
    onlineMs,
    offlineMs,
    ratio: offlineMs / onlineMs,
    attachP50Ms: percentile(attach, 50),
    attachMaxMs: attach.at(-1) ?? Number.NaN,
  };
}
