import type { Browser, Locator, Page } from '@playwright/test';
import type { LoginResult } from '../../contracts/account.ts';
import { CHAT_PATHS } from '../../contracts/chat.ts';
import { post, registerUser } from '../support/accounts.ts';
import { expect, test } from './support/fixtures.ts';
import { logInContext } from './support/login.ts';

/** Messages in the conversation: more than two pages of 15, so three loads reach the start. */
const TOTAL = 40;
const label = (n: number) => `history line ${String(n).padStart(2, '0')}`;

/**
 * IMPORTANT: the server stamps each message with its own clock, so 40 messages sent in a burst
 * share (nearly) one time and no time divider stands between them; the 2-minute divider rule is
 * covered by the unit tests of `dividerFlags`.
 */
async function fillConversation(server: { url: string }, a: LoginResult, b: LoginResult) {
  // Both sides write (each stays under the 30-a-minute sending limit), one after the other.
  for (let n = 1; n <= TOTAL; n++) {
    const [from, to] = n % 2 === 1 ? [a, b] : [b, a];
    const sent = await post(
      server,
      CHAT_PATHS.send,
      {
        conversationID: `C2C${to.user.id}`,
        client_id: `history-${n}`,
        type: 'text',
        payload: { text: label(n) },
      },
      from.token,
    );
    expect(sent.code).toBe(0);
  }
}

/** Scrolls the log to its top, as a reader does to see earlier messages. */
async function scrollToTop(log: Locator) {
  await log.evaluate((el) => {
    el.scrollTop = 0;
  });
}

const items = (log: Locator) => log.getByRole('listitem');

/** The whole history, page by page: 15 shown, then 30, then all 40 and the start of the conversation. */
async function readBack(page: Page, log: Locator) {
  await expect(items(log)).toHaveCount(15);
  await expect(items(log).first()).toContainText(label(26));
  await expect(items(log).last()).toContainText(label(TOTAL));

  await scrollToTop(log);
  await expect(items(log)).toHaveCount(30);
  await expect(items(log).first()).toContainText(label(11));
  // The messages being read stay where they were: the first of the earlier view is still in sight.
  await expect(items(log).filter({ hasText: label(26) })).toBeInViewport();
  expect(await log.evaluate((el) => el.scrollTop)).toBeGreaterThan(30);
  await expect(log.getByText('No earlier messages')).toHaveCount(0);

  await scrollToTop(log);
  await expect(items(log)).toHaveCount(TOTAL);
  await expect(items(log).first()).toContainText(label(1));
  await expect(items(log).filter({ hasText: label(11) })).toBeInViewport();
  await scrollToTop(log);
  await expect(log.getByText('No earlier messages')).toBeVisible();
  await expect(page.getByText('Loading earlier messages')).toHaveCount(0);
}

/** The reader's browser on the conversation with the writer. */
async function openConversation(browser: Browser, server: { url: string }, reader: LoginResult, writer: LoginResult) {
  const context = await browser.newContext();
  await logInContext(context, server.url, reader);
  const page = await context.newPage();
  await page.goto(`${server.url}/chat-chat?to=${writer.user.id}`);
  const log = page.getByRole('log', { name: `Messages with ${writer.user.user_nickname}` });
  return { context, page, log };
}

test('40 messages load 15 at a time from the newest, keeping the reader\'s place, to "No earlier messages"', async ({
  browser,
  server,
}) => {
  test.setTimeout(60_000);
  const [writer, reader] = await Promise.all([registerUser(server), registerUser(server)]);
  await fillConversation(server, writer, reader);
  const { context, page, log } = await openConversation(browser, server, reader, writer);
  try {
    await readBack(page, log);
  } finally {
    await context.close();
  }
});

test('after a server restart the whole history reads back the same', async ({ browser, server }) => {
  test.setTimeout(60_000);
  const [writer, reader] = await Promise.all([registerUser(server), registerUser(server)]);
  await fillConversation(server, writer, reader);

  await server.restart();
  const { context, page, log } = await openConversation(browser, server, reader, writer);
  try {
    await readBack(page, log);
  } finally {
    await context.close();
  }
});
