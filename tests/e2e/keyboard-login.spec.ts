import { DEMO_ACCOUNTS } from '../../server/accounts/demo-accounts.ts';
import { outboxCode, outboxMessages } from '../support/accounts.ts';
import { expect, test } from './support/fixtures.ts';
import { newPhone, solveSliderByKeyboard, tabTo, waitForOutboxCode } from './support/login.ts';
import { useEnglish } from './support/score-pages.ts';
import type { Page } from '@playwright/test';

/** Opens the login dialog's phone form with the keyboard: Tab to the top bar's button, Enter, arrow to "Phone", Enter. */
async function openPhoneFormByKeyboard(page: Page) {
  const opener = page.getByRole('banner').getByRole('button', { name: 'Login / Register' });
  await tabTo(page, opener);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Scan to log in' });
  await expect(dialog).toBeVisible();
  await tabTo(page, dialog.getByRole('button', { name: 'QR code' }));
  await page.keyboard.press('ArrowRight');
  await expect(dialog.getByRole('button', { name: 'Phone' })).toBeFocused();
  await page.keyboard.press('Enter');
  const form = page.getByRole('dialog', { name: 'Log in' });
  await expect(form.getByLabel('Mobile number')).toBeVisible();
  return form;
}

/** The nickname of the user this page stored at login. */
function storedNickname(page: Page): Promise<string> {
  return page.evaluate(
    () => (JSON.parse(localStorage.getItem('userInfo') ?? '{}') as { user_nickname?: string }).user_nickname ?? '',
  );
}

test('register and log in with the keyboard alone: Tab, arrows, Enter and typing, no mouse', async ({
  page,
  context,
  server,
}) => {
  await useEnglish(context);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${server.url}/main`);
  const header = page.getByRole('banner');

  // Register: the link, the phone, "Get code" (focus moves on to the code), the passwords, Enter.
  const phone = newPhone();
  let dialog = await openPhoneFormByKeyboard(page);
  await tabTo(page, dialog.getByRole('button', { name: 'No account? Register' }));
  await page.keyboard.press('Enter');
  dialog = page.getByRole('dialog', { name: 'Register' });
  await expect(dialog.getByLabel('Mobile number')).toBeFocused();
  await page.keyboard.type(phone);
  await tabTo(page, dialog.getByRole('button', { name: 'Get code' }));
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('button', { name: /^\d+ s$/ })).toBeDisabled();
  const codeBoxes = dialog.getByRole('group', { name: 'Verification code' }).getByRole('textbox');
  await expect(codeBoxes.first()).toBeFocused();
  await page.keyboard.type(await waitForOutboxCode(server.url, `86-${phone}`));
  await tabTo(page, dialog.getByLabel('New password'));
  await page.keyboard.type('goodpass1');
  await tabTo(page, dialog.getByLabel('Confirm password'));
  await page.keyboard.type('goodpass1');
  await page.keyboard.press('Enter');
  let reloaded = page.waitForEvent('load');
  await solveSliderByKeyboard(page, dialog);
  await reloaded;
  const nickname = await storedNickname(page);
  expect(nickname).not.toBe('');
  // Focus is back at the account entry, now the user's own button, not lost on the page.
  await expect(header.getByRole('button', { name: nickname })).toBeFocused();

  // Log out (not the point here), then log in with the password: a wrong one first.
  await context.clearCookies();
  await page.evaluate(() => localStorage.removeItem('userInfo'));
  await page.reload();
  dialog = await openPhoneFormByKeyboard(page);
  await tabTo(page, dialog.getByLabel('Mobile number'));
  await page.keyboard.type(phone);
  const password = dialog.getByLabel('Password', { exact: true });
  await tabTo(page, password);
  await page.keyboard.type('wrongpass1');
  await page.keyboard.press('Enter');
  await solveSliderByKeyboard(page, dialog);
  // The refusal is announced and focus is on the field to fix.
  await expect(dialog.getByRole('alert')).toHaveText('Wrong mobile number or password');
  await expect(password).toBeFocused();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('goodpass1');
  await page.keyboard.press('Enter');
  reloaded = page.waitForEvent('load');
  await solveSliderByKeyboard(page, dialog);
  await reloaded;
  await expect(header.getByRole('button', { name: nickname })).toBeFocused();
});

test('a form rule broken on submit puts focus on its field', async ({ page, context, server }) => {
  await useEnglish(context);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${server.url}/main`);
  const dialog = await openPhoneFormByKeyboard(page);
  await tabTo(page, dialog.getByRole('button', { name: 'Log in', exact: true }));
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('alert')).toHaveText('Please enter your mobile number');
  await expect(dialog.getByLabel('Mobile number')).toBeFocused();
  await page.keyboard.type('13800138000');
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('alert')).toHaveText('Please enter your password');
  await expect(dialog.getByLabel('Password', { exact: true })).toBeFocused();
});

test('log in with an SMS code from the outbox, no password and no slider', async ({ page, context, server }) => {
  const viewer = DEMO_ACCOUNTS.find((a) => a.role === 'viewer')!;
  const mobile = `${viewer.countryCode}-${viewer.mobile}`;
  await useEnglish(context);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${server.url}/main`);
  const dialog = await openPhoneFormByKeyboard(page);
  await tabTo(page, dialog.getByRole('button', { name: 'Log in with an SMS code' }));
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('button', { name: 'Log in with a password' })).toBeFocused();
  await expect(dialog.getByLabel('Password', { exact: true })).toHaveCount(0);
  await tabTo(page, dialog.getByLabel('Mobile number'));
  await page.keyboard.type(viewer.mobile);
  const seen = (await outboxMessages(server, mobile)).length;
  await tabTo(page, dialog.getByRole('button', { name: 'Get code' }));
  await page.keyboard.press('Enter');
  // The button counts down from 60 s.
  await expect(dialog.getByRole('button', { name: /^(60|59) s$/ })).toBeDisabled();
  const code = await outboxCode(server, mobile, seen);
  // A wrong code is refused and focus stays on the code.
  const boxes = dialog.getByRole('group', { name: 'Verification code' }).getByRole('textbox');
  await expect(boxes.first()).toBeFocused();
  await page.keyboard.type(String((Number(code) + 1) % 1_000_000).padStart(6, '0'));
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('alert')).toHaveText('The verification code is wrong or has expired');
  await expect(boxes.first()).toBeFocused();
  // Each box selects its digit on focus: typing replaces them.
  await page.keyboard.type(code);
  await expect(boxes.last()).toHaveValue(code.slice(-1));
  const reloaded = page.waitForEvent('load');
  await page.keyboard.press('Enter');
  await reloaded;
  await expect(page.getByRole('banner').getByRole('button', { name: viewer.nickname })).toBeFocused();
});
