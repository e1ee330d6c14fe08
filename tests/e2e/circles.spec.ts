import type { Page } from '@playwright/test';
import { CIRCLE_PATHS, type CircleInfo } from '../../contracts/circles.ts';
import { get, post, registerUser } from '../support/accounts.ts';
import { sampleMp4 } from '../support/sample-videos.ts';
import { solidPng } from '../support/solid-png.ts';
import { driveGoal, expect, playableMatch, test } from './support/fixtures.ts';
import { logInContext } from './support/login.ts';

const png = (n: number) => ({
  name: `photo-${n}.png`,
  mimeType: 'image/png',
  buffer: solidPng(8, 8, [40 * n, 120, 200 - 30 * n]),
});

/** The composer of a circle's page. */
const composer = (page: Page) => page.getByRole('form', { name: 'New post' });

/**
 * Acceptance 1 of the community: in a club's circle a member posts text with four images (a fifth
 * is refused with the seed's words); another member likes and comments; the post shows in the
 * circle's hot list with both; a video post without a cover is refused. The club's circle shows
 * its match of today, live from the engine.
 */
test('a member posts four images in a club’s circle, another likes and comments, the post is hot', async ({
  browser,
  server,
}) => {
  const feed = await server.snapshot('football');
  // A club with no other match to come or in play: late in the day the feed also plans tomorrow,
  // and a club's match in play today would win its circle over tomorrow's started by the test.
  const pending = new Map<number, number>();
  for (const m of feed.list) {
    if (m.status !== 'notstarted' && m.status !== 'live' && m.status !== 'halftime') continue;
    for (const team of [m.home_team_id, m.away_team_id]) pending.set(team, (pending.get(team) ?? 0) + 1);
  }
  const match = await playableMatch(
    server,
    feed.list.filter((m) => pending.get(m.home_team_id) === 1).map((m) => m.id),
  );
  const info = await get<CircleInfo>(server, CIRCLE_PATHS.info, { team_id: match.home_team_id });
  expect(info.code, info.msg).toBe(0);
  const circle = info.data;
  const url = `${server.url}/circle-detail?id=${circle.id}`;
  const [author, reader] = [await registerUser(server), await registerUser(server)];
  const contexts = [];
  try {
    // ---- a visitor may look, but publishing asks for a login ----------------------------------------
    const visitorContext = await browser.newContext();
    contexts.push(visitorContext);
    await visitorContext.addInitScript(() => localStorage.setItem('lang', 'en'));
    const visitor = await visitorContext.newPage();
    await visitor.goto(url);
    await expect(visitor.getByRole('heading', { name: match.home_team_name_en, level: 1 })).toBeVisible();
    await composer(visitor).getByLabel('Content').fill('Hello');
    await composer(visitor).getByRole('button', { name: 'Publish' }).click();
    await expect(composer(visitor).getByRole('alert')).toHaveText('Please log in to publish');

    // ---- the author posts four images; a fifth is refused -------------------------------------------
    const authorContext = await browser.newContext();
    contexts.push(authorContext);
    await logInContext(authorContext, server.url, author);
    const page = await authorContext.newPage();
    await page.goto(url);
    // The club's match of today, live: a goal scored now shows without a reload.
    const matchCard = page.getByRole('region', { name: /^(Live|Next match|Last match)$/ });
    await expect(matchCard.getByText(match.away_team_name_en)).toBeVisible();
    const scored = await driveGoal(server, match.id, 'home');
    await expect(page.getByTestId('circle-match-score')).toHaveText(`${scored.home_score} - ${scored.away_score}`);

    const form = composer(page);
    await form.getByRole('button', { name: 'Publish' }).click();
    await expect(form.getByRole('alert')).toHaveText('Please enter content');
    const said = `Four from the stands <b>${Date.now() % 100_000}</b>`;
    await form.getByLabel('Content').fill(said);
    await form.getByLabel('Add images').setInputFiles([png(1), png(2), png(3)]);
    await expect(form.getByRole('button', { name: /^Remove image \d$/ })).toHaveCount(3);
    await form.getByLabel('Add images').setInputFiles([png(4)]);
    await expect(form.getByRole('button', { name: /^Remove image \d$/ })).toHaveCount(4);
    await expect(form.getByText('4 / 4 images')).toBeVisible();
    await form.getByLabel('Add images').setInputFiles([png(5)]);
    await expect(form.getByRole('alert')).toHaveText('Up to 4 images per post');
    await expect(form.getByRole('button', { name: /^Remove image \d$/ })).toHaveCount(4);
    await form.getByRole('button', { name: 'Publish' }).click();
    await expect(form.getByRole('status')).toHaveText('Published');

    const name = author.user.user_nickname;
    const mine = page.getByRole('article', { name: `Post by ${name}` }).filter({ hasText: said });
    await expect(mine).toBeVisible();
    await expect(mine.getByRole('img', { name: new RegExp(`^Image \\d of the post by ${name}$`) })).toHaveCount(4);
    // Markup stays text.
    await expect(mine.locator('b')).toHaveCount(0);
    await expect(mine.getByRole('link', { name, exact: true })).toHaveAttribute(
      'href',
      `/persona?id=${author.user.id}`,
    );

    // ---- a video post without a cover is refused -----------------------------------------------------
    await form.getByLabel('Content').fill('The winner, on video');
    await form.getByLabel('Video', { exact: true }).check();
    await form.getByLabel('Video file').setInputFiles({ name: 'goal.mp4', mimeType: 'video/mp4', buffer: sampleMp4() });
    await expect(form.getByRole('status')).toContainText('Video uploaded');
    await form.getByRole('button', { name: 'Publish' }).click();
    await expect(form.getByRole('alert')).toHaveText('Please upload video cover');
    await expect(page.getByRole('article').filter({ hasText: 'The winner, on video' })).toHaveCount(0);

    // ---- another member likes and comments ----------------------------------------------------------
    const readerContext = await browser.newContext();
    contexts.push(readerContext);
    await logInContext(readerContext, server.url, reader);
    const readerPage = await readerContext.newPage();
    await readerPage.goto(url);
    const theirs = readerPage.getByRole('article', { name: `Post by ${name}` }).filter({ hasText: said });
    await theirs.getByRole('button', { name: 'Like 0' }).click();
    await expect(theirs.getByRole('button', { name: 'Like 1' })).toHaveAttribute('aria-pressed', 'true');
    await theirs.getByRole('button', { name: 'Comments 0' }).click();
    await theirs.getByRole('textbox', { name: 'Comment' }).fill('Great seats!');
    await theirs.getByRole('button', { name: 'Send' }).click();
    await expect(theirs.getByTestId('comment').filter({ hasText: 'Great seats!' })).toBeVisible();

    // ---- a newer post without either: first in the new list, after ours in the hot list --------------
    const newer = await post(
      server,
      CIRCLE_PATHS.insertPost,
      { circle_id: circle.id, content: 'Kick-off soon' },
      reader.token,
    );
    expect(newer.code, newer.msg).toBe(0);
    await page.goto(`${url}&sort=new`);
    const posts = page.getByRole('region', { name: 'Posts' }).getByRole('article');
    await expect(posts.first()).toContainText('Kick-off soon');
    await page.getByRole('menuitem', { name: 'Hot' }).click();
    await expect(page).toHaveURL(url);
    await expect(posts).toHaveCount(2);
    const hot = posts.first();
    await expect(hot).toContainText(said);
    await expect(hot.getByRole('button', { name: 'Like 1' })).toHaveAttribute('aria-pressed', 'false');
    await expect(hot.getByRole('button', { name: 'Comments 1' })).toBeVisible();
  } finally {
    for (const context of contexts) await context.close();
  }
});
