import { expect, test } from './support/fixtures.ts';
import { chooseOption } from './support/kit.ts';
import { newPhone, openPhoneDialog, solveSlider, typeCode, waitForOutboxCode } from './support/login.ts';
import { useEnglish } from './support/score-pages.ts';

test('register with an SMS code and the slider, log out, log in with the password, check in, recharge, see the records', async ({
  page,
  context,
  server,
}) => {
  await useEnglish(context);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${server.url}/main`);
  // A visitor gets a tourist chat account at start-up.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('imTouristAccount'))).toContain('tourist_');

  const phone = newPhone();
  const dialog = await openPhoneDialog(page);
  await dialog.getByRole('button', { name: 'No account? Register' }).click();
  await expect(dialog.getByRole('heading', { name: 'Register' })).toBeVisible();
  await dialog.getByLabel('Mobile number').fill(phone);
  await dialog.getByRole('button', { name: 'Get code' }).click();
  await expect(dialog.getByRole('button', { name: /^\d+ s$/ })).toBeDisabled();
  await typeCode(dialog, await waitForOutboxCode(server.url, `86-${phone}`));
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
  // The login is an HttpOnly session cookie the server set: no page script can read it, and the
  // stored user info does not hold it either.
  const cookie = (await page.context().cookies()).find((c) => c.name === 'token');
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
  const token = decodeURIComponent(cookie!.value);
  expect(await page.evaluate(() => document.cookie)).not.toContain('token=');
  expect(await page.evaluate(() => localStorage.getItem('userInfo'))).not.toContain(token);
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
  await avatar.click();
  const panel = page.getByRole('region', { name: 'Account' });
  await expect(panel.getByText('Diamonds: 0')).toBeVisible();
  await expect(panel.getByRole('link', { name: 'Apply for anchor' })).toBeVisible();
  await panel.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(`${server.url}/main`);
  await expect(header.getByRole('button', { name: 'Login / Register' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('userInfo'))).toBeNull();
  expect((await page.context().cookies()).find((c) => c.name === 'token')).toBeUndefined();

  // Password login: the phone is remembered, Enter in the password field submits, then the slider.
  const again = await openPhoneDialog(page);
  await expect(again.getByLabel('Mobile number')).toHaveValue(phone);
  await again.getByLabel('Password', { exact: true }).fill('goodpass1');
  await again.getByLabel('Password', { exact: true }).press('Enter');
  reloaded = page.waitForEvent('load');
  await solveSlider(page, again);
  await reloaded;
  await expect(header.getByRole('button', { name: hostile })).toBeVisible();

  // Check in from the panel: today's reward is credited once and the button reads "Signed".
  await header.getByRole('button', { name: hostile }).click();
  const strip = panel.getByTestId('checkin-strip');
  const todayReward = Number(((await strip.locator('.is-today .checkin-day-reward').textContent()) ?? '').slice(1));
  expect(todayReward).toBeGreaterThan(0);
  await strip.getByRole('button', { name: 'Check in' }).click();
  await expect(strip.getByRole('button', { name: 'Signed' })).toBeDisabled();
  await expect(panel.getByText(`Diamonds: ${todayReward}`)).toBeVisible();

  // Recharge through the sandbox payment page, which opens in a new tab.
  await panel.getByRole('button', { name: 'Recharge' }).click();
  await expect(page).toHaveURL(/\/member\?type=1&isRecharge=1/);
  const tier = page.getByRole('radio').first();
  const bought = Number(/(\d+) diamonds/.exec((await tier.textContent()) ?? '')?.[1]);
  expect(bought).toBeGreaterThan(0);
  await tier.click();
  const [payTab] = await Promise.all([context.waitForEvent('page'), page.getByRole('button', { name: 'Pay' }).click()]);
  await payTab.getByRole('button', { name: 'Pay' }).click();
  await expect(payTab.getByTestId('sandbox-status')).toHaveText('Paid');
  await payTab.close();
  await expect(page.getByText(`Paid: ${bought} diamonds added`)).toBeVisible();
  await expect(page.getByTestId('wallet-balance')).toContainText(String(todayReward + bought));

  // The records: the recharge and the check-in reward, each once.
  await page.goto(`${server.url}/member?type=6`);
  const rows = page.getByRole('row');
  await expect(rows.filter({ hasText: 'Recharge' }).filter({ hasText: `+${bought}` })).toHaveCount(1);
  await chooseOption(page.getByLabel('Type', { exact: true }), 'Rewards');
  await expect(rows.filter({ hasText: 'Rewards' }).filter({ hasText: `+${todayReward}` })).toHaveCount(1);
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
  await typeCode(dialog, '12345');
  await submit.click();
  await expect(alert).toHaveText('The verification code is 6 digits');
  await typeCode(dialog, '123456');
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
  await dialog.getByLabel('Password', { exact: true }).fill("' OR '1'='1");
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
  await solveSlider(page, dialog);
  await expect(dialog.getByRole('alert')).toHaveText('Wrong mobile number or password');
  await expect(dialog.getByLabel('Password', { exact: true })).toHaveValue("' OR '1'='1");

  // Forgot: empty mobile is refused before any call; Escape closes the dialog.
  await dialog.getByRole('button', { name: 'Forgot password?' }).click();
  await expect(dialog.getByRole('heading', { name: 'Reset password' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
});
