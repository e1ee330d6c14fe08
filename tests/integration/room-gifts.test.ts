import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { EXP_TENTHS_PER_DIAMOND } from '../../contracts/levels.ts';
import type { Contribution, GiftEvent, GiftResult, RankRow } from '../../contracts/room-economy.ts';
import { grantBackpack, splitGiftValue } from '../../server/economy/gifts.ts';
import { balanceOf } from '../../server/wallet/ledger.ts';
import { get, post } from '../support/accounts.ts';
import { throwAwayDatabase } from './support/pg-database.ts';
import { newAnchor, newUser, type QuickUser } from './support/room-users.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';
import { expectLedgerClean, giveDiamonds } from './support/wallet.ts';

const databaseUrl = process.env.TEST_DATABASE_URL;
/** Wednesday 2024-03-13, 12:00 in Beijing. */
const T0 = Date.parse('2024-03-13T04:00:00Z');
const DAY_MS = 86_400_000;
const INSUFFICIENT = 'Not enough diamonds. Recharge to continue';
/** Seeded gifts: 1 Like (1), 2 Football (10), 3 Whistle (50). */
const LIKE = 1;
const BALL = 2;
const WHISTLE = 3;

let sequence = 0;
const cid = (label: string) => `${label}-${process.pid}-${(sequence += 1)}-xxxx`;

describe.each([
  ['SQLite', undefined],
  ['PostgreSQL', databaseUrl],
] as const)('room gifts on %s', (kind, url) => {
  let server: TestServer;
  let scratch: Awaited<ReturnType<typeof throwAwayDatabase>> | null = null;
  let clock = T0;
  let anchor: QuickUser & { roomId: number };
  beforeAll(async () => {
    if (kind === 'PostgreSQL' && !url) return;
    scratch = url ? await throwAwayDatabase(url, 'gifts') : null;
    server = await startTestServer({ now: () => clock, ...(scratch ? { databaseUrl: scratch.url } : {}) });
    anchor = await newAnchor(server);
  });
  afterAll(async () => {
    await server?.close();
    await scratch?.drop();
  });
  beforeEach((context) => {
    if (kind === 'PostgreSQL' && !url) context.skip();
    clock = T0;
  });
  afterEach(async () => {
    if (server) await expectLedgerClean(server);
  });

  const send = (user: QuickUser, body: Record<string, unknown>) =>
    post<GiftResult>(
      server,
      'member/handselGift',
      { room_id: anchor.roomId, client_id: cid('g'), ...body },
      user.token,
    );

  it('1,000 concurrent gifts from mixed senders leave the ledger exact', async () => {
    const db = server.live.database.db;
    const rich = [await newUser(server), await newUser(server), await newUser(server)];
    const poor = await newUser(server);
    for (const user of rich) await giveDiamonds(server, user.id, 'diamond', 100_000);
    // 250 diamonds: 25 of its 250 sends of one Football (10) can succeed.
    await giveDiamonds(server, poor.id, 'diamond', 250);
    const senders = [...rich, poor];
    const incomeBefore = await balanceOf(db, anchor.id, 'income');
    const wealthOf = async (id: number) =>
      Number(
        (await db.selectFrom('users').select('wealth_exp').where('id', '=', id).executeTakeFirstOrThrow()).wealth_exp,
      );
    const wealthBefore = await Promise.all(rich.map((u) => wealthOf(u.id)));
    const plan = Array.from({ length: 1000 }, (_, i) => {
      const sender = senders[i % 4]!;
      return sender === poor
        ? { sender, gift_id: BALL, count: 1 }
        : { sender, gift_id: [LIKE, BALL, WHISTLE][i % 3]!, count: 1 + (i % 5) };
    });
    const results = await Promise.all(
      plan.map((p) => send(p.sender, { gift_id: p.gift_id, count: p.count, client_id: cid('many') })),
    );
    const failed = results.filter((r) => r.code !== 0);
    expect(
      failed.every((r) => r.msg === INSUFFICIENT),
      failed[0]?.msg,
    ).toBe(true);
    const poorOk = results.filter((r, i) => r.code === 0 && plan[i]!.sender === poor);
    expect(poorOk).toHaveLength(25);
    expect(failed).toHaveLength(225);
    expect(await balanceOf(db, poor.id, 'diamond')).toBe(0);

    const prices: Record<number, number> = { [LIKE]: 1, [BALL]: 10, [WHISTLE]: 50 };
    const records = await db
      .selectFrom('gift_records')
      .select(['user_id', 'diamonds', 'txn_id', 'gift_id', 'count'])
      .where('room_id', '=', anchor.roomId)
      .where(
        'user_id',
        'in',
        senders.map((s) => s.id),
      )
      .execute();
    expect(records).toHaveLength(775);
    expect(records.every((r) => Number(r.diamonds) === prices[r.gift_id]! * Number(r.count))).toBe(true);
    const total = records.reduce((s, r) => s + Number(r.diamonds), 0);
    let anchorShare = 0;
    let platformShare = 0;
    for (const r of records) {
      const split = splitGiftValue(Number(r.diamonds));
      anchorShare += split.anchor;
      platformShare += split.platform;
    }
    expect(anchorShare + platformShare).toBe(total);

    // Every sender's debits are their records, and their wealth grew by exactly what they spent.
    for (const [i, sender] of rich.entries()) {
      const spent = records.filter((r) => r.user_id === sender.id).reduce((s, r) => s + Number(r.diamonds), 0);
      expect(await balanceOf(db, sender.id, 'diamond')).toBe(100_000 - spent);
      expect(await wealthOf(sender.id)).toBe(wealthBefore[i]! + spent * EXP_TENTHS_PER_DIAMOND);
    }
    expect(await balanceOf(db, anchor.id, 'income')).toBe(incomeBefore + anchorShare);

    // The ledger's gift transactions are the records, one each: senders pay, anchor and platform receive.
    const entries = await db
      .selectFrom('ledger_entries as e')
      .innerJoin('ledger_txns as t', 't.id', 'e.txn_id')
      .innerJoin('wallet_accounts as a', 'a.id', 'e.account_id')
      .select(['e.txn_id', 'e.delta', 'a.user_id', 'a.kind', 'a.code'])
      .where(
        't.id',
        'in',
        records.map((r) => r.txn_id!),
      )
      .execute();
    const sum = (f: (e: (typeof entries)[number]) => boolean) =>
      entries.filter(f).reduce((s, e) => s + Number(e.delta), 0);
    expect(new Set(entries.map((e) => e.txn_id)).size).toBe(775);
    expect(sum((e) => e.kind === 'diamond')).toBe(-total);
    expect(sum((e) => e.user_id === anchor.id && e.kind === 'income')).toBe(anchorShare);
    expect(sum((e) => e.code === 'platform')).toBe(platformShare);
  });

  it('refuses the anchor gifting themself, and too few diamonds, moving nothing', async () => {
    await giveDiamonds(server, anchor.id, 'diamond', 1000);
    const self = await send(anchor, { gift_id: BALL, count: 1 });
    expect(self).toMatchObject({ code: 1, msg: 'The anchor is not allowed to give himself gifts' });
    const broke = await newUser(server);
    await giveDiamonds(server, broke.id, 'diamond', 5);
    const refused = await send(broke, { gift_id: BALL, count: 1 });
    expect(refused).toMatchObject({ code: 1, msg: INSUFFICIENT });
    const db = server.live.database.db;
    expect(await balanceOf(db, broke.id, 'diamond')).toBe(5);
    expect(await balanceOf(db, anchor.id, 'diamond')).toBe(1000);
    const records = await db
      .selectFrom('gift_records')
      .select('id')
      .where('user_id', 'in', [broke.id, anchor.id])
      .execute();
    expect(records).toHaveLength(0);
    const zh = await fetch(`${server.url}/api/member/handselGift`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', lang: 'zh', token: anchor.token },
      body: JSON.stringify({ room_id: anchor.roomId, gift_id: BALL, count: 1, client_id: cid('zh') }),
    });
    expect(((await zh.json()) as { msg: string }).msg).toBe('主播不允许给自己送礼物');
  });

  it('a client id replayed (20 at once) sends once and answers with the first result', async () => {
    const user = await newUser(server);
    await giveDiamonds(server, user.id, 'diamond', 1000);
    const body = { gift_id: WHISTLE, count: 2, client_id: cid('replay') };
    const published: GiftEvent[] = [];
    const stop = server.live.hub.listen((message) => {
      if (message.to !== 'room' || message.room_id !== anchor.roomId) return;
      const event = (JSON.parse(message.raw) as { data: { event: { kind: string; gift?: GiftEvent } } }).data.event;
      if (event.kind === 'gift' && event.gift?.user.id === user.id) published.push(event.gift);
    });
    const all = await Promise.all(Array.from({ length: 20 }, () => send(user, body)));
    stop();
    expect(published).toEqual([all[0]!.data.event]);
    expect(all.every((r) => r.code === 0)).toBe(true);
    expect(new Set(all.map((r) => r.data.event.id)).size).toBe(1);
    expect(all.filter((r) => !r.data.replayed)).toHaveLength(1);
    const again = await send(user, body);
    expect(again.data).toMatchObject({ replayed: true, balance: 900, event: { diamonds: 100, count: 2 } });
    expect(again.data.event).toEqual(all.find((r) => !r.data.replayed)!.data.event);
    const changed = await send(user, { ...body, count: 3 });
    expect(changed).toMatchObject({ code: 1, msg: 'This request id was used for another request' });
    expect(await balanceOf(server.live.database.db, user.id, 'diamond')).toBe(900);
  });

  it('backpack gifts: concurrent sends never take more than the backpack holds; the platform pays the anchor', async () => {
    const db = server.live.database.db;
    const user = await newUser(server);
    await grantBackpack(db, user.id, WHISTLE, 3);
    const listed = await get<{ gift: { id: number }; count: number }[]>(server, 'Gift/getUserGiftList', {}, user.token);
    expect(listed.data).toEqual([
      expect.objectContaining({ gift: expect.objectContaining({ id: WHISTLE }), count: 3 }),
    ]);
    const income = await balanceOf(db, anchor.id, 'income');
    const results = await Promise.all(
      Array.from({ length: 8 }, () => send(user, { gift_id: WHISTLE, count: 1, source: 'backpack' })),
    );
    expect(results.filter((r) => r.code === 0)).toHaveLength(3);
    expect(results.filter((r) => r.code !== 0).every((r) => r.msg === 'Not enough of this gift in your backpack')).toBe(
      true,
    );
    expect(await balanceOf(db, anchor.id, 'income')).toBe(income + splitGiftValue(150).anchor);
    expect(await balanceOf(db, user.id, 'diamond')).toBe(0);
    expect((await get<unknown[]>(server, 'Gift/getUserGiftList', {}, user.token)).data).toEqual([]);
  });

  it('counts combos of the same gift within the window and starts again otherwise', async () => {
    const user = await newUser(server);
    await giveDiamonds(server, user.id, 'diamond', 1000);
    const combo = async (gift_id: number) => (await send(user, { gift_id, count: 1 })).data.event.combo;
    expect([await combo(LIKE), await combo(LIKE), await combo(LIKE)]).toEqual([1, 2, 3]);
    expect(await combo(BALL)).toBe(1);
    clock += 6_000;
    expect(await combo(BALL)).toBe(1);
  });

  it('contribution lists rank and sum by the Beijing day and the week from Monday; rankings by period', async () => {
    const room = await newAnchor(server);
    const [a, b, c] = [await newUser(server), await newUser(server), await newUser(server)];
    for (const user of [a, b, c]) await giveDiamonds(server, user.id, 'diamond', 100_000);
    const gift = async (user: QuickUser, gift_id: number, count: number, at: number) => {
      clock = at;
      const sent = await post<GiftResult>(
        server,
        'member/handselGift',
        { room_id: room.roomId, gift_id, count, client_id: cid('c') },
        user.token,
      );
      expect(sent.code, sent.msg).toBe(0);
    };
    await gift(a, BALL, 10, T0 - 40 * DAY_MS); // February: total only
    await gift(b, WHISTLE, 4, T0 - 10 * DAY_MS); // 3 March: this month
    await gift(c, BALL, 3, T0 - 2 * DAY_MS); // Monday 11 March: this week
    await gift(a, LIKE, 30, T0 - 60_000); // today
    await gift(c, BALL, 2, T0 - 30_000); // today
    await gift(b, LIKE, 20, T0 - 3_600_000 * 11.5); // 00:30 today in Beijing (16:30 UTC yesterday)
    clock = T0;
    const list = async (period: string) =>
      (await get<Contribution[]>(server, 'member/webgetAnchorgiftlist', { room_id: room.roomId, period })).data.map(
        (r) => [r.rank, r.user.id, r.diamonds],
      );
    expect(await list('day')).toEqual([
      [1, a.id, 30],
      [2, b.id, 20],
      [3, c.id, 20],
    ]);
    expect(await list('week')).toEqual([
      [1, c.id, 50],
      [2, a.id, 30],
      [3, b.id, 20],
    ]);
    const rank = async (kind: string, period: string) =>
      (await get<RankRow[]>(server, 'Live_streaming/roomRanking', { kind, period })).data;
    const wealth = async (period: string) =>
      (await rank('wealth', period))
        .filter((r) => [a.id, b.id, c.id].includes(r.user.id))
        .map((r) => [r.user.id, r.diamonds]);
    expect(await wealth('day')).toEqual([
      [a.id, 30],
      [b.id, 20],
      [c.id, 20],
    ]);
    expect(await wealth('month')).toEqual([
      [b.id, 220],
      [c.id, 50],
      [a.id, 30],
    ]);
    expect(await wealth('total')).toEqual([
      [b.id, 220],
      [a.id, 130],
      [c.id, 50],
    ]);
    const anchors = await rank('anchor', 'week');
    const mine = anchors.find((r) => r.user.id === room.id);
    expect(mine).toMatchObject({ diamonds: 100, room_id: room.roomId, live: false });
    expect(anchors.map((r) => r.rank)).toEqual(anchors.map((_, i) => i + 1));
    const bad = await get(server, 'Live_streaming/roomRanking', { kind: 'anchor', period: 'year' });
    expect(bad.code).toBe(1);
  });
});
