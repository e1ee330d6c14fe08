import type { Page } from '@playwright/test';
import { HEARTBEAT_MS, PONG_DEADLINE_MS } from '../../contracts/live-protocol.ts';
import { expect, test } from './support/fixtures.ts';

// This spec is about the service worker, which the config blocks for the others.
test.use({ serviceWorkers: 'allow' });

declare global {
  interface Window {
    /** Every offline mark text seen since the page began (recorded by the init script below). */
    __offlineSeen?: string[];
  }
}

/** The live mark's "Offline, data as of ..." (and the bare "Offline"). */
const OFFLINE = /^Offline\b/;

/**
 * Records every appearance of an offline mark from the first byte of the page on, so a mark
 * shown for a moment during a load (and gone before any assertion) is still caught.
 */
async function recordOfflineMarks(page: Page): Promise<void> {
  await page.addInitScript(() => {
    localStorage.setItem('lang', 'en');
    const seen: string[] = [];
    window.__offlineSeen = seen;
    const check = () => {
      for (const node of document.querySelectorAll('[role="status"]')) {
        const text = (node.textContent ?? '').trim();
        if (/^Offline\b/.test(text)) seen.push(text);
      }
    };
    new MutationObserver(check).observe(document, { subtree: true, childList: true, characterData: true });
  });
}

const liveMark = (page: Page) =>
  page
    .getByRole('status')
    .filter({ hasText: /^Live$/ })
    .first();

test('twenty direct loads of the score pages never show the offline mark while the server is up', async ({
  page,
  server,
}) => {
  await recordOfflineMarks(page);
  const live = (await server.snapshot('football')).list.find((m) => m.status === 'live');
  const anyMatch = live ?? (await server.snapshot('football')).list[0];
  expect(anyMatch).toBeDefined();
  const paths = ['/main', '/football', `/score-live?id=${anyMatch!.id}`];
  for (let i = 0; i < 20; i++) {
    // Each load starts the engine again over the rows IndexedDB kept from the loads before.
    await page.goto(`${server.url}${paths[i % paths.length]}`);
    await expect(liveMark(page)).toBeVisible();
    expect(await page.evaluate(() => window.__offlineSeen ?? null), `load ${i + 1}: ${paths[i % 3]}`).toEqual([]);
  }
});

test('stopping the server shows the offline mark within the heartbeat window', async ({ page, server }) => {
  await recordOfflineMarks(page);
  await page.goto(`${server.url}/football`);
  await expect(liveMark(page)).toBeVisible();
  await server.stop();
  try {
    await expect(page.getByRole('status').filter({ hasText: OFFLINE }).first()).toBeVisible({
      timeout: HEARTBEAT_MS + PONG_DEADLINE_MS,
    });
  } finally {
    await server.restart();
  }
});
