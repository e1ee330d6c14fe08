import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Locator, Page } from '@playwright/test';
import type { LoginResult } from '../../contracts/account.ts';
import { ROOM_PATHS, type MyRoom } from '../../contracts/room.ts';
import { DEMO_ACCOUNTS } from '../../server/accounts/demo-accounts.ts';
import { captchaPass, post } from '../support/accounts.ts';
import { expect, test } from './support/fixtures.ts';
import { logInContext } from './support/login.ts';
import type { LiveServer } from './support/live-server.ts';

/** A demo account logged in through the real password login. */
async function demoLogin(server: { url: string }, role: 'viewer' | 'anchor'): Promise<LoginResult> {
  const demo = DEMO_ACCOUNTS.find((a) => a.role === role)!;
  const login = await post<LoginResult>(server, 'user/login', {
    mobile: `${demo.countryCode}-${demo.mobile}`,
    password: demo.password,
    device_type: 'pc',
    captcha_pass: await captchaPass(server),
  });
  if (login.code !== 0) throw new Error(`demo ${role} login refused: ${login.msg}`);
  return login.data;
}

/** A route of the app and what shows once its content is there. */
type Visit = [path: string, ready: (page: Page) => Locator];

const heading = (name: string | RegExp) => (page: Page) => page.getByRole('heading', { name }).first();

// The two themes run side by side, one per worker.
test.describe.configure({ mode: 'parallel' });

for (const theme of ['light', 'dark'] as const) {
  test(`every route has no critical or serious axe violation, ${theme} theme`, async ({ page, context, server }) => {
    await scanEveryRoute(page, context, server, theme);
  });
}

async function scanEveryRoute(
  page: Page,
  context: BrowserContext,
  server: LiveServer,
  theme: 'light' | 'dark',
): Promise<void> {
  test.setTimeout(240_000);
  // Logged in, so the personal pages show their content rather than a login prompt.
  const anchor = await demoLogin(server, 'anchor');
  const room = (await post<MyRoom>(server, ROOM_PATHS.startRoom, {}, anchor.token)).data;
  const viewer = await demoLogin(server, 'viewer');
  const match = (await server.snapshot('football')).list.find((m) => m.status === 'notstarted')!;
  await logInContext(context, server.url, viewer);
  await page.setViewportSize({ width: 1440, height: 900 });

  // Every route of src/app/page-routes.ts (the member centre by its default and wallet tabs).
  const visits: Visit[] = [
    ['/main', heading('Home')],
    ['/football', (p) => p.getByRole('table')],
    ['/basketball', (p) => p.getByRole('table')],
    ['/esports', (p) => p.getByRole('table')],
    ['/schedule', heading('Schedule')],
    [`/score-detail?id=${match.id}`, (p) => p.getByRole('region', { name: 'Match header' })],
    [`/score-live?id=${match.id}`, heading('Live match centre')],
    ['/base-football', heading('Football database')],
    ['/base-basketball', heading(/database/)],
    ['/trophy/home', heading('FIFA World Cup')],
    ['/news', heading('Match reports and headlines')],
    ['/detail?id=r1', (p) => p.getByRole('article')],
    ['/member', heading('Personal info')],
    ['/member?type=1', (p) => p.getByTestId('wallet-balance')],
    ['/about-user?type=1', heading('User agreement')],
    [`/persona?id=${viewer.user.id}`, heading(viewer.user.user_nickname)],
    ['/qr-login', heading('Confirm login')],
    ['/pay/sandbox', (p) => p.locator('.sandbox-pay')],
    [`/live?id=${room.id}`, (p) => p.getByTestId('live-status')],
    ['/anchor?type=0', heading('Anchors')],
    ['/attention', heading('Following')],
    ['/rank', heading('Rankings')],
    ['/reserve', heading('Reservations')],
    ['/404', heading('Page not found')],
  ];

  const found: string[] = [];
  await context.addInitScript((t) => localStorage.setItem('theme', t), theme);
  for (const [path, ready] of visits) {
    await page.goto(`${server.url}${path}`);
    await expect(ready(page)).toBeVisible();
    // The theme's own stylesheet is in (colours are what half the rules check).
    await page.waitForFunction(
      (t) =>
        document.documentElement.dataset.theme === t &&
        [...document.querySelectorAll<HTMLLinkElement>('link[data-kit-theme]')].some(
          (l) => l.dataset.kitTheme === t && l.sheet !== null,
        ),
      theme,
    );
    // The dark theme changes colours only: there the AA colour rules run, in light every rule.
    const axe = new AxeBuilder({ page }).options({ resultTypes: ['violations'] });
    const { violations } = await (
      theme === 'dark' ? axe.withRules(['color-contrast', 'link-in-text-block']) : axe
    ).analyze();
    for (const v of violations.filter((x) => x.impact === 'critical' || x.impact === 'serious')) {
      const where = v.nodes.slice(0, 6).map((n) => `${n.target.join(' ')}: ${n.failureSummary ?? ''}`);
      found.push(`${theme} ${path}: ${v.impact} ${v.id} (${v.nodes.length}) ${where.join(' | ')}`);
    }
  }
  expect(found).toEqual([]);
}
