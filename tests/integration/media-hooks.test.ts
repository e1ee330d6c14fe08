import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOM_PATHS, type Broadcast, type LiveUrl, type Page, type RoomInfo } from '../../contracts/room.ts';
import { buildApp, type LiveApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { HOOK_SIGNATURE_HEADER, HOOK_TIMESTAMP_HEADER, signHook } from '../../server/media/media-hooks.ts';
import { post } from '../support/accounts.ts';
import { makeAnchor, quickUser } from './support/room-users.ts';

/** A separate media node (MEDIA=external) asks the server over signed hooks; rooms follow. */

const SECRET = 'hook-secret-for-the-test-0123';
let live: LiveApp;
let url: string;
let dataDir: string;

async function hook(name: 'publish' | 'done', body: object, secret = SECRET): Promise<number> {
  const text = JSON.stringify(body);
  const ts = Math.floor(Date.now() / 1000);
  const response = await fetch(`${url}/media/hooks/${name}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [HOOK_TIMESTAMP_HEADER]: String(ts),
      [HOOK_SIGNATURE_HEADER]: signHook(secret, ts, text),
    },
    body: text,
  });
  return response.status;
}

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'live-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    MEDIA: 'external',
    MEDIA_PUBLIC_PLAY_URL: 'https://media.example.com/',
    MEDIA_PUBLIC_RTMP_URL: 'rtmp://ingest.example.com/live',
    MEDIA_HOOK_SECRET: SECRET,
  });
  live = await buildApp({ ...config, dataDir, port: 0 }, { provider: null });
  url = await live.app.listen({ host: '127.0.0.1', port: 0 });
});

afterAll(async () => {
  await live?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('an external media node', () => {
  it('publishes with the right key only, and the room follows its hooks', async () => {
    const server = { live, url } as unknown as Parameters<typeof quickUser>[0];
    const user = await quickUser(server);
    const roomId = await makeAnchor(server, user.id);
    const key = await post<LiveUrl>({ url }, ROOM_PATHS.liveUrl, {}, user.token);
    expect(key.data).toMatchObject({
      rtmp_url: 'rtmp://ingest.example.com/live',
      play_url: `https://media.example.com/live/${roomId}.flv`,
    });
    const query = key.data.stream_key!.split('?')[1]!;
    const status = async () =>
      (await post<RoomInfo>({ url }, ROOM_PATHS.roomInfo, { room_id: roomId })).data.live_status;

    expect(await hook('publish', { stream: `/live/${roomId}`, query: 'key=' + 'B'.repeat(32) })).toBe(403);
    expect(await hook('publish', { stream: `/live/${roomId}`, query }, 'a-forged-secret-000000000')).toBe(403);
    expect(await status()).toBe(0);

    expect(await hook('publish', { stream: `/live/${roomId}`, query })).toBe(200);
    expect(await status()).toBe(1);

    expect(await hook('done', { stream: `/live/${roomId}`, recording: '../../etc/passwd.flv' })).toBe(403);
    expect(await status()).toBe(1);
    expect(
      await hook('done', { stream: `/live/${roomId}`, recording: `live/${roomId}/1.flv`, recording_bytes: 1000 }),
    ).toBe(200);
    expect(await status()).toBe(2);
    const playback = await post<Page<Broadcast>>({ url }, ROOM_PATHS.playbackList, { room_id: roomId });
    expect(playback.data.list[0]?.play_url).toBe(`https://media.example.com/recordings/live/${roomId}/1.flv`);
  });
});
