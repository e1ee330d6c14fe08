import type { LoginResult } from '../../contracts/account.ts';
import { expect, test } from './support/fixtures.ts';

type Envelope<T> = { code: number; msg: string; data: T };

async function call<T>(base: string, path: string, body: Record<string, unknown>): Promise<Envelope<T>> {
  const response = await fetch(`${base}/api/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', lang: 'en' },
    body: JSON.stringify(body),
  });
  return (await response.json()) as Envelope<T>;
}

/** Registers through the real calls: SMS code from the dev outbox, the slider solved from its picture. */
async function register(base: string): Promise<LoginResult> {
  const mobile = `86-139${String(Date.now()).slice(-8)}`;
  expect((await call(base, 'user/getCode', { mobile, type: 1 })).code).toBe(0);
  const outbox = (await (await fetch(`${base}/dev/outbox.json`)).json()) as {
    messages: { mobile: string; text: string }[];
  };
  const code = /\b(\d{6})\b/.exec(outbox.messages.find((m) => m.mobile === mobile)?.text ?? '')?.[1];
  const challenge = (await call<{ id: string; background: string }>(base, 'captcha/get', {})).data;
  const svg = Buffer.from(challenge.background.split(',')[1] ?? '', 'base64').toString();
  const x = Number(/<rect x="(\d+)" y="\d+" width="\d+" height="\d+" rx="6" fill="#000"/.exec(svg)?.[1]);
  const trail = [0, 0.3, 0.6, 0.9, 1].map((f, i) => [i * 80, Math.round(x * f)]);
  const pass = (await call<{ captcha_pass: string }>(base, 'captcha/verify', { id: challenge.id, x, trail })).data;
  const result = await call<LoginResult>(base, 'user/registered', {
    mobile,
    code,
    password: 'secret123',
    device_type: 'pc',
    captcha_pass: pass.captcha_pass,
  });
  expect(result.code, result.msg).toBe(0);
  return result.data;
}

test('the member centre renders a script-tag nickname and signature as text', async ({ page, context, server }) => {
  const login = await register(server.url);
  await context.addCookies([{ name: 'token', value: login.token, url: server.url }]);
  await context.addInitScript(
    ([user]) => {
      localStorage.setItem('userInfo', user ?? '');
      localStorage.setItem('lang', 'en');
    },
    [JSON.stringify({ ...login.user, token: login.token })],
  );

  await page.goto(`${server.url}/member?type=5`);
  const nickname = '<b>x</b><script>';
  const signature = '<img src=x onerror="window.__xss=1">';
  await page.getByLabel('Nickname').fill(nickname);
  await page.getByLabel('Signature').fill(signature);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.locator('.member-ok')).toHaveText('Saved');
  await expect(page.locator('.member-menu-user span')).toHaveText(nickname);

  await page.getByRole('link', { name: 'My space' }).click();
  await expect(page).toHaveURL(/type=18/);
  await expect(page.locator('.profile-card-name span')).toHaveText(nickname);
  await expect(page.locator('.profile-card-signature')).toHaveText(signature);
  expect(await page.locator('.member-content b, .member-content script, .member-content img[src="x"]').count()).toBe(0);
  expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
});

test('the member centre asks a visitor to log in', async ({ page, server }) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'en'));
  await page.goto(`${server.url}/member`);
  await expect(page.getByText('Log in to open your account centre')).toBeVisible();
});

test('a member sets a payment password and binds a bank card, shown masked', async ({ page, context, server }) => {
  const login = await register(server.url);
  await context.addCookies([{ name: 'token', value: login.token, url: server.url }]);
  await context.addInitScript(
    ([user]) => {
      localStorage.setItem('userInfo', user ?? '');
      localStorage.setItem('lang', 'en');
    },
    [JSON.stringify({ ...login.user, token: login.token })],
  );

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
