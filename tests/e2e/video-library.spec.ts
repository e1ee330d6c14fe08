import { writeFileSync } from 'node:fs';
import { ACCOUNT_PATHS } from '../../contracts/account.ts';
import { UPLOAD_TOKEN_HEADER, type UploadGrant } from '../../contracts/member.ts';
import { ROOM_PATHS, type LiveUrl, type MyRoom } from '../../contracts/room.ts';
import { VIDEO_LIBRARY_PATHS } from '../../contracts/video-library.ts';
import { VIDEO_MAX_BYTES, VIDEO_PATHS, VIDEO_UPLOAD_PATH, type Video } from '../../contracts/videos.ts';
import { get, post } from '../support/accounts.ts';
import { driveGoal, expect, playableMatch, test } from './support/fixtures.ts';
import { demoLogin, logInContext } from './support/login.ts';
import { escapeRegExp } from './support/score-pages.ts';
import { ffmpegAvailable, rtmpTarget, startRtmpPush, whilePushing, type RtmpPush } from './support/rtmp-push.ts';

/**
 * Acceptance 2: an anchor streams a bound match (ffmpeg test pattern) while the feed scores;
 * after the broadcast the goal's highlight clip is in `/video-list` under the match's league,
 * plays in `/video-player`, and a second visit the same day counts no second view.
 * Acceptance 3 (videos): like and favourite, the favourite in the member centre; an over-size or
 * wrong-format upload shows the seed's message and the server refuses it by content.
 */

const hasFfmpeg = ffmpegAvailable();
if (!hasFfmpeg && process.env.CI === 'true') throw new Error('ffmpeg is required in CI for video-library.spec.ts');

test.describe.configure({ mode: 'serial' });

async function data<T>(server: { url: string }, path: string, body: Record<string, unknown>, token: string) {
  const result = await post<T>(server, path, body, token);
  if (result.code !== 0) throw new Error(`${path}: ${result.msg}`);
  return result.data;
}

let encoder: RtmpPush | null = null;
test.afterEach(async () => {
  await encoder?.stop();
  encoder = null;
});

/** The highlight clip the first test makes; the second test likes and keeps it. */
let clipId = 0;

test('a goal of a bound broadcast becomes a highlight clip in the league’s list that plays and counts one view a day', async ({
  page,
  context,
  server,
}) => {
  test.skip(!hasFfmpeg, 'ffmpeg not found: install it to run the highlight clip spec');
  const anchor = await demoLogin(server, 'anchor');
  // The latest kick-off, started now: the feed plays fast, and the earliest may kick off on its own meanwhile.
  const match = await playableMatch(
    server,
    (await server.snapshot('football')).list.map((m) => m.id),
  );

  await data<MyRoom>(server, ROOM_PATHS.startRoom, {}, anchor.token);
  const room = await data<MyRoom>(
    server,
    ROOM_PATHS.setLiveInfo,
    { title: 'Highlights night', category_id: 1, match_id: match.id },
    anchor.token,
  );
  const url = await data<LiveUrl>(server, ROOM_PATHS.liveUrl, { reset: 1 }, anchor.token);

  await logInContext(context, server.url, await demoLogin(server, 'viewer'));
  await page.goto(`${server.url}/live?id=${room.id}`);
  const status = page.getByTestId('live-status');
  encoder = startRtmpPush(rtmpTarget(url.rtmp_url, url.stream_key!));
  // Generous: the encoder and the media node share a busy machine with the browser.
  await whilePushing(encoder, expect(status).toHaveAttribute('data-status', 'live'));
  const live = page.locator('video[data-testid="live-video"]');
  const playedTo = () => live.evaluate((v: HTMLVideoElement) => v.currentTime);
  await expect.poll(playedTo).toBeGreaterThan(1);

  // The feed scores while the broadcast records; the stream goes on a little after the goal.
  const scored = await driveGoal(server, match.id, 'home');
  const atGoal = await playedTo();
  await expect.poll(playedTo).toBeGreaterThan(atGoal + 2);
  await encoder.stop();
  encoder = null;
  await expect(status).toHaveAttribute('data-status', 'ended');

  // The clip is cut once the recording is kept: it shows in the list of the match's league.
  const title = `Goal ${match.home_team_name_en} ${scored.home_score}-${scored.away_score} ${match.away_team_name_en}`;
  await page.goto(`${server.url}/video-list?category=league:${match.league_id}`);
  const list = page.getByRole('list', { name: 'Videos' });
  const card = list.getByRole('link', { name: new RegExp(escapeRegExp(title)) });
  await expect
    .poll(
      async () => {
        await page.reload();
        // The list is there once the page has its answer (empty or not).
        await expect(list).toBeAttached();
        return card.count();
      },
      { timeout: 60_000 },
    )
    .toBe(1);
  await expect(card).toContainText('Highlights');
  await expect(page.getByRole('button', { name: /^.+ \(\d+\)$/, pressed: true })).toHaveCount(1);

  // It plays in the player, and the first play counts one view.
  const firstView = page.waitForResponse((r) => r.url().includes(VIDEO_PATHS.addView));
  await card.click();
  await expect(page).toHaveURL(/\/video-player\?id=\d+$/);
  clipId = Number(new URL(page.url()).searchParams.get('id'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(new RegExp(`^${escapeRegExp(title)}`));
  const player = page.getByTestId('video-player');
  await expect.poll(() => player.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThan(0.3);
  await firstView;
  await expect(page.getByText(/^1 views ·/)).toBeVisible();
  const info = await get<Video>(server, VIDEO_PATHS.info, { id: clipId });
  expect(info.data).toMatchObject({ source: 'highlight', format: 'mp4', views: 1, league: { id: match.league_id } });
  expect(info.data.cover).toMatch(/^\/media\/videos\/clip-\d+\.jpg$/);

  // A second visit the same day plays again and counts nothing more.
  const secondView = page.waitForResponse((r) => r.url().includes(VIDEO_PATHS.addView));
  await page.reload();
  await expect.poll(() => player.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThan(0.3);
  expect(await (await secondView).json()).toMatchObject({ code: 0, data: { views: 1 } });
  expect((await get<Video>(server, VIDEO_PATHS.info, { id: clipId })).data.views).toBe(1);
});

test('a viewer likes, keeps and comments on a video, and finds it in the member centre', async ({
  page,
  context,
  server,
}) => {
  test.skip(clipId === 0, 'needs the highlight clip of the previous test');
  await logInContext(context, server.url, await demoLogin(server, 'viewer'));
  await page.goto(`${server.url}/video-player?id=${clipId}`);
  const like = page.getByRole('button', { name: /^Like \d+$/ });
  await like.click();
  await expect(page.getByRole('button', { name: 'Liked 1', pressed: true })).toBeVisible();
  await page.getByRole('button', { name: /^Favourite \d+$/ }).click();
  await expect(page.getByRole('button', { name: 'In favourites 1', pressed: true })).toBeVisible();
  // Comments through the one comments module: a comment (shown as text), a reply, a comment like.
  const said = 'What a strike <b>wow</b>';
  const comments = page.getByRole('region', { name: /^Comments \(\d+\)$/ });
  await comments.getByRole('textbox', { name: 'Comment' }).fill(said);
  await comments.getByRole('button', { name: 'Send' }).click();
  const mine = comments.getByTestId('comment').filter({ hasText: said });
  await expect(mine).toBeVisible();
  await mine.getByRole('button', { name: 'Like 0' }).click();
  await expect(mine.getByRole('button', { name: 'Like 1' })).toHaveAttribute('aria-pressed', 'true');
  await mine.getByRole('button', { name: 'Reply' }).click();
  await comments.getByRole('textbox', { name: 'Comment' }).fill('And the replay too');
  await comments.getByRole('button', { name: 'Send' }).click();
  await expect(mine.getByTestId('comment').filter({ hasText: 'And the replay too' })).toBeVisible();
  // Kept across a reload: the server holds them.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Liked 1', pressed: true })).toBeVisible();
  await expect(page.getByTestId('comment').filter({ hasText: said })).toBeVisible();

  await page.goto(`${server.url}/member?type=19`);
  const favourites = page.getByRole('list', { name: 'Favourite videos' });
  await expect(favourites.getByRole('listitem')).toHaveCount(1);
  await favourites.getByRole('link').first().click();
  await expect(page).toHaveURL(new RegExp(`/video-player\\?id=${clipId}$`));
});

test('an over-size or wrong-format upload shows the seed’s message, and the server refuses it by content', async ({
  page,
  context,
  server,
}, testInfo) => {
  const anchor = await demoLogin(server, 'anchor');
  await data<MyRoom>(server, ROOM_PATHS.startRoom, {}, anchor.token);
  // The worker's server is shared with other specs, which may have posted uploads of their own.
  const uploads = async () =>
    (await get<{ total: number }>(server, VIDEO_LIBRARY_PATHS.videoList, { category: 'kind:upload' })).data.total;
  const uploadsBefore = await uploads();
  await logInContext(context, server.url, anchor);
  await page.goto(`${server.url}/member?type=9`);
  await page.getByRole('tab', { name: 'Videos' }).click();
  const form = page.getByRole('form', { name: 'Post a video' });
  const input = form.getByLabel('MP4 file');

  // A picture named like a video is refused by what it holds.
  const fake = testInfo.outputPath('not-a-video.mp4');
  writeFileSync(fake, Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(256, 7)]));
  await input.setInputFiles(fake);
  await expect(form.getByText('Please upload the correct video format', { exact: true })).toBeVisible();

  // 50 MB or more is refused before any upload.
  const big = testInfo.outputPath('too-big.mp4');
  writeFileSync(big, Buffer.alloc(VIDEO_MAX_BYTES + 1));
  await input.setInputFiles(big);
  await expect(form.getByText('Please upload the correct video format: a video must be under 50 MB')).toBeVisible();

  // The server checks the content itself, whatever the client says about the body.
  const grant = await data<UploadGrant>(server, ACCOUNT_PATHS.uploadToken, {}, anchor.token);
  const refused = await page.request.post(`${server.url}${VIDEO_UPLOAD_PATH}`, {
    headers: { 'content-type': 'video/mp4', [UPLOAD_TOKEN_HEADER]: grant.token, lang: 'en' },
    data: Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(256, 7)]),
  });
  expect(await refused.json()).toMatchObject({ code: 1, msg: 'Please upload the correct video format (MP4)' });
  // Nothing of it reached the library.
  expect(await uploads()).toBe(uploadsBefore);
});
