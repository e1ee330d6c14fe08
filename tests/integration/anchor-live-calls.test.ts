import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope } from '../../contracts/api.ts';
import {
  LIVE_STATUS,
  ROOM_PATHS,
  type LiveList,
  type MobileStart,
  type MyRoom,
  type Page,
  type RoomCard,
  type RoomInfo,
} from '../../contracts/room.ts';
import { LIVE_LIST_MAX } from '../../contracts/room-rules.ts';
import type { HubMessage } from '../../server/rooms/room-hub.ts';
import { hashSecret } from '../../server/rooms/stream-keys.ts';
import { get, post } from '../support/accounts.ts';
import { throwAwayDatabase } from './support/pg-database.ts';
import { newAnchor, quickUser, type QuickUser } from './support/room-users.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

/**
 * The anchor calls of issue 18: `Live/mobileStartRoom` (going live from a phone, with a push key
 * of its own), `Live/setLiveList` (the matches a broadcast covers, each listing the room) and
 * `live/updateLive` (changing what the broadcast is about, during it too). On SQLite, and on
 * PostgreSQL when TEST_DATABASE_URL is set.
 */

const databaseUrl = process.env.TEST_DATABASE_URL;

describe.each([
  ['sqlite', undefined],
  ['postgres', databaseUrl],
] as const)('anchor live calls (%s)', (kind, url) => {
  const skip = kind === 'postgres' && !url;
  let server: TestServer;
  let scratch: Awaited<ReturnType<typeof throwAwayDatabase>> | null = null;
  let anchor: QuickUser & { roomId: number };
  let viewer: QuickUser;
  /** Matches of the database (ids of real fixtures). */
  let matches: number[];
  const heard: HubMessage[] = [];
  const db = () => server.live.database.db;

  async function ok<T>(answer: Promise<Envelope<T>>): Promise<T> {
    const envelope = await answer;
    expect(envelope.code, envelope.msg).toBe(0);
    return envelope.data;
  }
  const room = () => db().selectFrom('rooms').selectAll().where('id', '=', anchor.roomId).executeTakeFirstOrThrow();
  const roomsOfMatch = async (matchId: number) =>
    (await ok(get<Page<RoomCard>>(server, ROOM_PATHS.liveList, { type: 0, match_id: matchId }))).list.map((r) => r.id);

  beforeAll(async () => {
    if (skip) return;
    scratch = url ? await throwAwayDatabase(url, 'anchor_live') : null;
    server = await startTestServer({ databaseUrl: scratch?.url });
    server.live.hub.listen((message) => heard.push(message));
    anchor = await newAnchor(server);
    viewer = await quickUser(server);
    const rows = await db()
      .selectFrom('matches')
      .select('id')
      .orderBy('id')
      .limit(LIVE_LIST_MAX + 2)
      .execute();
    matches = rows.map((r) => Number(r.id));
  });
  afterAll(async () => {
    await server?.close();
    await scratch?.drop();
  });

  it.skipIf(skip)('are for anchors only: a visitor must log in, a viewer is told to apply', async () => {
    const calls = [
      () => post(server, ROOM_PATHS.mobileStartRoom, {}, viewer.token),
      () => post(server, ROOM_PATHS.setLiveList, { match_ids: [] }, viewer.token),
      () => get(server, ROOM_PATHS.updateLive, { title: 'Derby' }, viewer.token),
    ];
    for (const call of calls) expect(await call()).toMatchObject({ code: 1, msg: 'Apply to become an anchor first' });
    expect((await post(server, ROOM_PATHS.mobileStartRoom, {})).code).toBe(700);
    expect((await post(server, ROOM_PATHS.setLiveList, { match_ids: [] })).code).toBe(700);
    expect((await get(server, ROOM_PATHS.updateLive, { title: 'Derby' })).code).toBe(700);
    expect((await room()).phone_key_hash).toBeNull();
  });

  it.skipIf(skip)('updateLive changes only what it is given, and refuses bad input with a message', async () => {
    const before = await room();
    const refusals: [Record<string, string | number>, string | RegExp][] = [
      [{}, 'Nothing to change: give a title, category, match or cover'],
      [{ title: 'x'.repeat(41) }, 'A title is at most 40 characters'],
      [{ title: '   ' }, 'Enter a title for the broadcast'],
      [{ category_id: 999 }, 'Choose a category'],
      [{ category_id: 'football' }, /category_id/],
      [{ match_id: 9_999_999_999 }, 'That match could not be found'],
      [{ match_id: 'abc' }, /match_id/],
      [{ cover: `/uploads/u${viewer.id}-${'ab'.repeat(12)}.png` }, /Upload the cover image first/],
    ];
    for (const [query, msg] of refusals) {
      const answer = await get(server, ROOM_PATHS.updateLive, query, anchor.token);
      expect(answer.code, JSON.stringify(query)).toBe(1);
      expect(answer.msg).toMatch(msg);
    }
    expect(await room()).toMatchObject({ title: before.title, category_id: before.category_id });

    const heardFrom = heard.length;
    const titled = await ok(get<MyRoom>(server, ROOM_PATHS.updateLive, { title: '  Derby   night ' }, anchor.token));
    expect(titled).toMatchObject({ title: 'Derby night', category_id: before.category_id, match_id: null });
    const bound = await ok(get<MyRoom>(server, ROOM_PATHS.updateLive, { match_id: matches[0]! }, anchor.token));
    expect(bound).toMatchObject({ title: 'Derby night', match_id: matches[0] });
    // The room's viewers hear each change.
    const infos = heard.slice(heardFrom).filter((m) => m.to === 'room' && m.room_id === anchor.roomId);
    expect(infos.map((m) => (m.to === 'room' ? JSON.parse(m.raw).data.event : null))).toEqual([
      expect.objectContaining({ kind: 'info', title: 'Derby night', match_id: null }),
      expect.objectContaining({ kind: 'info', title: 'Derby night', match_id: matches[0] }),
    ]);
    // POST works too, and 0 unbinds the match.
    expect(await ok(post<MyRoom>(server, ROOM_PATHS.updateLive, { match_id: 0 }, anchor.token))).toMatchObject({
      match_id: null,
      title: 'Derby night',
    });
  });

  it.skipIf(skip)('updateLive during a broadcast changes its record as well as the room', async () => {
    const nowS = Math.floor(Date.now() / 1000);
    const broadcast = await db()
      .insertInto('broadcasts')
      .values({
        room_id: anchor.roomId,
        title: 'Derby night',
        match_id: null,
        started_at: nowS,
        ended_at: null,
        recording: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db()
      .updateTable('rooms')
      .set({ live_status: LIVE_STATUS.live, broadcast_id: broadcast.id, started_at: nowS })
      .where('id', '=', anchor.roomId)
      .execute();
    await ok(get(server, ROOM_PATHS.updateLive, { title: 'Second half', match_id: matches[1]! }, anchor.token));
    const record = await db()
      .selectFrom('broadcasts')
      .selectAll()
      .where('id', '=', broadcast.id)
      .executeTakeFirstOrThrow();
    expect(record).toMatchObject({ title: 'Second half', match_id: matches[1] });
    // Bound to the match, the live room is what the match's watch links offer.
    expect(await roomsOfMatch(matches[1]!)).toContain(anchor.roomId);
    await db()
      .updateTable('broadcasts')
      .set({ ended_at: nowS + 60 })
      .where('id', '=', broadcast.id)
      .execute();
    await db().updateTable('rooms').set({ live_status: LIVE_STATUS.ended }).where('id', '=', anchor.roomId).execute();
    // An ended broadcast's record no longer follows the room.
    await ok(get(server, ROOM_PATHS.updateLive, { title: 'Next week' }, anchor.token));
    expect(
      (await db().selectFrom('broadcasts').select('title').where('id', '=', broadcast.id).executeTakeFirstOrThrow())
        .title,
    ).toBe('Second half');
  });

  it.skipIf(skip)('setLiveList keeps the matches in order, once each, and lists the room under each', async () => {
    // matches[1] is the room's bound match (the test before): the list adds others.
    const [a, b, c, d] = matches;
    const set = await ok(post<LiveList>(server, ROOM_PATHS.setLiveList, { match_ids: `${c},${a},${c}` }, anchor.token));
    expect(set.match_ids).toEqual([c, a]);
    const info = await ok(get<RoomInfo>(server, ROOM_PATHS.roomInfo, { room_id: anchor.roomId }));
    expect(info.live_list).toEqual([c, a]);
    expect(await roomsOfMatch(c!)).toContain(anchor.roomId);
    expect(await roomsOfMatch(a!)).toContain(anchor.roomId);
    expect(await roomsOfMatch(b!)).toContain(anchor.roomId);
    expect(await roomsOfMatch(d!)).not.toContain(anchor.roomId);

    // A bad list changes nothing and says why.
    const unknown = await post(server, ROOM_PATHS.setLiveList, { match_ids: [b, 9_999_999_999] }, anchor.token);
    expect(unknown).toMatchObject({ code: 1, msg: 'Match 9999999999 could not be found' });
    const tooMany = await post(
      server,
      ROOM_PATHS.setLiveList,
      { match_ids: matches.slice(0, LIVE_LIST_MAX + 1) },
      anchor.token,
    );
    expect(tooMany.code).toBe(1);
    expect(tooMany.msg).toMatch(/match_ids/);
    expect((await post(server, ROOM_PATHS.setLiveList, { match_ids: ['x'] }, anchor.token)).code).toBe(1);
    expect((await post(server, ROOM_PATHS.setLiveList, { match_ids: { a: 1 } }, anchor.token)).code).toBe(1);
    expect((await ok(get<RoomInfo>(server, ROOM_PATHS.roomInfo, { room_id: anchor.roomId }))).live_list).toEqual([
      c,
      a,
    ]);

    // The most a list holds is accepted; an empty list clears it.
    const full = matches.slice(0, LIVE_LIST_MAX);
    expect(
      (await ok(post<LiveList>(server, ROOM_PATHS.setLiveList, { match_ids: full }, anchor.token))).match_ids,
    ).toEqual(full);
    expect(
      (await ok(post<LiveList>(server, ROOM_PATHS.setLiveList, { match_ids: '' }, anchor.token))).match_ids,
    ).toEqual([]);
    expect(await roomsOfMatch(c!)).not.toContain(anchor.roomId);
    expect((await ok(post<MyRoom>(server, ROOM_PATHS.startRoom, {}, anchor.token))).live_list).toEqual([]);
  });

  it.skipIf(skip)(
    'mobileStartRoom answers a push address with a phone key of its own, new at every start',
    async () => {
      const obsBefore = (await room()).stream_key_hash;
      const refused = await post(server, ROOM_PATHS.mobileStartRoom, { category_id: 999 }, anchor.token);
      expect(refused).toMatchObject({ code: 1, msg: 'Choose a category' });
      expect((await room()).phone_key_hash).toBeNull();

      const first = await ok(post<MobileStart>(server, ROOM_PATHS.mobileStartRoom, {}, anchor.token));
      expect(first.push.stream_key).toMatch(new RegExp(`^${anchor.roomId}\\?key=[\\w-]{32}$`));
      expect(first.push.push_url).toBe(`${first.push.rtmp_url}/${first.push.stream_key}`);
      expect(first.push.rtmp_url).toMatch(/^rtmp:\/\/.+\/live$/);
      expect(first.push.play_url).toBe(`/media/live/${anchor.roomId}.flv`);
      expect(first.room).toMatchObject({ id: anchor.roomId, title: 'Next week' });
      const secret = (key: string) => key.split('key=')[1]!;
      const stored = await room();
      // Only the hash is kept, and the OBS key is untouched.
      expect(stored.phone_key_hash).toBe(hashSecret(secret(first.push.stream_key)));
      expect(stored.phone_key_hint).toBe(secret(first.push.stream_key).slice(-4));
      expect(stored.stream_key_hash).toBe(obsBefore);

      const second = await ok(
        post<MobileStart>(
          server,
          ROOM_PATHS.mobileStartRoom,
          { title: 'From the stands', match_id: matches[2] },
          anchor.token,
        ),
      );
      expect(second.push.stream_key).not.toBe(first.push.stream_key);
      expect(second.room).toMatchObject({ title: 'From the stands', match_id: matches[2] });
      expect((await room()).phone_key_hash).toBe(hashSecret(secret(second.push.stream_key)));
    },
  );
});
