import { expect } from '@playwright/test';
import { test } from './support/fixtures.ts';

interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

async function call<T>(base: string, path: string, body: Record<string, unknown> = {}): Promise<T> {
  const response = await fetch(`${base}/api/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', lang: 'en' },
    body: JSON.stringify(body),
  });
  const envelope = (await response.json()) as Envelope<T>;
  if (envelope.code !== 0) throw new Error(`${path}: ${envelope.msg}`);
  return envelope.data;
}

/** Registers a phone user through the real calls: SMS code from the dev outbox, the slider captcha solved. */
async function registerPhoneUser(base: string): Promise<{ token: string; user: Record<string, unknown> }> {
  const mobile = `86-139${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  await call(base, 'user/getCode', { mobile, type: 1 });
  const outbox = (await (await fetch(`${base}/dev/outbox.json`)).json()) as {
    messages: { mobile: string; text: string }[];
  };
  const code = /\b(\d{6})\b/.exec(outbox.messages.find((m) => m.mobile === mobile)?.text ?? '')?.[1];
  const challenge = await call<{ id: string; background: string }>(base, 'captcha/get');
  const svg = Buffer.from(challenge.background.split(',')[1] ?? '', 'base64').toString();
  const x = Number(/<rect x="(\d+)" y="\d+" width="\d+" height="\d+" rx="6" fill="#000"/.exec(svg)?.[1]);
  const trail = [0, 0.3, 0.6, 0.9, 1].map((f, i) => [i * 80, Math.round(x * f)]);
  const pass = await call<{ captcha_pass: string }>(base, 'captcha/verify', { id: challenge.id, x, trail });
  return call(base, 'user/registered', {
    mobile,
    code,
    password: 'secret123',
    device_type: 'pc',
    captcha_pass: pass.captcha_pass,
  });
}

test('a logged-in phone scans the QR code and the computer ends up logged in', async ({ browser, server }) => {
  const desktop = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const computer = await desktop.newPage();
  await computer.goto(`${server.url}/main`);
  await computer.locator('.login-button').click();
  const link = computer.getByTestId('qr-login-link');
  await expect(link).toBeVisible();
  const qrUrl = (await link.getAttribute('href')) ?? '';
  expect(qrUrl).toMatch(/\/qr-login\?code=[\w-]{43}$/);

  const phoneUser = await registerPhoneUser(server.url);
  const phoneContext = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
  await phoneContext.addCookies([{ name: 'token', value: encodeURIComponent(phoneUser.token), url: server.url }]);
  await phoneContext.addInitScript((user) => localStorage.setItem('userInfo', user), JSON.stringify(phoneUser.user));
  const phone = await phoneContext.newPage();
  await phone.goto(qrUrl);
  await expect(phone).toHaveURL(/\/qr-login\?code=/); // not sent to the mobile site
  await expect(computer.getByTestId('qr-login-scanned')).toBeVisible();
  await phone.getByTestId('qr-confirm-button').click();
  await expect(phone.getByTestId('qr-confirm-done')).toBeVisible();

  // The dialog stores the login and reloads the page as the phone's user.
  await expect(computer.locator('.user-avatar').first()).toBeVisible();
  await expect(computer.locator('.login-button')).toHaveCount(0);
  const stored = await computer.evaluate(
    () => JSON.parse(localStorage.getItem('userInfo') ?? 'null') as { id?: number },
  );
  expect(stored?.id).toBe(phoneUser.user.id);
  await computer.reload();
  await expect(computer.locator('.user-avatar').first()).toBeVisible();
  await desktop.close();
  await phoneContext.close();
});
