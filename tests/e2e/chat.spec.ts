import type { BrowserContext, Page } from '@playwright/test';
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

/** The top bar's chat link, whose name carries the unread total when there is one. */
const chatLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Chat/ });

/** Opens a receiver's tab, clicks once (that releases the sound) and waits out the 1.5 s quiet start. */
async function readyTab(tab: Page, url: string) {
  await tab.goto(url);
  await expect(chatLink(tab)).toHaveText('Chat');
  await tab.getByRole('banner').click({ position: { x: 5, y: 5 } });
  await tab.waitForFunction(() => performance.now() > 1_600);
}

test('text with emoji and an image reach all three chat tabs of the receiver over one socket; the badge agrees in every tab, the sound plays once', async ({
  browser,
  server,
}) => {
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
    // Three tabs on the chat page, one elsewhere: the badge and the sound do not need the chat page.
    const tabs: Page[] = [];
    for (const path of ['/chat-chat', '/chat-chat', '/chat-chat', '/main']) {
      const tab = await receiverContext.newPage();
      await readyTab(tab, `${server.url}${path}`);
      tabs.push(tab);
    }
    const chatTabs = tabs.slice(0, 3);
    for (const tab of chatTabs) await expect(tab.getByText('No conversations yet').first()).toBeVisible();
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
    for (const tab of chatTabs) {
      const row = conversation(tab);
      await expect(row).toContainText('what a goal');
      await expect(row.getByLabel('1 unread')).toBeVisible();
    }
    for (const tab of tabs) await expect(chatLink(tab)).toHaveAccessibleName('Chat 1 unread');
    // One tab of the browser sounded it, once.
    await expect.poll(async () => (await Promise.all(tabs.map(sounds))).reduce((a, b) => a + b, 0)).toBe(1);

    await writer.locator('input[type="file"][accept*="image/png"]').setInputFiles({
      name: 'corner.png',
      mimeType: 'image/png',
      buffer: png(4, 3),
    });
    for (const tab of chatTabs) await expect(conversation(tab).getByLabel('2 unread')).toBeVisible();
    for (const tab of tabs) await expect(chatLink(tab)).toHaveAccessibleName('Chat 2 unread');

    // Reading in one tab reads it in all of them.
    await conversation(tabs[0]!).click();
    const log = tabs[0]!.getByRole('log', { name: `Messages with ${nick}` });
    await expect(log.getByRole('img', { name: '[微笑]' })).toBeVisible();
    await expect(log.locator('img[src^="/uploads/"]').first()).toBeVisible();
    for (const tab of chatTabs) await expect(conversation(tab).getByLabel(/unread$/)).toHaveCount(0);
    for (const tab of tabs) await expect(chatLink(tab)).toHaveAccessibleName('Chat');
    expect((await Promise.all(tabs.map(sounds))).reduce((a, b) => a + b, 0)).toBe(2);
    await expect.poll(() => server.metric('live_sockets_open')).toBe(2);

    // No chat page open anywhere: the badge still counts and the browser still sounds a message, once.
    for (const tab of chatTabs) await readyTab(tab, `${server.url}/football`);
    const before = (await Promise.all(tabs.map(sounds))).reduce((a, b) => a + b, 0);
    await composer.fill('second half');
    await composer.press('Enter');
    await expect(writer.getByRole('log').getByRole('listitem').filter({ hasText: 'second half' })).toBeVisible();
    for (const tab of tabs) await expect(chatLink(tab)).toHaveAccessibleName('Chat 1 unread');
    await expect.poll(async () => (await Promise.all(tabs.map(sounds))).reduce((a, b) => a + b, 0) - before).toBe(1);
    await expect.poll(() => server.metric('live_sockets_open')).toBe(2);
  } finally {
    await senderContext.close();
    await receiverContext.close();
  }
});

test('a large picture arrives as a thumbnail that opens the original; a file arrives with its name, size and a download', async ({
  browser,
  server,
}) => {
  const [sender, receiver] = await Promise.all([registerUser(server), registerUser(server)]);
  const contexts = await Promise.all([browser.newContext(), browser.newContext()]);
  const [senderContext, receiverContext] = contexts as [BrowserContext, BrowserContext];
  for (const context of contexts) await context.addInitScript(() => localStorage.setItem('lang', 'en'));
  await logInContext(senderContext, server.url, sender);
  await logInContext(receiverContext, server.url, receiver);
  try {
    const writer = await senderContext.newPage();
    await writer.goto(`${server.url}/chat-chat?to=${receiver.user.id}`);
    await expect(writer.getByRole('textbox', { name: 'Message' })).toBeVisible();
    await writer.locator('input[type="file"][accept*="image/png"]').setInputFiles({
      name: 'pitch.png',
      mimeType: 'image/png',
      buffer: png(600, 400),
    });
    const report = '<html><script>alert(1)</script></html>';
    await writer.locator('input[type="file"]:not([accept])').setInputFiles({
      name: 'match report.html',
      mimeType: 'text/html',
      buffer: Buffer.from(report),
    });

    const reader = await receiverContext.newPage();
    await reader.goto(`${server.url}/chat-chat?to=${sender.user.id}`);
    const log = reader.getByRole('log', { name: `Messages with ${sender.user.user_nickname}` });
    const picture = log.getByRole('button', { name: 'View the image' }).getByRole('img');
    await expect(picture).toBeVisible();
    // The thumbnail is a smaller picture of its own (240 px on the long side); the original opens on click.
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(240);
    const thumbSrc = await picture.evaluate((img: HTMLImageElement) => img.src);
    await log.getByRole('button', { name: 'View the image' }).click();
    const original = reader.getByRole('dialog').getByRole('img');
    await expect(original).toBeVisible();
    await expect.poll(() => original.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(600);
    expect(await original.evaluate((img: HTMLImageElement) => img.src)).not.toBe(thumbSrc);
    await reader.keyboard.press('Escape');

    const file = log.getByRole('listitem').filter({ hasText: 'match report.html' });
    await expect(file).toContainText(/[\d.]+ KB/);
    const link = file.getByRole('link', { name: 'Download match report.html' });
    const href = await link.getAttribute('href');
    expect(href).toMatch(/^\/chat-files\//);
    const download = await reader.request.get(`${server.url}${href!}`);
    expect(download.headers()['content-disposition']).toMatch(/^attachment; /);
    expect(download.headers()['x-content-type-options']).toBe('nosniff');
    expect(download.headers()['content-type']).toBe('application/octet-stream');
    expect(await download.text()).toBe(report);
  } finally {
    await Promise.all(contexts.map((c) => c.close()));
  }
});
