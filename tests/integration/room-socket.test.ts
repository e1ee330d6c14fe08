import { mkdtempSync, rmSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  MAX_ROOMS_PER_SOCKET,
  SOCKET_CLOSE_REVOKED,
  type ControlFrame,
  type NoticeFrame,
  type RoomEvent,
  type ServerFrame,
} from '../../contracts/live-protocol.ts';
import { issueToken } from '../../server/accounts/tokens.ts';
import type { AppDatabase } from '../../server/db/database.ts';
import { createRoomSockets } from '../../server/live/room-sockets.ts';
import { createInProcessRoomHub } from '../../server/rooms/room-hub.ts';
import { ensureRoom } from '../../server/rooms/room-repository.ts';
import { post, registerUser } from '../support/accounts.ts';
import { openClient, startTestServer, type TestServer } from './support/test-server.ts';

type Client = Awaited<ReturnType<typeof openClient>>;
type Db = AppDatabase['db'];

const control =
  <T extends ControlFrame['type']>(type: T, test: (f: Extract<ControlFrame, { type: T }>) => boolean = () => true) =>
  (f: ServerFrame): f is Extract<ControlFrame, { type: T }> =>
    f.code === 0 && f.type === type && test(f as Extract<ControlFrame, { type: T }>);
const roomEvent =
  (roomId: number, test: (event: RoomEvent) => boolean) =>
  (f: ServerFrame): boolean =>
    f.code === 100 && 'data' in f && f.data.type === 'room' && f.data.room_id === roomId && test(f.data.event);
const announcement = (roomId: number, text: string) =>
  roomEvent(roomId, (event) => event.kind === 'announcement' && event.text === text);
const notice = (type: string) => (f: ServerFrame) => f.code === 100 && !('seq' in f) && f.data.type === type;
const heard = (client: Client, test: (f: ServerFrame) => boolean) => client.frames.some(test);
/** A notice sent after others: once it arrives, everything sent before it has arrived too. */
const barrier = (title: string) =>
  ({ type: 'reserveStart', room_id: 1, title, nickname: 'n', match_id: null }) as const;
const reached = (title: string) => (f: ServerFrame) =>
  f.code === 100 && !('seq' in f) && f.data.type === 'reserveStart' && f.data.title === title;

/** A socket that speaks for `token` (null: a visitor), answered. */
async function authed(server: TestServer, token: string | null): Promise<Client> {
  const client = await openClient(server.wsUrl);
  client.send({ type: 'auth', token });
  await client.next(control('auth'));
  return client;
}

async function join(client: Client, roomId: number): Promise<Extract<ControlFrame, { type: 'room' }>> {
  const before = client.frames.length;
  client.send({ type: 'room_join', room_id: roomId });
  return client.next(control('room', (f) => f.room_id === roomId && client.frames.indexOf(f) >= before));
}

/** A new anchor with a room; its id. */
async function newRoom(server: TestServer): Promise<number> {
  const anchor = await registerUser(server);
  const db = server.live.database.db;
  await db.updateTable('users').set({ is_anchor: 1 }).where('id', '=', anchor.user.id).execute();
  return (await ensureRoom(db, anchor.user.id, Math.floor(Date.now() / 1000))).id;
}

function closed(client: Client): Promise<number> {
  return new Promise((resolve) => client.socket.once('close', (code) => resolve(code)));
}

describe('rooms on the live socket', () => {
  let server: TestServer;
  let roomA: number;
  let roomB: number;

  beforeAll(async () => {
    server = await startTestServer();
    roomA = await newRoom(server);
    roomB = await newRoom(server);
  });
  afterAll(async () => server.close());

  it('answers auth with the user id, and a bad token with null without an error', async () => {
    const viewer = await registerUser(server);
    const client = await openClient(server.wsUrl);
    client.send({ type: 'auth', token: viewer.token });
    expect(await client.next(control('auth'))).toMatchObject({ user_id: viewer.user.id });
    client.frames.length = 0;
    client.send({ type: 'auth', token: 'not-a-token' });
    expect(await client.next(control('auth'))).toMatchObject({ user_id: null });
    expect(client.frames.filter(control('error'))).toEqual([]);
    client.close();
  });

  it('refuses a room that does not exist', async () => {
    const client = await authed(server, null);
    expect(await join(client, 9_999_999)).toMatchObject({ joined: false, reason: 'not_found' });
    expect(await join(client, roomA)).toMatchObject({ joined: true });
    client.close();
  });

  it('lets one socket into at most MAX_ROOMS_PER_SOCKET rooms, even when asked for more at once', async () => {
    const rooms = [roomA, roomB];
    while (rooms.length < MAX_ROOMS_PER_SOCKET + 2) rooms.push(await newRoom(server));
    const client = await authed(server, null);
    for (const id of rooms) client.send({ type: 'room_join', room_id: id });
    const answers = await Promise.all(rooms.map((id) => client.next(control('room', (f) => f.room_id === id))));
    expect(answers.filter((a) => a.joined)).toHaveLength(MAX_ROOMS_PER_SOCKET);
    expect(answers.filter((a) => !a.joined).map((a) => a.reason)).toEqual(['too_many', 'too_many']);

    // Leaving one makes room for another; asking again for a room it is in still answers joined.
    const inside = answers.find((a) => a.joined)!.room_id;
    const outside = answers.find((a) => !a.joined)!.room_id;
    client.send({ type: 'room_leave', room_id: inside });
    expect(await join(client, outside)).toMatchObject({ joined: true });
    expect(await join(client, answers.filter((a) => a.joined)[1]!.room_id)).toMatchObject({ joined: true });
    expect(await join(client, inside)).toMatchObject({ joined: false, reason: 'too_many' });
    client.close();
  });

  it("delivers a room's events only to the sockets in that room", async () => {
    const inA = await authed(server, null);
    const inB = await authed(server, null);
    const outside = await authed(server, null);
    await join(inA, roomA);
    await join(inB, roomB);
    const hub = server.live.hub;
    hub.toRoom(roomA, { kind: 'announcement', text: 'for A' });
    hub.toRoom(roomB, { kind: 'announcement', text: 'for B' });
    hub.toAll(barrier('one'));
    await Promise.all([inA, inB, outside].map((c) => c.next(reached('one'))));
    expect(heard(inA, announcement(roomA, 'for A'))).toBe(true);
    expect(heard(inA, announcement(roomB, 'for B'))).toBe(false);
    expect(heard(inB, announcement(roomB, 'for B'))).toBe(true);
    expect(heard(inB, announcement(roomA, 'for A'))).toBe(false);
    expect(outside.frames.filter(notice('room'))).toEqual([]);

    // Left: nothing more from the room.
    inA.send({ type: 'room_leave', room_id: roomA });
    inA.send({ type: 'heartbeat' });
    await inA.next(control('pong'));
    hub.toRoom(roomA, { kind: 'announcement', text: 'after leave' });
    hub.toAll(barrier('two'));
    await inA.next(reached('two'));
    expect(heard(inA, announcement(roomA, 'after leave'))).toBe(false);
    for (const c of [inA, inB, outside]) c.close();
  });

  it('kicks every socket of the user out of the room, and refuses them again', async () => {
    const db = server.live.database.db;
    const viewer = await registerUser(server);
    const second = await issueToken(db, viewer.user.id, 'pc', Math.floor(Date.now() / 1000));
    const other = await registerUser(server);
    const tabs = [await authed(server, viewer.token), await authed(server, second)];
    const bystander = await authed(server, other.token);
    for (const c of [...tabs, bystander]) expect(await join(c, roomA)).toMatchObject({ joined: true });

    await db
      .insertInto('room_kicks')
      .values({ room_id: roomA, user_id: viewer.user.id, by_user_id: 1, created_at: Math.floor(Date.now() / 1000) })
      .execute();
    server.live.hub.kick(roomA, viewer.user.id);
    for (const c of tabs) {
      expect((await c.next(notice('liveKickout'))) as NoticeFrame).toMatchObject({
        data: { type: 'liveKickout', room_id: roomA, user_id: viewer.user.id },
      });
    }
    expect(heard(bystander, notice('liveKickout'))).toBe(false);

    server.live.hub.toRoom(roomA, { kind: 'announcement', text: 'after kick' });
    server.live.hub.toUser(viewer.user.id, barrier('three'));
    await bystander.next(announcement(roomA, 'after kick'));
    for (const c of tabs) {
      await c.next(reached('three'));
      expect(heard(c, announcement(roomA, 'after kick'))).toBe(false);
    }
    expect(await join(tabs[0]!, roomA)).toMatchObject({ joined: false, reason: 'kicked' });
    for (const c of [...tabs, bystander]) c.close();
  });

  it('closes the socket of a logged-out token with 4001 and keeps the other login', async () => {
    const db = server.live.database.db;
    const viewer = await registerUser(server);
    const other = await issueToken(db, viewer.user.id, 'pc', Math.floor(Date.now() / 1000));
    const loggingOut = await authed(server, viewer.token);
    const staying = await authed(server, other);
    const code = closed(loggingOut);
    const out = await post(server, 'Member/SignOut', {}, viewer.token);
    expect(out.code).toBe(0);
    expect(await code).toBe(SOCKET_CLOSE_REVOKED);
    staying.send({ type: 'heartbeat' });
    await staying.next(control('pong'));
    expect(staying.socket.readyState).toBe(staying.socket.OPEN);
    staying.close();
  });

  it('counts the sockets in a room and keeps the broadcast peak while live', async () => {
    const db = server.live.database.db;
    const roomId = await newRoom(server);
    const nowS = Math.floor(Date.now() / 1000);
    const broadcast = await db
      .insertInto('broadcasts')
      .values({ room_id: roomId, title: 't', match_id: null, started_at: nowS, ended_at: null, recording: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .updateTable('rooms')
      .set({ live_status: 1, broadcast_id: broadcast.id })
      .where('id', '=', roomId)
      .execute();

    const first = await authed(server, null);
    await join(first, roomId);
    await first.next(roomEvent(roomId, (e) => e.kind === 'online' && e.online === 1));
    const second = await authed(server, null);
    await join(second, roomId);
    await first.next(roomEvent(roomId, (e) => e.kind === 'online' && e.online === 2));
    expect(server.live.hub.online(roomId)).toBe(2);
    await vi.waitFor(
      async () => {
        const row = await db
          .selectFrom('broadcasts')
          .select('peak_online')
          .where('id', '=', broadcast.id)
          .executeTakeFirst();
        expect(Number(row?.peak_online)).toBe(2);
      },
      { timeout: 5_000 },
    );
    first.frames.length = 0;
    second.close();
    await first.next(
      roomEvent(roomId, (e) => e.kind === 'online' && e.online === 1),
      6_000,
    );
    expect(server.live.hub.online(roomId)).toBe(1);
    first.close();
  });

  it('completes the watch task for a logged-in viewer who stays in a room', async () => {
    const db: Db = server.live.database.db;
    const viewer = await registerUser(server);
    const token = await issueToken(db, viewer.user.id, 'pc', Math.floor(Date.now() / 1000));
    const sockets = createRoomSockets({
      db,
      hub: createInProcessRoomHub(),
      now: Date.now,
      onError: (error) => {
        throw error;
      },
      watchTaskMs: 100,
    });
    const sent: string[] = [];
    const member = sockets.add({ send: (raw) => sent.push(raw), close: () => undefined });
    await sockets.auth(member, token);
    await sockets.join(member, roomA);
    await vi.waitFor(
      async () => {
        const row = await db
          .selectFrom('task_progress')
          .select(['progress', 'completed_at'])
          .where('user_id', '=', viewer.user.id)
          .where('task', '=', 'watch')
          .executeTakeFirst();
        expect(row?.completed_at).not.toBeNull();
        expect(Number(row?.progress)).toBe(10);
      },
      { timeout: 5_000 },
    );
    sockets.remove(member);
    sockets.close();
  });
});

const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!redisUrl)('rooms across two gateways on one Redis', () => {
  let a: TestServer;
  let b: TestServer;
  let roomId: number;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'room-socket-'));
  const busPrefix = `test-${randomUUID()}:`;

  beforeAll(async () => {
    // One database for both (the same SQLite file), so the room exists on both gateways.
    a = await startTestServer({ redisUrl, busPrefix, dataDir });
    b = await startTestServer({ redisUrl, busPrefix, dataDir });
    roomId = await newRoom(a);
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('delivers an event published on one gateway to a room socket on the other, and sums online counts', async () => {
    const onA = await authed(a, null);
    const onB = await authed(b, null);
    await join(onA, roomId);
    await join(onB, roomId);
    a.live.hub.toRoom(roomId, { kind: 'announcement', text: 'from A' });
    await onB.next(announcement(roomId, 'from A'));
    await onA.next(announcement(roomId, 'from A'));
    await onB.next(
      roomEvent(roomId, (e) => e.kind === 'online' && e.online === 2),
      8_000,
    );
    await onA.next(
      roomEvent(roomId, (e) => e.kind === 'online' && e.online === 2),
      8_000,
    );
    expect(a.live.hub.online(roomId)).toBe(2);
    expect(b.live.hub.online(roomId)).toBe(2);
    onA.close();
    onB.close();
  });
});
