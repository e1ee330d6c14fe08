import type { LoginResult } from '../../contracts/account.ts';
import { DEMO_ACCOUNTS } from '../../server/accounts/demo-accounts.ts';
import { captchaPass, post } from '../support/accounts.ts';
import { expect, test } from './support/fixtures.ts';
import { logInContext } from './support/login.ts';

/** The demo anchor `npm start` creates, logged in through the real password login. */
async function demoAnchor(server: { url: string }): Promise<LoginResult> {
  const demo = DEMO_ACCOUNTS.find((a) => a.role === 'anchor');
  if (!demo) throw new Error('no demo anchor');
  const login = await post<LoginResult>(server, 'user/login', {
    mobile: `${demo.countryCode}-${demo.mobile}`,
    password: demo.password,
    device_type: 'pc',
    captcha_pass: await captchaPass(server),
  });
  if (login.code !== 0) throw new Error(`demo anchor login refused: ${login.msg}`);
  return login.data;
}

test('an anchor sets up the room, gets the stream key once, and the room is listed', async ({
  page,
  context,
  server,
}) => {
  await logInContext(context, server.url, await demoAnchor(server));
  await page.goto(`${server.url}/member?type=9`);
  await expect(page.getByRole('heading', { name: 'Anchor centre' })).toBeVisible();

  const title = `Derby night ${Date.now() % 100_000}`;
  await page.getByTestId('live-title-input').fill(title);
  await expect(page.getByText(`${title.length}/40`)).toBeVisible();
  await page.getByTestId('live-settings-save').click();
  await expect(page.getByText('Settings saved')).toBeVisible();

  const announcement = page.getByRole('form', { name: 'Announcement' });
  await announcement.getByRole('textbox').fill('x'.repeat(51));
  await expect(announcement.getByText('51/50')).toBeVisible();
  await announcement.getByRole('button', { name: 'Save announcement' }).click();
  await expect(announcement.getByText('The announcement is at most 50 characters')).toBeVisible();
  await announcement.getByRole('textbox').fill('Kick-off at eight, predictions in the chat');
  await announcement.getByRole('button', { name: 'Save announcement' }).click();
  await expect(announcement.getByText('Announcement saved')).toBeVisible();

  // The key is made on request and shown this once, with the server to paste into OBS.
  await page.getByRole('button', { name: 'Make a stream key' }).click();
  await expect(page.getByText('The key is shown only this once')).toBeVisible();
  await expect(page.getByTestId('obs-key')).toHaveValue(/^\d+\?key=\S{8,}$/);
  await expect(page.locator('input[data-testid="obs-server"]')).toHaveValue(/^rtmp:\/\//);
  const key = await page.getByTestId('obs-key').inputValue();
  const hint = key.slice(-4);

  // Afterwards only its hint: the key itself is nowhere on the page.
  await page.reload();
  await expect(page.getByTestId('obs-key')).toHaveText(`Made (ends in ${hint})`);
  await expect(page.locator('input[data-testid="obs-server"]')).toHaveValue(/^rtmp:\/\//);
  expect(await page.content()).not.toContain(key);

  // A reset asks first, then shows a new key once.
  await page.getByTestId('obs-reset').click();
  await page.getByRole('button', { name: 'Reset', exact: true }).click();
  await expect(page.getByText('The key is shown only this once')).toBeVisible();
  await expect(page.getByTestId('obs-key')).toHaveValue(/^\d+\?key=\S{8,}$/);
  expect(await page.getByTestId('obs-key').inputValue()).not.toBe(key);

  await page.goto(`${server.url}/anchor?type=0`);
  const card = page.getByRole('article').filter({ hasText: title });
  await expect(card).toBeVisible();
  await expect(card.getByRole('link')).toHaveAttribute('href', /^\/live\?id=\d+$/);
  await expect(card.getByText('解说老李')).toBeVisible();
});

test('the follow page asks a visitor to log in; reservations show the browser’s follows and ask to log in for more', async ({
  page,
  server,
}) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'en'));
  await page.goto(`${server.url}/attention`);
  await expect(page.getByText('Log in to see this page')).toBeVisible();
  await page.goto(`${server.url}/reserve`);
  await expect(page.getByRole('heading', { name: 'Reserved matches' })).toBeVisible();
  await expect(page.getByText('Log in to keep them on your account and to reserve broadcasts.')).toBeVisible();
});
