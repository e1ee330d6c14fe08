import type { Page } from '@playwright/test';
import type { LoginResult } from '../../contracts/account.ts';
import type { NewsPage } from '../../contracts/news.ts';
import { DEMO_ACCOUNTS } from '../../server/accounts/demo-accounts.ts';
import { captchaPass, post } from '../support/accounts.ts';
import { expect, test } from './support/fixtures.ts';
import { chooseOption } from './support/kit.ts';
import { logInContext } from './support/login.ts';

const PAGE_SIZE = 20;

/** Where a report is listed: its category's page holding it, found through the list call. */
async function pageOf(serverUrl: string, category: string, matches: (n: NewsPage['list'][number]) => boolean) {
  for (let page = 1; page < 100; page++) {
    const body = (await (
      await fetch(
        `${serverUrl}/api/Portal_post/getList2?category=${category}&page=${page}&page_size=${PAGE_SIZE}&lang=en`,
      )
    ).json()) as { data: NewsPage };
    if (body.data.list.some(matches)) return page;
    if (page * PAGE_SIZE >= body.data.total) break;
  }
  throw new Error(`no such report in ${category}`);
}

const newsList = (page: Page) => page.getByRole('list').filter({ has: page.getByRole('heading', { level: 2 }) });

test('/news lists match reports written from the real results, by category', async ({ page, server }) => {
  // The home page shows the newest reports and leads to the rest.
  await page.goto(`${server.url}/main`);
  const latest = page.getByRole('region', { name: '最新报道' });
  await expect(latest.getByRole('listitem')).toHaveCount(5);
  await latest.getByRole('link', { name: '全部头条' }).click();
  await expect(page).toHaveURL(`${server.url}/news`);
  await expect(page).toHaveTitle('头条 - 球讯直播');
  await expect(page.getByRole('heading', { name: '赛事报道与头条', level: 1 })).toBeVisible();
  const tabs = page.getByRole('menubar', { name: '头条分类' });
  await expect(tabs.getByRole('menuitem', { name: '全部' })).toBeVisible();
  await expect(newsList(page).getByRole('listitem')).toHaveCount(PAGE_SIZE);

  await tabs.getByRole('menuitem', { name: '英格兰超级联赛' }).click();
  await expect(page).toHaveURL(/category=en\.1/);
  await expect(newsList(page).getByRole('listitem').first()).toContainText('英格兰超级联赛');
});

test('a 2024-25 Premier League report states the real score', async ({ page, server }) => {
  // Matchday 1, 16 August 2024: Manchester United 1-0 Fulham (0-0 at half-time), the oldest report
  // of the category. The live feed's finished matches are listed first, so a match ending between
  // finding the page and opening it moves the report to the next page: find it again then.
  const report = page.getByRole('link', { name: '曼联1-0击败富勒姆' });
  await expect(async () => {
    const last = await pageOf(server.url, 'en.1', (n) => n.date === '2024-08-16');
    await page.goto(`${server.url}/news?category=en.1&page=${last}`);
    await expect(report).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
  await report.click();
  await expect(page).toHaveURL(/\/detail\?id=r\d+/);
  await expect(page.getByRole('heading', { name: '曼联1-0击败富勒姆', level: 1 })).toBeVisible();
  await expect(page.getByText('英格兰超级联赛第1轮：曼联 1-0 富勒姆（半场0-0）')).toBeVisible();
  await expect(page.getByText('全场比分1-0。')).toBeVisible();
  await expect(page.getByRole('navigation', { name: '球队' }).getByRole('link', { name: '曼联' })).toHaveAttribute(
    'href',
    /\/base-football\?id=en\.1&season=2024-25&team=\d+/,
  );
});

test('the World Cup 2022 final report gives the real scorers and minutes, and switches to English', async ({
  page,
  server,
}) => {
  const at = await pageOf(server.url, 'wc', (n) => n.date === '2022-12-18');
  await page.goto(`${server.url}/news?category=wc&page=${at}`);
  await page.getByRole('link', { name: '阿根廷与法国战成3-3，点球大战胜出' }).click();
  const article = page.getByRole('article');
  await expect(article).toContainText("Lionel Messi 23'（点球），108'");
  await expect(article).toContainText("Ángel Di María 36'");
  await expect(article).toContainText("Kylian Mbappé 80'（点球），81'，118'（点球）");
  await expect(article).toContainText('阿根廷在点球大战中以4-2胜出。');

  const reloaded = page.waitForEvent('load');
  await chooseOption(page.getByLabel('语言', { exact: true }), 'English');
  await reloaded;
  await expect(
    page.getByRole('heading', { name: 'Argentina beat France on penalties after a 3-3 draw' }),
  ).toBeVisible();
  await expect(article).toContainText("Goals: Argentina: Lionel Messi 23' (pen), 108'; Ángel Di María 36'.");
  await expect(article).toContainText("France: Kylian Mbappé 80' (pen), 81', 118' (pen).");
  await expect(article).toContainText('Argentina won the penalty shoot-out 4-2.');
  await expect(page).toHaveTitle('Article - LiveScore Hub');
});

test('an anchor posts a headline, which waits for review and is not listed yet', async ({ page, context, server }) => {
  const demo = DEMO_ACCOUNTS.find((a) => a.role === 'anchor')!;
  const login = await post<LoginResult>(server, 'user/login', {
    mobile: `${demo.countryCode}-${demo.mobile}`,
    password: demo.password,
    device_type: 'pc',
    captcha_pass: await captchaPass(server),
  });
  await logInContext(context, server.url, login.data);
  await page.goto(`${server.url}/news`);
  await page.getByRole('button', { name: 'Post a headline' }).click();
  const dialog = page.getByRole('dialog', { name: 'Post a headline' });
  await dialog.getByLabel('Headline').fill('Derby week preview');
  await dialog.getByLabel('Text').fill('Both sides come in unbeaten.');
  await dialog.getByRole('button', { name: 'Send for review' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Sent. It will be listed once an editor approves it.');
  await dialog.getByRole('button', { name: 'Close' }).click();

  await page
    .getByRole('menubar', { name: 'News categories' })
    .getByRole('menuitem', { name: "Readers' headlines" })
    .click();
  await expect(page.getByText('No articles in this category yet.')).toBeVisible();
});
