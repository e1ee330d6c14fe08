import type { Page } from '@playwright/test';
import type { LiveMatch } from '../../contracts/match.ts';
import { expect, test } from './support/fixtures.ts';
import { chooseOption } from './support/kit.ts';

const HAN = /[\u4e00-\u9fff]/;

/** Every team name of today's matches (all sports) in one language, from the server. */
async function teamNames(serverUrl: string, lang: 'en' | 'vi'): Promise<string[]> {
  const body = (await (await fetch(`${serverUrl}/api/hot_match/all_match`)).json()) as { data: LiveMatch[] };
  return body.data.flatMap((m) => [m[`home_team_name_${lang}`], m[`away_team_name_${lang}`]]);
}

async function switchLanguage(page: Page, from: string, to: string): Promise<void> {
  const reloaded = page.waitForEvent('load');
  await chooseOption(page.getByLabel(from, { exact: true }), to);
  await reloaded;
}

/** The first hot match as shown on /main. */
const firstHotMatch = (page: Page) =>
  page
    .getByRole('region', { name: /热门比赛|Hot matches|nổi bật/ })
    .getByRole('link')
    .first();

test('the root lands on /main, an unknown path on /404, and titles follow the route', async ({ page, server }) => {
  await page.goto(`${server.url}/`);
  await expect(page).toHaveURL(`${server.url}/main`);
  await expect(page).toHaveTitle('球讯直播');

  const nav = page.getByRole('navigation', { name: '主导航' });
  await nav.getByRole('button', { name: '比分' }).click();
  await page.getByRole('region', { name: '比分' }).getByRole('link', { name: '足球' }).click();
  await expect(page.getByRole('progressbar')).toBeAttached();
  await expect(page).toHaveURL(`${server.url}/football`);
  await expect(page).toHaveTitle('足球比分 - 球讯直播');
  // The progress bar ran for the change and ends after it.
  await expect(page.getByRole('progressbar')).not.toBeAttached();

  await page.goto(`${server.url}/no/such/page`);
  await expect(page).toHaveURL(`${server.url}/404`);
  await expect(page).toHaveTitle('页面不存在 - 球讯直播');
  await expect(page.getByRole('heading', { name: '页面不存在' })).toBeVisible();
});

test('the footer opens each league in the database and each info page under its own title', async ({
  page,
  server,
}) => {
  await page.goto(`${server.url}/main`);
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('link', { name: '西甲' }).click();
  await expect(page).toHaveURL(`${server.url}/base-football?id=es.1`);
  await expect(page.getByRole('heading', { name: /西(甲|班牙甲级联赛).*积分榜/ })).toBeVisible();

  await footer.getByRole('link', { name: '联系我们' }).click();
  await expect(page).toHaveURL(`${server.url}/about-user?type=6`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('联系我们');
  await expect(page).toHaveTitle('联系我们 - 球讯直播');
  await footer.getByRole('link', { name: '隐私政策' }).click();
  await expect(page).toHaveTitle('隐私政策 - 球讯直播');
});

test('switching to English reloads and shows English in the nav and team names', async ({ page, server }) => {
  await page.goto(`${server.url}/main`);
  await expect(firstHotMatch(page)).toContainText(HAN);
  await switchLanguage(page, '语言', 'English');

  await expect(
    page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Home' }),
  ).toBeVisible();
  expect(await page.evaluate(() => [localStorage.getItem('lang'), localStorage.getItem('langIndex')])).toEqual([
    'en',
    '1',
  ]);
  const names = await teamNames(server.url, 'en');
  const shown = firstHotMatch(page);
  await expect(shown).toBeVisible();
  const text = (await shown.textContent()) ?? '';
  expect(text).not.toMatch(HAN);
  expect(names.filter((name) => text.includes(name)).length).toBeGreaterThanOrEqual(2);
});

test('switching to Vietnamese reloads and shows Vietnamese in the nav and team names', async ({ page, server }) => {
  await page.goto(`${server.url}/main`);
  await switchLanguage(page, '语言', 'Tiếng Việt');

  await expect(
    page.getByRole('navigation', { name: 'Điều hướng chính' }).getByRole('link', { name: 'Trang chủ' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Trận đấu nổi bật' })).toBeVisible();
  const names = await teamNames(server.url, 'vi');
  await expect(firstHotMatch(page)).toBeVisible();
  const text = (await firstHotMatch(page).textContent()) ?? '';
  expect(text).not.toMatch(HAN);
  expect(names.filter((name) => text.includes(name)).length).toBeGreaterThanOrEqual(2);
  expect(await page.evaluate(() => localStorage.getItem('langIndex'))).toBe('2');
});

test('the header hides past 60 px on /football and shows again when scrolling up', async ({ page, server }) => {
  await page.goto(`${server.url}/football`);
  await expect(page.getByRole('table')).toBeVisible();
  const header = page.getByRole('banner');
  await expect(header).toBeVisible();
  await page.mouse.move(640, 400);
  await page.mouse.wheel(0, 600);
  await expect(header).toBeHidden();
  // The column names stay on screen at the top while the header is away, and below it once back.
  const columns = page.getByRole('row').first();
  const columnsTop = async () => (await columns.boundingBox())?.y ?? -1;
  await expect.poll(columnsTop).toBeCloseTo(0, 0);
  await page.mouse.wheel(0, -200);
  await expect(header).toBeVisible();
  const headerHeight = (await header.boundingBox())!.height;
  await expect.poll(columnsTop).toBeCloseTo(headerHeight, 0);
});

test('a code 1 answer shows the server message in red for about 5 s', async ({ page, server }) => {
  // The hot teams call is answered by a real refused call of the same server: an unknown live channel.
  await page.route('**/api/universal/getHot', async (route) => {
    await route.fulfill({ response: await route.fetch({ url: `${server.url}/api/live/snapshot?channel=x` }) });
  });
  // The page's clock is Playwright's: "about 5 s" is page time, stepped here, never the wall clock.
  await page.clock.install();
  await page.goto(`${server.url}/main`);
  await page.getByRole('searchbox').click();
  const alert = page.getByRole('alert').filter({ hasText: 'channel: unknown channel' });
  await expect(alert).toBeVisible();
  // Stop the page's clock just after it showed (well under 1.5 s after, however busy the machine is).
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 250);
  await page.clock.runFor(3_000);
  await expect(alert).toBeVisible();
  await page.clock.runFor(3_500);
  await expect(alert).toBeHidden();
});

test('a narrow window gets the mobile layout, and 500 px or less goes to the mobile site', async ({ page, server }) => {
  // By name, not IP: the mobile site is the m. subdomain of the host.
  const base = server.url.replace('127.0.0.1', 'localhost');
  await page.setViewportSize({ width: 800, height: 900 });
  await page.goto(`${base}/main`);
  const menu = page.getByRole('button', { name: '菜单' });
  const nav = page.getByRole('navigation', { name: '主导航' });
  await expect(nav).toBeHidden();
  await menu.click();
  await expect(nav.getByRole('link', { name: '首页' })).toBeVisible();

  const mobileHost = `m.${new URL(base).host}`;
  await page.route(`https://${mobileHost}/**`, (route) =>
    route.fulfill({ body: 'mobile site', contentType: 'text/plain' }),
  );
  await page.setViewportSize({ width: 480, height: 900 });
  await expect(page).toHaveURL(`https://${mobileHost}/`);
});

test('a new page opens at its top, and Back returns to where the page was left', async ({ page, server }) => {
  await page.goto(`${server.url}/football`);
  await expect(page.getByRole('table')).toBeVisible();
  await page.mouse.move(640, 400);
  await page.mouse.wheel(0, 700);
  await expect.poll(() => page.evaluate(() => scrollY)).toBe(700);
  // A link of the side menu (scrolled away with the page; clicked where it is, nothing else moves).
  await page
    .getByRole('navigation', { name: '侧边菜单' })
    .getByRole('link', { name: '赛程' })
    .evaluate((link: HTMLElement) => link.click());
  await expect(page.locator('main[data-route="/schedule"]')).toBeVisible();
  await expect.poll(() => page.evaluate(() => scrollY)).toBe(0);
  await page.goBack();
  await expect(page.locator('main[data-route="/football"]')).toBeVisible();
  await expect.poll(() => page.evaluate(() => scrollY)).toBe(700);
});

test('a menu opened while the first page is still loading stays open when the page arrives', async ({
  page,
  server,
}) => {
  // The home page's code is held back: the root has gone to /main, the page is not on screen yet.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/home-page-*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`${server.url}/`, { waitUntil: 'domcontentloaded' });
  await expect(page).toHaveURL(`${server.url}/main`);
  await page.getByRole('navigation', { name: '主导航' }).getByRole('button', { name: '比分' }).click();
  // (Exact: the /football page that comes next has a region whose name starts the same.)
  const menu = page.getByRole('region', { name: '比分', exact: true });
  await expect(menu.getByRole('link', { name: '足球' })).toBeVisible();

  release();
  await expect(page.getByRole('heading', { name: '热门比赛' })).toBeVisible();
  await expect(menu).toBeVisible();
  // The window changes size with the menu open: the kit places it again (and throws nothing).
  await page.setViewportSize({ width: 1200, height: 700 });
  await menu.getByRole('link', { name: '足球' }).click();
  await expect(page).toHaveURL(`${server.url}/football`);
  await expect(menu).toBeHidden();
});
