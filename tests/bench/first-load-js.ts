import { gzipSync } from 'node:zlib';
import type { Browser } from '@playwright/test';

const QUIET_MS = 2_000;

export interface FirstLoadJs {
  path: string;
  /** Scripts the page fetched (the document's modules and the chunks they import), worker scripts excluded. */
  files: { name: string; bytes: number; gzipBytes: number }[];
  bytes: number;
  /** Sum of each script gzipped on its own (what a server with gzip sends). */
  gzipBytes: number;
}

/**
 * B11: the JavaScript a first visit to `path` loads, in a fresh context (no cache, no service
 * worker yet), until the first match row is on screen and no script was requested for 2 s. Worker scripts (the
 * data engine) are not the page's first load and are left out.
 */
export async function measureFirstLoadJs(browser: Browser, baseUrl: string, path = '/football'): Promise<FirstLoadJs> {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  const files: FirstLoadJs['files'] = [];
  const pending: Promise<void>[] = [];
  let lastScriptAt = Date.now();
  page.on('request', (request) => {
    if (request.resourceType() === 'script') lastScriptAt = Date.now();
  });
  page.on('response', (response) => {
    const request = response.request();
    if (request.resourceType() !== 'script') return;
    if (!response.url().startsWith(baseUrl)) return;
    pending.push(
      response.body().then(
        (body) => {
          files.push({ name: new URL(response.url()).pathname, bytes: body.length, gzipBytes: gzipSync(body).length });
        },
        () => undefined,
      ),
    );
  });
  try {
    await page.goto(`${baseUrl}${path}`);
    await page.locator('[data-match-id]').first().waitFor({ timeout: 60_000 });
    // The page keeps its socket and polls open, so "network idle" never comes: wait until no
    // script was requested for QUIET_MS (lazy chunks a first visit pulls in on its own count).
    while (Date.now() - lastScriptAt < QUIET_MS) await page.waitForTimeout(200);
    await Promise.all(pending);
  } finally {
    await context.close();
  }
  files.sort((a, b) => b.gzipBytes - a.gzipBytes);
  return {
    path,
    files,
    bytes: files.reduce((sum, f) => sum + f.bytes, 0),
    gzipBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0),
  };
}
