import { registerUser } from '../support/accounts.ts';
import { expect, test } from './support/fixtures.ts';
import { logInContext } from './support/login.ts';

test('the member centre renders a script-tag nickname and signature as text', async ({ page, context, server }) => {
  await logInContext(context, server.url, await registerUser(server));

  await page.goto(`${server.url}/member?type=5`);
  const nickname = '<b>x</b><script>';
  const signature = '<img src=x onerror="window.__xss=1">';
  await page.getByLabel('Nickname').fill(nickname);
  await page.getByLabel('Signature').fill(signature);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toHaveText('Saved');
  const centre = page.getByRole('navigation', { name: 'My account' });
  await expect(centre.getByText(nickname, { exact: true })).toBeVisible();

  await page.getByRole('link', { name: 'My space' }).click();
  await expect(page).toHaveURL(/type=18/);
  await expect(page.getByRole('heading', { level: 2 }).getByText(nickname, { exact: true })).toBeVisible();
  await expect(page.getByText(signature, { exact: true })).toBeVisible();
  // The shown text stays text: no element was made from it anywhere on the page.
  expect(await page.locator('main b, main script, main img[src="x"]').count()).toBe(0);
  expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
});

test('the member centre asks a visitor to log in', async ({ page, server }) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'en'));
  await page.goto(`${server.url}/member`);
  await expect(page.getByText('Log in to open your account centre')).toBeVisible();
});

test('a member sets a payment password and binds a bank card, shown masked', async ({ page, context, server }) => {
  await logInContext(context, server.url, await registerUser(server));

  await page.goto(`${server.url}/member?type=14`);
  await expect(page.getByText('No payment password yet')).toBeVisible();
  await page.getByLabel('New payment password (6 digits)').fill('12345');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The payment password is 6 digits')).toBeVisible();
  await page.getByLabel('New payment password (6 digits)').fill('246810');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('A payment password is set')).toBeVisible();

  const bank = page.getByTestId('payout-bank');
  await bank.getByRole('button', { name: 'Bind' }).click();
  await bank.getByLabel('Holder').fill('Li Lei');
  await bank.getByLabel('Bank', { exact: true }).fill('ICBC');
  await bank.getByLabel('Card number').fill('6222 0202 0011 2233 445');
  await bank.getByLabel('Payment password').fill('111111');
  await bank.getByRole('button', { name: 'Bind' }).click();
  await expect(bank.getByText('Wrong payment password')).toBeVisible();
  await bank.getByLabel('Payment password').fill('246810');
  await bank.getByRole('button', { name: 'Bind' }).click();
  await expect(bank.getByText('Saved')).toBeVisible();
  await expect(bank).toContainText('3445');
  await expect(bank).not.toContainText('6222020200112233445');
});

test('the wallet page offers a recharge, with the payment methods named in Chinese', async ({
  page,
  context,
  server,
}) => {
  await logInContext(context, server.url, await registerUser(server), 'zh');

  await page.goto(`${server.url}/member?type=1`);
  await expect(page.getByTestId('wallet-balance')).toContainText('0');
  await page.getByRole('link', { name: '充值', exact: true }).click();
  await expect(page).toHaveURL(/isRecharge=1/);
  await expect(page.getByRole('radiogroup', { name: '充值' }).getByRole('radio').first()).toBeVisible();
  await expect(page.locator('.wallet-recharge .p-dropdown')).toContainText('支付宝（沙箱）');
});
