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
 * share (nearly) one time and no time divider stands between them; the divider test below pins the
 * server's chat clock instead.
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

/** Now, as the reader's page sees it: Wednesday 25 November 2026, 12:00 UTC. */
const NOW_S = Date.UTC(2026, 10, 25, 12, 0, 0) / 1000;
const DAY_S = 24 * 3600;
const at = (daysAgo: number, clock: string) => {
  const [h, m, s] = clock.split(':').map(Number) as [number, number, number];
  return NOW_S - daysAgo * DAY_S - 12 * 3600 + h * 3600 + m * 60 + s;
};

/**
 * A conversation laid out over ten days, with the time each message's divider shows (null: no
 * divider, the message came less than 2 minutes after the one before it).
 */
const TIMELINE: { text: string; atS: number; divider: string | null }[] = [
  { text: 'ten days ago', atS: at(10, '09:00:00'), divider: '15 Nov 2026' },
  { text: 'four days ago', atS: at(4, '10:00:00'), divider: 'Sat 10:00' },
  { text: 'two days ago', atS: at(2, '09:30:00'), divider: 'the day before yesterday 09:30' },
  { text: 'yesterday evening', atS: at(1, '18:30:00'), divider: 'yesterday 18:30' },
  { text: 'this morning', atS: at(0, '08:00:00'), divider: '08:00' },
  { text: 'a minute later', atS: at(0, '08:01:00'), divider: null },
  { text: '119 s later', atS: at(0, '08:02:59'), divider: null },
  { text: '120 s later', atS: at(0, '08:04:59'), divider: '08:04' },
  { text: 'half a minute ago', atS: NOW_S - 30, divider: 'just now' },
];

test('time dividers stand where two messages are 2 minutes apart, in the relative words of the chosen language', async ({
  browser,
  server,
}) => {
  const [writer, reader] = await Promise.all([registerUser(server), registerUser(server)]);
  try {
    for (const [n, line] of TIMELINE.entries()) {
      await server.pinChatClock(line.atS);
      const sent = await post(
        server,
        CHAT_PATHS.send,
        {
          conversationID: `C2C${reader.user.id}`,
          client_id: `timeline-${n}`,
          type: 'text',
          payload: { text: line.text },
        },
        writer.token,
      );
      expect(sent.code).toBe(0);
    }
  } finally {
    await server.pinChatClock(null);
  }

  const context = await browser.newContext({ timezoneId: 'UTC' });
  await context.addInitScript(() => localStorage.setItem('lang', 'en'));
  await logInContext(context, server.url, reader);
  const page = await context.newPage();
  await page.clock.setFixedTime(NOW_S * 1000);
  try {
    await page.goto(`${server.url}/chat-chat?to=${writer.user.id}`);
    const log = page.getByRole('log', { name: `Messages with ${writer.user.user_nickname}` });
    await expect(items(log)).toHaveCount(TIMELINE.length);
    for (const line of TIMELINE) {
      const time = items(log).filter({ hasText: line.text }).getByRole('time');
      if (line.divider === null) await expect(time).toHaveCount(0);
      else await expect(time).toHaveText(line.divider);
    }

    // The same times in Chinese.
    await context.addInitScript(() => localStorage.setItem('lang', 'zh'));
    await page.reload();
    const zhLog = page.getByRole('log');
    await expect(items(zhLog).filter({ hasText: 'half a minute ago' }).getByRole('time')).toHaveText('刚刚');
    await expect(items(zhLog).filter({ hasText: 'yesterday evening' }).getByRole('time')).toHaveText('昨天 18:30');
    await expect(items(zhLog).filter({ hasText: 'two days ago' }).getByRole('time')).toHaveText('前天 09:30');
    await expect(items(zhLog).filter({ hasText: 'four days ago' }).getByRole('time')).toHaveText('周六 10:00');
  } finally {
    await context.close();
  }
});
