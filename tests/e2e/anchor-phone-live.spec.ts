import { LIVE_STATUS, ROOM_PATHS, type Broadcast, type MyRoom, type Page as ListPage } from '../../contracts/room.ts';
import { post } from '../support/accounts.ts';
import { expect, test } from './support/fixtures.ts';
import { demoLogin, logInContext } from './support/login.ts';
import { ffmpegAvailable, startRtmpPush, whilePushing, type RtmpPush } from './support/rtmp-push.ts';

/**
 * The anchor calls of issue 18 in the anchor centre: the matches a broadcast covers
 * (`Live/setLiveList`), going live from a phone (`Live/mobileStartRoom`: a push address as a QR
 * code), changing the broadcast while it is live (`live/updateLive`), and ending it for good
 * (`Live/endRoom`: the encoder's reconnects are refused).
 */

const hasFfmpeg = ffmpegAvailable();
if (!hasFfmpeg && process.env.CI === 'true') throw new Error('ffmpeg is required in CI for anchor-phone-live.spec.ts');

let encoder: RtmpPush | null = null;
test.afterEach(async () => {
  await encoder?.stop();
  encoder = null;
});

test('an anchor lists the matches covered, goes live from a phone, retitles the broadcast live and ends it for good', async ({
  page,
  context,
  server,
}) => {
  test.skip(!hasFfmpeg, 'ffmpeg not found: install it to push a stream');
  const anchor = await demoLogin(server, 'anchor');
  const own = async () => (await post<MyRoom>(server, ROOM_PATHS.startRoom, {}, anchor.token)).data;
  // A football category, so today's football matches can be listed.
  await post(server, ROOM_PATHS.updateLive, { category_id: 1, match_id: 0 }, anchor.token);
  await post(server, ROOM_PATHS.setLiveList, { match_ids: [] }, anchor.token);
  await logInContext(context, server.url, anchor);
  await page.goto(`${server.url}/member?type=9`);
  await expect(page.getByRole('heading', { name: 'Anchor centre' })).toBeVisible();

  // Two matches of today, in the order picked, saved.
  const list = page.getByRole('region', { name: /^Matches covered/ });
  for (let i = 0; i < 2; i++) {
    await list.getByLabel('Add a match', { exact: true }).press('Enter');
    await page.getByRole('listbox').getByRole('option').nth(1).click();
  }
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(list.getByText('2/10')).toBeVisible();
  await list
    .getByRole('button', { name: /^Move .* up$/ })
    .last()
    .click();
  await list.getByRole('button', { name: 'Save the list' }).click();
  await expect(list.getByText('Match list saved')).toBeVisible();
  const saved = (await own()).live_list;
  expect(saved).toHaveLength(2);
  // Viewers see them on the room page, in the anchor's order, each linking to its match.
  const room = await context.newPage();
  await room.goto(`${server.url}/live?id=${(await own()).id}`);
  const covered = room.getByRole('region', { name: 'Also on this broadcast' });
  const links = covered.getByRole('link');
  await expect(links).toHaveCount(2);
  for (const [i, id] of saved.entries()) {
    await expect(links.nth(i)).toHaveAttribute('href', `/score-live?id=${id}`);
  }
  await room.close();

  // A phone push address, as a QR code and as text, with a key of its own.
  const phone = page.getByRole('region', { name: 'Go live from a phone' });
  await phone.getByRole('button', { name: 'Get a phone push address' }).click();
  await expect(phone.getByRole('img', { name: 'The push address as a QR code' })).toBeVisible();
  const pushUrl = await phone.getByTestId('phone-push-url').inputValue();
  expect(pushUrl).toMatch(/^rtmp:\/\/.+\/live\/\d+\?key=[\w-]{32}$/);
  await expect(phone.getByText('Shown only this once')).toBeVisible();

  // The phone (ffmpeg here) pushes: the room goes live and is listed under a covered match.
  encoder = startRtmpPush(pushUrl);
  await whilePushing(encoder, expect(page.getByTestId('live-status')).toHaveText('Live'));
  const watchable = await post<ListPage<{ id: number }>>(server, ROOM_PATHS.liveList, {
    type: 0,
    match_id: saved[1]!,
  });
  expect(watchable.data.list.map((r) => r.id)).toContain((await own()).id);

  // Mid-broadcast: a new title, applied now, to the room and to this broadcast's record.
  const title = `Second half ${Date.now() % 100_000}`;
  await page.getByRole('button', { name: 'Edit live info' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change the broadcast now' });
  await dialog.getByLabel('Title', { exact: true }).fill(title);
  await dialog.getByRole('button', { name: 'Apply now' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('The broadcast is updated')).toBeVisible();
  expect((await own()).title).toBe(title);
  const records = await post<ListPage<Broadcast>>(server, ROOM_PATHS.broadcastList, {}, anchor.token);
  expect(records.data.list[0]).toMatchObject({ title, ended_at: null });

  // Ended from the centre: the push is cut, and the phone app's reconnect (OBS and phone apps retry
  // on their own) is refused, the centre's reads after the end notwithstanding (a lost and found
  // network included: the centre reads the room again then).
  const starts: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes(ROOM_PATHS.startRoom)) starts.push(request.url());
  });
  await page.getByRole('button', { name: 'End broadcast' }).click();
  await page.getByRole('dialog', { name: 'End broadcast' }).getByRole('button', { name: 'End', exact: true }).click();
  await expect(page.getByTestId('live-status')).toHaveText('Ended');
  expect(await encoder.exited).not.toBeNull();
  await context.setOffline(true);
  const readAgain = page.waitForResponse((response) => response.url().includes(ROOM_PATHS.roomInfo));
  await context.setOffline(false);
  await readAgain;
  expect(starts, 'Live/startRoom lifts the refusal of reconnects').toEqual([]);
  const reconnect = startRtmpPush(pushUrl);
  encoder = reconnect;
  const outcome = await Promise.race([
    reconnect.exited,
    page
      .getByTestId('live-status')
      .filter({ hasText: /^Live$/ })
      .waitFor()
      .then(() => 'live again' as const),
  ]);
  expect(outcome, reconnect.output()).not.toBe('live again');
  expect(outcome).not.toBe(0);
  expect((await own()).live_status).toBe(LIVE_STATUS.ended);
});
