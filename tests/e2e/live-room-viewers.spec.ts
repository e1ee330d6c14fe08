import type { LoginResult, MemberInfo } from '../../contracts/account.ts';
import { ECONOMY_PATHS, type Contribution, type Gift } from '../../contracts/room-economy.ts';
import { ROOM_PATHS, type MyRoom } from '../../contracts/room.ts';
import { DEMO_ACCOUNTS } from '../../server/accounts/demo-accounts.ts';
import { get, logIn, post, registerUser } from '../support/accounts.ts';
import { expect, test } from './support/fixtures.ts';
import { logInContext } from './support/login.ts';

/**
 * Acceptance 2: two viewers in separate browser contexts. A barrage from one reaches the other;
 * a gift moves exactly its price from the viewer to the anchor and shows on the contribution
 * list; a kick sends every tab of the kicked viewer to /anchor?type=0. How fast a barrage arrives
 * is measured by `npm run bench` (barrage latency), never asserted here by the wall clock.
 */

type Server = { url: string };

async function ok<T>(call: Promise<{ code: number; msg: string; data: T }>): Promise<T> {
  const result = await call;
  if (result.code !== 0) throw new Error(result.msg);
  return result.data;
}

function demoLogin(server: Server, role: 'viewer' | 'anchor'): Promise<LoginResult> {
  const demo = DEMO_ACCOUNTS.find((a) => a.role === role)!;
  return logIn(server, `${demo.countryCode}-${demo.mobile}`, demo.password);
}

async function wallet(server: Server, token: string): Promise<{ balance: number; income: number }> {
  const info = await ok(get<MemberInfo>(server, 'Member/info', {}, token));
  return { balance: info.balance, income: info.income };
}

test('two viewers: a barrage reaches the other, an exact gift on the contribution list, a kick for every tab', async ({
  browser,
  server,
}) => {
  const anchor = await demoLogin(server, 'anchor');
  const room = await ok(post<MyRoom>(server, ROOM_PATHS.startRoom, {}, anchor.token));
  const giver = await demoLogin(server, 'viewer');
  const watcher = await registerUser(server);

  const giverContext = await browser.newContext();
  const watcherContext = await browser.newContext();
  await logInContext(giverContext, server.url, giver);
  await logInContext(watcherContext, server.url, watcher);
  const giverPage = await giverContext.newPage();
  const watcherPage = await watcherContext.newPage();
  const roomUrl = `${server.url}/live?id=${room.id}`;
  await giverPage.goto(roomUrl);
  await watcherPage.goto(roomUrl);
  // Both sockets are in the room once the online count says so.
  await expect(watcherPage.getByTestId('room-online')).toContainText('2');

  // ---- barrage: from one viewer to the other -----------------------------------------------------
  const text = `Goal incoming <b>${Date.now()}</b>`;
  await giverPage.getByTestId('barrage-input').fill(text);
  await giverPage.getByTestId('barrage-send').click();
  const line = watcherPage.getByTestId('chat-line').filter({ hasText: text });
  await expect(line).toBeVisible();
  // Shown as text, never as markup.
  await expect(line.locator('b')).toHaveCount(0);
  await expect(watcherPage.getByTestId('danmaku')).toHaveAttribute('data-last', text);

  // ---- a gift moves exactly its price and shows on the contribution list -------------------------
  const gifts = await ok(get<Gift[]>(server, ECONOMY_PATHS.giftList));
  const gift = gifts.find((g) => g.price === 10)!;
  const contributed = async () =>
    (await ok(post<Contribution[]>(server, ECONOMY_PATHS.contributionList, { room_id: room.id, period: 'day' }))).find(
      (c) => c.user.id === giver.user.id,
    )?.diamonds ?? 0;
  const contributedBefore = await contributed();
  const giverBefore = await wallet(server, giver.token);
  const anchorBefore = await wallet(server, anchor.token);
  await giverPage.getByTestId(`gift-${gift.id}`).click();
  await giverPage.getByTestId('gift-send').click();
  await expect(giverPage.getByTestId('gift-balance')).toHaveText(String(giverBefore.balance - gift.price));
  expect(await wallet(server, giver.token)).toMatchObject({ balance: giverBefore.balance - gift.price });
  expect((await wallet(server, anchor.token)).income).toBe(anchorBefore.income + gift.price);

  await watcherPage.getByRole('tab', { name: 'Contributions' }).click();
  const row = watcherPage.getByTestId('contribution-row').filter({ hasText: giver.user.user_nickname });
  await expect(row).toBeVisible();
  expect(await contributed()).toBe(contributedBefore + gift.price);
  await expect(row.getByTestId('contribution-diamonds')).toContainText(String(contributedBefore + gift.price));

  // ---- a kick sends every tab of that viewer to /anchor?type=0 -----------------------------------
  const secondTab = await watcherContext.newPage();
  await secondTab.goto(`${server.url}/main`);
  // The tab hears kick-outs once its notice listener is on (the app marks the document).
  for (const page of [watcherPage, secondTab])
    await expect(page.locator('html')).toHaveAttribute('data-room-notices', 'on');
  await ok(post(server, ROOM_PATHS.kickout, { room_id: room.id, user_id: watcher.user.id }, anchor.token));
  for (const page of [watcherPage, secondTab]) {
    await expect(page).toHaveURL(/\/anchor\?type=0$/);
  }
  // The giver stays in the room.
  await expect(giverPage).toHaveURL(roomUrl);

  await giverContext.close();
  await watcherContext.close();
});
