import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope } from '../../contracts/api.ts';
import type { ServerFrame } from '../../contracts/live-protocol.ts';
import type { RoomInfo, RoomUser, UserRoomStatus } from '../../contracts/room.ts';
import { ASSISTANTS_MAX } from '../../contracts/room-rules.ts';
import { get, post, registerUser } from '../support/accounts.ts';
import { throwAwayDatabase } from './support/pg-database.ts';
import { makeAnchor, postQuery, quickUser, quickUsers, type QuickUser } from './support/room-users.ts';
import { openClient, startTestServer, type TestServer } from './support/test-server.ts';

const databaseUrl = process.env.TEST_DATABASE_URL;
const NOT_STAFF = 'Only the anchor and room assistants can do this';
const ANCHOR_ONLY = 'Only the anchor of this room can do this';

describe.each([
  ['sqlite', undefined],
  ['postgres', databaseUrl],
] as const)('room moderation (%s)', (kind, url) => {
  const skip = kind === 'postgres' && !url;
  let server: TestServer;
  let scratch: Awaited<ReturnType<typeof throwAwayDatabase>> | null = null;
  let anchor: QuickUser;
  let viewer: QuickUser;
  let assistant: QuickUser;
  let otherAssistant: QuickUser;
  let target: QuickUser;
  let roomId: number;

  const call = <T = null>(path: string, query: Record<string, number>, as?: QuickUser) =>
    postQuery<T>(server, path, { room_id: roomId, ...query }, as?.token);
  const expectRefused = (result: Envelope<unknown>, message: string | RegExp) => {
    expect(result.code).toBe(1);
    expect(result.msg).toMatch(message);
  };

  beforeAll(async () => {
    if (skip) return;
    scratch = url ? await throwAwayDatabase(url, 'moderation') : null;
    server = await startTestServer({ databaseUrl: scratch?.url });
    const registered = await registerUser(server);
    anchor = { id: registered.user.id, token: registered.token };
    roomId = await makeAnchor(server, anchor.id);
    [viewer, assistant, otherAssistant, target] = (await quickUsers(server, 4)) as [
      QuickUser,
      QuickUser,
      QuickUser,
      QuickUser,
    ];
  });
  afterAll(async () => {
    await server?.close();
    await scratch?.drop();
  });

  it.skipIf(skip)('refuses every moderation call from a plain viewer with a clear message', async () => {
    const on = { user_id: target.id };
    for (const [path, query] of [
      ['Live/setTaboo', on],
      ['Live/setTaboo', { ...on, minutes: 10 }],
      ['RoomManage/relieveTaboo', on],
      ['RoomManage/getTabooList', {}],
      ['RoomManage/getLiveRoomManageList', {}],
      ['live/assistantList', {}],
      ['live/liveKickout', on],
      ['live/liveKickout', { ...on, cancel: 1 }],
      ['live/liveKickoutList', {}],
    ] as const) {
      expectRefused(await call(path, query, viewer), NOT_STAFF);
    }
    expectRefused(await call('RoomManage/setAdministrations', on, viewer), ANCHOR_ONLY);
    expectRefused(await call('RoomManage/delLiveRoomManage', on, viewer), ANCHOR_ONLY);
    // Visitors must log in first.
    expect((await call('Live/setTaboo', on)).code).toBe(700);
    // Nothing happened to the target.
    const status = await call<UserRoomStatus>('Live/getUserStatus', on, viewer);
    expect(status.data).toMatchObject({ muted_until: null, kicked: false, can_moderate: false, can_appoint: false });
  });

  it.skipIf(skip)('lets the anchor appoint assistants, who can then mute and kick', async () => {
    expect((await call('RoomManage/setAdministrations', { user_id: assistant.id }, anchor)).code).toBe(0);
    expect((await call('RoomManage/setAdministrations', { user_id: otherAssistant.id }, anchor)).code).toBe(0);
    const list = await call<RoomUser[]>('RoomManage/getLiveRoomManageList', {}, assistant);
    expect(list.data.map((u) => u.id).sort()).toEqual([assistant.id, otherAssistant.id].sort());
    expect(list.data.every((u) => u.nickname.length > 0)).toBe(true);
    const alias = await call<RoomUser[]>('live/assistantList', {}, anchor);
    expect(alias.data.map((u) => u.id).sort()).toEqual([assistant.id, otherAssistant.id].sort());

    const muted = await call('Live/setTaboo', { user_id: target.id, minutes: 30 }, assistant);
    expect(muted.code, muted.msg).toBe(0);
    const taboo = await call<{ list: RoomUser[] }>('RoomManage/getTabooList', {}, assistant);
    expect(taboo.data.list.map((u) => u.id)).toEqual([target.id]);
    expect(taboo.data.list[0]?.until).toBeGreaterThan(Date.now() / 1000 + 29 * 60);
    expectRefused(await post(server, 'Barrage/send', { room_id: roomId, text: 'hi' }, target.token), /muted/);

    const kicked = await call('live/liveKickout', { user_id: target.id }, assistant);
    expect(kicked.code, kicked.msg).toBe(0);
    const kickedList = await call<RoomUser[]>('live/liveKickoutList', {}, assistant);
    expect(kickedList.data.map((u) => u.id)).toEqual([target.id]);
  });

  it.skipIf(skip)('shuts a kicked user out of barrage and lists the room as kicked for them', async () => {
    expectRefused(
      await post(server, 'Barrage/send', { room_id: roomId, text: 'let me in' }, target.token),
      'You have been removed from this room',
    );
    const mine = await postQuery<{ rooms: number[] }>(server, 'live/liveKickoutList', {}, target.token);
    expect(mine.data).toEqual({ rooms: [roomId] });
    expect((await postQuery<{ rooms: number[] }>(server, 'live/liveKickoutList', {})).data).toEqual({ rooms: [] });
    const info = await get<RoomInfo>(server, 'Live_streaming/getRoomInfo', { room_id: roomId }, target.token);
    expect(info.code).toBe(0);
    expect(info.data.me?.kicked).toBe(true);
  });

  it.skipIf(skip)('never lets anyone act on the anchor, nor assistants on each other', async () => {
    expectRefused(
      await call('live/liveKickout', { user_id: anchor.id }, assistant),
      'Nobody can mute or remove the anchor',
    );
    expectRefused(
      await call('Live/setTaboo', { user_id: anchor.id }, assistant),
      'Nobody can mute or remove the anchor',
    );
    expectRefused(
      await call('live/liveKickout', { user_id: otherAssistant.id }, assistant),
      'Assistants cannot mute or remove other assistants',
    );
    expectRefused(
      await call('Live/setTaboo', { user_id: otherAssistant.id }, assistant),
      'Assistants cannot mute or remove other assistants',
    );
    expectRefused(await call('RoomManage/setAdministrations', { user_id: viewer.id }, assistant), ANCHOR_ONLY);
    expectRefused(
      await call('RoomManage/setAdministrations', { user_id: anchor.id }, anchor),
      'The anchor cannot be made an assistant',
    );
    expectRefused(
      await call('Live/setTaboo', { user_id: assistant.id, minutes: 999_999 }, anchor),
      /at most 43200 minutes/,
    );
    const status = await call<UserRoomStatus>('Live/getUserStatus', { user_id: otherAssistant.id }, assistant);
    expect(status.data).toMatchObject({ is_manager: true, can_moderate: false, can_appoint: false });
    const byAnchor = await call<UserRoomStatus>('Live/getUserStatus', { user_id: otherAssistant.id }, anchor);
    expect(byAnchor.data).toMatchObject({ is_manager: true, can_moderate: true, can_appoint: true });
  });

  it.skipIf(skip)('lifts mutes and kicks', async () => {
    expect((await call('RoomManage/relieveTaboo', { user_id: target.id }, assistant)).code).toBe(0);
    expect((await call('live/liveKickout', { user_id: target.id, cancel: 1 }, assistant)).code).toBe(0);
    const sent = await post(server, 'Barrage/send', { room_id: roomId, text: 'back again' }, target.token);
    expect(sent.code, sent.msg).toBe(0);
    expect((await call<{ list: RoomUser[] }>('RoomManage/getTabooList', {}, anchor)).data.list).toEqual([]);
    expect((await call<RoomUser[]>('live/liveKickoutList', {}, anchor)).data).toEqual([]);
    expect((await postQuery(server, 'live/liveKickoutList', {}, target.token)).data).toEqual({ rooms: [] });
  });

  it.skipIf(skip)('sends every tab of a kicked viewer out of the room', async () => {
    const tabs = await Promise.all([openClient(server.wsUrl), openClient(server.wsUrl)]);
    for (const tab of tabs) {
      tab.send({ type: 'auth', token: target.token });
      await tab.next((f) => f.code === 0 && f.type === 'auth');
      tab.send({ type: 'room_join', room_id: roomId });
      await tab.next((f) => f.code === 0 && f.type === 'room' && f.joined);
    }
    expect((await call('live/liveKickout', { user_id: target.id }, assistant)).code).toBe(0);
    const kickedOut = (f: ServerFrame) =>
      f.code === 100 && !('seq' in f) && f.data.type === 'liveKickout' && f.data.room_id === roomId;
    await Promise.all(tabs.map((tab) => tab.next(kickedOut)));
    expect((await call('live/liveKickout', { user_id: target.id, cancel: 1 }, assistant)).code).toBe(0);
    for (const tab of tabs) tab.close();
  });

  it.skipIf(skip)('removes an assistant, who then loses the powers', async () => {
    expect((await call('RoomManage/delLiveRoomManage', { user_id: otherAssistant.id }, anchor)).code).toBe(0);
    expectRefused(await call('Live/setTaboo', { user_id: target.id }, otherAssistant), NOT_STAFF);
    expect((await call('RoomManage/setAdministrations', { user_id: otherAssistant.id }, anchor)).code).toBe(0);
  });

  it.skipIf(skip)(`keeps at most ${ASSISTANTS_MAX} assistants under concurrent appointments`, async () => {
    const candidates = await quickUsers(server, ASSISTANTS_MAX + 3);
    const results = await Promise.all(
      candidates.map((c) => call('RoomManage/setAdministrations', { user_id: c.id }, anchor)),
    );
    const accepted = results.filter((r) => r.code === 0).length;
    // Two were appointed before.
    expect(accepted).toBe(ASSISTANTS_MAX - 2);
    for (const refused of results.filter((r) => r.code !== 0)) {
      expect(refused.msg).toBe(`A room can have at most ${ASSISTANTS_MAX} assistants`);
    }
    const count = await server.live.database.db
      .selectFrom('room_managers')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('room_id', '=', roomId)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(ASSISTANTS_MAX);
    const extra = await quickUser(server);
    expectRefused(
      await call('RoomManage/setAdministrations', { user_id: extra.id }, anchor),
      `A room can have at most ${ASSISTANTS_MAX} assistants`,
    );
  });
});
