import type { BrowserContext, Locator, Page } from '@playwright/test';
import { ROOM_PATHS, type MyRoom } from '../../contracts/room.ts';
import { post } from '../support/accounts.ts';
import { ROUTE_PATHS } from '../../src/ui/open-in-new-tab.ts';
import { axeOf } from './support/axe.ts';
import { cspViolations, expectSecurityHeaders, recordCspViolations } from './support/csp.ts';
import { expect, test } from './support/fixtures.ts';
import { demoLogin, logInContext } from './support/login.ts';
import type { E2eServer } from './support/e2e-server.ts';

/** A route of the app and what shows once its content is there. */
type Visit = [path: string, ready: (page: Page) => Locator];

const heading = (name: string | RegExp) => (page: Page) => page.getByRole('heading', { name }).first();
/**
 * For pages whose heading shows before their data: a scan from the heading on checked the loading
 * state (/schedule 287 elements of about 2,300, /trophy/home 249 of 1,571, /base-football 236 of 651).
 */
const firstTable = (page: Page) => page.getByRole('table').first();

// Every route under the Content Security Policy, each loaded once and scanned in both themes (the
// theme switches in place), a few routes per test so that each test's time limit covers little
// work; the tests run side by side on the workers.
test.describe.configure({ mode: 'parallel' });

/** Routes per test. */
const GROUP_SIZE = 4;
/** How many routes the scan visits (the list in `scanRoutes`; a test checks it is all of them). */
const ROUTE_COUNT = 43;

for (let from = 0; from < ROUTE_COUNT; from += GROUP_SIZE) {
  const to = Math.min(from + GROUP_SIZE, ROUTE_COUNT);
  test(`routes ${from + 1}-${to} have no critical or serious axe violation in either theme and no CSP violation`, async ({
    page,
    context,
    server,
  }) => {
    await scanRoutes(page, context, server, from, to);
  });
}

/**
 * The page switched to `theme` as a visitor's system setting does (no theme is stored, so the
 * app follows the system), once the theme's own stylesheet is in: colours are what half the
 * rules check. The same switch the top bar's toggle makes, without a reload.
 */
async function showTheme(page: Page, theme: 'light' | 'dark'): Promise<void> {
  await page.emulateMedia({ colorScheme: theme });
  // Its stylesheet in and the other one gone (while both are in, the later one wins), and no colour
  // still in a CSS transition from the other theme: axe reads the colours as they are at that moment.
  await page.waitForFunction((t) => {
    const sheets = [...document.querySelectorAll<HTMLLinkElement>('link[data-kit-theme]')];
    return (
      document.documentElement.dataset.theme === t &&
      sheets.length === 1 &&
      sheets[0]!.dataset.kitTheme === t &&
      sheets[0]!.sheet !== null &&
      !document.getAnimations().some((a) => a instanceof CSSTransition && a.playState === 'running')
    );
  }, theme);
}

async function scanRoutes(
  page: Page,
  context: BrowserContext,
  server: E2eServer,
  from: number,
  to: number,
): Promise<void> {
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
    ['/schedule', firstTable],
    [`/score-detail?id=${match.id}`, (p) => p.getByRole('region', { name: 'Match header' })],
    [`/score-live?id=${match.id}`, heading('Live match centre')],
    ['/base-football', firstTable],
    ['/base-basketball', heading(/database/)],
    ['/trophy/home', firstTable],
    [`/foresight?match=${match.id}`, (p) => p.getByRole('region', { name: 'Recent form' })],
    ['/news', heading('Match reports and headlines')],
    ['/detail?id=r1', (p) => p.getByRole('article')],
    ['/comment?type=news&id=r1', (p) => p.getByText('No comments yet')],
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
    ['/chat-chat', heading('Messages')],
    ['/search?name=Arsenal', heading('Results for “Arsenal”')],
    ['/downLoad', heading('Get the app')],
    ['/video-list', (p) => p.getByRole('navigation', { name: 'Categories' })],
    ['/video-player', (p) => p.getByText('Choose a video from the library')],
    ['/video-classify', (p) => p.getByRole('navigation', { name: 'Category menu' })],
    ['/circle', heading('Community')],
    // Circle 1 is the first league's (circles are made leagues first): the Premier League's.
    ['/circle-detail?id=1', heading('Premier League')],
    ['/fun-guess', heading('Fun guess')],
    ['/specialist', heading('Expert rankings')],
    ['/specialist-home?type=0', heading('Football experts')],
    [`/specialist-info?id=${anchor.user.id}`, (p) => p.getByRole('alert')],
    ['/specialist-detail', (p) => p.getByText("Choose a scheme from the experts' pages")],
    ['/specialist-news', (p) => p.getByText('Choose an expert from the rankings')],
    ['/dome', heading('Engine diagnostics')],
    ['/new_file', heading('Socket frame log')],
    ['/demo', heading('Component gallery')],
    ['/404', heading('Page not found')],
  ];

  // Every route is in one test: the list and ROUTE_COUNT agree, and every page of the app is in the
  // list (/login sends a logged-in user on: tests/e2e/security-headers.spec.ts checks it logged out).
  expect(visits).toHaveLength(ROUTE_COUNT);
  const visited = new Set(visits.map(([path]) => new URL(path, server.url).pathname));
  expect(Object.values(ROUTE_PATHS).filter((p) => p !== ROUTE_PATHS.login && !visited.has(p))).toEqual([]);
  const found: string[] = [];
  await recordCspViolations(context);
  for (const [path, ready] of visits.slice(from, to)) {
    await page.emulateMedia({ colorScheme: 'light' });
    expectSecurityHeaders(await page.goto(`${server.url}${path}`), path);
    await expect(ready(page)).toBeVisible();
    await showTheme(page, 'light');
    // axe.run in the page (legacy mode) rather than the default runPartial + finishRun: that one serializes
    // every node result of every rule, passes too (3-4 MB with a selector, XPath and HTML each on
    // /schedule; resultTypes trims only later), ships it out of the page and into a new blank tab to
    // finish, which took twice as long as the checks. It differs only in skipping cross-origin frames,
    // and the app has none (checked here, so that one added is not silently left out).
    expect(page.frames().filter((f) => !f.url().startsWith(server.url) && f.url() !== 'about:blank')).toEqual([]);
    // Every rule in light; the dark theme changes colours only, so there the AA colour rules run.
    for (const theme of ['light', 'dark'] as const) {
      if (theme === 'dark') await showTheme(page, 'dark');
      const axe = (await axeOf(page)).setLegacyMode().options({ resultTypes: ['violations'] });
      const { violations } = await (
        theme === 'dark' ? axe.withRules(['color-contrast', 'link-in-text-block']) : axe
      ).analyze();
      for (const v of violations.filter((x) => x.impact === 'critical' || x.impact === 'serious')) {
        const where = v.nodes.slice(0, 6).map((n) => `${n.target.join(' ')}: ${n.failureSummary ?? ''}`);
        found.push(`${theme} ${path}: ${v.impact} ${v.id} (${v.nodes.length}) ${where.join(' | ')}`);
      }
    }
    for (const csp of await cspViolations(page)) found.push(`${path}: CSP ${csp}`);
  }
  expect(found).toEqual([]);
}
