import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { useEnglish } from './support/score-pages.ts';

let nextPhone = 13_900_000_000 + Math.floor(Math.random() * 90_000_000);

/** The newest 6-digit code the dev outbox holds for a phone, once it arrives. */
async function outboxCode(serverUrl: string, mobile: string): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const { messages } = (await (await fetch(`${serverUrl}/dev/outbox.json`)).json()) as {
        messages: { mobile: string; text: string }[];
      };
      code = /\b(\d{6})\b/.exec(messages.find((m) => m.mobile === mobile)?.text ?? '')?.[1] ?? '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code;
}

/** Solves the slider as a person does: reads the gap in the picture and drags the piece there by mouse. */
async function solveSlider(page: Page, dialog: Locator): Promise<void> {
  const background = dialog.getByRole('img', { name: 'Slider picture with a gap' });
  await expect(background).toBeVisible();
  const src = (await background.getAttribute('src')) ?? '';
  const svg = Buffer.from(src.split(',')[1] ?? '', 'base64').toString();
  const gap = Number(/<rect x="(\d+)"[^>]*fill="#000"/.exec(svg)?.[1]);
  expect(gap).toBeGreaterThan(0);
  const picture = (await background.boundingBox())!;
  const piece = (await dialog.getByTestId('captcha-piece').boundingBox())!;
  const scale = picture.width / 300;
  const startX = piece.x + piece.width / 2;
  const y = piece.y + piece.height / 2;
  const slider = dialog.getByRole('slider');
  const pageNow = () => page.evaluate(() => performance.now());
  await page.mouse.move(startX, y);
  await page.mouse.down();
  const began = await pageNow();
  const steps = 12;
  for (let i = 1; i <= steps; i++) {
    const x = Math.round((gap * i) / steps);
    await page.mouse.move(startX + x * scale, y);
    await expect(slider).toHaveAttribute('aria-valuenow', String(x));
  }
  // A hand takes a moment: hold until the page has seen a drag of at least 300 ms.
  await expect.poll(async () => (await pageNow()) - began).toBeGreaterThan(300);
  await page.mouse.up();
}

const LOGIN_TITLES = /^(Scan to log in|Log in|Register|Reset password)$/;

async function openPhoneDialog(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Login / Register' }).click();
  // Goal pop-ups are dialogs too: ours is named by its title.
  const dialog = page.getByRole('dialog', { name: LOGIN_TITLES });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Phone' }).click();
  return dialog;
}

test('register with an SMS code and the slider, log out, log in again with the password', async ({
  page,
  context,
  server,
}) => {
  await useEnglish(context);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${server.url}/main`);
  // A visitor gets a tourist chat account at start-up.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('imTouristAccount'))).toContain('tourist_');

  const phone = String(nextPhone++);
  const dialog = await openPhoneDialog(page);
  await dialog.getByRole('button', { name: 'No account? Register' }).click();
  await expect(dialog.getByRole('heading', { name: 'Register' })).toBeVisible();
  await dialog.getByLabel('Mobile number').fill(phone);
  await dialog.getByRole('button', { name: 'Get code' }).click();
  await expect(dialog.getByRole('button', { name: /^\d+ s$/ })).toBeDisabled();
  await dialog.getByLabel('Verification code').fill(await outboxCode(server.url, `86-${phone}`));
  await dialog.getByLabel('New password').fill('goodpass1');
  await dialog.getByLabel('Confirm password').fill('goodpass1');
  await dialog.getByLabel('Remember account').check();
  await dialog.getByRole('button', { name: 'Register', exact: true }).click();
  let reloaded = page.waitForEvent('load');
  await solveSlider(page, dialog);
  await reloaded;

  const nickname = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('userInfo') ?? '{}') as { user_nickname?: string }).user_nickname ?? '',
  );
  expect(nickname).not.toBe('');
  const header = page.getByRole('banner');
  await expect(header.getByRole('button', { name: nickname })).toBeVisible();
  await expect(header.getByRole('button', { name: 'Login / Register' })).toHaveCount(0);

  // A nickname with markup is text: the start-up refresh (User/getUserInfo) brings it in.
  const hostile = '<script>x</script>';
  const token = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('userInfo') ?? '{}') as { token: string }).token,
  );
  const updated = (await (
    await fetch(`${server.url}/api/member/updateInfo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', token, lang: 'en' },
      body: JSON.stringify({ nickname: hostile }),
    })
  ).json()) as { code: number; msg: string };
  expect(updated.code, updated.msg).toBe(0);
  await page.reload();
  const avatar = header.getByRole('button', { name: hostile });
  await expect(avatar).toBeVisible();
  await expect(header.locator('script')).toHaveCount(0);

  // The panel: balance, recharge, links, logout.
  await avatar.hover();
  await expect(header.getByText('Diamonds: 0')).toBeVisible();
  await expect(header.getByRole('link', { name: 'Apply for anchor' })).toBeVisible();
  await header.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(`${server.url}/main`);
  await expect(header.getByRole('button', { name: 'Login / Register' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('userInfo'))).toBeNull();

  // Password login: the phone is remembered, Enter in the password field submits, then the slider.
  const again = await openPhoneDialog(page);
  await expect(again.getByLabel('Mobile number')).toHaveValue(phone);
  await again.getByLabel('Password').fill('goodpass1');
  await again.getByLabel('Password').press('Enter');
  reloaded = page.waitForEvent('load');
  await solveSlider(page, again);
  await reloaded;
  await expect(header.getByRole('button', { name: hostile })).toBeVisible();
});

test('every form rule shows its message in the dialog, and hostile input stays text', async ({
  page,
  context,
  server,
}) => {
  await useEnglish(context);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${server.url}/main`);
  const dialog = await openPhoneDialog(page);
  await dialog.getByRole('button', { name: 'No account? Register' }).click();
  const submit = dialog.getByRole('button', { name: 'Register', exact: true });
  const alert = dialog.getByRole('alert');
  const mobile = dialog.getByLabel('Mobile number');

  await submit.click();
  await expect(alert).toHaveText('Please enter your mobile number');
  await mobile.pressSequentially('138001380001');
  await expect(mobile).toHaveValue('13800138000');
  await mobile.fill('1380013800a');
  await submit.click();
  await expect(alert).toHaveText('Please enter a valid mobile number');
  await mobile.fill('13800138000');
  await submit.click();
  await expect(alert).toHaveText('Please enter the verification code');
  await dialog.getByLabel('Verification code').fill('12345');
  await submit.click();
  await expect(alert).toHaveText('The verification code is 6 digits');
  await dialog.getByLabel('Verification code').fill('123456');
  await submit.click();
  await expect(alert).toHaveText('Please enter your password');
  await dialog.getByLabel('New password').fill('12345');
  await submit.click();
  await expect(alert).toHaveText('The password needs at least 6 characters');
  await dialog.getByLabel('New password').fill('secret12');
  await dialog.getByLabel('Confirm password').fill('other123');
  await submit.click();
  await expect(alert).toHaveText('The two passwords do not match');
  await dialog.getByLabel('Confirm password').fill('secret12');
  const sql = "x'; DROP TABLE users;--";
  await dialog.getByLabel('Invite code (optional)').fill(sql);
  await submit.click();
  await expect(alert).toHaveText('Invalid invite code');
  await expect(dialog.getByLabel('Invite code (optional)')).toHaveValue(sql);
  // No call was made for any of these: the slider never showed.
  await expect(dialog.getByRole('img', { name: 'Slider picture with a gap' })).toHaveCount(0);

  // Password login with SQL text as the password: the server's refusal shows in the dialog.
  await dialog.getByRole('button', { name: 'Have an account? Log in' }).click();
  await dialog.getByLabel('Password').fill("' OR '1'='1");
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
  await solveSlider(page, dialog);
  await expect(dialog.getByRole('alert')).toHaveText('Wrong mobile number or password');
  await expect(dialog.getByLabel('Password')).toHaveValue("' OR '1'='1");

  // Forgot: empty mobile is refused before any call; Escape closes the dialog.
  await dialog.getByRole('button', { name: 'Forgot password?' }).click();
  await expect(dialog.getByRole('heading', { name: 'Reset password' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
});
