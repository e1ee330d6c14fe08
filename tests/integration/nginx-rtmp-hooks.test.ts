import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOM_PATHS, type Broadcast, type LiveUrl, type Page, type RoomInfo } from '../../contracts/room.ts';
import { NGINX_RTMP_HOOK_PATH } from '../../server/media/nginx-rtmp-hooks.ts';
import { post } from '../support/accounts.ts';
import { throwAwayDatabase } from './support/pg-database.ts';
import { newAnchor, type QuickUser } from './support/room-users.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

/**
 * nginx-rtmp as the external media node: its form callbacks decide a publish before any media
 * flows, keep one publisher per room, end the room and keep its recording. On PostgreSQL with Redis
 * the callbacks of one stream reach two server processes, as behind a load balancer.
 */

const SECRET = 'nginx-hook-secret-0123456789';
const PLAY = 'https://media.example.com';
const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;

interface Callback {
  call: string;
  name: string;
  clientid?: string;
  /** The RTMP URL's query, appended raw as nginx-rtmp does (`key=...`). */
  args?: string;
  path?: string;
  app?: string;
}

describe.each([
  ['SQLite', undefined],
  ['PostgreSQL', databaseUrl],
] as const)('nginx-rtmp callbacks on %s', (kind, url) => {
  // Where the callbacks land: one server on SQLite; on PostgreSQL, two behind one Redis.
  let a: TestServer;
  let b: TestServer;
  let scratch: Awaited<ReturnType<typeof throwAwayDatabase>> | null = null;
  let anchor: QuickUser & { roomId: number };
  const skip = kind === 'PostgreSQL' && !url;

  beforeAll(async () => {
    if (skip) return;
    scratch = url ? await throwAwayDatabase(url, 'nginx_hooks') : null;
    const options = {
      media: 'external' as const,
      env: {
        MEDIA: 'external',
        MEDIA_PUBLIC_PLAY_URL: `${PLAY}/`,
        MEDIA_PLAY_FORMAT: 'hls',
        MEDIA_HOOK_SECRET: SECRET,
        MEDIA_HOOK_ALLOW: '127.0.0.1',
        // Behind one proxy: the caller is the last X-Forwarded-For hop.
        TRUST_PROXY: '1',
      },
      ...(scratch ? { databaseUrl: scratch.url } : {}),
      ...(scratch && redisUrl ? { redisUrl, busPrefix: `test-${randomUUID()}:` } : {}),
    };
    a = await startTestServer(options);
    b = scratch && redisUrl ? await startTestServer(options) : a;
    anchor = await newAnchor(a);
  });
  afterAll(async () => {
    if (b !== a) await b?.close();
    await a?.close();
    await scratch?.drop();
  });

  const hook = async (server: TestServer, callback: Callback, init: { token?: string; from?: string } = {}) => {
    const { args, ...fields } = callback;
    const form = new URLSearchParams({
      app: 'live',
      flashver: 'FMLE/3.0',
      tcurl: 'rtmp://127.0.0.1/live',
      addr: '203.0.113.7',
      clientid: '1',
      ...fields,
    }).toString();
    const response = await fetch(`${server.url}${NGINX_RTMP_HOOK_PATH}?token=${init.token ?? SECRET}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': init.from ?? '127.0.0.1' },
      body: args ? `${form}&${args}` : form,
      redirect: 'manual',
    });
    return { status: response.status, location: response.headers.get('location') };
  };
  const status = async () =>
    (await post<RoomInfo>(a, ROOM_PATHS.roomInfo, { room_id: anchor.roomId })).data.live_status;
  const newKey = async () => {
    const made = await post<LiveUrl>(a, ROOM_PATHS.liveUrl, { reset: 1 }, anchor.token);
    expect(made.code, made.msg).toBe(0);
    return { name: made.data.stream_key!.split('?')[0]!, args: made.data.stream_key!.split('?')[1]! };
  };

  it('refuses a caller without the secret or from another address, and malformed callbacks', async (context) => {
    if (skip) return context.skip();
    const key = await newKey();
    const publish = { call: 'publish', ...key };
    expect((await hook(a, publish, { token: 'x'.repeat(28) })).status).toBe(403);
    expect((await hook(a, publish, { token: '' })).status).toBe(403);
    expect((await hook(a, publish, { from: '198.51.100.9' })).status).toBe(403);
    // A value given twice (an encoder appending `&clientid=` to its URL), another app, an unknown call.
    expect((await hook(a, { ...publish, args: `${key.args}&clientid=9` })).status).toBe(400);
    expect((await hook(a, { ...publish, app: 'other' })).status).toBe(400);
    expect((await hook(a, { ...publish, call: 'connect' })).status).toBe(400);
    expect((await hook(a, { call: 'record_done', name: key.name, path: '/rec/live/../../etc/passwd' })).status).toBe(
      400,
    );
    expect(await status()).toBe(0);
  });

  it('accepts the right key before any media, naming the stream by its room', async (context) => {
    if (skip) return context.skip();
    const key = await newKey();
    // Wrong, missing or another room's key; a name that is not the room id in canonical form.
    expect((await hook(a, { call: 'publish', name: key.name, args: `key=${'B'.repeat(32)}` })).status).toBe(403);
    expect((await hook(a, { call: 'publish', name: key.name })).status).toBe(403);
    expect((await hook(a, { call: 'publish', name: '999999999', args: key.args })).status).toBe(403);
    expect((await hook(a, { call: 'publish', name: `0${key.name}`, args: key.args })).status).toBe(403);
    expect(await status()).toBe(0);

    const accepted = await hook(a, { call: 'publish', clientid: '7', ...key });
    expect(accepted).toEqual({ status: 302, location: String(anchor.roomId) });
    expect(await status()).toBe(1);
    const room = await post<RoomInfo>(b, ROOM_PATHS.roomInfo, { room_id: anchor.roomId });
    expect(room.data.play_url).toBe(`${PLAY}/hls/${anchor.roomId}.m3u8`);

    // One publisher per room: a second encoder, or the same callback again, is refused, on any process.
    expect((await hook(b, { call: 'publish', clientid: '8', ...key })).status).toBe(403);
    expect((await hook(a, { call: 'publish', clientid: '7', ...key })).status).toBe(403);
    // The refused encoder's end does not end the broadcast.
    expect((await hook(b, { call: 'publish_done', clientid: '8', ...key })).status).toBe(200);
    expect(await status()).toBe(1);
    // The publisher's renewals are accepted; another one's are not.
    expect((await hook(b, { call: 'update_publish', clientid: '7', ...key })).status).toBe(200);
    expect((await hook(b, { call: 'update_publish', clientid: '8', ...key })).status).toBe(403);

    // It stops: the room ends and its recording, reported apart, is the broadcast's.
    expect((await hook(b, { call: 'publish_done', clientid: '7', ...key })).status).toBe(200);
    expect(await status()).toBe(2);
    const file = `${anchor.roomId}-1700000000.flv`;
    const recorded = await hook(a, {
      call: 'record_done',
      clientid: '7',
      ...key,
      path: `/var/media/recordings/live/${file}`,
    });
    expect(recorded.status).toBe(200);
    const playback = await post<Page<Broadcast>>(b, ROOM_PATHS.playbackList, { room_id: anchor.roomId });
    expect(playback.data.list[0]?.play_url).toBe(`${PLAY}/recordings/live/${file}`);
    // Another room's recording is not this room's.
    expect((await hook(a, { call: 'record_done', ...key, path: `/rec/live/1${file}` })).status).toBe(400);
    // A renewal sent as it stopped, arriving after its end, does not hold the room for nobody.
    expect((await hook(a, { call: 'update_publish', clientid: '7', ...key })).status).toBe(403);
    expect((await hook(a, { call: 'publish', clientid: '9', ...key })).status).toBe(302);
    expect((await hook(a, { call: 'publish_done', clientid: '9', ...key })).status).toBe(200);
  });

  it('refuses a replaced key, and cuts the encoder when the anchor ends the broadcast', async (context) => {
    if (skip) return context.skip();
    const old = await newKey();
    const key = await newKey();
    // A key replayed after its reset.
    expect((await hook(a, { call: 'publish', clientid: '20', ...old })).status).toBe(403);
    expect((await hook(a, { call: 'publish', clientid: '21', ...key })).status).toBe(302);
    expect(await status()).toBe(1);

    const ended = await post(b, ROOM_PATHS.endRoom, {}, anchor.token);
    expect(ended.code, ended.msg).toBe(0);
    expect(await status()).toBe(2);
    // nginx-rtmp's next renewal is refused (it drops the encoder), and so are its reconnects.
    expect((await hook(a, { call: 'update_publish', clientid: '21', ...key })).status).toBe(403);
    expect((await hook(a, { call: 'publish', clientid: '22', ...key })).status).toBe(403);
    // The anchor opens the anchor centre again: going live is wanted.
    expect((await post(a, ROOM_PATHS.startRoom, {}, anchor.token)).code).toBe(0);
    expect((await hook(b, { call: 'publish', clientid: '23', ...key })).status).toBe(302);
    expect(await status()).toBe(1);
    // A key reset while live cuts the stream at its next renewal.
    const next = await newKey();
    expect((await hook(a, { call: 'update_publish', clientid: '23', ...key })).status).toBe(403);
    expect((await hook(b, { call: 'publish_done', clientid: '23', ...key })).status).toBe(200);
    expect(await status()).toBe(2);
    expect((await hook(b, { call: 'publish', clientid: '24', ...next })).status).toBe(302);
    expect((await hook(b, { call: 'publish_done', clientid: '24', ...next })).status).toBe(200);
  });
});
