import type { Browser, BrowserContext, Page } from '@playwright/test';
import type { LiveMatch } from '../../contracts/match.ts';

/** `shared`: the real app's /football (SharedWorker engine); `per-tab`: the baseline page. */
export type Side = 'shared' | 'per-tab';

/** What the in-page probe records (installed before any page script runs). */
export interface BenchProbe {
  /** Commit time (ms) and server-send -> commit latency (ms) of every patched row. */
  at: number[];
  ms: number[];
  /** Commit times of each commit that carried patched rows. */
  commits: number[];
  /** Rows committed in a patch with a version not above the last one committed (re-applied). */
  repeats: number;
}

declare global {
  interface Window {
    __benchProbe?: BenchProbe;
    /** Called after every commit the probe records, with its time (B3b checks its catch-up there). */
    __benchAfterCommit?: (committedAt: number) => void;
  }
}

/** Samples kept per tab: bounds memory if a run goes long. */
export const MAX_SAMPLES = 400_000;

// tsx compiles this file with esbuild's keepNames, which wraps named functions in `__name(...)`;
// functions handed to page.evaluate then need that helper in the page too.
export const KEEP_NAMES_SHIM = 'globalThis.__name = (fn) => fn;';

export function installProbe(max: number): void {
  const probe: BenchProbe = { at: [], ms: [], commits: [], repeats: 0 };
  const lastV = new Map<number, number>();
  window.__benchProbe = probe;
  window.__viewCommitted = (_sport, rows) => {
    const committedAt = performance.now();
    const now = Date.now();
    if (probe.commits.length < max) probe.commits.push(now);
    for (const row of rows) {
      if (probe.at.length < max) {
        probe.at.push(now);
        probe.ms.push(now - row.updated_at);
      }
      const last = lastV.get(row.id);
      if (last !== undefined && row.v <= last) probe.repeats += 1;
      lastV.set(row.id, row.v);
    }
    window.__benchAfterCommit?.(committedAt);
  };
}

export interface Tabs {
  side: Side;
  context: BrowserContext;
  pages: Page[];
  close(): Promise<void>;
}

export function pageUrl(baseUrl: string, side: Side): string {
  return side === 'shared' ? `${baseUrl}/football` : `${baseUrl}/bench/per-tab/index.html`;
}

export interface OpenOptions {
  /** The first tab loads before the others open (it starts the engine: tier 2's leader). */
  firstAlone?: boolean;
  /** A browser without SharedWorker: the engine runs in tier 2 (the leader tab's worker). */
  noSharedWorker?: boolean;
}

export const showsRows = (page: Page, rows: number) =>
  page.waitForFunction((n) => (window.__liveViews?.football?.length ?? 0) >= n, rows, {
    timeout: 90_000,
    polling: 200,
  });

/** Opens `count` tabs of one side in a fresh context and waits until each shows every row. */
export async function openTabs(
  browser: Browser,
  baseUrl: string,
  side: Side,
  count: number,
  rows: number,
  options: OpenOptions = {},
): Promise<Tabs> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 1000 } });
  if (options.noSharedWorker) {
    await context.addInitScript(() => {
      Object.defineProperty(window, 'SharedWorker', { value: undefined, configurable: true });
    });
  }
  await context.addInitScript(KEEP_NAMES_SHIM);
  await context.addInitScript(installProbe, MAX_SAMPLES);
  const pages: Page[] = [];
  try {
    for (let i = 0; i < count; i += 1) {
      const page = await context.newPage();
      page.on('pageerror', (error) => console.warn(`[${side} tab ${i}] ${error.message}`));
      pages.push(page);
    }
    if (options.firstAlone && pages[0]) {
      await pages[0].goto(pageUrl(baseUrl, side));
      await showsRows(pages[0], rows);
    }
    // Loaded together: setup time is not measured, and ten heavy pages one by one cost minutes.
    await Promise.all(
      pages.slice(options.firstAlone ? 1 : 0).map(async (page) => {
        await page.goto(pageUrl(baseUrl, side));
        await showsRows(page, rows);
      }),
    );
  } catch (error) {
    await context.close();
    throw error;
  }
  return { side, context, pages, close: () => context.close() };
}

/** requestAnimationFrame callbacks per second in every tab at once, over `ms`. */
export function frameRates(tabs: Tabs, ms: number): Promise<number[]> {
  return Promise.all(
    tabs.pages.map((page) =>
      page.evaluate(
        (duration) =>
          new Promise<number>((resolve) => {
            const start = performance.now();
            let frames = 0;
            const tick = (now: number) => {
              frames += 1;
              if (now - start < duration) requestAnimationFrame(tick);
              else resolve(Math.round((frames * 1000) / (now - start)));
            };
            requestAnimationFrame(tick);
          }),
        ms,
      ),
    ),
  );
}

export interface WindowSamples {
  /** Latencies (ms) of rows committed within the window, per tab. */
  latencies: number[][];
  /** Commits within the window, per tab. */
  commits: number[];
  repeats: number;
}

/** The probe's records between `from` and `to` (ms), from every tab. */
export async function windowSamples(tabs: Tabs, from: number, to: number): Promise<WindowSamples> {
  const perTab = await Promise.all(
    tabs.pages.map((page) =>
      page.evaluate(
        ([t0, t1]) => {
          const probe = window.__benchProbe;
          if (!probe) return { latencies: [], commits: 0, repeats: 0 };
          const latencies: number[] = [];
          for (let i = 0; i < probe.at.length; i += 1) {
            const at = probe.at[i]!;
            if (at >= t0 && at <= t1) latencies.push(probe.ms[i]!);
          }
          const commits = probe.commits.filter((at) => at >= t0 && at <= t1).length;
          return { latencies, commits, repeats: probe.repeats };
        },
        [from, to] as const,
      ),
    ),
  );
  return {
    latencies: perTab.map((t) => t.latencies),
    commits: perTab.map((t) => t.commits),
    repeats: perTab.reduce((sum, t) => sum + t.repeats, 0),
  };
}

export type ViewRow = Pick<LiveMatch, 'id' | 'v' | 'home_score' | 'away_score'>;

/** Each tab's rows as its view rendered them. */
export function tabRows(tabs: Tabs): Promise<ViewRow[][]> {
  return Promise.all(
    tabs.pages.map((page) =>
      page.evaluate(() =>
        (window.__liveViews?.football ?? []).map((m) => ({
          id: m.id,
          v: m.v,
          home_score: m.home_score,
          away_score: m.away_score,
        })),
      ),
    ),
  );
}

/** How many of `versions` ([id, v]) the tab's view holds at a lower version or not at all. */
export function rowsBehindIn(page: Page, versions: [number, number][]): Promise<number> {
  return page.evaluate((wanted) => {
    const shown = new Map((window.__liveViews?.football ?? []).map((m) => [m.id, m.v]));
    let behind = 0;
    for (const [id, v] of wanted) if ((shown.get(id) ?? -1) < v) behind += 1;
    return behind;
  }, versions);
}

/** The same for every tab. */
export function rowsBehind(tabs: Tabs, versions: [number, number][]): Promise<number[]> {
  return Promise.all(tabs.pages.map((page) => rowsBehindIn(page, versions)));
}
