import type { Page } from '@playwright/test';
import { PNG } from 'pngjs';
import type { LoginResult } from '../../contracts/account.ts';
import { DEMO_ACCOUNTS } from '../../server/accounts/demo-accounts.ts';
import { captchaPass, post, registerUser } from '../support/accounts.ts';
import { expect, test } from './support/fixtures.ts';
import { logInContext } from './support/login.ts';
import { useEnglish } from './support/score-pages.ts';

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

test('the top bar chat link opens private chat; a visitor is asked to log in', async ({ page, context, server }) => {
  await useEnglish(context);
  await page.goto(`${server.url}/chat-chat`);
  await expect(page.getByText('Log in to chat with fans and anchors.')).toBeVisible();

  await logInContext(context, server.url, await viewerLogin(server));
  await page.goto(`${server.url}/main`);
  await page.getByRole('link', { name: 'Chat', exact: true }).click();
  await expect(page).toHaveURL(`${server.url}/chat-chat`);
  await expect(page.getByRole('heading', { name: 'Messages', level: 1 })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Conversations' })).toBeVisible();
});

/** A small real PNG (the server reads its size from the bytes). */
function png(width: number, height: number): Buffer {
  const image = new PNG({ width, height });
  image.data.fill(200);
  return PNG.sync.write(image);
}

const sounds = (page: Page) => page.evaluate(() => performance.getEntriesByName('chat:sound').length);

test('text with emoji and an image reach all three tabs of the receiver over one socket; the badge agrees, the sound plays once', async ({
  browser,
  server,
}) => {
  test.setTimeout(90_000);
  const sender = await registerUser(server);
  const receiver = await registerUser(server);
  const senderContext = await browser.newContext();
  const receiverContext = await browser.newContext();
  for (const context of [senderContext, receiverContext]) {
    await context.addInitScript(() => localStorage.setItem('lang', 'en'));
  }
  await logInContext(senderContext, server.url, sender);
  await logInContext(receiverContext, server.url, receiver);
  try {
    const tabs: Page[] = [];
    for (let i = 0; i < 3; i++) {
      const tab = await receiverContext.newPage();
      await tab.goto(`${server.url}/chat-chat`);
      await expect(tab.getByText('No conversations yet').first()).toBeVisible();
      // The first click releases the sound; the first 1.5 s after load are silent by rule.
      await tab.getByRole('heading', { name: 'Messages', level: 1 }).click();
      await tab.waitForFunction(() => performance.now() > 1_600);
      tabs.push(tab);
    }
    // Every tab of a browser shares its engine's one socket: two browsers, two sockets.
    await expect.poll(() => server.metric('live_sockets_open')).toBe(1);

    const writer = await senderContext.newPage();
    // A chat starts from the other user's public page.
    await writer.goto(`${server.url}/persona?id=${receiver.user.id}`);
    await writer.getByRole('link', { name: 'Send a message' }).click();
    await expect(writer).toHaveURL(`${server.url}/chat-chat?to=${receiver.user.id}`);
    const composer = writer.getByRole('textbox', { name: 'Message' });
    await composer.fill('[微笑] what a goal');
    await composer.press('Enter');
    const sent = writer.getByRole('log').getByRole('listitem').filter({ hasText: 'what a goal' });
    await expect(sent.getByRole('img', { name: '[微笑]' })).toBeVisible();
    await expect.poll(() => server.metric('live_sockets_open')).toBe(2);

    const nick = sender.user.user_nickname;
    const conversation = (tab: Page) =>
      tab.getByRole('button', { name: new RegExp(nick.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) });
    for (const tab of tabs) {
      const row = conversation(tab);
      await expect(row).toContainText('what a goal');
      await expect(row.getByLabel('1 unread')).toBeVisible();
    }
    // One tab of the browser sounded it, once.
    await expect.poll(async () => (await Promise.all(tabs.map(sounds))).reduce((a, b) => a + b, 0)).toBe(1);

    await writer.locator('input[type="file"][accept*="image/png"]').setInputFiles({
      name: 'corner.png',
      mimeType: 'image/png',
      buffer: png(4, 3),
    });
    for (const tab of tabs) await expect(conversation(tab).getByLabel('2 unread')).toBeVisible();

    // Reading in one tab reads it in all of them.
    await conversation(tabs[0]!).click();
    const log = tabs[0]!.getByRole('log', { name: `Messages with ${nick}` });
    await expect(log.getByRole('img', { name: '[微笑]' })).toBeVisible();
    await expect(log.locator('img[src^="/uploads/"]').first()).toBeVisible();
    for (const tab of tabs) await expect(conversation(tab).getByLabel(/unread$/)).toHaveCount(0);
    expect((await Promise.all(tabs.map(sounds))).reduce((a, b) => a + b, 0)).toBe(2);
    await expect.poll(() => server.metric('live_sockets_open')).toBe(2);
  } finally {
    await senderContext.close();
    await receiverContext.close();
  }
});
