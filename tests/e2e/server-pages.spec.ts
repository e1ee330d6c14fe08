import { expect, test } from './support/fixtures.ts';

// This spec is about the service worker, which the config blocks for the others.
test.use({ serviceWorkers: 'allow' });

test("the server's own pages open as themselves after the app's service worker took over", async ({ page, server }) => {
  await page.goto(`${server.url}/main`);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // The next navigations go through the service worker, whose fallback serves the app for page paths.
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

  await page.goto(`${server.url}/dev/outbox`);
  await expect(page.getByRole('heading', { name: 'SMS outbox' })).toBeVisible();

  for (const path of ['/health', '/metrics', '/api/universal/getSystemConfig', '/media/live/1.flv']) {
    const response = await page.goto(`${server.url}${path}`);
    // What the server answers, not the app shell (which would be HTML from the worker's cache).
    expect(response?.headers()['content-type'], path).not.toContain('text/html');
  }
});
