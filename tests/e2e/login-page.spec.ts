import { axeOf } from './support/axe.ts';
import { registerUser } from '../support/accounts.ts';
import { expect, test } from './support/fixtures.ts';
import { solveSlider } from './support/login.ts';
import { useEnglish } from './support/score-pages.ts';

test('/login is a full page for deep links: a login returns to the redirect, never off the site', async ({
  page,
  context,
  server,
}) => {
  const user = await registerUser(server);
  const phone = user.mobile.replace(/^86-/, '');
  await useEnglish(context);
  await page.goto(`${server.url}/login?redirect=${encodeURIComponent('/member?type=1')}`);
  await expect(page).toHaveTitle(/^Log in - /);
  const form = page.getByRole('region', { name: 'Scan to log in' });
  await expect(form.getByRole('button', { name: 'QR code' })).toBeVisible();
  // A visitor's page (the route scan runs logged in, where /login moves on at once).
  await page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[data-kit-theme]')].some((l) => l.sheet !== null),
  );
  const { violations } = await (await axeOf(page)).analyze();
  expect(violations.filter((v) => v.impact === 'critical' || v.impact === 'serious')).toEqual([]);
  // The same choices as the dialog, on the page itself: no dialog opens.
  await form.getByRole('button', { name: 'Phone' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // A password login, with the slider check, as in the dialog.
  const main = page.getByRole('main');
  await main.getByLabel('Mobile number').fill(phone);
  await main.getByLabel('Password', { exact: true }).fill('secret123');
  await main.getByRole('button', { name: 'Log in', exact: true }).click();
  await solveSlider(page, main);

  await expect(page).toHaveURL(`${server.url}/member?type=1`);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Login / Register' })).toHaveCount(0);

  // Logged in already: /login goes straight on; a redirect off the site goes home instead.
  await page.goto(`${server.url}/login?redirect=${encodeURIComponent('//evil.example/x')}`);
  await expect(page).toHaveURL(`${server.url}/main`);
});
