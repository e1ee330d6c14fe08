import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RevenueDay } from '../../contracts/room.ts';
import {
  ENVELOPE_TTL_S,
  HORN_PRICE,
  type GuardList,
  type Horn,
  type Contribution,
  type NobleList,
  type OpenEnvelope,
  type RankRow,
  type RedEnvelope,
} from '../../contracts/room-economy.ts';
import { balanceOf } from '../../server/wallet/ledger.ts';
import { get, post } from '../support/accounts.ts';
import { throwAwayDatabase } from './support/pg-database.ts';
import { newAnchor, quickUsers, type QuickUser } from './support/room-users.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';
import { expectLedgerClean, giveDiamonds } from './support/wallet.ts';

const databaseUrl = process.env.TEST_DATABASE_URL;
/** Wednesday 2024-03-13, 12:00 in Beijing. */
const T0 = Date.parse('2024-03-13T04:00:00Z');
const MONTH_S = 30 * 86_400;

let sequence = 0;
const cid = (label: string) => `${label}-${process.pid}-${(sequence += 1)}-xxxx`;

describe.each([
  ['SQLite', undefined],
  ['PostgreSQL', databaseUrl],
] as const)('room economy on %s', (kind, url) => {
  let server: TestServer;
  let scratch: Awaited<ReturnType<typeof throwAwayDatabase>> | null = null;
  let clock = T0;
  let anchor: QuickUser & { roomId: number };
  const nowS = () => Math.floor(clock / 1000);
  beforeAll(async () => {
    if (kind === 'PostgreSQL' && !url) return;
    scratch = url ? await throwAwayDatabase(url, 'economy') : null;
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

  /** `validFromS`: tokens last 30 days from then (tests that move the clock months ahead). */
  const funded = async (diamonds: number, count = 1, validFromS = nowS()) => {
    const users = await quickUsers(server, count, validFromS);
    for (const user of users) await giveDiamonds(server, user.id, 'diamond', diamonds);
    return users;
  };
  const balance = (user: QuickUser) => balanceOf(server.live.database.db, user.id, 'diamond');
  const makeEnvelope = (user: QuickUser, total: number, count: number) =>
    post<RedEnvelope & { balance: number }>(
      server,
      'Redenvelope/insert',
      { room_id: anchor.roomId, total, count, client_id: cid('env') },
      user.token,
    );
  const receive = (user: QuickUser, id: number) =>
    post<{ amount: number; balance: number }>(server, 'Redenvelope/receiveRed', { id }, user.token);

  it('an envelope is split exactly and 50 concurrent receivers get its 10 shares, one each', async () => {
    const [sender] = await funded(1000);
    const made = await makeEnvelope(sender!, 500, 10);
    expect(made.code, made.msg).toBe(0);
    expect(made.data).toMatchObject({ total: 500, count: 10, remaining: 500, remaining_count: 10, balance: 500 });
    expect(made.data.expires_at).toBe(nowS() + ENVELOPE_TTL_S);
    const receivers = await quickUsers(server, 50, nowS());
    const results = await Promise.all(receivers.map((r) => receive(r, made.data.id)));
    const ok = results.filter((r) => r.code === 0);
    expect(ok).toHaveLength(10);
    expect(
      results.filter((r) => r.code !== 0).every((r) => r.msg === 'All shares of this red envelope have been taken'),
    ).toBe(true);
    expect(ok.reduce((s, r) => s + r.data.amount, 0)).toBe(500);
    expect(ok.every((r) => r.data.amount >= 1 && r.data.balance === r.data.amount)).toBe(true);

    const lucky = receivers[results.findIndex((r) => r.code === 0)]!;
    const info = await get<RedEnvelope>(server, 'Redenvelope/getRedInfo', { id: made.data.id }, lucky.token);
    expect(info.data).toMatchObject({ remaining: 0, remaining_count: 0 });
    expect(info.data.receipts).toHaveLength(10);
    expect(info.data.receipts.reduce((s, r) => s + r.amount, 0)).toBe(500);
    const mine = ok[0]!.data.amount;
    expect(info.data.mine).toBe(mine);
    // Asking again returns the same share and pays nothing more.
    expect((await receive(lucky, made.data.id)).data).toEqual({ amount: mine, balance: mine });
  });

  it('one user asking 10 times at once receives one share', async () => {
    const [sender] = await funded(100);
    const made = await makeEnvelope(sender!, 100, 5);
    const [user] = await quickUsers(server, 1, nowS());
    const results = await Promise.all(Array.from({ length: 10 }, () => receive(user!, made.data.id)));
    expect(results.every((r) => r.code === 0)).toBe(true);
    expect(new Set(results.map((r) => r.data.amount)).size).toBe(1);
    expect(await balance(user!)).toBe(results[0]!.data.amount);
    const info = await get<RedEnvelope>(server, 'Redenvelope/getRedInfo', { id: made.data.id });
    expect(info.data.remaining_count).toBe(4);
  });

  it('a viewer arriving later sees the open envelopes; emptied and expired ones drop out', async () => {
    const [sender, taker, other] = await funded(100, 3);
    const open = async (as?: QuickUser) => {
      const answer = await get<OpenEnvelope[]>(
        server,
        'Redenvelope/getRoomRedList',
        { room_id: anchor.roomId },
        as?.token,
      );
      expect(answer.code, answer.msg).toBe(0);
      return answer.data;
    };
    const two = (await makeEnvelope(sender!, 20, 2)).data;
    const one = (await makeEnvelope(sender!, 10, 1)).data;
    const seen = (await open()).filter((e) => e.id === two.id || e.id === one.id);
    expect(seen.map((e) => e.id)).toEqual([one.id, two.id]);
    expect(seen[1]).toMatchObject({
      total: 20,
      count: 2,
      remaining_count: 2,
      received: false,
      user: { id: sender!.id },
    });

    expect((await receive(other!, one.id)).code).toBe(0);
    expect((await receive(taker!, two.id)).code).toBe(0);
    expect((await open()).some((e) => e.id === one.id)).toBe(false);
    expect((await open(taker)).find((e) => e.id === two.id)).toMatchObject({ remaining_count: 1, received: true });
    expect((await open(other)).find((e) => e.id === two.id)).toMatchObject({ remaining_count: 1, received: false });

    clock += (ENVELOPE_TTL_S + 1) * 1000;
    expect((await open()).some((e) => e.id === two.id)).toBe(false);
    expect(await get(server, 'Redenvelope/getRoomRedList', { room_id: 'x' })).toMatchObject({ code: 1 });
  });

  it('refuses impossible envelopes and too few diamonds', async () => {
    const [sender] = await funded(50);
    const invalid = 'Choose 1 to 200 shares and a total of at least 1 diamond a share, at most 100000 diamonds';
    for (const [total, count] of [
      [5, 0],
      [5, 6],
      [1000, 201],
      [100_001, 10],
    ] as const) {
      expect(await makeEnvelope(sender!, total, count)).toMatchObject({ code: 1, msg: invalid });
    }
    expect(await makeEnvelope(sender!, 51, 1)).toMatchObject({
      code: 1,
      msg: 'Not enough diamonds. Recharge to continue',
    });
    expect(await balance(sender!)).toBe(50);
  });

  it('after expiry the unclaimed rest goes back to the sender once', async () => {
    const db = server.live.database.db;
    const [sender] = await funded(300);
    const made = await makeEnvelope(sender!, 300, 5);
    const takers = await quickUsers(server, 3, nowS());
    const taken = (await Promise.all(takers.slice(0, 2).map((t) => receive(t, made.data.id)))).reduce(
      (s, r) => s + r.data.amount,
      0,
    );
    clock += (ENVELOPE_TTL_S + 1) * 1000;
    const late = await receive(takers[2]!, made.data.id);
    expect(late).toMatchObject({ code: 1, msg: 'This red envelope has expired' });
    await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        i % 2 ? receive(takers[2]!, made.data.id) : get(server, 'Redenvelope/getRedInfo', { id: made.data.id }),
      ),
    );
    expect(await balance(sender!)).toBe(300 - taken);
    expect(await balance(takers[2]!)).toBe(0);
    const refunds = await db
      .selectFrom('ledger_txns')
      .select('id')
      .where('idem_key', '=', `envelope:${made.data.id}:refund`)
      .execute();
    expect(refunds).toHaveLength(1);
    const row = await db
      .selectFrom('red_envelopes')
      .select('refunded_at')
      .where('id', '=', made.data.id)
      .executeTakeFirst();
    expect(Number(row?.refunded_at)).toBe(nowS());
  });

  const buyGuard = (user: QuickUser, guard_id: number, months: number, roomId = anchor.roomId) =>
    post<{ expires_at: number; balance: number }>(
      server,
      'guard_user/buy',
      { room_id: roomId, guard_id, months, client_id: cid('guard') },
      user.token,
    );

  it('guards: extended from the current expiry, a higher tier replaces a lower one, a lower one is refused', async () => {
    const [fan] = await funded(100_000, 1, nowS() + 4 * MONTH_S);
    const income = await balanceOf(server.live.database.db, anchor.id, 'income');
    expect(await buyGuard(anchor, 1, 1)).toMatchObject({ code: 1, msg: 'You cannot guard your own room' });
    expect(await buyGuard(fan!, 1, 13)).toMatchObject({ code: 1 });
    const start = nowS();
    expect((await buyGuard(fan!, 1, 1)).data.expires_at).toBe(start + MONTH_S);
    expect((await buyGuard(fan!, 1, 2)).data.expires_at).toBe(start + 3 * MONTH_S);
    const upgraded = await buyGuard(fan!, 2, 1);
    expect(upgraded.data).toMatchObject({ expires_at: start + 4 * MONTH_S, balance: 100_000 - 3 * 1980 - 19980 });
    expect(await buyGuard(fan!, 1, 1)).toMatchObject({ code: 1, msg: 'You already guard this room at a higher tier' });
    const list = await get<GuardList>(server, 'Guard/getList', { room_id: anchor.roomId });
    expect(list.data.tiers.map((t) => t.level)).toEqual([1, 2, 3]);
    expect(list.data.guards).toEqual([
      expect.objectContaining({ id: fan!.id, guard: 2, expires_at: start + 4 * MONTH_S }),
    ]);
    clock = (start + 4 * MONTH_S + 1) * 1000;
    expect((await buyGuard(fan!, 1, 1)).data.expires_at).toBe(nowS() + MONTH_S);
    expect(await balanceOf(server.live.database.db, anchor.id, 'income')).toBe(income + 4 * 1980 + 19980);
  });

  it('guards: 10 concurrent purchases each add their month', async () => {
    const [fan] = await funded(19_800);
    const results = await Promise.all(Array.from({ length: 10 }, () => buyGuard(fan!, 1, 1)));
    expect(results.every((r) => r.code === 0)).toBe(true);
    const list = await get<GuardList>(server, 'Guard/getList', { room_id: anchor.roomId });
    expect(list.data.guards.find((g) => g.id === fan!.id)?.expires_at).toBe(nowS() + 10 * MONTH_S);
    expect(await balance(fan!)).toBe(0);
  });

  it('guards count with gifts in the revenue per day, the contribution lists and the rankings', async () => {
    const host = await newAnchor(server);
    const [fan, viewer] = await funded(5_000, 2);
    expect((await buyGuard(fan!, 1, 2, host.roomId)).code).toBe(0);
    const gift = await post(
      server,
      'member/handselGift',
      { room_id: host.roomId, gift_id: 2, count: 3, client_id: cid('gift') },
      viewer!.token,
    );
    expect(gift.code, gift.msg).toBe(0);

    const revenue = await get<RevenueDay[]>(server, 'Live/getRevenue', { days: 2 }, host.token);
    expect(revenue.code, revenue.msg).toBe(0);
    expect(revenue.data[0]).toEqual({
      day: '2024-03-13',
      diamonds: 2 * 1980 + 30,
      gifts: 3,
      gift_diamonds: 30,
      guards: 1,
      guard_diamonds: 2 * 1980,
    });
    expect(revenue.data[1]).toMatchObject({ diamonds: 0, guards: 0 });

    const contribution = await get<Contribution[]>(server, 'member/webgetAnchorgiftlist', {
      room_id: host.roomId,
      period: 'day',
    });
    expect(contribution.data.map((c) => [c.rank, c.user.id, c.diamonds])).toEqual([
      [1, fan!.id, 2 * 1980],
      [2, viewer!.id, 30],
    ]);
    const anchors = await get<RankRow[]>(server, 'Live_streaming/roomRanking', { kind: 'anchor', period: 'day' });
    expect(anchors.data.find((r) => r.user.id === host.id)?.diamonds).toBe(2 * 1980 + 30);
    const wealth = await get<RankRow[]>(server, 'Live_streaming/roomRanking', { kind: 'wealth', period: 'day' });
    expect(wealth.data.find((r) => r.user.id === fan!.id)?.diamonds).toBe(2 * 1980);
  });

  const horn = (user: QuickUser, text: string) =>
    post<Horn & { balance: number; horns_left: number; free: boolean }>(
      server,
      'Member/sneHorn',
      { room_id: anchor.roomId, text, client_id: cid('horn') },
      user.token,
    );

  it('nobles: 30 free horns a month (35 at once: 30 free, 5 paid), again next month', async () => {
    const [noble] = await funded(3000 + 5 * HORN_PRICE + HORN_PRICE);
    const bought = await post<{ expires_at: number; horns_left: number; balance: number }>(
      server,
      'noble_user/buy',
      { noble_id: 1, months: 1, client_id: cid('noble') },
      noble!.token,
    );
    expect(bought.data).toMatchObject({ expires_at: nowS() + MONTH_S, horns_left: 30, balance: 6 * HORN_PRICE });
    const sent = await Promise.all(Array.from({ length: 35 }, (_, i) => horn(noble!, `goal ${i}`)));
    expect(sent.every((r) => r.code === 0)).toBe(true);
    expect(sent.filter((r) => r.data.free)).toHaveLength(30);
    expect(await balance(noble!)).toBe(HORN_PRICE);
    const mine = async () => (await get<NobleList>(server, 'Noble/getList', {}, noble!.token)).data.mine;
    expect(await mine()).toMatchObject({ noble_id: 1, level: 1, horns_left: 0 });
    // 1 April in Beijing: a new month's horns.
    clock = Date.parse('2024-03-31T16:00:00Z');
    expect(await mine()).toMatchObject({ horns_left: 30 });
    const april = await horn(noble!, 'new month');
    expect(april.data).toMatchObject({ free: true, horns_left: 29, balance: HORN_PRICE });
    clock = Date.parse('2024-03-31T15:59:59Z');
    const list = await get<Horn[]>(server, 'Member/hornList');
    expect(list.data.at(-1)).toMatchObject({ text: 'new month', user: { id: noble!.id } });
  });

  it('horns: paid without a noble title, length limited, banned words masked, a retry sends once', async () => {
    const [user] = await funded(HORN_PRICE * 2);
    expect(await horn(user!, 'x'.repeat(51))).toMatchObject({
      code: 1,
      msg: 'A horn message is at most 50 characters',
    });
    expect(await horn(user!, '   ')).toMatchObject({ code: 1, msg: 'Please enter content' });
    const body = { room_id: anchor.roomId, text: `${'⚽'.repeat(40)} 赌博 ok`, client_id: cid('h') };
    const first = await post<Horn & { free: boolean; balance: number }>(server, 'Member/sneHorn', body, user!.token);
    expect(first.data).toMatchObject({ free: false, balance: HORN_PRICE, text: `${'⚽'.repeat(40)} ** ok` });
    const again = await post<Horn>(server, 'Member/sneHorn', body, user!.token);
    expect(again.data.id).toBe(first.data.id);
    expect(await balance(user!)).toBe(HORN_PRICE);
    await horn(user!, 'second');
    expect(await horn(user!, 'third')).toMatchObject({ code: 1, msg: 'Not enough diamonds. Recharge to continue' });
    expect(await balance(user!)).toBe(0);
  });
});
