import { expect, type BrowserContext, type Locator, type Page } from '@playwright/test';
import type { LiveMatch } from '../../../contracts/match.ts';
import type { OddsLine } from '../../../contracts/odds.ts';
import type { E2eServer } from './e2e-server.ts';

declare global {
  interface Window {
    /** Set by `emulateVisibility`: hides or shows the page as a background tab would be. */
    __setHidden?: (hidden: boolean) => void;
  }
}

/** Every page of the context starts in English (team names and labels the tests read). */
export async function useEnglish(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => localStorage.setItem('lang', 'en'));
}

/**
 * Headless Chromium reports every page `visible` (bringToFront, window minimising and CDP focus
 * emulation change nothing, checked on this Chromium). This emulates a background tab the way
 * the page sees one: `document.visibilityState` / `document.hidden` and a `visibilitychange`
 * event, which is what the engine client listens to (connect-engine.ts).
 */
export async function emulateVisibility(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    let hidden = false;
    Object.defineProperty(Document.prototype, 'visibilityState', {
      configurable: true,
      get: () => (hidden ? 'hidden' : 'visible'),
    });
    Object.defineProperty(Document.prototype, 'hidden', { configurable: true, get: () => hidden });
    window.__setHidden = (value: boolean) => {
      hidden = value;
      document.dispatchEvent(new Event('visibilitychange'));
    };
  });
}

/** A /football or /basketball list, read and driven the way a user does. */
export class ScoreListPage {
  constructor(readonly page: Page) {}

  static async open(context: BrowserContext, url: string): Promise<ScoreListPage> {
    const page = await context.newPage();
    await page.setViewportSize({ width: 1280, height: 1400 });
    const list = new ScoreListPage(page);
    await page.goto(url);
    await list.waitForRows();
    // A test makes events happen next: they must reach the engine as live frames.
    await list.waitForLive();
    return list;
  }

  async waitForRows(): Promise<void> {
    await expect(this.table).toBeVisible();
    await expect(this.matchRows.first()).toBeVisible();
  }

  /**
   * Waits until the tab's engine is on the live stream: socket welcomed and no channel catching up.
   * Rows can show from IndexedDB before that; an event the server makes earlier reaches the engine
   * inside the snapshot it syncs from, which updates the rows but (as for anything that happened
   * while the page was away) raises no alert.
   */
  async waitForLive(): Promise<void> {
    await expect
      .poll(() =>
        this.page.evaluate(async () => {
          const status = await window.__engine?.status();
          return status?.link === 'open' && !status.syncing;
        }),
      )
      .toBe(true);
  }

  get table(): Locator {
    return this.page.getByRole('table');
  }

  /** Match rows rendered now (the list is virtualised: those near the viewport). */
  get matchRows(): Locator {
    return this.table.getByRole('row').filter({ has: this.page.getByRole('button', { name: /^Hide / }) });
  }

  row(matchId: number): Locator {
    return this.page.locator(`[data-match-id="${matchId}"]`);
  }

  async rowIds(): Promise<number[]> {
    const ids = await this.matchRows.evaluateAll((rows) => rows.map((r) => Number(r.getAttribute('data-match-id'))));
    return ids.filter((id) => Number.isFinite(id) && id > 0);
  }

  preset(name: 'All' | 'Important' | 'In play'): Locator {
    return this.page.getByRole('group', { name: 'Presets' }).getByRole('button', { name, exact: true });
  }

  groupHeading(name: 'Pinned' | 'Live' | 'Upcoming' | 'Finished'): Locator {
    return this.table.getByRole('rowheader', { name: new RegExp(`^${name} \\(\\d+\\)$`) });
  }

  get leaguesButton(): Locator {
    return this.page.getByRole('button', { name: /^Leagues \(/ });
  }

  /** Opens the league panel (if closed) and returns it. */
  async leaguePanel(): Promise<Locator> {
    if ((await this.leaguesButton.getAttribute('aria-expanded')) !== 'true') await this.leaguesButton.click();
    const panel = this.page.getByRole('region', { name: 'League filter' });
    await expect(panel).toBeVisible();
    return panel;
  }

  async closePanels(): Promise<void> {
    await this.page.keyboard.press('Escape');
  }

  leagueCheckbox(panel: Locator, league: string): Locator {
    return panel.getByRole('checkbox', { name: new RegExp(`^${escapeRegExp(league)} \\(\\d+\\)`) });
  }

  /** The league shown in a rendered row. */
  async leagueOf(matchId: number): Promise<string> {
    return ((await this.row(matchId).getByRole('cell').nth(1).textContent()) ?? '').trim();
  }

  /** Rendered rows whose league cell reads `league`. */
  rowsOfLeague(league: string): Locator {
    return this.matchRows.filter({ has: this.page.getByRole('cell', { name: league, exact: true }) });
  }

  pinButton(matchId: number): Locator {
    return this.row(matchId).getByRole('button', { name: /^Pin / });
  }

  hideButton(matchId: number): Locator {
    return this.row(matchId).getByRole('button', { name: /^Hide / });
  }

  get showHiddenButton(): Locator {
    return this.page.getByRole('button', { name: /^Show \d+ hidden$/ });
  }

  /** The odds company picker (a kit Dropdown: its field shows the company's name). */
  get companySelect(): Locator {
    return this.page.getByLabel('Odds from');
  }

  /** The 1X2 numbers a row shows, as text, or null when it shows none. */
  async shownEu(matchId: number): Promise<string[] | null> {
    const group = this.row(matchId).getByRole('group', { name: /^1X2:/ });
    if ((await group.count()) === 0) return null;
    const label = (await group.getAttribute('aria-label')) ?? '';
    return /home ([\d.]+), draw ([\d.]+), away ([\d.]+)/.exec(label)?.slice(1) ?? null;
  }

  /** The score a row shows, or null when the row is not rendered or the match not started. */
  async shownScore(matchId: number): Promise<[number, number] | null> {
    const cell = this.row(matchId).getByRole('cell').nth(4);
    if ((await cell.count()) === 0) return null;
    const m = /(\d+)\s*-\s*(\d+)/.exec((await cell.textContent()) ?? '');
    return m ? [Number(m[1]), Number(m[2])] : null;
  }

  visibility(): Promise<string> {
    return this.page.evaluate(() => document.visibilityState);
  }

  async setHidden(hidden: boolean): Promise<void> {
    await this.page.evaluate((h) => window.__setHidden?.(h), hidden);
  }
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** One company's odds lines on the server now, by match id. */
export async function serverOdds(server: E2eServer, companyId: number): Promise<Map<number, OddsLine>> {
  const body = (await (await fetch(`${server.url}/api/live/snapshot?channel=odds:${companyId}`)).json()) as {
    code: number;
    data: { list: OddsLine[] };
  };
  if (body.code !== 0) throw new Error(`odds snapshot failed: ${JSON.stringify(body)}`);
  return new Map(body.data.list.map((line) => [line.match_id, line]));
}

export const euTexts = (line: OddsLine): string[] => line.eu.map((x) => x.toFixed(2));

export interface ScoredGoal {
  match: LiveMatch;
  side: 'home' | 'away';
}

export interface GoalPopup extends ScoredGoal {
  /** The pop-up's accessible name. */
  label: string;
  popup: Locator;
}

/**
 * Waits for a goal pop-up in `page` for one more goal in one of `candidates` (as they stood
 * before it). Returns the match as the pop-up shows it and which side scored.
 */
export async function awaitGoalPopup(page: ScoreListPage, candidates: readonly LiveMatch[]): Promise<GoalPopup> {
  let found: GoalPopup | null = null;
  await expect
    .poll(
      async () => {
        const labels = await page.page
          .getByRole('dialog', { name: /^Goal for / })
          .evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? ''));
        for (const label of labels) {
          for (const m of candidates) {
            for (const side of ['home', 'away'] as const) {
              const home = m.home_score + (side === 'home' ? 1 : 0);
              const away = m.away_score + (side === 'away' ? 1 : 0);
              const team = side === 'home' ? m.home_team_name_en : m.away_team_name_en;
              const line = `${m.home_team_name_en} ${home} - ${away} ${m.away_team_name_en}`;
              if (label.startsWith(`Goal for ${team}, `) && label.endsWith(`: ${line}`)) {
                const match = { ...m, home_score: home, away_score: away };
                const popup = page.page.getByRole('dialog', { name: label, exact: true });
                found = { match, side, label, popup };
                return true;
              }
            }
          }
        }
        return false;
      },
      { intervals: [100] },
    )
    .toBe(true);
  return found!;
}
