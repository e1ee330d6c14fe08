import { test as base, expect, type Page } from '@playwright/test';
import type { LiveMatch } from '../../../contracts/match.ts';
import { ClusterServer } from './cluster-server.ts';
import type { E2eServer } from './e2e-server.ts';
import { LiveServer } from './live-server.ts';

/** What a scores page shows, read the way a test needs it. */
export class ScoresPage {
  constructor(readonly page: Page) {}

  async open(url: string): Promise<void> {
    await this.page.goto(url);
    await expect(this.page.getByRole('table')).toBeVisible();
  }

  /** The rows the view rendered from (all of them, not only those scrolled into view). */
  rows(
    sport: 'football' | 'basketball',
  ): Promise<Pick<LiveMatch, 'id' | 'v' | 'home_score' | 'away_score' | 'status'>[]> {
    return this.page.evaluate(
      (s) =>
        (window.__liveViews?.[s] ?? []).map((m) => ({
          id: m.id,
          v: m.v,
          home_score: m.home_score,
          away_score: m.away_score,
          status: m.status,
        })),
      sport,
    );
  }

  /** Goals shown in a match's score cell (home + away), or -1 when the row is not rendered. */
  async shownGoals(matchId: number): Promise<number> {
    const cell = this.page.locator(`[data-match-id="${matchId}"]`).getByRole('cell').nth(4);
    if ((await cell.count()) === 0) return -1;
    const text = (await cell.textContent()) ?? '';
    const m = /(\d+)\s*-\s*(\d+)/.exec(text);
    return m ? Number(m[1]) + Number(m[2]) : -1;
  }

  /**
   * Goals of a match as the tab shows them: the score cell when the row is on screen, else the
   * rows the view rendered from (a match that just finished moves out of view). -1: unknown.
   */
  async goalsShownOrHeld(matchId: number, sport: 'football' | 'basketball' = 'football'): Promise<number> {
    const shown = await this.shownGoals(matchId);
    if (shown >= 0) return shown;
    const row = (await this.rows(sport)).find((m) => m.id === matchId);
    return row ? row.home_score + row.away_score : -1;
  }

  /** Ids of the match rows rendered now. */
  renderedIds(): Promise<number[]> {
    return this.page
      .locator('[data-match-id]')
      .evaluateAll((rows) => rows.map((r) => Number(r.getAttribute('data-match-id'))).filter((id) => id > 0));
  }

  tier(): Promise<string | undefined> {
    return this.page.evaluate(() => window.__engine?.tier);
  }
}

/**
 * The site of a spec: one server process, or with E2E_CLUSTER=1 (playwright.cluster.config.ts) a
 * cluster of three behind nginx with nginx-rtmp, on PostgreSQL and Redis.
 */
function startServer(env: Record<string, string>): Promise<E2eServer> {
  return process.env.E2E_CLUSTER === '1' ? ClusterServer.start(env) : LiveServer.start(env);
}
/** A cluster starts three processes (the first alone) and nginx: more than one process takes. */
const SERVER_START_MS = process.env.E2E_CLUSTER === '1' ? 240_000 : 120_000;

/** One server per worker (worker-scoped), playing the feed fast, with the scripted feed on. */
export const test = base.extend<
  {
    tabs: (n: number, path: string) => Promise<ScoresPage[]>;
    closeOwnContexts: void;
    pageErrors: void;
    ownServer: E2eServer;
  },
  { server: E2eServer }
>({
  // Playwright leaves a context made with browser.newContext() open until the worker ends. One a
  // test forgot (or left behind when it failed) keeps its pages running against the worker's
  // server: they load the machine and reconnect after a restart, so later tests count sockets that
  // are not theirs. Every test closes the contexts it made.
  closeOwnContexts: [
    async ({ browser }, use) => {
      const before = new Set(browser.contexts());
      await use();
      await Promise.all(
        browser
          .contexts()
          .filter((c) => !before.has(c))
          .map((c) => c.close()),
      );
    },
    { auto: true },
  ],
  // An uncaught error in a page of the app fails the test that met it, whatever it checks. (A new
  // tab's about:blank runs the tests' init scripts too, where storage is denied: not the app. The
  // browser's ResizeObserver loop notice is a deferred measurement, which the spec reports as an
  // error event; nothing threw.)
  pageErrors: [
    async ({ context }, use) => {
      const errors: string[] = [];
      const watch = (page: Page) =>
        page.on('pageerror', (error) => {
          if (page.url() === 'about:blank' || error.message.startsWith('ResizeObserver loop')) return;
          errors.push(`${page.url()}: ${error.stack ?? error.message}`);
        });
      context.pages().forEach(watch);
      context.on('page', watch);
      await use();
      expect(errors, 'uncaught errors in the app').toEqual([]);
    },
    { auto: true },
  ],
  server: [
    // Playwright requires the object pattern for a fixture with no dependencies.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const server = await startServer({ FEED_SPEED: '60' });
      await use(server);
      await server.dispose();
    },
    { scope: 'worker', timeout: SERVER_START_MS },
  ],
  // A server of the test's own, for a test that needs a state the specs sharing the worker's server
  // may have moved on (the demo anchor's room before its first broadcast).
  ownServer: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const server = await startServer({ FEED_SPEED: '60' });
      await use(server);
      await server.dispose();
    },
    // Its own time to start, apart from the test's.
    { timeout: SERVER_START_MS },
  ],
  tabs: async ({ context, server }, use) => {
    await use(async (n, path) => {
      const pages: ScoresPage[] = [];
      for (let i = 0; i < n; i++) {
        const page = new ScoresPage(await context.newPage());
        await page.page.setViewportSize({ width: 1280, height: 1400 });
        await page.open(`${server.url}${path}`);
        pages.push(page);
      }
      return pages;
    });
  },
});

export { expect };

/**
 * A match of `sport` among `ids` that can take a goal now: one still to come, kicked off now by
 * the scripted feed (a whole half ahead of it), else one in play with time left. As it stands.
 */
export async function playableMatch(
  server: E2eServer,
  ids: readonly number[],
  sport: 'football' | 'basketball' = 'football',
): Promise<LiveMatch> {
  const wanted = new Set(ids);
  const list = (await server.snapshot(sport)).list.filter((m) => wanted.has(m.id));
  // The latest kick-off on screen: the feed's own clock starts the earliest ones any moment, and
  // a match that kicked off between the snapshot and the order is refused (then it is live).
  const upcoming = list.filter((m) => m.status === 'notstarted').sort((a, b) => b.match_time - a.match_time)[0];
  if (upcoming) {
    const started = await server.drive(upcoming.id, { event: 'kickoff' }).catch((error: unknown) => {
      if (error instanceof Error && /has kicked off/.test(error.message)) return null;
      throw error;
    });
    if (started) return { ...upcoming, ...started };
    const now = (await server.snapshot(sport)).list.find((m) => m.id === upcoming.id);
    if (now?.status === 'live') return now;
  }
  const timeLeft = (m: LiveMatch) =>
    sport === 'basketball' ? m.period < 4 : m.period === 1 ? m.minute <= 35 : m.minute <= 75;
  const live = list.find((m) => m.status === 'live' && timeLeft(m));
  if (!live) throw new Error(`no ${sport} match among ${ids.length} can take a goal`);
  return live;
}

/**
 * A goal now in match `id` (scripted feed). At half time (the feed's clock runs on while a test
 * works), the second half starts first. The match as it stands after the goal.
 */
export async function driveGoal(
  server: E2eServer,
  id: number,
  side: 'home' | 'away' = 'home',
): Promise<Omit<LiveMatch, 'v' | 'updated_at'>> {
  const current = (await server.snapshot('football')).list.find((m) => m.id === id);
  if (current?.status === 'halftime') await server.drive(id, { event: 'period' });
  return server.drive(id, { event: 'goal', side });
}

/** The scripted feed scores a goal now in a live football match on screen in `page`. */
export async function scriptedGoal(
  server: E2eServer,
  page: ScoresPage,
  side: 'home' | 'away' = 'home',
): Promise<{ id: number; goals: number }> {
  const match = await playableMatch(server, await page.renderedIds());
  const after = await driveGoal(server, match.id, side);
  return { id: match.id, goals: after.home_score + after.away_score };
}
