import { axeOf } from './support/axe.ts';
import type { Browser, Page } from '@playwright/test';
import type { LoginResult } from '../../contracts/account.ts';
import { CHAT_PATHS, type ChatGroup } from '../../contracts/chat.ts';
import { ROOM_PATHS, type MyRoom } from '../../contracts/room.ts';
import { DEMO_ACCOUNTS } from '../../server/accounts/demo-accounts.ts';
import { captchaPass, post, registerUser } from '../support/accounts.ts';
import { expect, test } from './support/fixtures.ts';
import { logInContext } from './support/login.ts';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A private message through the call, so the two know each other (the address book lists them). */
async function sendPrivate(server: { url: string }, from: LoginResult, to: LoginResult, text: string) {
  const sent = await post(
    server,
    CHAT_PATHS.send,
    { conversationID: `C2C${to.user.id}`, client_id: crypto.randomUUID(), type: 'text', payload: { text } },
    from.token,
  );
  expect(sent.code).toBe(0);
}

/** A logged-in browser of its own on the chat page. */
async function chatPage(browser: Browser, server: { url: string }, login: LoginResult): Promise<Page> {
  const context = await browser.newContext();
  await logInContext(context, server.url, login);
  const page = await context.newPage();
  await page.goto(`${server.url}/chat-chat`);
  await expect(page.getByRole('heading', { name: 'Messages', level: 1 })).toBeVisible();
  return page;
}

/** The group's row in the conversation list (marked as a group). */
const groupRow = (page: Page) => page.getByRole('button', { name: /Group\s*Derby fans/ });

/** Scans the page for critical or serious axe violations. */
async function axeClean(page: Page) {
  const { violations } = await (await axeOf(page)).options({ resultTypes: ['violations'] }).analyze();
  const bad = violations
    .filter((v) => v.impact === 'critical' || v.impact === 'serious')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(bad).toEqual([]);
}

test('a group made in the page reaches both members, shows the sender, and goes for everyone when its owner destroys it', async ({
  browser,
  server,
}) => {
  const [owner, amy, ben] = await Promise.all([registerUser(server), registerUser(server), registerUser(server)]);
  await sendPrivate(server, owner, amy, 'hello amy');
  await sendPrivate(server, owner, ben, 'hello ben');
  const [host, amyPage, benPage] = await Promise.all([
    chatPage(browser, server, owner),
    chatPage(browser, server, amy),
    chatPage(browser, server, ben),
  ]);
  try {
    // The owner names a group and picks Amy and Ben from the address book.
    await host.getByRole('button', { name: 'New group' }).click();
    const create = host.getByRole('dialog', { name: 'New group' });
    await create.getByLabel('Group name').fill('Derby fans');
    await create.getByRole('checkbox', { name: amy.user.user_nickname, exact: true }).check();
    await create.getByRole('checkbox', { name: ben.user.user_nickname, exact: true }).check();
    await axeClean(host);
    await create.getByRole('button', { name: 'Create' }).click();
    await expect(create).toBeHidden();
    await expect(host.getByRole('heading', { name: /Derby fans/, level: 2 })).toBeVisible();

    const composer = host.getByRole('textbox', { name: 'Message' });
    await composer.fill('kick-off at eight');
    await composer.press('Enter');

    for (const page of [amyPage, benPage]) {
      await groupRow(page).click();
      const said = page.getByRole('log').getByRole('listitem').filter({ hasText: 'kick-off at eight' });
      // A group message from someone else names its sender.
      await expect(said).toContainText(owner.user.user_nickname);
    }

    // Only the owner may destroy it, after a confirm; it leaves every member's list.
    await host.getByRole('button', { name: 'Conversation options' }).click();
    await host.getByRole('menuitem', { name: 'Destroy the group' }).click();
    await expect(host.getByText('Destroy Derby fans for every member? This cannot be undone.')).toBeVisible();
    await host.getByRole('button', { name: 'Destroy the group' }).click();
    for (const page of [host, amyPage, benPage]) {
      await expect(groupRow(page)).toHaveCount(0);
      await expect(page.getByRole('heading', { name: /Derby fans/ })).toHaveCount(0);
    }
  } finally {
    for (const page of [host, amyPage, benPage]) await page.context().close();
  }
});

test('the owner adds a member from the group menu; a member leaves; the owner then lists who is left', async ({
  browser,
  server,
}) => {
  const [owner, amy, ben] = await Promise.all([registerUser(server), registerUser(server), registerUser(server)]);
  await sendPrivate(server, owner, ben, 'hello ben');
  const made = await post<ChatGroup>(
    server,
    CHAT_PATHS.createGroup,
    { name: 'Derby fans', user_ids: [amy.user.id] },
    owner.token,
  );
  expect(made.code).toBe(0);
  const [host, benPage] = await Promise.all([chatPage(browser, server, owner), chatPage(browser, server, ben)]);
  try {
    await groupRow(host).click();
    await host.getByRole('button', { name: 'Conversation options' }).click();
    await host.getByRole('menuitem', { name: 'Add members' }).click();
    const add = host.getByRole('dialog', { name: 'Add members to Derby fans' });
    await add.getByRole('checkbox', { name: ben.user.user_nickname, exact: true }).check();
    // Members already in are not offered again.
    await expect(add.getByRole('checkbox', { name: amy.user.user_nickname, exact: true })).toHaveCount(0);
    await add.getByRole('button', { name: 'Add' }).click();
    await expect(add).toBeHidden();

    // Ben hears he was added: the group shows in his list. He leaves it (after a confirm).
    await groupRow(benPage).click();
    await benPage.getByRole('button', { name: 'Conversation options' }).click();
    await expect(benPage.getByRole('menuitem', { name: 'Destroy the group' })).toHaveCount(0);
    await benPage.getByRole('menuitem', { name: 'Leave the group' }).click();
    await benPage.getByRole('button', { name: 'Leave the group' }).click();
    await expect(groupRow(benPage)).toHaveCount(0);
    await expect(benPage.getByRole('log')).toHaveCount(0);

    await host.getByRole('button', { name: 'Conversation options' }).click();
    await host.getByRole('menuitem', { name: 'Members (2)' }).click();
    const members = host.getByRole('dialog', { name: 'Members of Derby fans' });
    await expect(members.getByRole('listitem')).toHaveCount(2);
    await expect(members.getByRole('listitem').filter({ hasText: owner.user.user_nickname })).toContainText('Owner');
    await expect(members.getByRole('listitem').filter({ hasText: amy.user.user_nickname })).toBeVisible();
    await axeClean(host);
    await host.keyboard.press('Escape');
    await expect(members).toBeHidden();
  } finally {
    for (const page of [host, benPage]) await page.context().close();
  }
});

test('a blocked user’s message is refused: it shows as not sent with the server’s reason', async ({
  browser,
  server,
}) => {
  const [sender, blocker] = await Promise.all([registerUser(server), registerUser(server)]);
  await sendPrivate(server, sender, blocker, 'first hello');
  const [writer, reader] = await Promise.all([chatPage(browser, server, sender), chatPage(browser, server, blocker)]);
  try {
    const nick = sender.user.user_nickname;
    await reader.getByRole('button', { name: new RegExp(escape(nick)) }).click();

    // The header menu works from the keyboard.
    await reader.getByRole('button', { name: 'Conversation options' }).focus();
    await reader.keyboard.press('Enter');
    await expect(reader.getByRole('menuitem', { name: `Block ${nick}` })).toBeVisible();
    await axeClean(reader);
    await reader.keyboard.press('Escape');
    await expect(reader.getByRole('menuitem', { name: `Block ${nick}` })).toBeHidden();

    // A received message can be reported with a reason.
    const received = reader.getByRole('log').getByRole('listitem').filter({ hasText: 'first hello' });
    await received.getByRole('button', { name: 'Report' }).click();
    const report = reader.getByRole('dialog', { name: 'Report a message' });
    await report.getByLabel('Reason').fill('spam');
    await report.getByRole('button', { name: 'Send report' }).click();
    await expect(report).toBeHidden();
    await expect(reader.getByText('Thank you: the report was sent')).toBeVisible();
    // The success toast reads as well as the page (its light tint once gave 2.6:1).
    await axeClean(reader);

    await reader.getByRole('button', { name: 'Conversation options' }).click();
    await reader.getByRole('menuitem', { name: `Block ${nick}` }).click();
    await reader.getByRole('button', { name: `Block ${nick}` }).click();
    await reader.getByRole('button', { name: 'Conversation options' }).click();
    await expect(reader.getByRole('menuitem', { name: `Unblock ${nick}` })).toBeVisible();

    await writer.goto(`${server.url}/chat-chat?to=${blocker.user.id}`);
    const composer = writer.getByRole('textbox', { name: 'Message' });
    await composer.fill('are you there');
    await composer.press('Enter');
    const mine = writer.getByRole('log').getByRole('listitem').filter({ hasText: 'are you there' });
    await expect(mine.getByText('Not sent')).toBeVisible();
    await expect(writer.getByText('This user does not accept your messages')).toBeVisible();
    await axeClean(writer);
  } finally {
    await writer.context().close();
    await reader.context().close();
  }
});

test("an anchor's fan group shows in the room with who is online; a fan joins it there and lands in its chat", async ({
  browser,
  server,
}) => {
  const demo = DEMO_ACCOUNTS.find((a) => a.role === 'anchor')!;
  const login = await post<LoginResult>(server, 'user/login', {
    mobile: `${demo.countryCode}-${demo.mobile}`,
    password: demo.password,
    device_type: 'pc',
    captcha_pass: await captchaPass(server),
  });
  expect(login.code, login.msg).toBe(0);
  const anchor = login.data;
  const room = await post<MyRoom>(server, ROOM_PATHS.startRoom, {}, anchor.token);
  const made = await post<ChatGroup>(
    server,
    CHAT_PATHS.createGroup,
    { name: 'Corner club', user_ids: [] },
    anchor.token,
  );
  expect(made.code, made.msg).toBe(0);
  const shown = await post<ChatGroup>(server, CHAT_PATHS.showGroup, { group_id: made.data.id, show: 1 }, anchor.token);
  expect(shown.code, shown.msg).toBe(0);

  // The anchor has the site open (one socket): one member of one is online.
  const host = await chatPage(browser, server, anchor);
  const fan = await registerUser(server);
  const context = await browser.newContext();
  await context.addInitScript(() => localStorage.setItem('lang', 'en'));
  await logInContext(context, server.url, fan);
  try {
    const page = await context.newPage();
    await page.goto(`${server.url}/live?id=${room.data.id}`);
    const section = page.getByRole('region', { name: 'Fan group' });
    await expect(section.getByText('Corner club')).toBeVisible();
    await expect(section).toContainText('Members: 1 · online now: 1');
    await section.getByRole('button', { name: 'Join the fan group Corner club' }).click();

    await expect(page).toHaveURL(`${server.url}/chat-chat?group=${made.data.id}`);
    await expect(page.getByRole('heading', { name: /Corner club/, level: 2 })).toBeVisible();
    // Both are in it now, both with the site open.
    await expect(page.getByText('2 of 2 online')).toBeVisible();
    await page.getByRole('textbox', { name: 'Message' }).fill('hello from the stands');
    await page.getByRole('textbox', { name: 'Message' }).press('Enter');
    await expect(host.getByRole('button', { name: /Corner club/ })).toContainText('hello from the stands');

    // Back in the room, the fan is a member: the group opens instead of asking to join.
    await page.goto(`${server.url}/live?id=${room.data.id}`);
    await expect(section).toContainText('Members: 2 · online now: 2');
    await expect(section.getByRole('link', { name: 'Open the group chat' })).toBeVisible();
  } finally {
    await context.close();
    await host.context().close();
  }
});
