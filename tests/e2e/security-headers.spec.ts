import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { ROOM_PATHS, type MyRoom } from '../../contracts/room.ts';
import type { LoginResult } from '../../contracts/account.ts';
import { DEMO_ACCOUNTS } from '../../server/accounts/demo-accounts.ts';
import { ROUTE_PATHS } from '../../src/ui/open-in-new-tab.ts';
import { captchaPass, post, registerUser } from '../support/accounts.ts';
import { expect, test } from './support/fixtures.ts';
import { logInContext } from './support/login.ts';

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

/** Every page the app routes to, with what it needs to show something real. */
function pagesToVisit(liveMatchId: number, roomId: number, userId: number): string[] {
  const withQuery: Partial<Record<keyof typeof ROUTE_PATHS, string>> = {
    scoreDetail: `?id=${liveMatchId}`,
    scoreLive: `?id=${liveMatchId}`,
    live: `?id=${roomId}`,
    persona: `?id=${userId}`,
    anchor: '?type=0',
    aboutUser: '?type=1',
    schedule: '?type=0',
    qrLogin: '?code=none',
    sandboxPay: '?order=none',
  };
  const paths = Object.entries(ROUTE_PATHS).map(
    ([name, path]) => `${path}${withQuery[name as keyof typeof ROUTE_PATHS] ?? ''}`,
  );
  return [...paths, '/member?type=1&isRecharge=1', '/member?type=9', '/dev/outbox'];
}

async function violations(page: Page): Promise<string[]> {
  return page.evaluate(() => window.__cspViolations ?? []);
}

test('every page loads under the Content Security Policy without a single violation', async ({ browser, server }) => {
  test.setTimeout(180_000);
  const demo = DEMO_ACCOUNTS.find((a) => a.role === 'anchor')!;
  const anchor = await post<LoginResult>(server, 'user/login', {
    mobile: `${demo.countryCode}-${demo.mobile}`,
    password: demo.password,
    device_type: 'pc',
    captcha_pass: await captchaPass(server),
  });
  expect(anchor.code, anchor.msg).toBe(0);
  const room = await post<MyRoom>(server, ROOM_PATHS.startRoom, {}, anchor.data.token);
  const match = (await server.snapshot('football')).list[0]!;

  const viewer = await registerUser(server);
  const context = await browser.newContext();
  await logInContext(context, server.url, viewer);
  await context.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      window.__cspViolations?.push(
        `${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}:${e.columnNumber}`,
      );
    });
  });
  const page = await context.newPage();

  for (const path of pagesToVisit(match.id, room.data.id, viewer.user.id)) {
    const response = await page.goto(`${server.url}${path}`);
    expect(response?.headers()['content-security-policy'], path).toContain("script-src 'self'");
    expect(response?.headers()['x-content-type-options'], path).toBe('nosniff');
    await page.waitForLoadState('load');
    if (!path.startsWith('/dev/')) {
      // The app rendered (its shell's navigation is there) under the policy.
      await expect(page.getByRole('navigation').first(), path).toBeAttached();
    }
    expect(await violations(page), path).toEqual([]);
  }
  await context.close();
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
