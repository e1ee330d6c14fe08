import { test as base, expect, type Page } from '@playwright/test';
import type { LiveMatch } from '../../../contracts/match.ts';
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

  tier(): Promise<string | undefined> {
    return this.page.evaluate(() => window.__engine?.tier);
  }
}

/** One server per spec file (worker-scoped), playing the feed fast. */
export const test = base.extend<{ tabs: (n: number, path: string) => Promise<ScoresPage[]> }, { server: LiveServer }>({
  server: [
    // Playwright requires the object pattern for a fixture with no dependencies.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const server = await LiveServer.start({ FEED_SPEED: '60' });
      await use(server);
      await server.dispose();
    },
    { scope: 'worker', timeout: 120_000 },
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

/** Wait for the server to record a goal in a live football match that is on screen at the top. */
export async function nextGoal(server: LiveServer, page: ScoresPage): Promise<{ id: number; goals: number }> {
  const before = new Map((await server.snapshot('football')).list.map((m) => [m.id, m.home_score + m.away_score]));
  let found: { id: number; goals: number } | null = null;
  await expect
    .poll(
      async () => {
        for (const m of (await server.snapshot('football')).list) {
          const goals = m.home_score + m.away_score;
          if (m.status === 'live' && goals > (before.get(m.id) ?? Infinity) && (await page.shownGoals(m.id)) >= 0) {
            found = { id: m.id, goals };
            return true;
          }
        }
        return false;
      },
      { timeout: 60_000, intervals: [250] },
    )
    .toBe(true);
  return found!;
}
