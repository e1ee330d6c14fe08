import { expect } from '@playwright/test';
import { registerUser } from '../support/accounts.ts';
import { test } from './support/fixtures.ts';
import { logInContext } from './support/login.ts';

test('a logged-in phone scans the QR code and the computer ends up logged in', async ({ browser, server }) => {
  const desktop = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const computer = await desktop.newPage();
  await computer.goto(`${server.url}/main`);
  const header = computer.getByRole('banner');
  const loginButton = header.getByRole('button', { name: '登录 / 注册' });
  await loginButton.click();
  const link = computer.getByTestId('qr-login-link');
  await expect(link).toBeVisible();
  const qrUrl = (await link.getAttribute('href')) ?? '';
  expect(qrUrl).toMatch(/\/qr-login\?code=[\w-]{43}$/);

  const phoneUser = await registerUser(server);
  const phoneContext = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
  await logInContext(phoneContext, server.url, phoneUser);
  const phone = await phoneContext.newPage();
  await phone.goto(qrUrl);
  await expect(phone).toHaveURL(/\/qr-login\?code=/); // not sent to the mobile site
  await expect(computer.getByTestId('qr-login-scanned')).toBeVisible();
  await phone.getByTestId('qr-confirm-button').click();
  await expect(phone.getByTestId('qr-confirm-done')).toBeVisible();

  // The dialog stores the login and reloads the page as the phone's user: the avatar button is
  // named by the nickname.
  await expect(header.getByRole('button', { name: phoneUser.user.user_nickname })).toBeVisible();
  await expect(loginButton).toHaveCount(0);
  const stored = await computer.evaluate(
    () => JSON.parse(localStorage.getItem('userInfo') ?? 'null') as { id?: number },
  );
  expect(stored?.id).toBe(phoneUser.user.id);
  await computer.reload();
  await expect(header.getByRole('button', { name: phoneUser.user.user_nickname })).toBeVisible();
  await desktop.close();
  await phoneContext.close();
});
