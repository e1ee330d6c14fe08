import { spawnSync } from 'node:child_process';
import type { LoginResult } from '../../contracts/account.ts';
import { ROOM_PATHS, type MyRoom } from '../../contracts/room.ts';
import { VIDEO_PATHS, type Video } from '../../contracts/videos.ts';
import { DEMO_ACCOUNTS } from '../../server/accounts/demo-accounts.ts';
import { captchaPass, get, post } from '../support/accounts.ts';
import { expect, test } from './support/fixtures.ts';
import { logInContext } from './support/login.ts';
import { ffmpegAvailable } from './support/rtmp-push.ts';

/** The demo anchor `npm start` creates, logged in through the real password login. */
async function demoAnchor(server: { url: string }): Promise<LoginResult> {
  const demo = DEMO_ACCOUNTS.find((a) => a.role === 'anchor');
  if (!demo) throw new Error('no demo anchor');
  const login = await post<LoginResult>(server, 'user/login', {
    mobile: `${demo.countryCode}-${demo.mobile}`,
    password: demo.password,
    device_type: 'pc',
    captcha_pass: await captchaPass(server),
  });
  if (login.code !== 0) throw new Error(`demo anchor login refused: ${login.msg}`);
  return login.data;
}

test('an anchor uploads an MP4 as a video and a visitor plays it in the room', async ({
  page,
  context,
  browser,
  server,
}, testInfo) => {
  test.skip(!ffmpegAvailable(), 'ffmpeg is not installed: the test video cannot be made');
  const file = testInfo.outputPath('goal.mp4');
  const made = spawnSync('ffmpeg', [
    ...['-loglevel', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc=duration=2:size=160x120:rate=10'],
    ...['-pix_fmt', 'yuv420p', '-movflags', '+faststart', file],
  ]);
  expect(made.status, made.stderr?.toString()).toBe(0);

  const anchor = await demoAnchor(server);
  const room = await post<MyRoom>(server, ROOM_PATHS.startRoom, {}, anchor.token);
  expect(room.code, room.msg).toBe(0);
  const title = `Goal of the week ${Date.now() % 100_000}`;

  // The anchor uploads it from the anchor centre, with a title.
  await logInContext(context, server.url, anchor);
  await page.goto(`${server.url}/member?type=9`);
  await page.getByRole('tab', { name: 'Videos' }).click();
  const form = page.getByRole('form', { name: 'Post a video' });
  await form.getByLabel('MP4 file').setInputFiles(file);
  await expect(form.getByText('Uploaded, duration 0:02')).toBeVisible();
  await form.getByLabel('Video title').fill(title);
  await form.getByRole('button', { name: 'Post video' }).click();
  await expect(form.getByText('Video posted')).toBeVisible();
  const row = page.getByRole('region', { name: 'My videos' }).getByRole('row').filter({ hasText: title });
  await expect(row).toBeVisible();
  await expect(row.getByRole('cell', { name: '0:02', exact: true })).toBeVisible();
  await expect(row.getByRole('cell', { name: '0', exact: true })).toBeVisible();

  // A visitor opens the room, sees the card and plays it.
  const visitor = await browser.newContext();
  await visitor.addInitScript(() => localStorage.setItem('lang', 'en'));
  const watcher = await visitor.newPage();
  await watcher.goto(`${server.url}/live?id=${room.data.id}`);
  const videos = watcher.getByRole('region', { name: 'Videos' });
  const card = videos.getByRole('button', { name: `Play ${title}` });
  await expect(card).toBeVisible();
  await expect(card).toContainText('0:02');
  await expect(card).toContainText('Views 0');
  await card.click();
  const dialog = watcher.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  const player = dialog.getByTestId('room-video-player');
  await expect.poll(() => player.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThan(0.3);

  // The view is counted once: on the server and on the card.
  await expect(dialog.getByText('views 1')).toBeVisible();
  await expect(card).toContainText('Views 1');
  const mine = await get<{ list: Video[] }>(server, VIDEO_PATHS.anchorWorks, {}, anchor.token);
  expect(mine.data.list.find((v) => v.title === title)?.views).toBe(1);
  await visitor.close();
});
