import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApplicationState } from '../../contracts/account.ts';
import type { MemberMessage } from '../../contracts/member.ts';
import type { LiveMatch } from '../../contracts/match.ts';
import type { Horn } from '../../contracts/room-economy.ts';
import { economyRoutes } from '../../contracts/routes/economy.ts';
import { memberExtrasRoutes } from '../../contracts/routes/member-extras.ts';
import type { AnyRoute, RouteInput } from '../../contracts/route-definition.ts';
import { runAdminCommand } from '../../server/admin/admin-commands.ts';
import { call, get, post } from '../support/accounts.ts';
import { ok } from './support/chat-steps.ts';
import { throwAwayDatabase } from './support/pg-database.ts';
import { newAnchor, newUser, type QuickUser } from './support/room-users.ts';
import { fixture, startTestServer, type TestServer } from './support/test-server.ts';

const databaseUrl = process.env.TEST_DATABASE_URL;
const nowS = () => Math.floor(Date.now() / 1000);

describe.each([
  ['sqlite', undefined],
  ['postgres', databaseUrl],
] as const)('member centre extras (%s)', (kind, url) => {
  const skip = kind === 'postgres' && !url;
  let server: TestServer;
  let scratch: Awaited<ReturnType<typeof throwAwayDatabase>> | null = null;
  let viewer: QuickUser;
  let anchor: QuickUser & { roomId: number };
  const db = () => server.live.database.db;

  beforeAll(async () => {
    if (skip) return;
    scratch = url ? await throwAwayDatabase(url, 'member_extras') : null;
    server = await startTestServer({ databaseUrl: scratch?.url });
    viewer = await newUser(server);
    anchor = await newAnchor(server);
  });
  afterAll(async () => {
    await server?.close();
    await scratch?.drop();
  });

  it.skipIf(skip)('collects a live match and a past one, lists them newest first, and uncollects', async () => {
    const liveId = 202_611_270_030;
    const match: LiveMatch = { ...fixture(liveId), v: 1, updated_at: Date.now(), home_score: 2, match_str: '67' };
    await db()
      .insertInto('live_matches')
      .values({
        id: liveId,
        sport: 'football',
        match_time: match.match_time,
        status: 'live',
        v: 1,
        data: JSON.stringify(match),
        updated_at: 1,
      })
      .execute();
    const past = await db()
      .selectFrom('matches')
      .select('id')
      .where('status', '=', 'finished')
      .executeTakeFirstOrThrow();

    const collect = (params: RouteInput<typeof memberExtrasRoutes.collect>) =>
      ok(server, memberExtrasRoutes.collect, params, viewer.token);
    expect(await collect({ match_id: liveId })).toEqual({ match_id: liveId, source: 'live', collected: true });
    expect(await collect({ match_id: past.id, source: 'history', collect: 1 })).toMatchObject({ collected: true });
    // Collecting again with collect=1 keeps it (a double click), a toggle removes it.
    expect(await collect({ match_id: past.id, source: 'history', collect: 1 })).toMatchObject({ collected: true });

    const list = await ok(server, memberExtrasRoutes.collectList, {}, viewer.token);
    expect(list.total).toBe(2);
    expect(list.list.map((m) => [m.source, m.match_id])).toEqual(
      expect.arrayContaining([
        ['live', liveId],
        ['history', past.id],
      ]),
    );
    const live = list.list.find((m) => m.source === 'live');
    expect(live).toMatchObject({
      home_team_name_en: 'Liverpool',
      home_score: 2,
      away_score: 0,
      status: 'live',
      match_str: '67',
    });
    const history = list.list.find((m) => m.source === 'history');
    expect(history?.home_score).not.toBeNull();
    expect(history?.home_team_name_zh.length).toBeGreaterThan(0);

    // The feed lets the match go: the collection keeps its last state.
    await db().deleteFrom('live_matches').where('id', '=', liveId).execute();
    const one = await ok(server, memberExtrasRoutes.collectList, { match_id: liveId }, viewer.token);
    expect(one.list).toEqual([expect.objectContaining({ match_id: liveId, home_score: 2, match_str: '67' })]);
    // Someone else's collections are their own.
    expect((await ok(server, memberExtrasRoutes.collectList, {}, anchor.token)).total).toBe(0);

    expect(await collect({ match_id: liveId })).toMatchObject({ collected: false });
    expect(await collect({ match_id: past.id, source: 'history', collect: 0 })).toMatchObject({ collected: false });
    expect((await ok(server, memberExtrasRoutes.collectList, {}, viewer.token)).total).toBe(0);
    const unknown = await call(server, memberExtrasRoutes.collect, { match_id: 987_654_321 }, viewer.token);
    expect(unknown).toMatchObject({ code: 1, msg: 'This match does not exist' });
    // A feed id is no imported match: looked for without asking PostgreSQL to compare it with a
    // 32-bit id (which fails the query).
    const feedIdAsPast = await call(
      server,
      memberExtrasRoutes.collect,
      { match_id: liveId, source: 'history' },
      viewer.token,
    );
    expect(feedIdAsPast).toMatchObject({ code: 1, msg: 'This match does not exist' });
  });

  it.skipIf(skip)(
    'records a watch once per room per day, the latest first, never the anchor in their own room',
    async () => {
      const other = await newAnchor(server);
      const open = (roomId: number, token: string) =>
        get(server, 'Live_streaming/getRoomInfo', { room_id: roomId }, token);
      await open(anchor.roomId, viewer.token);
      await open(other.roomId, viewer.token);
      await open(anchor.roomId, viewer.token);
      await open(anchor.roomId, anchor.token);
      // Asked by anchor (a persona page's question), not an opened room.
      await get(server, 'Live_streaming/getRoomInfo', { anchor_id: other.id }, anchor.token);
      // The visits of one second, told apart: the other room an hour before.
      await db()
        .updateTable('watch_history')
        .set((eb) => ({ watched_at: eb('watched_at', '-', 3600) }))
        .where('room_id', '=', other.roomId)
        .execute();

      const history = await ok(server, memberExtrasRoutes.watchlist, {}, viewer.token);
      expect(history.total).toBe(2);
      expect(history.list.map((e) => e.room.id)).toEqual([anchor.roomId, other.roomId]);
      expect(history.list[0]?.day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(history.list[0]?.room.anchor_id).toBe(anchor.id);
      expect((await ok(server, memberExtrasRoutes.watchlist, {}, anchor.token)).total).toBe(0);
      const paged = await ok(server, memberExtrasRoutes.watchlist, { page: 2, limit: 1 }, viewer.token);
      expect(paged.list.map((e) => e.room.id)).toEqual([other.roomId]);
    },
  );

  it.skipIf(skip)("adds an anchor's gifts, guards and minutes live into experience records and a level", async () => {
    const gift = await db().selectFrom('gifts').select('id').executeTakeFirstOrThrow();
    const day1 = Date.parse('2025-03-01T12:00:00+08:00') / 1000;
    await db()
      .insertInto('gift_records')
      .values([
        {
          room_id: anchor.roomId,
          anchor_id: anchor.id,
          user_id: viewer.id,
          gift_id: gift.id,
          count: 1,
          diamonds: 120,
          source: 'wallet',
          created_at: day1,
        },
        {
          room_id: anchor.roomId,
          anchor_id: anchor.id,
          user_id: viewer.id,
          gift_id: gift.id,
          count: 1,
          diamonds: 30,
          source: 'wallet',
          created_at: day1 + 86_400,
        },
      ])
      .execute();
    await db()
      .insertInto('broadcasts')
      .values({ room_id: anchor.roomId, title: 'Derby', started_at: day1, ended_at: day1 + 45 * 60 })
      .execute();

    const mine = await ok(server, memberExtrasRoutes.anchorExperience, {}, anchor.token);
    expect(mine).toMatchObject({ level: 2, points: 195, current: 100, next: 500 });
    expect(mine.days.list).toEqual([
      { day: '2025-03-02', gift_points: 30, live_minutes: 0, live_points: 0, points: 30, total: 195 },
      { day: '2025-03-01', gift_points: 120, live_minutes: 45, live_points: 45, points: 165, total: 165 },
    ]);
    const viewerOwn = await ok(server, memberExtrasRoutes.anchorExperience, {}, viewer.token);
    expect(viewerOwn).toMatchObject({ level: 1, points: 0, days: { total: 0, list: [] } });
  });

  it.skipIf(skip)('delivers push notices to one user or to everyone, with read marks', async () => {
    await runAdminCommand(
      db(),
      { name: 'push', userId: viewer.id, title: 'Your prize', body: 'Check the mall', link: '/member?type=13' },
      nowS(),
    );
    await runAdminCommand(
      db(),
      { name: 'push', userId: null, title: 'Cup final tonight', body: '', link: 'https://example.com/final' },
      nowS(),
    );
    await expect(
      runAdminCommand(db(), { name: 'push', userId: null, title: 'x', body: '', link: 'javascript:alert(1)' }, 0),
    ).rejects.toThrow('link');

    const page = await ok(server, memberExtrasRoutes.pushList, {}, viewer.token);
    expect(page).toMatchObject({ total: 2, unread: 2 });
    expect(page.list.map((n) => [n.title, n.broadcast, n.read])).toEqual([
      ['Cup final tonight', true, false],
      ['Your prize', false, false],
    ]);
    const theirs = await ok(server, memberExtrasRoutes.pushList, {}, anchor.token);
    expect(theirs.list.map((n) => n.title)).toEqual(['Cup final tonight']);

    const prize = page.list[1]!;
    expect(await ok(server, memberExtrasRoutes.pushRead, { id: prize.id }, viewer.token)).toEqual({ unread: 1 });
    expect(await ok(server, memberExtrasRoutes.pushRead, { id: prize.id }, viewer.token)).toEqual({ unread: 1 });
    const notMine = await call(server, memberExtrasRoutes.pushRead, { id: prize.id }, anchor.token);
    expect(notMine).toMatchObject({ code: 1, msg: 'This notice does not exist' });
    expect(await ok(server, memberExtrasRoutes.pushRead, {}, viewer.token)).toEqual({ unread: 0 });
    expect((await ok(server, memberExtrasRoutes.pushList, {}, viewer.token)).list.every((n) => n.read)).toBe(true);
    expect((await ok(server, memberExtrasRoutes.pushList, {}, anchor.token)).unread).toBe(1);
  });

  it.skipIf(skip)(
    'lists the horns a user sent and every global horn, newest first, the room ticker as before',
    async () => {
      for (const [userId, text] of [
        [viewer.id, 'first'],
        [anchor.id, 'second'],
        [viewer.id, 'third'],
      ] as const) {
        await db()
          .insertInto('horns')
          .values({ room_id: anchor.roomId, user_id: userId, text, txn_id: null, created_at: Date.now() })
          .execute();
      }
      const horns = (params: Record<string, string | number>, token?: string) =>
        get<Horn[]>(server, 'Member/hornList', params, token);
      expect((await horns({ scope: 'mine' }, viewer.token)).data.map((h) => h.text)).toEqual(['third', 'first']);
      expect((await horns({ scope: 'mine', page: 2, limit: 1 }, viewer.token)).data.map((h) => h.text)).toEqual([
        'first',
      ]);
      expect((await horns({ scope: 'all' })).data.map((h) => h.text)).toEqual(['third', 'second', 'first']);
      expect((await horns({})).data.map((h) => h.text)).toEqual(['first', 'second', 'third']);
      expect((await horns({ scope: 'mine' })).code).toBe(700);
      expect(await horns({ scope: 'everyone' })).toMatchObject({ code: 1, msg: expect.stringContaining('scope') });
    },
  );

  it.skipIf(skip)('takes a channel application once, shows its status and tells the review', async () => {
    const form = {
      name: 'Greenfield commentary',
      channel_type: 'guild',
      contact_type: 'qq',
      contact: '12345678',
      audience: 5000,
      url: 'https://example.com/greenfield',
      intro: 'We run twelve football commentary rooms each weekend.',
    };
    for (const [change, message] of [
      [{ name: '' }, 'Please enter the channel name'],
      [{ channel_type: 'casino' }, 'Please choose a channel type'],
      [{ contact: 'abc' }, 'Invalid QQ number'],
      [{ url: 'javascript:alert(1)' }, 'The link must be an http or https address of at most 200 characters'],
      [{ intro: 'short' }, 'The introduction needs 15 to 500 characters'],
      [{ audience: -3 }, 'The audience must be a whole number from 0 to 1,000,000,000'],
    ] as const) {
      expect(await post(server, 'Member/applyChannel', { ...form, ...change }, viewer.token)).toEqual({
        code: 1,
        msg: message,
        data: null,
      });
    }
    const applied = await ok(server, memberExtrasRoutes.applyChannel, form, viewer.token);
    expect(applied.status).toBe('pending');
    const again = await call(server, memberExtrasRoutes.applyChannel, form, viewer.token);
    expect(again).toMatchObject({ code: 1, msg: 'Your application is under review, please wait' });
    const status = await get<ApplicationState>(server, 'Member/applicationStatus', { kind: 'channel' }, viewer.token);
    expect(status.data.status).toBe('pending');

    const lines = await runAdminCommand(db(), { name: 'approve', id: applied.id, note: 'Welcome' }, nowS());
    expect(lines[1]).toContain('"Greenfield commentary"');
    const after = await get<ApplicationState>(server, 'Member/applicationStatus', { kind: 'channel' }, viewer.token);
    expect(after.data).toMatchObject({ status: 'approved', note: 'Welcome' });
    const messages = await get<{ list: MemberMessage[] }>(server, 'Member/messageList', {}, viewer.token);
    expect(messages.data.list[0]).toMatchObject({ kind: 'channel-approved', body: 'Welcome' });
    const user = await db()
      .selectFrom('users')
      .select(['is_anchor', 'is_expert'])
      .where('id', '=', viewer.id)
      .executeTakeFirstOrThrow();
    expect(user).toEqual({ is_anchor: 0, is_expert: 0 });
  });

  it.skipIf(skip)('answers the activity page and customer service to anyone, as configured', async () => {
    expect(await ok(server, memberExtrasRoutes.activityUrl, {})).toEqual({ url: '/member?type=12', internal: true });
    const kefu = await ok(server, memberExtrasRoutes.kefuInfo, {});
    expect(kefu).toMatchObject({ email: 'support@example.com', hours: '09:00-21:00', time_zone: 'UTC+8' });
    const config = await get<{ customer_service_email: string; feedback_qq: string }>(
      server,
      'universal/getSystemConfig',
    );
    expect(config.data).toMatchObject({ customer_service_email: kefu.email, feedback_qq: kefu.qq });
  });

  it.skipIf(skip)(
    'answers every new call with the envelope: 700 to a visitor, code 1 naming the field on bad input',
    async () => {
      const loginCalls: AnyRoute[] = [
        memberExtrasRoutes.collect,
        memberExtrasRoutes.collectList,
        memberExtrasRoutes.watchlist,
        memberExtrasRoutes.anchorExperience,
        memberExtrasRoutes.pushList,
        memberExtrasRoutes.pushRead,
        memberExtrasRoutes.distribution,
        memberExtrasRoutes.applyChannel,
      ];
      for (const route of loginCalls) {
        const answer = await post(server, route.path, route === memberExtrasRoutes.collect ? { match_id: 1 } : {});
        expect(answer, route.path).toMatchObject({ code: 700, data: null });
      }
      const bad: [AnyRoute, Record<string, unknown>, RegExp][] = [
        [memberExtrasRoutes.collect, {}, /match_id/],
        [memberExtrasRoutes.collect, { match_id: 'abc' }, /match_id/],
        [memberExtrasRoutes.collect, { match_id: 1, source: 'future' }, /source/],
        [memberExtrasRoutes.collect, { match_id: 1, collect: 5 }, /collect/],
        [memberExtrasRoutes.collectList, { page: -1 }, /page/],
        [memberExtrasRoutes.watchlist, { limit: 0 }, /limit/],
        [memberExtrasRoutes.anchorExperience, { page: 'two' }, /page/],
        [memberExtrasRoutes.pushList, { limit: 101 }, /limit/],
        [memberExtrasRoutes.pushRead, { id: -4 }, /id/],
        [memberExtrasRoutes.distribution, { page: 0 }, /page/],
        [memberExtrasRoutes.applyChannel, { intro: 'x'.repeat(5000) }, /intro/],
        [economyRoutes.hornList, { scope: 1 }, /scope/],
      ];
      for (const [route, params, field] of bad) {
        const answer = await post(server, route.path, params, viewer.token);
        expect(answer, `${route.path} ${JSON.stringify(params)}`).toMatchObject({ code: 1, data: null });
        expect(answer.msg).toMatch(field);
      }
      // A form body instead of JSON, and a body that is not JSON at all, are answered, not crashed on.
      const form = await fetch(`${server.url}/api/Basketballuser/collect`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', token: viewer.token, lang: 'en' },
        body: 'match_id=x',
      });
      expect(await form.json()).toMatchObject({ code: 1 });
      const broken = await fetch(`${server.url}/api/Push/read`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', token: viewer.token },
        body: '{"id":',
      });
      expect(await broken.json()).toMatchObject({ code: 1 });
    },
  );
});
