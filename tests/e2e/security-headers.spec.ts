import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BrowserContext, Page } from '@playwright/test';
import { ROUTE_PATHS } from '../../src/ui/open-in-new-tab.ts';
import { registerUser } from '../support/accounts.ts';
import { cspViolations, expectSecurityHeaders, recordCspViolations } from './support/csp.ts';
import { expect, test } from './support/fixtures.ts';
import { logInContext } from './support/login.ts';

/**
 * The pages the route scan (tests/e2e/accessibility.spec.ts, which checks every route of the app
 * under the policy) does not open: the login page as a visitor sees it (a logged-in user is sent
 * on), the wallet's recharge and the member centre's last tab, and the server's dev outbox.
 */
test('the pages outside the route scan load under the Content Security Policy without a single violation', async ({
  browser,
  server,
}) => {
  const visitor = await browser.newContext();
  const member = await browser.newContext();
  await logInContext(member, server.url, await registerUser(server));
  const visits: [BrowserContext, string][] = [
    [visitor, ROUTE_PATHS.login],
    [member, '/member?type=1&isRecharge=1'],
    [member, '/member?type=9'],
    [member, '/dev/outbox'],
  ];
  for (const context of [visitor, member]) await recordCspViolations(context);
  for (const [context, path] of visits) {
    const page = await context.newPage();
    expectSecurityHeaders(await page.goto(`${server.url}${path}`), path);
    await page.waitForLoadState('load');
    if (!path.startsWith('/dev/')) {
      // The app rendered (its shell's navigation is there) under the policy.
      await expect(page.getByRole('navigation').first(), path).toBeAttached();
    }
    expect(await cspViolations(page), path).toEqual([]);
    await page.close();
  }
});

const framingHtml = (serverUrl: string) =>
  `<!doctype html><title>framing</title><iframe title="framed" width="1280" height="800" src="${serverUrl}/main"></iframe>`;

/** Opens `pageUrl` (a page that frames /main) and checks the headers /main was served with. */
async function openFraming(page: Page, pageUrl: string, serverUrl: string): Promise<void> {
  const framed = page.waitForResponse(`${serverUrl}/main`);
  await page.goto(pageUrl);
  const response = await framed;
  expect(response.headers()['content-security-policy']).toContain("frame-ancestors 'self'");
  expect(response.headers()['x-frame-options']).toBe('SAMEORIGIN');
}

test('another site cannot frame the app; the app itself can', async ({ page, server }) => {
  const framedApp = page.getByTitle('framed').contentFrame().getByRole('navigation').first();

  // Our own origin may frame it: the app renders in the frame (so the check below can fail).
  await page.route(`${server.url}/framing-test`, (route) =>
    route.fulfill({ contentType: 'text/html', body: framingHtml(server.url) }),
  );
  await openFraming(page, `${server.url}/framing-test`, server.url);
  await expect(framedApp).toBeAttached();

  // Another origin on this machine (another port) may not: the browser refuses to show it.
  const elsewhere = createServer((_req, res) =>
    res.writeHead(200, { 'content-type': 'text/html' }).end(framingHtml(server.url)),
  );
  await new Promise<void>((resolve) => elsewhere.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = elsewhere.address() as AddressInfo;
    await openFraming(page, `http://127.0.0.1:${port}/`, server.url);
    await expect(framedApp).toHaveCount(0);
    await expect.poll(() => page.frames().some((f) => f.url() === `${server.url}/main`)).toBe(false);
  } finally {
    elsewhere.close();
  }
});
