import AxeBuilder from '@axe-core/playwright';
import type { LoginResult } from '../../contracts/account.ts';
import { DEMO_ACCOUNTS } from '../../server/accounts/demo-accounts.ts';
import { captchaPass, post } from '../support/accounts.ts';
import { expect, test } from './support/fixtures.ts';
import { logInContext } from './support/login.ts';

async function viewerLogin(server: { url: string }): Promise<LoginResult> {
  const demo = DEMO_ACCOUNTS.find((a) => a.role === 'viewer')!;
  const login = await post<LoginResult>(server, 'user/login', {
    mobile: `${demo.countryCode}-${demo.mobile}`,
    password: demo.password,
    device_type: 'pc',
    captcha_pass: await captchaPass(server),
  });
  expect(login.code).toBe(0);
  return login.data;
}

test('the top bar chat link opens private chat, which says there are no conversations yet', async ({
  page,
  context,
  server,
}) => {
  await logInContext(context, server.url, await viewerLogin(server));

  await page.goto(`${server.url}/main`);
  await page.getByRole('link', { name: 'Chat', exact: true }).click();
  await expect(page).toHaveURL(`${server.url}/chat-chat`);
  await expect(page.getByRole('heading', { name: 'Messages', level: 1 })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Conversations' })).toBeVisible();
  await expect(page.getByText('No conversations yet').first()).toBeVisible();

  await page.getByRole('tab', { name: 'Contacts' }).click();
  await expect(page.getByText('No contacts yet')).toBeVisible();
});

for (const theme of ['light', 'dark'] as const) {
  test(`private chat has no critical or serious axe violation, ${theme} theme`, async ({ page, context, server }) => {
    await logInContext(context, server.url, await viewerLogin(server));
    await context.addInitScript((t) => localStorage.setItem('theme', t), theme);
    await page.goto(`${server.url}/chat-chat`);
    await expect(page.getByRole('heading', { name: 'Messages', level: 1 })).toBeVisible();
    await page.waitForFunction(
      (t) =>
        document.documentElement.dataset.theme === t &&
        [...document.querySelectorAll<HTMLLinkElement>('link[data-kit-theme]')].some(
          (l) => l.dataset.kitTheme === t && l.sheet !== null,
        ),
      theme,
    );
    const { violations } = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
    const serious = violations.filter((v) => v.impact === 'critical' || v.impact === 'serious');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}
