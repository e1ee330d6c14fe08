import { ROOM_PATHS, type Barrage, type MyRoom } from '../../contracts/room.ts';
import { post, registerUser } from '../support/accounts.ts';
import { expect, test } from './support/fixtures.ts';
import { demoLogin, logInContext } from './support/login.ts';

/**
 * The room's chat list follows its newest line while the viewer is at the bottom, and stops only
 * when the viewer scrolls up: then a pill counts what arrived and takes them back down.
 */

type Server = { url: string };

async function send(server: Server, token: string, roomId: number, text: string): Promise<void> {
  const result = await post<Barrage>(server, ROOM_PATHS.barrageSend, { room_id: roomId, text }, token);
  if (result.code !== 0) throw new Error(`Barrage/send: ${result.msg}`);
}

// Its own server: the demo anchor sends some 40 barrages, within the anchor's 100 per 30 s.
test('the chat follows new barrages, and after the viewer scrolls up a pill brings them down', async ({
  browser,
  ownServer: server,
}) => {
  const anchor = await demoLogin(server, 'anchor');
  const room = (await post<MyRoom>(server, ROOM_PATHS.startRoom, {}, anchor.token)).data;
  const stamp = Date.now() % 100_000;
  for (let i = 0; i < 30; i++) await send(server, anchor.token, room.id, `history ${stamp}-${i}`);

  const viewer = await registerUser(server);
  const context = await browser.newContext();
  await logInContext(context, server.url, viewer);
  const page = await context.newPage();
  await page.goto(`${server.url}/live?id=${room.id}`);
  const lines = page.getByTestId('chat-line');
  const log = page.getByRole('log');
  await expect(lines.filter({ hasText: `history ${stamp}-29` })).toBeInViewport();
  await expect(page.getByTestId('room-online')).toContainText('1');

  // Live lines, one after another: each is scrolled into view as it comes.
  for (let i = 0; i < 6; i++) {
    const text = `live ${stamp}-${i}`;
    await send(server, anchor.token, room.id, text);
    await expect(lines.filter({ hasText: text })).toBeInViewport();
  }
  await expect(page.getByRole('button', { name: /new messages/ })).toHaveCount(0);

  // The viewer scrolls up to read: a new line leaves the list where it is and shows the pill.
  await log.hover();
  await page.mouse.wheel(0, -300);
  await expect(lines.filter({ hasText: `live ${stamp}-5` })).not.toBeInViewport();
  const top = await log.evaluate((el) => el.scrollTop);
  const late = `late ${stamp}`;
  await send(server, anchor.token, room.id, late);
  const pill = page.getByRole('button', { name: '1 new messages' });
  await expect(pill).toBeVisible();
  expect(await log.evaluate((el) => el.scrollTop)).toBe(top);
  await expect(lines.filter({ hasText: late })).not.toBeInViewport();

  await pill.click();
  await expect(lines.filter({ hasText: late })).toBeInViewport();
  await expect(pill).toHaveCount(0);
  await context.close();
});
