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
