import type { BrowserContext, Page } from '@playwright/test';
import { installProbe, KEEP_NAMES_SHIM, MAX_SAMPLES, pageUrl, type Side, type Tabs } from './bench-tabs.ts';
import { sampleBrowserCpu, TICKS_PER_SECOND, type CpuSample, type ThreadSample } from './browser-cpu.ts';
import { SCREEN, type HeadfulBrowser } from './headful.ts';
import { sleep } from './stats.ts';

/**
 * How the tabs of a run sit on the screen: `front1` one window, its front tab visible and the
 * rest in the background; `front2` two windows side by side, each with one visible tab, the rest
 * in the background (of the first window).
 */
export type Layout = 'front1' | 'front2';

export interface HiddenTabs extends Tabs {
  /** `visibilityState === 'visible'` of each page, checked after loading. */
  visible: boolean[];
  /** Renderer process of each page (found by a CPU pulse in it), or null if none stood out. */
  rendererPids: (number | null)[];
}

interface CatchUp {
  want: [number, number][] | null;
  shownAt: number | null;
  /** The first animation frame after `shownAt` (Chromium's first frame of the shown tab). */
  frameAt: number | null;
  doneAt: number | null;
}

/** B3b, one sample. */
export interface CatchUpSample {
  /** `visibilitychange` -> the commit (or frame) at which the list held the server's state. */
  ms: number;
  /**
   * Chromium ran the tab's first frame before that commit: the catch-up reached the tab after the
   * frame had started and waited for it (the slow way round; otherwise the frame shows it).
   */
  frameFirst: boolean;
}

declare global {
  interface Window {
    __benchCatchUp?: CatchUp;
  }
}

/**
 * B3b's probe: once the page turns visible with `want` set, the first commit (or frame) at which
 * the list holds every wanted row at its version or later stamps `doneAt`.
 */
function installCatchUpProbe(): void {
  const state: CatchUp = { want: null, shownAt: null, frameAt: null, doneAt: null };
  window.__benchCatchUp = state;
  // `at`: when the commit was reported, before the probes' own work.
  const check = (at = performance.now()): boolean => {
    if (!state.want || state.shownAt === null || state.doneAt !== null) return true;
    const shown = new Map((window.__liveViews?.football ?? []).map((m) => [m.id, m.v]));
    for (const [id, v] of state.want) if ((shown.get(id) ?? -1) < v) return false;
    state.doneAt = at;
    return true;
  };
  window.__benchAfterCommit = (at) => void check(at);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState !== 'visible' || !state.want || state.shownAt !== null) return;
    state.shownAt = performance.now();
    const frame = () => {
      // When the frame ran, not its vsync time (`requestAnimationFrame`'s argument).
      state.frameAt ??= performance.now();
      if (!check()) requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
}

async function newTarget(
  hb: HeadfulBrowser,
  context: BrowserContext,
  url: string,
  background: boolean,
  newWindow: boolean,
) {
  const opened = context.waitForEvent('page', {
    predicate: (p) => p.url() === url || p.url() === 'about:blank',
    timeout: 30_000,
  });
  const { targetId } = await hb.cdp.send('Target.createTarget', { url, background, newWindow });
  return { page: await opened, targetId };
}

/**
 * Opens `count` tabs of one side in the browser's default context (a fresh profile per run): the
 * first in the window's front, for `front2` a second window beside it, the rest as background
 * tabs. Waits until every tab shows every row; the stream should be paused meanwhile.
 */
export async function openHiddenTabs(
  hb: HeadfulBrowser,
  baseUrl: string,
  side: Side,
  count: number,
  layout: Layout,
  rows: number,
): Promise<HiddenTabs> {
  const context = hb.browser.contexts()[0]!;
  await context.addInitScript(KEEP_NAMES_SHIM);
  await context.addInitScript(installProbe, MAX_SAMPLES);
  await context.addInitScript(installCatchUpProbe);
  // Each tab has its own URL (a fragment), so the page event can be matched to the target.
  const url = (i: number) => `${pageUrl(baseUrl, side)}#tab${i}`;
  const pages: Page[] = [];
  const front = context.pages()[0] ?? (await context.newPage());
  await front.goto(url(0));
  pages.push(front);
  if (layout === 'front2' && count > 1) {
    const { page, targetId } = await newTarget(hb, context, url(1), false, true);
    const { windowId } = await hb.cdp.send('Browser.getWindowForTarget', { targetId });
    await hb.cdp.send('Browser.setWindowBounds', {
      windowId,
      bounds: { left: SCREEN.width / 2, top: 0, width: SCREEN.width / 2, height: 1000 },
    });
    pages.push(page);
  }
  while (pages.length < count) {
    const { page } = await newTarget(hb, context, url(pages.length), true, false);
    pages.push(page);
  }
  for (const [i, page] of pages.entries()) page.on('pageerror', (e) => console.warn(`[${side} tab ${i}] ${e.message}`));
  await Promise.all(
    pages.map((page) =>
      page.waitForFunction((n) => (window.__liveViews?.football?.length ?? 0) >= n, rows, {
        timeout: 90_000,
        polling: 200,
      }),
    ),
  );
  // The app's service worker precaches every built file on a first visit: done before measuring.
  if (side === 'shared') await front.evaluate(() => navigator.serviceWorker?.ready.then(() => undefined));
  const visible = await Promise.all(pages.map((p) => p.evaluate(() => document.visibilityState === 'visible')));
  const rendererPids = await findRenderers(hb.pid, pages);
  return { side, context, pages, visible, rendererPids, close: () => hb.close() };
}

const PULSE_MS = 150;
/** A renderer must have used this many ticks (of ~15) during a pulse to be the page's. */
const PULSE_MIN_TICKS = 5;

function busiestRenderer(before: CpuSample, after: CpuSample): { pid: number; ticks: number } | null {
  let best: { pid: number; ticks: number } | null = null;
  for (const [pid, now] of after) {
    if (now.type !== 'renderer') continue;
    const ticks = now.ticks - (before.get(pid)?.ticks ?? 0);
    if (!best || ticks > best.ticks) best = { pid, ticks };
  }
  return best;
}

/**
 * Which renderer process hosts each page: CDP does not say, so each page in turn spins its main
 * thread for 150 ms and the renderer whose CPU jumped is its own (at least 5 of ~15 ticks).
 */
async function findRenderers(browserPid: number, pages: Page[]): Promise<(number | null)[]> {
  const pids: (number | null)[] = [];
  for (const page of pages) {
    let found: number | null = null;
    // A second, longer pulse when the first did not stand out (a busy machine).
    for (const ms of [PULSE_MS, PULSE_MS * 3]) {
      const before = sampleBrowserCpu([browserPid]);
      await page.evaluate((spin) => {
        const end = performance.now() + spin;
        while (performance.now() < end) {
          // spin
        }
      }, ms);
      const best = busiestRenderer(before, sampleBrowserCpu([browserPid]));
      if (best && best.ticks >= (PULSE_MIN_TICKS * ms) / PULSE_MS) {
        found = best.pid;
        break;
      }
    }
    pids.push(found);
  }
  return pids;
}

/** Worker threads in a renderer (the SharedWorker of the shared side; tier 2's dedicated worker). */
const WORKER_THREAD = /^(SharedWorker|DedicatedWorker)/;

/**
 * CPU-seconds by role: `visible tab` / `hidden tab` (renderers of the pages by their visibility),
 * `engine` (worker threads, wherever they run: Chromium puts the SharedWorker in the process of
 * the tab that started it, so its thread is split out of that tab; any renderer hosting no page
 * counts here too), and Chromium's own roles (browser, gpu, network, storage, zygote, utility).
 */
export function cpuByRole(
  tabs: HiddenTabs,
  before: CpuSample,
  after: CpuSample,
  threads: [ThreadSample, ThreadSample],
): Record<string, number> {
  const roleOf = new Map<number, string>();
  tabs.rendererPids.forEach((pid, i) => {
    if (pid === null) return;
    const role = tabs.visible[i] ? 'visible tab' : 'hidden tab';
    const held = roleOf.get(pid);
    roleOf.set(pid, held && held !== role ? 'mixed tabs' : role);
  });
  const byRole: Record<string, number> = {};
  const add = (role: string, seconds: number) => (byRole[role] = (byRole[role] ?? 0) + seconds);
  for (const [pid, now] of after) {
    const role = now.type === 'renderer' ? (roleOf.get(pid) ?? 'engine') : now.type;
    add(role, (now.ticks - (before.get(pid)?.ticks ?? 0)) / TICKS_PER_SECOND);
  }
  const [threads0, threads1] = threads;
  for (const [key, thread] of threads1) {
    if (!WORKER_THREAD.test(thread.name) || !after.has(thread.pid)) continue;
    const seconds = (thread.ticks - (threads0.get(key)?.ticks ?? 0)) / TICKS_PER_SECOND;
    const role = roleOf.get(thread.pid);
    if (role === undefined) continue; // already counted as engine
    add(role, -seconds);
    add('engine', seconds);
  }
  return byRole;
}

/** Each tab's own renderer CPU-seconds (null when its renderer was not found). */
export function cpuPerTab(tabs: HiddenTabs, before: CpuSample, after: CpuSample): (number | null)[] {
  return tabs.rendererPids.map((pid) => {
    if (pid === null) return null;
    const now = after.get(pid);
    return now ? (now.ticks - (before.get(pid)?.ticks ?? 0)) / TICKS_PER_SECOND : null;
  });
}

/** How long B3b leaves a tab it brought to the front alone before asking whether it caught up. */
const QUIET_MS = 500;

/**
 * B3b, one sample: a hidden tab is brought to the front once the stream paused; ms from its
 * `visibilitychange` to the first commit (or frame) at which it holds `want` ([id, v] of the
 * server's state), and whether its first frame came before. Null when it did not get there
 * within 10 s.
 */
export async function catchUp(page: Page, want: [number, number][]): Promise<CatchUpSample | null> {
  await page.evaluate((rows) => {
    window.__benchCatchUp = Object.assign(window.__benchCatchUp ?? {}, {
      want: rows,
      shownAt: null,
      frameAt: null,
      doneAt: null,
    });
  }, want);
  await page.bringToFront();
  // The page stamps its own catch-up: asking it meanwhile would run the harness's script on the
  // main thread being timed (Playwright's first poll lands right as the tab is shown).
  await sleep(QUIET_MS);
  try {
    await page.waitForFunction(() => window.__benchCatchUp?.doneAt != null, undefined, {
      timeout: 10_000,
      polling: 100,
    });
  } catch {
    return null;
  }
  await sleep(0);
  return page.evaluate(() => {
    const s = window.__benchCatchUp!;
    return { ms: s.doneAt! - s.shownAt!, frameFirst: s.frameAt !== null && s.frameAt < s.doneAt! };
  });
}
