import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerFrame } from '../../contracts/live-protocol.ts';
import type { Barrage } from '../../contracts/room.ts';
import { BARRAGE_HISTORY, BARRAGE_MAX_LENGTH } from '../../contracts/room-rules.ts';
import { get, post, registerUser } from '../support/accounts.ts';
import { throwAwayDatabase } from './support/pg-database.ts';
import { makeAnchor, postQuery, quickUser, type QuickUser } from './support/room-users.ts';
import { openClient, startTestServer, type TestServer } from './support/test-server.ts';

const databaseUrl = process.env.TEST_DATABASE_URL;

describe.each([
  ['sqlite', undefined],
  ['postgres', databaseUrl],
] as const)('room barrage (%s)', (kind, url) => {
  const skip = kind === 'postgres' && !url;
  let server: TestServer;
  let scratch: Awaited<ReturnType<typeof throwAwayDatabase>> | null = null;
  // The server's clock (rate windows, mute ends); each test starts in a fresh 30 s window.
  let clock = Date.now();
  let anchor: QuickUser;
  let roomId: number;
  let viewer: { token: string; id: number };

  const send = (token: string | undefined, text: string, room = roomId) =>
    post<Barrage>(server, 'Barrage/send', { room_id: room, text }, token);
  const history = async () => (await get<Barrage[]>(server, 'Barrage/getList', { room_id: roomId })).data;

  beforeAll(async () => {
    if (skip) return;
    scratch = url ? await throwAwayDatabase(url, 'barrage') : null;
    server = await startTestServer({ now: () => clock, databaseUrl: scratch?.url });
    anchor = await quickUser(server);
    roomId = await makeAnchor(server, anchor.id);
    const registered = await registerUser(server);
    viewer = { token: registered.token, id: registered.user.id };
  });
  afterAll(async () => {
    await server?.close();
    await scratch?.drop();
  });
  const nextWindow = () => {
    clock += 31_000;
  };

  it.skipIf(skip)('refuses visitors with code 700 and unknown rooms clearly', async () => {
    expect((await send(undefined, 'hello')).code).toBe(700);
    const missing = await send(viewer.token, 'hello', 999_999);
    expect(missing.code).toBe(1);
    expect(missing.msg).toBe('This room does not exist');
  });

  it.skipIf(skip)('accepts 20 messages in 30 s, then refuses a flood with a clear message', async () => {
    nextWindow();
    const results = [];
    for (let i = 1; i <= 25; i++) results.push(await send(viewer.token, `message number ${i}`));
    expect(results.slice(0, 20).map((r) => r.code)).toEqual(Array(20).fill(0));
    for (const refused of results.slice(20)) {
      expect(refused.code).toBe(1);
      expect(refused.msg).toMatch(/too fast: at most 20 messages every 30 seconds/);
    }
    const texts = (await history()).map((b) => b.text);
    expect(texts).toContain('message number 20');
    expect(texts).not.toContain('message number 21');
    nextWindow();
    expect((await send(viewer.token, 'after the window')).code).toBe(0);
  });

  it.skipIf(skip)('lets the anchor send more (100 per window)', async () => {
    nextWindow();
    for (let i = 1; i <= 25; i++) {
      const sent = await send(anchor.token, `anchor line ${i}`);
      expect(sent.code, sent.msg).toBe(0);
      expect(sent.data.user.is_owner).toBe(true);
    }
  });

  it.skipIf(skip)('refuses an over-long or empty message, naming the limit', async () => {
    nextWindow();
    const long = await send(viewer.token, 'x'.repeat(BARRAGE_MAX_LENGTH + 1));
    expect(long.code).toBe(1);
    expect(long.msg).toBe(`A message can be at most ${BARRAGE_MAX_LENGTH} characters`);
    const empty = await send(viewer.token, '   ');
    expect(empty.msg).toBe('Type a message first');
    expect((await send(viewer.token, '球'.repeat(BARRAGE_MAX_LENGTH))).code).toBe(0);
  });

  it.skipIf(skip)('refuses the same text from the same user within 30 s', async () => {
    nextWindow();
    expect((await send(viewer.token, 'what a save')).code).toBe(0);
    const again = await send(viewer.token, 'what a save');
    expect(again.code).toBe(1);
    expect(again.msg).toMatch(/same message; wait 30 seconds/);
    nextWindow();
    expect((await send(viewer.token, 'what a save')).code).toBe(0);
  });

  it.skipIf(skip)('masks banned words in any case', async () => {
    nextWindow();
    const sent = await send(viewer.token, 'best CaSiNo odds here');
    expect(sent.code, sent.msg).toBe(0);
    expect(sent.data.text).toBe('best ****** odds here');
    expect((await history()).at(-1)?.text).toBe('best ****** odds here');
  });

  it.skipIf(skip)('merges identical messages from two users into one line with a count', async () => {
    nextWindow();
    const watcher = await openClient(server.wsUrl);
    watcher.send({ type: 'room_join', room_id: roomId });
    await watcher.next((f) => f.code === 0 && f.type === 'room' && f.joined);
    const first = await send(viewer.token, 'GOOOAL');
    const second = await send(anchor.token, 'GOOOAL');
    expect(first.code, first.msg).toBe(0);
    expect(second.code, second.msg).toBe(0);
    expect(second.data.id).toBe(first.data.id);
    expect(second.data.count).toBe(2);
    const lines = (await history()).filter((b) => b.text === 'GOOOAL');
    expect(lines).toHaveLength(1);
    expect(lines[0]?.count).toBe(2);
    expect(lines[0]?.user.id).toBe(viewer.id);
    // The room hears the line again with its new count.
    const heardCount = (count: number) => (f: ServerFrame) =>
      f.code === 100 &&
      !('seq' in f) &&
      f.data.type === 'room' &&
      f.data.event.kind === 'barrage' &&
      f.data.event.barrage.id === first.data.id &&
      f.data.event.barrage.count === count;
    await watcher.next(heardCount(1));
    await watcher.next(heardCount(2));
    watcher.close();
    // After the merge window the same text starts a new line.
    clock += 3_100;
    const third = await send((await quickUser(server)).token, 'GOOOAL');
    expect(third.data.id).not.toBe(first.data.id);
    expect(third.data.count).toBe(1);
  });

  it.skipIf(skip)('turns a concurrent flood of one text from ten users into one line ×10', async () => {
    nextWindow();
    const crowd = await Promise.all(Array.from({ length: 10 }, () => quickUser(server)));
    const sent = await Promise.all(crowd.map((u) => send(u.token, 'REFEREE!')));
    expect(sent.map((r) => r.code)).toEqual(Array(10).fill(0));
    expect(new Set(sent.map((r) => r.data.id)).size).toBe(1);
    expect(Math.max(...sent.map((r) => r.data.count))).toBe(10);
    const lines = (await history()).filter((b) => b.text === 'REFEREE!');
    expect(lines.map((b) => b.count)).toEqual([10]);
  });

  it.skipIf(skip)('stores and returns text with HTML verbatim', async () => {
    nextWindow();
    const html = '<img src=x onerror=alert(1)><b>hi</b>';
    const sent = await send(viewer.token, html);
    expect(sent.data.text).toBe(html);
    expect((await history()).at(-1)?.text).toBe(html);
  });

  it.skipIf(skip)('refuses a muted user until the mute is lifted or ends', async () => {
    nextWindow();
    const muted = await postQuery(server, 'Live/setTaboo', { room_id: roomId, user_id: viewer.id }, anchor.token);
    expect(muted.code, muted.msg).toBe(0);
    const refused = await send(viewer.token, 'can I talk?');
    expect(refused.code).toBe(1);
    expect(refused.msg).toBe('You are muted in this room');
    await postQuery(server, 'RoomManage/relieveTaboo', { room_id: roomId, user_id: viewer.id }, anchor.token);
    expect((await send(viewer.token, 'can I talk now?')).code).toBe(0);

    await postQuery(server, 'Live/setTaboo', { room_id: roomId, user_id: viewer.id, minutes: 2 }, anchor.token);
    const timed = await send(viewer.token, 'and now?');
    expect(timed.msg).toBe('You are muted in this room for 2 more minutes');
    clock += 121_000;
    expect((await send(viewer.token, 'and now?')).code).toBe(0);
  });

  it.skipIf(skip)('lists the latest lines oldest first, with the senders’ roles', async () => {
    nextWindow();
    for (const text of ['first of three', 'second of three', 'third of three']) {
      expect((await send(viewer.token, text)).code).toBe(0);
    }
    const list = await history();
    expect(list.length).toBeLessThanOrEqual(BARRAGE_HISTORY);
    expect(list.slice(-3).map((b) => b.text)).toEqual(['first of three', 'second of three', 'third of three']);
    const ids = list.map((b) => b.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    // Older lines than the last BARRAGE_HISTORY are left out.
    expect(list).toHaveLength(BARRAGE_HISTORY);
    expect(list.some((b) => b.text === 'message number 1')).toBe(false);
    const mine = list.at(-1)!;
    expect(mine.user).toMatchObject({ id: viewer.id, is_owner: false, is_manager: false, guard: 0, noble: 0 });
  });
});
