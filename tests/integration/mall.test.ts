import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MemberInfo, Page } from '../../contracts/account.ts';
import { runAdminCommand } from '../../server/admin/admin-commands.ts';
import type { ExchangeRecord, ExchangeResult, GoodsItem } from '../../server/mall/exchange.ts';
import {
  auditLedger,
  balanceOf,
  post as postLedger,
  SYSTEM,
  systemAccountId,
  transfer,
  userAccountId,
} from '../../server/wallet/ledger.ts';
import { get, post, registerUser } from '../support/accounts.ts';
import { throwAwayDatabase } from './support/pg-database.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

const databaseUrl = process.env.TEST_DATABASE_URL;

describe.each([
  ['sqlite', undefined],
  ['postgres', databaseUrl],
] as const)('exchange mall (%s)', (kind, url) => {
  const skip = kind === 'postgres' && !url;
  let server: TestServer;
  let scratch: Awaited<ReturnType<typeof throwAwayDatabase>> | null = null;
  beforeAll(async () => {
    if (skip) return;
    scratch = url ? await throwAwayDatabase(url, 'mall') : null;
    server = await startTestServer({ databaseUrl: scratch?.url });
  });
  afterAll(async () => {
    await server?.close();
    await scratch?.drop();
  });

  /** Test diamonds: a ledger credit from the rewards account, as support would grant. */
  async function giveDiamonds(userId: number, diamonds: number): Promise<void> {
    const db = server.live.database.db;
    await postLedger(db, {
      kind: 'test-grant',
      userId,
      nowS: 1,
      postings: async (trx) =>
        transfer(await systemAccountId(trx, SYSTEM.rewards), await userAccountId(trx, userId, 'diamond'), diamonds),
    });
  }

  async function goods(): Promise<GoodsItem[]> {
    const list = await get<GoodsItem[]>(server, 'goods/goodsList');
    expect(list.code, list.msg).toBe(0);
    return list.data;
  }

  it.skipIf(skip)('lists the seeded goods in the caller language', async () => {
    const list = await goods();
    expect(list.length).toBeGreaterThanOrEqual(5);
    expect(list[0]).toMatchObject({ name: 'Team scarf', image: '/goods/scarf.svg', price: 300, stock: 50 });
    expect(list.some((g) => g.stock === null)).toBe(true);
  });

  it.skipIf(skip)(
    'debits exactly, replays by client id without a second debit, refuses without enough diamonds',
    async () => {
      const user = await registerUser(server);
      const mug = (await goods()).find((g) => g.image === '/goods/mug.svg');
      if (!mug) throw new Error('no mug');
      await giveDiamonds(user.user.id, mug.price * 3 + 50);

      const body = { goods_id: mug.id, quantity: 2, client_id: 'exchange-once-0001' };
      const first = await post<ExchangeResult>(server, 'goods/exchange', body, user.token);
      expect(first.code, first.msg).toBe(0);
      expect(first.data).toMatchObject({ diamonds: mug.price * 2, balance: mug.price + 50 });
      const replay = await post<ExchangeResult>(server, 'goods/exchange', body, user.token);
      expect(replay.data).toEqual(first.data);
      const reused = await post(server, 'goods/exchange', { ...body, quantity: 1 }, user.token);
      expect(reused).toMatchObject({ code: 1, msg: 'This request id was used for another request' });
      expect(await balanceOf(server.live.database.db, user.user.id, 'diamond')).toBe(mug.price + 50);
      // Spending counts as wealth once (1 diamond = 1 point), not again for the replay.
      const info = await get<MemberInfo>(server, 'Member/info', {}, user.token);
      expect(info.data.wealth_exp).toBe(mug.price * 2);

      const poor = await post(server, 'goods/exchange', { ...body, client_id: 'exchange-poor-0002' }, user.token);
      expect(poor).toMatchObject({ code: 1, msg: 'Insufficient balance' });
      expect(await balanceOf(server.live.database.db, user.user.id, 'diamond')).toBe(mug.price + 50);

      for (const [extra, message] of [
        [{ quantity: 0 }, 'The quantity is 1 to 99'],
        [{ quantity: 1.5 }, 'The quantity is 1 to 99'],
        [{ goods_id: 999_999 }, 'This item does not exist'],
      ] as const) {
        const answer = await post(
          server,
          'goods/exchange',
          { ...body, ...extra, client_id: `bad-${Math.random()}`.replace('.', '') },
          user.token,
        );
        expect(answer).toMatchObject({ code: 1, msg: message });
      }
      expect((await post(server, 'goods/exchange', { goods_id: mug.id, client_id: 'x' }, user.token)).code).toBe(1);
      expect((await post(server, 'goods/exchange', body)).code).toBe(700);

      // A support grant through the admin command lands in the same wallet.
      const granted = await runAdminCommand(
        server.live.database.db,
        { name: 'grant', userId: user.user.id, diamonds: 7, note: 'ticket 1' },
        1,
      );
      expect(granted).toEqual([`Granted 7 diamonds to user ${user.user.id}; balance now ${mug.price + 57}.`]);

      const records = await get<Page<ExchangeRecord>>(server, 'goods/exchangeRecords', { page: 1 }, user.token);
      expect(records.data.total).toBe(1);
      expect(records.data.list[0]).toMatchObject({
        goods_id: mug.id,
        quantity: 2,
        diamonds: mug.price * 2,
        name: 'Souvenir mug',
      });
    },
  );

  it.skipIf(skip)(
    'never sells more than the stock under 50 concurrent exchanges, and records stay private',
    async () => {
      const db = server.live.database.db;
      const buyer = await registerUser(server);
      const other = await registerUser(server);
      const ball = (await goods()).find((g) => g.image === '/goods/football.svg');
      if (!ball?.stock) throw new Error('no football with stock');
      // Leave three in stock; the buyer can afford all fifty.
      await db.updateTable('goods').set({ stock: 3 }).where('id', '=', ball.id).execute();
      await giveDiamonds(buyer.user.id, ball.price * 50);

      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          post<ExchangeResult>(
            server,
            'goods/exchange',
            { goods_id: ball.id, quantity: 1, client_id: `race-${i}-abcdef` },
            buyer.token,
          ),
        ),
      );
      const won = answers.filter((a) => a.code === 0);
      expect(won).toHaveLength(3);
      expect(answers.filter((a) => a.code !== 0).every((a) => a.msg === 'Not enough stock left')).toBe(true);
      const left = await db.selectFrom('goods').select('stock').where('id', '=', ball.id).executeTakeFirstOrThrow();
      expect(left.stock).toBe(0);
      expect(await balanceOf(db, buyer.user.id, 'diamond')).toBe(ball.price * 47);
      const audit = await auditLedger(db);
      expect(audit).toEqual({ mismatched: [], total: 0, negativeUsers: 0 });

      const mine = await get<Page<ExchangeRecord>>(server, 'goods/exchangeRecords', { page: 1 }, buyer.token);
      expect(mine.data.total).toBe(3);
      const theirs = await get<Page<ExchangeRecord>>(server, 'goods/exchangeRecords', { page: 1 }, other.token);
      expect(theirs.data).toMatchObject({ list: [], total: 0 });
      expect((await get(server, 'goods/exchangeRecords', { page: 1 })).code).toBe(700);
    },
  );
});
