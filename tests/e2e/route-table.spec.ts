import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { LANGS, type Lang } from '../../contracts/match.ts';
import { expect, test } from './support/fixtures.ts';

/**
 * Every path of the seed's route table (SPEC section 2), and ours the seed names without a path
 * (`/fun-guess`). Query-less visits: a page that needs an id says so itself.
 */
const ROUTE_TABLE = [
  '/main',
  '/login',
  '/dome',
  '/demo',
  '/new_file',
  '/basketball',
  '/football',
  '/anchor',
  '/schedule',
  '/rank',
  '/attention',
  '/reserve',
  '/news',
  '/foresight',
  '/base-football',
  '/base-basketball',
  '/circle',
  '/circle-detail',
  '/downLoad',
  '/live',
  '/score-live',
  '/score-detail',
  '/search',
  '/member',
  '/detail',
  '/persona',
  '/comment',
  '/about-user',
  '/trophy/home',
  '/video-list',
  '/video-player',
  '/video-classify',
  '/chat-chat',
  '/fun-guess',
  '/specialist',
  '/specialist-home',
  '/specialist-info',
  '/specialist-detail',
  '/specialist-news',
  '/404',
];

/** The title of the page shown when a page failed to load or render, in `lang`. */
function routeErrorTitle(lang: Lang): string {
  const url = new URL(`../../locales/${lang}/common.json`, import.meta.url);
  return (JSON.parse(readFileSync(url, 'utf8')) as { routeError: { title: string } }).routeError.title;
}

/**
 * Client-side navigation, as a link does (the router hears the history change), until the router
 * rendered the page of `path`: the shell marks it on the main landmark. An unknown path never gets
 * there (it goes on to /404).
 */
async function navigate(page: Page, path: string) {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page.locator(`main[data-route="${path}"]`), path).toBeVisible();
}

for (const lang of LANGS) {
  test(`every path of the route table opens its own page in ${lang}`, async ({ page, context, server }) => {
    await context.addInitScript((l) => localStorage.setItem('lang', l), lang);
    await page.goto(`${server.url}/main`);
    await expect(page.locator('html')).toHaveAttribute('lang', new RegExp(`^${lang}`));
    const failed = routeErrorTitle(lang);
    for (const path of ROUTE_TABLE) {
      await navigate(page, path);
      // A page that failed to load or render shows the route error instead.
      const main = page.getByRole('main');
      await expect(main.locator('.page-skeleton'), path).toHaveCount(0);
      await expect(main, path).not.toBeEmpty();
      await expect(main.getByRole('heading', { name: failed }), path).toHaveCount(0);
    }
  });
}
