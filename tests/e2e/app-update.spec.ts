import { execFileSync } from 'node:child_process';
import { appendFileSync, cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
import { LiveServer } from './support/live-server.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const DIST = path.join(ROOT, 'dist');

/** A server on its own copy of the built app, so the test can deploy a new version into it. */
const test = base.extend<{ deploy: { server: LiveServer; webRoot: string } }>({
  // Playwright requires the object pattern for a fixture with no dependencies.
  // eslint-disable-next-line no-empty-pattern
  deploy: async ({}, use) => {
    const webRoot = mkdtempSync(path.join(tmpdir(), 'live-e2e-web-'));
    cpSync(DIST, webRoot, { recursive: true });
    const server = await LiveServer.start({ WEB_ROOT: webRoot });
    await use({ server, webRoot });
    await server.dispose();
    rmSync(webRoot, { recursive: true, force: true });
  },
});

// This spec is about the service worker, which the config blocks for the others.
test.use({ serviceWorkers: 'allow' });

test('a new deploy waits for a reload, then every tab takes it and one engine and one socket remain', async ({
  context,
  deploy,
}) => {
  const { server, webRoot } = deploy;
  await context.addInitScript(() => localStorage.setItem('lang', 'en'));
  const first = await context.newPage();
  await first.goto(`${server.url}/football`);
  await expect(first.getByRole('table')).toBeVisible();
  await first.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // Both tabs under the installed version, each marked to see whether it reloads.
  await first.reload();
  const second = await context.newPage();
  await second.goto(`${server.url}/basketball`);
  for (const page of [first, second]) {
    await expect(page.getByRole('table')).toBeVisible();
    await page.evaluate(() => ((window as { beforeUpdate?: boolean }).beforeUpdate = true));
  }
  await expect.poll(() => server.metric('live_sockets_open')).toBe(1);

  // Deploy: the service worker script changes (and its .br/.gz copies with it, as `npm run build`
  // makes them: the server sends those). The tabs notice and offer a reload; nothing reloads yet.
  appendFileSync(path.join(webRoot, 'sw.js'), '\n// next deploy\n');
  execFileSync(process.execPath, [path.join(ROOT, 'scripts/compress-dist.mjs'), webRoot]);
  await first.evaluate(async () => {
    await (await navigator.serviceWorker.getRegistration())?.update();
  });
  const prompt = first.getByRole('alert').filter({ hasText: 'A new version is ready' });
  await expect(prompt).toBeVisible();
  expect(await second.evaluate(() => (window as { beforeUpdate?: boolean }).beforeUpdate)).toBe(true);

  await prompt.getByRole('button', { name: 'Reload' }).click();
  // Both tabs reload into the new version, not only the one clicked (a read during a reload
  // counts as not yet).
  const settled = (page: Page) =>
    page
      .evaluate(() => ((window as { beforeUpdate?: boolean }).beforeUpdate ? 'old' : window.__engine?.tier))
      .catch(() => 'reloading');
  for (const page of [first, second]) {
    await expect.poll(() => settled(page)).toBe('shared-worker');
    await expect(page.getByRole('table')).toBeVisible();
  }
  await expect.poll(() => server.metric('live_sockets_open')).toBe(1);
});
