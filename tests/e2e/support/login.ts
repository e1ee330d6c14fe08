import { expect, type BrowserContext, type Locator, type Page } from '@playwright/test';
import type { LoginResult } from '../../../contracts/account.ts';
import { DEMO_ACCOUNTS } from '../../../server/accounts/demo-accounts.ts';
import { captchaPass, outboxCode, post } from '../../support/accounts.ts';
import { findGap } from '../../support/captcha-solver.ts';

/** Login steps a person takes, for the account specs. */

let nextPhone = 13_900_000_000 + Math.floor(Math.random() * 90_000_000);

/** The newest 6-digit code the dev outbox holds for a phone, once it arrives. */
export async function waitForOutboxCode(serverUrl: string, mobile: string): Promise<string> {
  let code = '';
  await expect
    .poll(async () => (code = await outboxCode({ url: serverUrl }, mobile).catch(() => '')))
    .toMatch(/^\d{6}$/);
  return code;
}

/** Solves the slider as a person does: reads the gap in the picture and drags the piece there by mouse. */
export async function solveSlider(page: Page, dialog: Locator): Promise<void> {
  const background = dialog.getByRole('img', { name: 'Slider picture with a gap' });
  await expect(background).toBeVisible();
  const src = (await background.getAttribute('src')) ?? '';
  const picture = (await background.boundingBox())!;
  const piece = (await dialog.getByTestId('captcha-piece').boundingBox())!;
  const scale = picture.width / 300;
  // Where the piece sits vertically, from the page; where the gap is, from the picture's pixels.
  const pieceY = Math.round((piece.y - picture.y) / scale);
  const gap = findGap({ background: src, piece_y: pieceY, piece_size: Math.round(piece.height / scale) });
  expect(gap).toBeGreaterThan(0);
  const startX = piece.x + piece.width / 2;
  const y = piece.y + piece.height / 2;
  const slider = dialog.getByRole('slider');
  await page.mouse.move(startX, y);
  await page.mouse.down();
  const began = await page.evaluate(() => performance.now());
  const steps = 12;
  for (let i = 1; i <= steps; i++) {
    const x = Math.round((gap * i) / steps);
    await page.mouse.move(startX + x * scale, y);
    await expect(slider).toHaveAttribute('aria-valuenow', String(x));
  }
  // A hand takes a moment: hold until the page has seen a drag of at least 300 ms (a wait, not a check).
  await page.waitForFunction((start) => performance.now() - start > 300, began);
  await page.mouse.up();
}

/** Presses Tab until `target` has focus (at most `max` times): how a keyboard user gets somewhere. */
export async function tabTo(page: Page, target: Locator, max = 80): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

/**
 * Solves the slider with the keyboard alone: it has focus when the check opens (and Tab reaches
 * it), the arrow keys step it to the gap seen in the picture, Enter checks.
 */
export async function solveSliderByKeyboard(page: Page, dialog: Locator): Promise<void> {
  const background = dialog.getByRole('img', { name: 'Slider picture with a gap' });
  await expect(background).toBeVisible();
  const slider = dialog.getByRole('slider', { name: 'Slider' });
  await expect(slider).toBeFocused();
  // Tab leaves it and Shift+Tab comes back: it is in the tab order.
  await page.keyboard.press('Tab');
  await expect(slider).not.toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(slider).toBeFocused();
  const src = (await background.getAttribute('src')) ?? '';
  const picture = (await background.boundingBox())!;
  const piece = (await dialog.getByTestId('captcha-piece').boundingBox())!;
  const scale = picture.width / 300;
  const gap = findGap({
    background: src,
    piece_y: Math.round((piece.y - picture.y) / scale),
    piece_size: Math.round(piece.height / scale),
  });
  expect(gap).toBeGreaterThan(0);
  await page.keyboard.press('ArrowRight');
  const began = await page.evaluate(() => performance.now());
  // Page Up strides 20 px, the arrow keys close in by 2.
  let x = 2;
  for (; x + 20 < gap; x += 20) await page.keyboard.press('PageUp');
  for (; x < gap; x += 2) await page.keyboard.press('ArrowRight');
  await expect(slider).toHaveAttribute('aria-valuenow', String(gap % 2 === 0 ? gap : gap + 1));
  // A person takes a moment: hold until the page has seen keys for 300 ms (a wait, not a check).
  await page.waitForFunction((start) => performance.now() - start > 300, began);
  await page.keyboard.press('Enter');
}

const LOGIN_TITLES = /^(Scan to log in|Log in|Register|Reset password)$/;

export async function openPhoneDialog(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Login / Register' }).click();
  // Goal pop-ups are dialogs too: ours is named by its title.
  const dialog = page.getByRole('dialog', { name: LOGIN_TITLES });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Phone' }).click();
  return dialog;
}

/**
 * Types an SMS code into the dialog's code boxes (one digit a box, as on a keyboard: each digit
 * moves on to the next box; typing over a filled box replaces its digit).
 */
export async function typeCode(dialog: Locator, code: string): Promise<void> {
  const boxes = dialog.getByRole('group', { name: 'Verification code' }).getByRole('textbox');
  await boxes.first().click();
  await dialog.page().keyboard.type(code);
}

/** A phone number no other test used (without the country code). */
export function newPhone(): string {
  return String(nextPhone++);
}

/**
 * Starts a browser context logged in as `login` (the HttpOnly session cookie and the stored
 * `userInfo`, as a login leaves them), in English unless told otherwise.
 */
export async function logInContext(
  context: BrowserContext,
  serverUrl: string,
  login: LoginResult,
  lang: 'en' | 'zh' | 'vi' = 'en',
): Promise<void> {
  await context.addCookies([
    { name: 'token', value: encodeURIComponent(login.token), url: serverUrl, httpOnly: true, sameSite: 'Lax' },
  ]);
  await context.addInitScript(
    ([user, language]) => {
      localStorage.setItem('userInfo', user ?? '');
      localStorage.setItem('lang', language ?? 'en');
    },
    [JSON.stringify({ ...login.user, token: '' }), lang],
  );
}

/** A demo account logged in through the real password login (captcha included). */
export async function demoLogin(server: { url: string }, role: 'viewer' | 'anchor'): Promise<LoginResult> {
  const demo = DEMO_ACCOUNTS.find((a) => a.role === role)!;
  const login = await post<LoginResult>(server, 'user/login', {
    mobile: `${demo.countryCode}-${demo.mobile}`,
    password: demo.password,
    device_type: 'pc',
    captcha_pass: await captchaPass(server),
  });
  if (login.code !== 0) throw new Error(`demo ${role} login refused: ${login.msg}`);
  return login.data;
}
