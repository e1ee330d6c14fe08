import type { LoginResult } from '../../contracts/account.ts';
import { ROOM_PATHS, type Barrage, type MyRoom } from '../../contracts/room.ts';
import { DEMO_ACCOUNTS } from '../../server/accounts/demo-accounts.ts';
import { captchaPass, post, registerUser } from '../support/accounts.ts';
import { expect, test } from './support/fixtures.ts';
import { logInContext } from './support/login.ts';

/** The `/live` page: a room that has not started shows its state, its chat history, and what a viewer sends. */

async function data<T>(server: { url: string }, path: string, body: Record<string, unknown>, token: string) {
  const result = await post<T>(server, path, body, token);
  if (result.code !== 0) throw new Error(`${path}: ${result.msg}`);
  return result.data;
}

// The demo anchor's room has not started only until its first broadcast, which another spec on the
// worker's server makes: this test has a server of its own.
test('a not-started room shows its chat history, and a sent barrage reaches the chat and the canvas', async ({
  browser,
  ownServer: server,
}) => {
  const demo = DEMO_ACCOUNTS.find((a) => a.role === 'anchor')!;
  const anchor = await post<LoginResult>(server, 'user/login', {
    mobile: `${demo.countryCode}-${demo.mobile}`,
    password: demo.password,
    device_type: 'pc',
    captcha_pass: await captchaPass(server),
  });
  expect(anchor.code, anchor.msg).toBe(0);
  const room = await data<MyRoom>(server, ROOM_PATHS.startRoom, {}, anchor.data.token);
  const earlier = `welcome-${Date.now()}`;
  await data<Barrage>(server, ROOM_PATHS.barrageSend, { room_id: room.id, text: earlier }, anchor.data.token);

  const viewer = await registerUser(server);
  const context = await browser.newContext();
  await logInContext(context, server.url, viewer);
  const page = await context.newPage();
  await page.goto(`${server.url}/live?id=${room.id}`);

  await expect(page.getByTestId('live-status')).toHaveAttribute('data-status', 'notstarted');
  await expect(page.getByText('The broadcast has not started')).toBeVisible();
  const lines = page.getByTestId('chat-line');
  await expect(lines.filter({ hasText: earlier })).toHaveCount(1);

  // Markup in a message stays text.
  const mine = `<b>hello</b> ${Date.now() % 100_000}`;
  await page.getByTestId('barrage-input').fill(mine);
  await page.getByTestId('barrage-input').press('Enter');
  await expect(lines.filter({ hasText: mine })).toHaveCount(1);
  await expect(page.locator('b', { hasText: 'hello' })).toHaveCount(0);
  await expect(page.getByTestId('barrage-input')).toHaveValue('');
  await expect(page.locator('canvas[data-testid="danmaku"]')).toHaveAttribute('data-last', mine);

  // Too long: refused before sending, the input keeps the text.
  await page.getByTestId('barrage-input').fill('x'.repeat(60));
  await page.getByTestId('barrage-send').click();
  await expect(page.getByRole('alert').filter({ hasText: 'At most 50 characters' })).toBeVisible();

  // A viewer's card of another user is plain information: no moderation.
  await lines.filter({ hasText: earlier }).getByRole('button').click();
  const card = page.getByRole('dialog', { name: 'User' });
  await expect(card.getByRole('link', { name: 'View profile' })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Kick out' })).toHaveCount(0);
  await card.getByRole('button', { name: 'Close' }).click();
  await expect(card).toHaveCount(0);
  await context.close();
});

test('a dialog opened from another closes alone on Escape, and focus goes back where it was', async ({
  browser,
  server,
}) => {
  const demo = DEMO_ACCOUNTS.find((a) => a.role === 'anchor')!;
  const anchor = await post<LoginResult>(server, 'user/login', {
    mobile: `${demo.countryCode}-${demo.mobile}`,
    password: demo.password,
    device_type: 'pc',
    captcha_pass: await captchaPass(server),
  });
  expect(anchor.code, anchor.msg).toBe(0);
  const room = await data<MyRoom>(server, ROOM_PATHS.startRoom, {}, anchor.data.token);
  // A new viewer has no diamonds: buying a guard offers a recharge over the guard dialog.
  const viewer = await registerUser(server);
  const context = await browser.newContext();
  await logInContext(context, server.url, viewer);
  const page = await context.newPage();
  await page.goto(`${server.url}/live?id=${room.id}`);
  await expect(page.getByTestId('gift-balance')).toHaveText('0');

  const share = page.getByRole('button', { name: 'Share', exact: true });
  await share.click();
  const shareDialog = page.getByRole('dialog', { name: 'Share this room' });
  await expect(shareDialog.getByRole('textbox', { name: 'Room link' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(shareDialog).toHaveCount(0);
  await expect(share).toBeFocused();

  const guard = page.getByRole('button', { name: 'Guard', exact: true });
  await guard.click();
  const guardDialog = page.getByRole('dialog', { name: 'Become a guard' });
  const buy = guardDialog.getByRole('button', { name: 'Buy', exact: true });
  await expect(buy).toBeEnabled();
  await buy.click();
  const offer = page.getByRole('dialog', { name: 'Not enough diamonds' });
  await expect(offer.getByRole('button', { name: 'Cancel' })).toBeFocused();
  // A click on the offer's text leaves focus on the page body: Escape still belongs to the offer.
  await offer.getByText('You do not have enough diamonds').click();
  await expect(offer.getByRole('button', { name: 'Cancel' })).not.toBeFocused();
  await page.keyboard.press('Escape');
  await expect(offer).toHaveCount(0);
  await expect(guardDialog).toBeVisible();
  await expect(buy).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(guardDialog).toHaveCount(0);
  await expect(guard).toBeFocused();
  await context.close();
});

test('an unknown room shows a clear empty state', async ({ page, server }) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'en'));
  await page.goto(`${server.url}/live?id=999999`);
  await expect(page.getByRole('heading', { name: 'This room does not exist' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Browse live rooms' })).toBeVisible();
});

test('a viewer who arrives after a red envelope was sent still sees it and opens a share', async ({
  browser,
  server,
}) => {
  const [host, giver] = ['anchor', 'viewer'].map((role) => DEMO_ACCOUNTS.find((a) => a.role === role)!);
  const login = async (demo: (typeof DEMO_ACCOUNTS)[number]) =>
    data<LoginResult>(
      server,
      'user/login',
      {
        mobile: `${demo.countryCode}-${demo.mobile}`,
        password: demo.password,
        device_type: 'pc',
        captcha_pass: await captchaPass(server),
      },
      '',
    );
  const room = await data<MyRoom>(server, ROOM_PATHS.startRoom, {}, (await login(host!)).token);
  const sent = await data<{ id: number }>(
    server,
    'Redenvelope/insert',
    { room_id: room.id, total: 20, count: 2, client_id: `late-envelope-${Date.now()}` },
    (await login(giver!)).token,
  );

  const viewer = await registerUser(server);
  const context = await browser.newContext();
  await logInContext(context, server.url, viewer);
  const page = await context.newPage();
  await page.goto(`${server.url}/live?id=${room.id}`);
  const badge = page.getByRole('button', { name: `Red envelope from ${giver!.nickname} (20 diamonds): open it` });
  await expect(badge).toBeVisible();
  await badge.click();
  const dialog = page.getByRole('dialog', { name: 'Red envelope' });
  await dialog.getByRole('button', { name: 'Open' }).click();
  await expect(dialog.getByTestId('envelope-result')).toHaveText(/^You got \d+ diamonds!$/);
  const info = await data<{ receipts: { user: { id: number } }[] }>(
    server,
    'Redenvelope/getRedInfo',
    { id: sent.id },
    viewer.token,
  );
  expect(info.receipts.map((r) => r.user.id)).toEqual([viewer.user.id]);
  await context.close();
});
