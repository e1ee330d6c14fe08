import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope } from '../../contracts/api.ts';
import {
  ROOM_PATHS,
  type Broadcast,
  type LiveUrl,
  type MobileStart,
  type MyRoom,
  type Page,
  type RoomInfo,
} from '../../contracts/room.ts';
import type { HubMessage } from '../../server/rooms/room-hub.ts';
import { post } from '../support/accounts.ts';
import { ffmpegAvailable, rtmpTarget, startRtmpPush, type RtmpPush } from '../e2e/support/rtmp-push.ts';
import { makeAnchor, quickUser, type QuickUser } from './support/room-users.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

/**
 * The streaming side for real: the embedded media node in the server, ffmpeg pushing RTMP with the
 * stream key, HTTP-FLV out, recordings with Range requests, and the anchor centre's checks.
 */

const hasFfmpeg = ffmpegAvailable();
if (!hasFfmpeg) {
  if (process.env.CI === 'true') throw new Error('ffmpeg is required in CI for the media tests (apt install ffmpeg)');
  console.warn('media.test.ts: ffmpeg not found, RTMP tests skipped (install ffmpeg to run them)');
}

let server: TestServer;
let anchor: QuickUser & { roomId: number };
let viewer: QuickUser;
const pushes: RtmpPush[] = [];
const heard: HubMessage[] = [];

async function call<T>(path: string, body: Record<string, unknown> = {}, token?: string): Promise<Envelope<T>> {
  return post<T>(server, path, body, token);
}

async function data<T>(path: string, body: Record<string, unknown> = {}, token?: string): Promise<T> {
  const result = await call<T>(path, body, token);
  expect(result.code, `${path}: ${result.msg}`).toBe(0);
  return result.data;
}

async function waitFor(what: string, test: () => Promise<boolean> | boolean, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await test()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

const liveStatus = async () => (await data<RoomInfo>(ROOM_PATHS.roomInfo, { room_id: anchor.roomId })).live_status;

function push(rtmpUrl: string, streamKey: string): RtmpPush {
  const started = startRtmpPush(rtmpTarget(rtmpUrl, streamKey));
  pushes.push(started);
  return started;
}

/** The push was cut off by the server (ffmpeg gave up) within the time limit. */
async function expectDisconnected(refused: RtmpPush, timeoutMs = 10_000): Promise<void> {
  const code = await Promise.race([
    refused.exited,
    new Promise<'running'>((r) => setTimeout(() => r('running'), timeoutMs)),
  ]);
  expect(code, refused.output()).not.toBe('running');
  expect(code).not.toBe(0);
}

beforeAll(async () => {
  server = await startTestServer({ media: 'embedded' });
  server.live.hub.listen((message) => heard.push(message));
  const user = await quickUser(server);
  anchor = { ...user, roomId: await makeAnchor(server, user.id) };
  viewer = await quickUser(server);
});

afterAll(async () => {
  await Promise.all(pushes.map((p) => p.stop()));
  await server?.close();
});

describe('the anchor centre', () => {
  it('refuses a plain viewer the streamer calls', async () => {
    for (const path of [ROOM_PATHS.liveUrl, ROOM_PATHS.startRoom, ROOM_PATHS.endRoom, ROOM_PATHS.setPlacard]) {
      const refused = await call(path, { announcement: 'hi' }, viewer.token);
      expect(refused.code, path).toBe(1);
      expect(refused.msg).toBe('Apply to become an anchor first');
    }
    const plan = await call(
      ROOM_PATHS.plan,
      { title: 'Derby', starts_at: Math.floor(Date.now() / 1000) + 600 },
      viewer.token,
    );
    expect(plan).toMatchObject({ code: 1, msg: 'Apply to become an anchor first' });
  });

  it('keeps an announcement to 50 characters and tells the room', async () => {
    const refused = await call(ROOM_PATHS.setPlacard, { announcement: 'x'.repeat(51) }, anchor.token);
    expect(refused).toMatchObject({ code: 1, msg: 'An announcement is at most 50 characters' });
    const before = heard.length;
    await data(ROOM_PATHS.setPlacard, { announcement: '今晚八点德比' + 'x'.repeat(44) }, anchor.token);
    const placard = await data<{ announcement: string }>(ROOM_PATHS.placard, { room_id: anchor.roomId });
    expect([...placard.announcement]).toHaveLength(50);
    expect(heard.slice(before).some((m) => m.to === 'room' && m.raw.includes('"announcement"'))).toBe(true);
  });

  it('takes only the anchor’s own upload as the cover, and checks title and category', async () => {
    const foreign = `/uploads/u${viewer.id}-${'ab'.repeat(12)}.png`;
    const base = { title: 'Derby night', category_id: 1 };
    expect(await call(ROOM_PATHS.setLiveInfo, { ...base, cover: foreign }, anchor.token)).toMatchObject({
      code: 1,
      msg: 'Upload the cover image first (PNG or JPG, at most 5 MB)',
    });
    // Named as the anchor's but never uploaded.
    const missing = `/uploads/u${anchor.id}-${'cd'.repeat(12)}.png`;
    expect((await call(ROOM_PATHS.setLiveInfo, { ...base, cover: missing }, anchor.token)).code).toBe(1);
    expect((await call(ROOM_PATHS.setLiveInfo, { ...base, title: 'x'.repeat(41) }, anchor.token)).msg).toBe(
      'A title is at most 40 characters',
    );
    expect((await call(ROOM_PATHS.setLiveInfo, { ...base, category_id: 999 }, anchor.token)).msg).toBe(
      'Choose a category',
    );
    const room = await data<MyRoom>(ROOM_PATHS.setLiveInfo, base, anchor.token);
    expect(room).toMatchObject({ title: 'Derby night', category_id: 1, cover: '', stream_key_hint: null });
  });

  it('plans broadcasts in the future only', async () => {
    const nowS = Math.floor(Date.now() / 1000);
    expect((await call(ROOM_PATHS.plan, { title: 'Late', starts_at: nowS - 60 }, anchor.token)).msg).toBe(
      'Choose a start time in the future',
    );
    const planned = await data<{ id: number }>(
      ROOM_PATHS.plan,
      { title: 'Derby', starts_at: nowS + 600 },
      anchor.token,
    );
    const list = await data<{ id: number }[]>(ROOM_PATHS.plannedList, { room_id: anchor.roomId });
    expect(list.map((p) => p.id)).toContain(planned.id);
  });
});

describe.skipIf(!hasFfmpeg)('RTMP from an encoder to viewers', () => {
  let url: LiveUrl;

  it('shows the stream key once', async () => {
    url = await data<LiveUrl>(ROOM_PATHS.liveUrl, {}, anchor.token);
    expect(url.rtmp_url).toMatch(/^rtmp:\/\/127\.0\.0\.1:\d+\/live$/);
    expect(url.rtmp_url).not.toContain(':0/');
    expect(url.stream_key).toMatch(new RegExp(`^${anchor.roomId}\\?key=[\\w-]{32}$`));
    expect(url.stream_key!.endsWith(url.stream_key_hint)).toBe(true);
    const again = await data<LiveUrl>(ROOM_PATHS.liveUrl, {}, anchor.token);
    expect(again).toMatchObject({ stream_key: null, stream_key_hint: url.stream_key_hint });
    const row = await server.live.database.db
      .selectFrom('rooms')
      .select(['stream_key_hash'])
      .where('id', '=', anchor.roomId)
      .executeTakeFirstOrThrow();
    expect(row.stream_key_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.stream_key_hash).not.toContain(url.stream_key!.split('=')[1]);
  });

  it('refuses a wrong key before any media: the encoder is cut off and the room never goes live', async () => {
    const wrong = push(url.rtmp_url, `${anchor.roomId}?key=${'A'.repeat(32)}`);
    await expectDisconnected(wrong);
    const missing = push(url.rtmp_url, `${anchor.roomId}`);
    await expectDisconnected(missing);
    // The right key under another spelling of the room's name (`/live/01`).
    await expectDisconnected(push(url.rtmp_url, `0${url.stream_key!}`));
    expect(await liveStatus()).toBe(0);
    expect((await fetch(`${server.url}/media/live/${anchor.roomId}.flv`)).status).toBe(404);
  });

  it('goes live with the right key, plays as HTTP-FLV, ends when the push stops and keeps a recording', async () => {
    // A viewer reserved the broadcast the anchor planned for ten minutes from now.
    const planned = await server.live.database.db
      .selectFrom('planned_broadcasts')
      .select('id')
      .where('room_id', '=', anchor.roomId)
      .executeTakeFirstOrThrow();
    await server.live.database.db
      .insertInto('broadcast_reservations')
      .values({ user_id: viewer.id, planned_id: planned.id, created_at: Math.floor(Date.now() / 1000) })
      .execute();

    const encoder = push(url.rtmp_url, url.stream_key!);
    await waitFor('the room to go live', async () => (await liveStatus()) === 1);
    const info = await data<RoomInfo>(ROOM_PATHS.roomInfo, { room_id: anchor.roomId });
    expect(info.play_url).toBe(`/media/live/${anchor.roomId}.flv`);
    expect(heard.some((m) => m.to === 'room' && m.raw.includes('"status"') && m.raw.includes('"live_status":1'))).toBe(
      true,
    );
    await waitFor('the reservation reminder', () =>
      heard.some((m) => m.to === 'user' && m.user_id === viewer.id && m.raw.includes('"reserveStart"')),
    );

    const flv = await fetch(`${server.url}${info.play_url}`);
    expect(flv.status).toBe(200);
    expect(flv.headers.get('content-type')).toBe('video/x-flv');
    const reader = flv.body!.getReader();
    let received = Buffer.alloc(0);
    while (received.length < 20_000) {
      const { value, done } = await reader.read();
      if (done) break;
      received = Buffer.concat([received, Buffer.from(value)]);
    }
    await reader.cancel();
    expect(received.subarray(0, 3).toString('latin1')).toBe('FLV');
    expect(received.length).toBeGreaterThanOrEqual(20_000);

    // One encoder per key: a second one is cut off and the first stays on air.
    const second = push(url.rtmp_url, url.stream_key!);
    await expectDisconnected(second);
    expect(await liveStatus()).toBe(1);
    // Nor does the key let an encoder in under another spelling of the room's name.
    for (const alias of [`0${url.stream_key!}`, `00${url.stream_key!}`]) {
      await expectDisconnected(push(url.rtmp_url, alias));
    }
    expect(await liveStatus()).toBe(1);

    encoder.child.kill('SIGKILL');
    const stoppedAt = Date.now();
    await waitFor('the room to end', async () => (await liveStatus()) === 2, 10_000);
    expect(Date.now() - stoppedAt).toBeLessThan(8_000);

    const own = await data<Page<Broadcast>>(ROOM_PATHS.broadcastList, {}, anchor.token);
    expect(own.total).toBe(1);
    const playback = await data<Page<Broadcast>>(ROOM_PATHS.playbackList, { room_id: anchor.roomId });
    expect(playback.list).toHaveLength(1);
    const [broadcast] = playback.list;
    expect(broadcast).toMatchObject({ room_id: anchor.roomId, title: 'Derby night' });
    expect(broadcast!.ended_at).not.toBeNull();
    expect(broadcast!.play_url).toMatch(new RegExp(`^/media/recordings/live/${anchor.roomId}/\\d+\\.flv$`));

    const ranged = await fetch(`${server.url}${broadcast!.play_url}`, { headers: { range: 'bytes=0-99' } });
    expect(ranged.status).toBe(206);
    expect(ranged.headers.get('content-range')).toMatch(/^bytes 0-99\/\d+$/);
    const head = Buffer.from(await ranged.arrayBuffer());
    expect(head).toHaveLength(100);
    expect(head.subarray(0, 3).toString('latin1')).toBe('FLV');
  });

  it('ends the room on request: the encoder is disconnected and its reconnects refused', async () => {
    await data(ROOM_PATHS.startRoom, {}, anchor.token);
    const encoder = push(url.rtmp_url, url.stream_key!);
    await waitFor('the room to go live again', async () => (await liveStatus()) === 1);
    await data(ROOM_PATHS.endRoom, {}, anchor.token);
    expect(await liveStatus()).toBe(2);
    await expectDisconnected(encoder);
    const retry = push(url.rtmp_url, url.stream_key!);
    await expectDisconnected(retry);
    expect(await liveStatus()).toBe(2);
  });

  it('a reset key replaces the old one at once', async () => {
    await data(ROOM_PATHS.startRoom, {}, anchor.token);
    const reset = await data<LiveUrl>(ROOM_PATHS.liveUrl, { reset: 1 }, anchor.token);
    expect(reset.stream_key).not.toBe(url.stream_key);
    const old = push(url.rtmp_url, url.stream_key!);
    await expectDisconnected(old);
    expect(await liveStatus()).toBe(2);
    const fresh = push(reset.rtmp_url, reset.stream_key!);
    await waitFor('the room to go live with the new key', async () => (await liveStatus()) === 1);
    await fresh.stop();
    await waitFor('the room to end', async () => (await liveStatus()) === 2, 10_000);
  });

  it('a phone goes live with the key Live/mobileStartRoom gives; the OBS key keeps working', async () => {
    const obs = await data<LiveUrl>(ROOM_PATHS.liveUrl, { reset: 1 }, anchor.token);
    const first = await data<MobileStart>(ROOM_PATHS.mobileStartRoom, {}, anchor.token);
    const phone = await data<MobileStart>(ROOM_PATHS.mobileStartRoom, { title: 'From the stands' }, anchor.token);
    // Each start makes a new phone key: the one before stops working at once.
    await expectDisconnected(push(first.push.rtmp_url, first.push.stream_key));
    expect(await liveStatus()).toBe(2);

    const fromPhone = push(phone.push.rtmp_url, phone.push.stream_key);
    await waitFor('the room to go live from the phone', async () => (await liveStatus()) === 1);
    expect((await data<RoomInfo>(ROOM_PATHS.roomInfo, { room_id: anchor.roomId })).title).toBe('From the stands');
    await fromPhone.stop();
    await waitFor('the room to end', async () => (await liveStatus()) === 2, 10_000);

    const fromObs = push(obs.rtmp_url, obs.stream_key!);
    await waitFor('the room to go live from OBS', async () => (await liveStatus()) === 1);
    await fromObs.stop();
    await waitFor('the room to end', async () => (await liveStatus()) === 2, 10_000);
  });
});
