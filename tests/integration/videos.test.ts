import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_PATHS } from '../../contracts/account.ts';
import type { Envelope } from '../../contracts/api.ts';
import { UPLOAD_PATH, UPLOAD_TOKEN_HEADER, type UploadGrant, type UploadResult } from '../../contracts/member.ts';
import type { Page } from '../../contracts/room.ts';
import {
  VIDEO_MAX_BYTES,
  VIDEO_PATHS,
  VIDEO_UPLOAD_PATH,
  type Video,
  type VideoUpload,
} from '../../contracts/videos.ts';
import { sweepUnposted } from '../../server/videos/video-service.ts';
import { get, post } from '../support/accounts.ts';
import { throwAwayDatabase } from './support/pg-database.ts';
import { newAnchor, newUser, type QuickUser } from './support/room-users.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

const databaseUrl = process.env.TEST_DATABASE_URL;
const hasFfmpeg = spawnSync('ffmpeg', ['-hide_banner', '-version'], { stdio: 'ignore' }).status === 0;
if (!hasFfmpeg) console.warn('videos.test.ts: ffmpeg not found, the real MP4 upload case is skipped (install ffmpeg)');

function box(type: string, body: Buffer = Buffer.alloc(0)): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(8 + body.length, 0);
  head.write(type, 4, 'latin1');
  return Buffer.concat([head, body]);
}

/** A minimal MP4 by its boxes (ftyp, moov with a 5-second mvhd, mdat): enough for the content check. */
function boxMp4(): Buffer {
  const mvhd = Buffer.alloc(100);
  mvhd.writeUInt32BE(1000, 12);
  mvhd.writeUInt32BE(5000, 16);
  return Buffer.concat([
    box('ftyp', Buffer.from('isom\0\0\x02\0isomiso2mp41', 'latin1')),
    box('moov', box('mvhd', mvhd)),
    box('mdat', Buffer.alloc(2000, 3)),
  ]);
}

const PNG = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(64, 1)]);

describe.each([
  ['sqlite', undefined],
  ['postgres', databaseUrl],
] as const)('video records (%s)', (kind, url) => {
  const skip = kind === 'postgres' && !url;
  let server: TestServer;
  let scratch: Awaited<ReturnType<typeof throwAwayDatabase>> | null = null;
  let dataDir: string;
  let work: string;
  let anchor: QuickUser & { roomId: number };
  let other: QuickUser & { roomId: number };
  let viewer: QuickUser;
  let broadcastId: number;
  let otherBroadcastId: number;

  const db = () => server.live.database.db;
  const videoFiles = () => readdirSync(path.join(dataDir, 'videos'));
  const grant = async (user: QuickUser) =>
    (await post<UploadGrant>(server, ACCOUNT_PATHS.uploadToken, {}, user.token)).data.token;
  const upload = async (
    body: Buffer,
    token: string | null,
  ): Promise<{ status: number; body: Envelope<VideoUpload> }> => {
    const response = await fetch(`${server.url}${VIDEO_UPLOAD_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'video/mp4', lang: 'en', ...(token ? { [UPLOAD_TOKEN_HEADER]: token } : {}) },
      body: new Uint8Array(body),
    });
    return { status: response.status, body: (await response.json()) as Envelope<VideoUpload> };
  };
  const uploaded = async (user: QuickUser, body = boxMp4()) => {
    const result = await upload(body, await grant(user));
    expect(result.body, result.body.msg).toMatchObject({ code: 0 });
    return result.body.data;
  };
  const insert = (user: QuickUser, params: Record<string, unknown>) =>
    post<Video>(server, VIDEO_PATHS.insert, params, user.token);
  const addBroadcast = async (roomId: number, recording: string | null) =>
    (
      await db()
        .insertInto('broadcasts')
        .values({
          room_id: roomId,
          title: 'Derby night',
          match_id: null,
          started_at: 1_700_000_000,
          ended_at: 1_700_000_000 + 5400,
          recording,
          recording_bytes: 123_456,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;

  beforeAll(async () => {
    if (skip) return;
    scratch = url ? await throwAwayDatabase(url, 'videos') : null;
    dataDir = mkdtempSync(path.join(tmpdir(), 'videos-test-'));
    work = mkdtempSync(path.join(tmpdir(), 'videos-work-'));
    server = await startTestServer({ databaseUrl: scratch?.url, dataDir });
    anchor = await newAnchor(server);
    other = await newAnchor(server);
    viewer = await newUser(server);
    broadcastId = await addBroadcast(anchor.roomId, `${anchor.roomId}/rec-1.flv`);
    otherBroadcastId = await addBroadcast(other.roomId, `${other.roomId}/rec-1.flv`);
  });
  afterAll(async () => {
    await server?.close();
    await scratch?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    if (work) rmSync(work, { recursive: true, force: true });
  });

  it.skipIf(skip || !hasFfmpeg)(
    'uploads a real MP4 made by ffmpeg and serves it with Range (needs ffmpeg)',
    async () => {
      const file = path.join(work, `${kind}.mp4`);
      const made = spawnSync('ffmpeg', [
        ...['-loglevel', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc=duration=2:size=160x120:rate=10'],
        ...['-pix_fmt', 'yuv420p', '-movflags', '+faststart', file],
      ]);
      expect(made.status, made.stderr?.toString()).toBe(0);
      const bytes = readFileSync(file);
      const result = await uploaded(anchor, bytes);
      expect(result).toMatchObject({ bytes: bytes.length, duration_s: 2 });
      expect(result.file).toMatch(new RegExp(`^u${anchor.id}-[0-9a-f]{24}\\.mp4$`));

      const ranged = await fetch(`${server.url}/media/videos/${result.file}`, { headers: { range: 'bytes=0-99' } });
      expect(ranged.status).toBe(206);
      expect(ranged.headers.get('content-range')).toBe(`bytes 0-99/${bytes.length}`);
      expect(ranged.headers.get('content-type')).toMatch(/^video\/mp4/);
      expect(ranged.headers.get('x-content-type-options')).toBe('nosniff');
      expect(Buffer.from(await ranged.arrayBuffer())).toEqual(bytes.subarray(0, 100));
    },
  );

  it.skipIf(skip)('refuses uploads without a valid grant, from non-anchors, and of what is not an MP4', async () => {
    const before = videoFiles();
    const denied = 'The upload permission is invalid or has expired, please try again';
    expect((await upload(boxMp4(), null)).body).toMatchObject({ code: 1, msg: denied });
    const forged = `${anchor.id}.${Math.floor(Date.now() / 1000) + 600}.${'x'.repeat(43)}`;
    expect((await upload(boxMp4(), forged)).body).toMatchObject({ code: 1, msg: denied });
    expect((await upload(boxMp4(), await grant(viewer))).body).toMatchObject({
      code: 1,
      msg: 'Apply to become an anchor first',
    });
    expect((await upload(PNG, await grant(anchor))).body).toMatchObject({
      code: 1,
      msg: 'Please upload the correct video format (MP4)',
    });
    const cut = boxMp4().subarray(0, 1500);
    expect((await upload(cut, await grant(anchor))).body.msg).toMatch(/incomplete or damaged/);
    // Nothing kept, no temp file left behind.
    expect(videoFiles()).toEqual(before);
  });

  it.skipIf(skip)('refuses a body past the size limit with 413', async () => {
    const response = await server.live.app.inject({
      method: 'POST',
      url: VIDEO_UPLOAD_PATH,
      headers: {
        'content-type': 'video/mp4',
        'content-length': String(VIDEO_MAX_BYTES + 1),
        [UPLOAD_TOKEN_HEADER]: await grant(anchor),
        lang: 'en',
      },
      payload: boxMp4(),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({
      code: 1,
      msg: 'Please upload the correct video format: a video must be under 50 MB',
    });
  });

  it.skipIf(skip)('lets only anchors post, and only their own uploads and recordings, once', async () => {
    const mine = await uploaded(anchor);
    expect((await insert(viewer, { title: 'Mine', broadcast_id: broadcastId })).msg).toBe(
      'Apply to become an anchor first',
    );
    expect((await insert(other, { title: 'Stolen', file: mine.file })).msg).toBe(
      'Upload the video first: this file is not one of your uploads',
    );
    expect((await insert(other, { title: 'Stolen', broadcast_id: broadcastId })).msg).toBe(
      'That broadcast is not one of yours, or it has no kept recording',
    );
    const unrecorded = await addBroadcast(anchor.roomId, null);
    expect((await insert(anchor, { title: 'No tape', broadcast_id: unrecorded })).code).toBe(1);
    expect((await insert(anchor, { title: '   ', file: mine.file })).msg).toBe('Enter a title for the video');
    expect((await insert(anchor, { title: 'x'.repeat(41), file: mine.file })).msg).toBe(
      'A video title is at most 40 characters',
    );
    expect((await insert(anchor, { title: 'Both', file: mine.file, broadcast_id: broadcastId })).msg).toBe(
      'Choose either one of your broadcast recordings or an uploaded MP4',
    );
    expect((await insert(anchor, { title: 'Cover', file: mine.file, cover: '/uploads/u1-aaaa.png' })).msg).toBe(
      'Upload the cover image first (PNG or JPG, at most 5 MB)',
    );

    const fromRecording = await insert(anchor, { title: '  Derby   replay ', broadcast_id: broadcastId });
    expect(fromRecording.data).toMatchObject({
      title: 'Derby replay',
      format: 'flv',
      source: 'broadcast',
      broadcast_id: broadcastId,
      duration_s: 5400,
      bytes: 123_456,
      play_url: `/media/recordings/${anchor.roomId}/rec-1.flv`,
      room_id: anchor.roomId,
      views: 0,
      mine: true,
    });
    expect((await insert(anchor, { title: 'Again', broadcast_id: broadcastId })).msg).toBe(
      'This broadcast has already been posted as a video',
    );

    const image = await fetch(`${server.url}${UPLOAD_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'image/png', [UPLOAD_TOKEN_HEADER]: await grant(anchor) },
      body: new Uint8Array(PNG),
    });
    const cover = ((await image.json()) as Envelope<UploadResult>).data.url;
    const fromUpload = await insert(anchor, { title: 'Goal of the week', file: mine.file, cover });
    expect(fromUpload.data).toMatchObject({
      format: 'mp4',
      source: 'upload',
      cover,
      duration_s: 5,
      bytes: boxMp4().length,
      play_url: `/media/videos/${mine.file}`,
      author: { id: anchor.id },
    });
    expect((await insert(anchor, { title: 'Again', file: mine.file })).msg).toBe(
      'This upload has already been posted as a video',
    );
    const played = await fetch(`${server.url}${fromUpload.data.play_url}`, { headers: { range: 'bytes=8-15' } });
    expect(played.status).toBe(206);
    expect(played.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it.skipIf(skip)('lists an anchor’s videos newest first by anchor, room or as their own, and gives info', async () => {
    const ids = [];
    for (const title of ['First', 'Second', 'Third']) {
      ids.push((await insert(other, { title, file: (await uploaded(other)).file })).data.id);
    }
    const byAnchor = await get<Page<Video>>(server, VIDEO_PATHS.anchorWorks, { anchor_id: other.id, limit: 2 });
    expect(byAnchor.data.total).toBe(3);
    expect(byAnchor.data.list.map((v) => v.id)).toEqual([ids[2], ids[1]]);
    expect(byAnchor.data.list[0]).toMatchObject({ title: 'Third', mine: false, room_id: other.roomId });
    const page2 = await get<Page<Video>>(server, VIDEO_PATHS.anchorWorks, { room_id: other.roomId, limit: 2, page: 2 });
    expect(page2.data.list.map((v) => v.id)).toEqual([ids[0]]);
    const own = await get<Page<Video>>(server, VIDEO_PATHS.anchorWorks, {}, other.token);
    expect(own.data.list.map((v) => v.id)).toEqual([ids[2], ids[1], ids[0]]);
    expect(own.data.list.every((v) => v.mine)).toBe(true);
    expect((await get(server, VIDEO_PATHS.anchorWorks, {})).code).toBe(700);
    expect((await get(server, VIDEO_PATHS.anchorWorks, { room_id: 987_654 })).msg).toBe('This room does not exist');
    expect((await get(server, VIDEO_PATHS.anchorWorks, { anchor_id: other.id, limit: 51 })).code).toBe(1);

    const info = await get<Video>(server, VIDEO_PATHS.info, { id: ids[1]! });
    expect(info.data).toMatchObject({ id: ids[1], title: 'Second', duration_s: 5, views: 0, mine: false });
    expect((await get(server, VIDEO_PATHS.info, { id: 987_654 })).msg).toBe('This video does not exist');
  });

  it.skipIf(skip)('counts a viewer once a day, users and visitors apart', async () => {
    const { data: video } = await insert(other, { title: 'Views', file: (await uploaded(other)).file });
    const view = (token?: string) => post<{ views: number }>(server, VIDEO_PATHS.addView, { id: video.id }, token);
    expect((await view(viewer.token)).data).toEqual({ views: 1 });
    expect((await view(viewer.token)).data).toEqual({ views: 1 });
    expect((await view()).data).toEqual({ views: 2 });
    expect((await view()).data).toEqual({ views: 2 });
    expect((await get<Video>(server, VIDEO_PATHS.info, { id: video.id })).data.views).toBe(2);
    const rows = await db().selectFrom('video_views').selectAll().where('video_id', '=', video.id).execute();
    expect(rows.map((r) => r.viewer).sort()).toEqual([expect.stringMatching(/^a[0-9a-f]{40}$/), `u${viewer.id}`]);
    expect((await view()).code).toBe(0);
    expect((await post(server, VIDEO_PATHS.addView, { id: 987_654 })).msg).toBe('This video does not exist');
  });

  it.skipIf(skip)(
    'lets only the author delete; an upload’s file goes, a recording’s broadcast can be posted again',
    async () => {
      const upload = await uploaded(anchor);
      const { data: video } = await insert(anchor, { title: 'Short-lived', file: upload.file });
      expect((await post(server, VIDEO_PATHS.delete, { id: video.id }, other.token)).msg).toBe(
        'Only the author can delete this video',
      );
      expect(videoFiles()).toContain(upload.file);
      expect((await post(server, VIDEO_PATHS.delete, { id: video.id }, anchor.token)).code).toBe(0);
      expect(existsSync(path.join(dataDir, 'videos', upload.file))).toBe(false);
      expect((await fetch(`${server.url}/media/videos/${upload.file}`)).status).toBe(404);
      expect((await get(server, VIDEO_PATHS.info, { id: video.id })).msg).toBe('This video does not exist');

      const { data: replay } = await insert(other, { title: 'Replay', broadcast_id: otherBroadcastId });
      expect((await post(server, VIDEO_PATHS.delete, { id: replay.id }, other.token)).code).toBe(0);
      expect((await insert(other, { title: 'Replay again', broadcast_id: otherBroadcastId })).code).toBe(0);
    },
  );

  it.skipIf(skip)('removes uploads nobody posted within a day and broken-off temp files, keeps the rest', async () => {
    const dir = path.join(dataDir, 'videos');
    const posted = await uploaded(anchor);
    await insert(anchor, { title: 'Kept', file: posted.file });
    const unposted = await uploaded(anchor);
    const fresh = await uploaded(anchor);
    const temp = '.tmp-0123456789abcdef01234567';
    writeFileSync(path.join(dir, temp), 'half an upload');
    const dayAgo = new Date(Date.now() - 25 * 3_600_000);
    for (const name of [posted.file, unposted.file, temp]) utimesSync(path.join(dir, name), dayAgo, dayAgo);

    expect(await sweepUnposted(db(), dir, Date.now())).toBe(2);
    const left = videoFiles();
    expect(left).toEqual(expect.arrayContaining([posted.file, fresh.file]));
    expect(left).not.toContain(unposted.file);
    expect(left).not.toContain(temp);
    expect((await insert(anchor, { title: 'Too late', file: unposted.file })).code).toBe(1);
  });
});
