import type { LoginResult } from '../../contracts/account.ts';
import { ROOM_PATHS, type MyRoom } from '../../contracts/room.ts';
import { DEMO_ACCOUNTS } from '../../server/accounts/demo-accounts.ts';
import { logIn, post, registerUser } from '../support/accounts.ts';
import { expect, test } from './support/fixtures.ts';
import { logInContext } from './support/login.ts';

/**
 * The streamer's dynamics end to end: the anchor posts text and an image from the anchor centre;
 * a viewer sees it in the room as plain text, likes and comments; the anchor sees the counts and
 * deletes the post, which then leaves the room.
 */

/** A real 1x1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

function demoAnchor(server: { url: string }): Promise<LoginResult> {
  const demo = DEMO_ACCOUNTS.find((a) => a.role === 'anchor')!;
  return logIn(server, `${demo.countryCode}-${demo.mobile}`, demo.password);
}

test('an anchor posts a dynamic; a viewer sees it as text, likes and comments; deleting removes it', async ({
  browser,
  server,
}) => {
  const anchor = await demoAnchor(server);
  const room = await post<MyRoom>(server, ROOM_PATHS.startRoom, {}, anchor.token);
  expect(room.code, room.msg).toBe(0);
  const viewer = await registerUser(server);

  const anchorContext = await browser.newContext();
  await logInContext(anchorContext, server.url, anchor);
  const centre = await anchorContext.newPage();
  const openDynamicsTab = async () => {
    await centre.goto(`${server.url}/member?type=9`);
    await centre.getByRole('tab', { name: 'Dynamics' }).click();
  };
  await openDynamicsTab();

  // ---- the anchor writes a post with markup-looking text and one image ---------------------------
  const text = `Match day <b>x</b> ${Date.now() % 100_000}`;
  const compose = centre.getByRole('form', { name: 'Post a dynamic' });
  await compose.getByRole('textbox').fill(text);
  await expect(compose.getByText(`${text.length}/500`)).toBeVisible();
  await compose.getByLabel('Add images').setInputFiles({ name: 'goal.png', mimeType: 'image/png', buffer: PNG });
  await expect(compose.getByRole('img', { name: 'Image 1' })).toBeVisible();
  await compose.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(compose.getByText('Posted')).toBeVisible();
  await expect(compose.getByRole('img')).toHaveCount(0);
  const mine = centre.getByRole('region', { name: 'My posts' }).getByRole('listitem').filter({ hasText: text });
  await expect(mine).toBeVisible();

  // ---- a viewer in the room sees the literal text and the image ----------------------------------
  const viewerContext = await browser.newContext();
  await logInContext(viewerContext, server.url, viewer);
  const roomPage = await viewerContext.newPage();
  await roomPage.goto(`${server.url}/live?id=${room.data.id}`);
  const dynamics = roomPage.getByRole('region', { name: 'Dynamics' });
  const card = dynamics.getByRole('article').filter({ hasText: text });
  await expect(card).toBeVisible();
  await expect(card.getByText(text, { exact: true })).toBeVisible();
  await expect(card.locator('b')).toHaveCount(0);

  await card.getByRole('button', { name: 'Open image 1 of 1' }).click();
  const viewerDialog = roomPage.getByRole('dialog', { name: 'Image 1 of 1' });
  await expect(viewerDialog.getByRole('img', { name: 'Image 1 of 1, enlarged' })).toBeVisible();
  await viewerDialog.getByRole('button', { name: 'Close' }).click();
  await expect(viewerDialog).toHaveCount(0);

  // ---- like (count 1) and a comment --------------------------------------------------------------
  await card.getByRole('button', { name: 'Like 0' }).click();
  const liked = card.getByRole('button', { name: 'Like 1' });
  await expect(liked).toHaveAttribute('aria-pressed', 'true');
  await card.getByRole('button', { name: 'Comments 0' }).click();
  await card.getByRole('textbox', { name: 'Comment' }).fill('What a <i>save</i>!');
  await card.getByRole('button', { name: 'Send' }).click();
  await expect(card.getByTestId('comment').filter({ hasText: 'What a <i>save</i>!' })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Comments 1' })).toBeVisible();

  // A visitor may read but is asked to log in to like.
  const visitorContext = await browser.newContext();
  await visitorContext.addInitScript(() => localStorage.setItem('lang', 'en'));
  const visitorPage = await visitorContext.newPage();
  await visitorPage.goto(`${server.url}/live?id=${room.data.id}`);
  const visitorCard = visitorPage
    .getByRole('region', { name: 'Dynamics' })
    .getByRole('article')
    .filter({ hasText: text });
  const visitorLike = visitorCard.getByRole('button', { name: 'Like 1' });
  await expect(visitorLike).toHaveAttribute('aria-pressed', 'false');
  await visitorLike.click();
  await expect(visitorPage.getByRole('dialog', { name: /^(Scan to log in|Log in)$/ })).toBeVisible();

  // ---- the anchor sees the counts and deletes the post -------------------------------------------
  await openDynamicsTab();
  await expect(mine.getByText('Comments 1')).toBeVisible();
  await expect(mine.getByText('Likes 1')).toBeVisible();
  await mine.getByRole('button', { name: 'Delete', exact: true }).click();
  await centre.getByRole('dialog', { name: 'Delete' }).getByRole('button', { name: 'Delete post' }).click();
  await expect(centre.getByText('Post deleted')).toBeVisible();
  await expect(mine).toHaveCount(0);

  await roomPage.reload();
  await expect(dynamics.getByText('No posts yet')).toBeVisible();
  await expect(card).toHaveCount(0);

  await Promise.all([anchorContext.close(), viewerContext.close(), visitorContext.close()]);
});
