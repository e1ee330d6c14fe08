import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { CHROMIUM_ARGS } from '../../playwright.config.ts';
import { expect, test } from './support/fixtures.ts';

// This spec is about the service worker, which the config blocks for the others.
test.use({ serviceWorkers: 'allow' });

/** The four pages that must open offline, each with a figure from the real data to look for. */
const PAGES: { path: string; data: (page: Page) => Locator }[] = [
  {
    path: '/base-football',
    data: (page) => page.getByRole('table').first().getByRole('row').nth(1).getByRole('rowheader'),
  },
  {
    path: '/base-basketball',
    data: (page) => page.getByRole('table', { name: 'Eastern Conference' }).getByRole('row').nth(1),
  },
  { path: '/trophy/home', data: (page) => page.getByRole('table', { name: 'Group C', exact: true }) },
  { path: '/schedule', data: (page) => page.getByRole('table').first() },
];
const EXPECTED: Record<string, RegExp> = {
  '/base-football': /^Liverpool$/,
  '/base-basketball': /Milwaukee Bucks/,
  '/trophy/home': /Argentina/,
  '/schedule': /\S/,
};

const offlineNotice = (page: Page) => page.getByRole('status').filter({ hasText: /^Offline: data as of / });

/** An online visit of every page: installs the service worker and keeps each page's data. */
async function visitOnline(context: BrowserContext, base: string): Promise<Page> {
  await context.addInitScript(() => localStorage.setItem('lang', 'en'));
  const page = await context.newPage();
  for (const { path: p, data } of PAGES) {
    await page.goto(`${base}${p}`);
    await expect(data(page)).toHaveText(EXPECTED[p]!);
    await expect(offlineNotice(page)).toHaveCount(0);
  }
  // The precache is complete once a worker is active; the answers are in IndexedDB once counted.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            const open = indexedDB.open('api-cache');
            open.onsuccess = () => {
              const count = open.result.transaction('answers').objectStore('answers').count();
              count.onsuccess = () => resolve(count.result);
            };
          }),
      ),
    )
    .toBeGreaterThanOrEqual(PAGES.length);
  return page;
}

async function expectOfflinePages(page: Page, base: string): Promise<void> {
  for (const { path: p, data } of PAGES) {
    await page.goto(`${base}${p}`);
    await expect(data(page), p).toHaveText(EXPECTED[p]!);
    await expect(offlineNotice(page), p).toBeVisible();
  }
}

test('after one visit the database pages and the schedule open offline, say so, and refresh back online', async ({
  context,
  server,
}) => {
  const page = await visitOnline(context, server.url);
  // The network off for the browser, and the server really gone.
  await server.stop();
  await context.setOffline(true);
  await expectOfflinePages(page, server.url);

  await server.restart();
  await context.setOffline(false);
  // Back online the page fetches again by itself: fresh data, no offline notice.
  await expect(offlineNotice(page)).toHaveCount(0);
  await expect(PAGES[3]!.data(page)).toHaveText(EXPECTED['/schedule']!);
});

test('with a persistent profile the pages open offline after a browser restart', async ({ server }) => {
  const profile = mkdtempSync(path.join(tmpdir(), 'live-e2e-profile-'));
  const launch = () =>
    chromium.launchPersistentContext(profile, {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
      viewport: { width: 1280, height: 1000 },
    });
  try {
    const first = await launch();
    await visitOnline(first, server.url);
    await first.close();

    await server.stop();
    const second = await launch();
    try {
      await second.setOffline(true);
      await expectOfflinePages(second.pages()[0] ?? (await second.newPage()), server.url);
    } finally {
      await second.close();
    }
  } finally {
    await server.restart();
    rmSync(profile, { recursive: true, force: true });
  }
});
