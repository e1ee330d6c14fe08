import type { Locator, Page } from '@playwright/test';
import { driveGoal, expect, playableMatch, test } from './support/fixtures.ts';
import { axeOf } from './support/axe.ts';
import type { E2eServer } from './support/e2e-server.ts';
import { useEnglish } from './support/score-pages.ts';

/**
 * The seed's test pages made useful: `/dome` (the engine from the inside), `/new_file` (the
 * socket's frames) and `/demo` (the kit in both themes).
 */

/** A number as the page writes it (`1,234`). */
const numberIn = async (cell: Locator) => Number(((await cell.textContent()) ?? '').replace(/\D/g, '') || -1);

/** Critical and serious axe violations of the page as it is; in dark, the colour rules only. */
async function axeProblems(page: Page, theme: 'light' | 'dark'): Promise<string[]> {
  const axe = (await axeOf(page)).options({ resultTypes: ['violations'] });
  const { violations } = await (
    theme === 'dark' ? axe.withRules(['color-contrast', 'link-in-text-block']) : axe
  ).analyze();
  return violations
    .filter((v) => v.impact === 'critical' || v.impact === 'serious')
    .map((v) => `${theme}: ${v.impact} ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}

/** A goal now in a football match of the feed: the football channel's next frame. */
async function goalNow(server: E2eServer): Promise<void> {
  const ids = (await server.snapshot('football')).list.map((m) => m.id);
  const match = await playableMatch(server, ids);
  await driveGoal(server, match.id);
}

test('/dome shows the tier, the socket, stored rows and the tabs, and a channel’s seq advancing', async ({
  page,
  context,
  server,
}) => {
  await useEnglish(context);
  await page.goto(`${server.url}/dome`);
  await expect(page).toHaveTitle(/^Engine diagnostics - /);
  await expect(page.getByTestId('engine-tier')).toHaveText('SharedWorker');
  await expect(page.getByTestId('engine-link')).toContainText('open');
  const seq = page.getByTestId('channel-seq-football');
  await expect(seq).toHaveText(/\d/);
  const before = await numberIn(seq);

  await goalNow(server);
  await expect.poll(() => numberIn(seq)).toBeGreaterThan(before);
  // The day's matches are in IndexedDB, the frames counted, the latest listed.
  await expect.poll(() => numberIn(page.getByTestId('stored-matches'))).toBeGreaterThan(0);
  await expect.poll(() => numberIn(page.getByTestId('frames-in'))).toBeGreaterThan(0);
  await expect(page.getByRole('table', { name: 'Last frames' }).getByRole('row')).not.toHaveCount(1);

  // A score list in another tab: two tabs on the one engine, and its subscription listed.
  await expect(page.getByTestId('engine-tabs')).toHaveText('1');
  const scores = await context.newPage();
  await scores.goto(`${server.url}/football`);
  await expect(scores.getByRole('table')).toBeVisible();
  await expect(page.getByTestId('engine-tabs')).toHaveText('2');
  await expect(page.getByRole('region', { name: 'Subscriptions' })).toContainText('football matches');
  await scores.close();
  await expect(page.getByTestId('engine-tabs')).toHaveText('1');

  expect(await axeProblems(page, 'light')).toEqual([]);
});

test('/new_file lists the socket frames as they come, filtered by channel, and pauses', async ({
  page,
  context,
  server,
}) => {
  await useEnglish(context);
  await page.goto(`${server.url}/new_file`);
  await expect(page).toHaveTitle(/^Socket frame log - /);
  const frames = page.getByRole('table', { name: 'Frames' });
  // What the engine sent when it opened the socket, and what the server answered.
  await expect(frames.getByRole('cell', { name: 'register', exact: true })).toBeVisible();
  await expect(frames.getByRole('cell', { name: 'welcome', exact: true })).toBeVisible();

  await goalNow(server);
  await page.getByLabel('Channel', { exact: true }).press('Space');
  await page.getByRole('listbox').getByRole('option', { name: 'football', exact: true }).click();
  const rows = frames.locator('tbody tr');
  await expect(rows.first()).toBeVisible();
  // Every row shown is a football frame with a seq: channel is the 5th column, seq the 6th.
  await expect
    .poll(async () => [...new Set(await rows.locator('td:nth-child(5)').allTextContents())])
    .toEqual(['football']);
  await expect(rows.first().locator('td').nth(5)).toHaveText(/\d/);

  // Paused, the page keeps what it has while the engine goes on; resumed, it catches up.
  await page.getByRole('button', { name: 'Pause' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Paused' })).toBeVisible();
  const newest = await rows.first().textContent();
  const heardAt = () => page.evaluate(async () => (await window.__engine!.status()).lastMessageAt);
  const pausedAt = await heardAt();
  await goalNow(server);
  await expect.poll(heardAt).toBeGreaterThan(pausedAt);
  await expect(rows.first()).toHaveText(newest ?? '');
  await page.getByRole('button', { name: 'Resume' }).click();
  await expect(rows.first()).not.toHaveText(newest ?? '');

  expect(await axeProblems(page, 'light')).toEqual([]);
});

test('/demo shows the kit and our components in both themes, with no serious axe violation', async ({
  page,
  context,
  server,
}) => {
  await useEnglish(context);
  await context.addInitScript(() => localStorage.setItem('theme', 'light'));
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`${server.url}/demo`);
  await expect(page).toHaveTitle(/^Component gallery - /);
  await expect(page.getByRole('heading', { name: 'Component gallery', level: 1 })).toBeVisible();
  // Real rooms as our cards, a dialog, a toast.
  await expect(page.getByRole('article').first()).toBeVisible();
  await page.getByRole('button', { name: 'Open a dialog' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reserve the match' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Show a message' }).click();
  const toast = page.locator('.p-toast-message').filter({ hasText: 'Reservation saved' });
  await expect(toast).toBeVisible();
  // The toast is checked in both themes: the mouse rests on it, which holds it open (the kit stops
  // its 3 s timer while hovered), and the themes switch from the keyboard so the mouse stays. A
  // toast fading out as axe reads its colours fails the contrast rule.
  await toast.hover();

  const problems: string[] = [];
  for (const theme of ['light', 'dark'] as const) {
    await page.getByRole('button', { name: theme === 'light' ? 'Light' : 'Dark', exact: true }).press('Space');
    await page.waitForFunction(
      (t) =>
        document.documentElement.dataset.theme === t &&
        [...document.querySelectorAll<HTMLLinkElement>('link[data-kit-theme]')].some(
          (l) => l.dataset.kitTheme === t && l.sheet !== null,
        ),
      theme,
    );
    // The top bar's switch follows the gallery's choice, which is kept.
    await expect(page.getByRole('switch', { name: 'Dark mode' })).toBeChecked({ checked: theme === 'dark' });
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe(theme);
    await expect(toast).toHaveCSS('opacity', '1');
    problems.push(...(await axeProblems(page, theme)));
  }
  expect(problems).toEqual([]);
});
