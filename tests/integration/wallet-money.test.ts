import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Page } from '../../contracts/account.ts';
import { balanceOf } from '../../server/wallet/ledger.ts';
import { failWithdrawal, settleWithdrawal } from '../../server/wallet/withdrawals.ts';
import { get, post, registerUser } from '../support/accounts.ts';
import { throwAwayDatabase } from './support/pg-database.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';
import { expectLedgerClean, giveDiamonds, setUpPayout } from './support/wallet.ts';

interface SandboxOrder {
  order: { order_no: string; diamonds: number };
  sign: { paid: string; closed: string };
}

const databaseUrl = process.env.TEST_DATABASE_URL;

describe.each([
  ['SQLite', undefined],
  ['PostgreSQL', databaseUrl],
] as const)('wallet money safety over HTTP on %s', (kind, url) => {
  let server: TestServer;
  let scratch: Awaited<ReturnType<typeof throwAwayDatabase>> | null = null;
  beforeAll(async () => {
    if (kind === 'PostgreSQL' && !url) return;
    scratch = url ? await throwAwayDatabase(url, 'wallet') : null;
    server = await startTestServer(scratch ? { databaseUrl: scratch.url } : {});
  });
  afterAll(async () => {
    await server?.close();
    await scratch?.drop();
  });
  beforeEach((context) => {
    if (kind === 'PostgreSQL' && !url) context.skip();
  });
  afterEach(async () => {
    if (server) await expectLedgerClean(server);
  });

  it('a payment callback replayed 100 times (50 of them at once) credits once', async () => {
    const { token, user } = await registerUser(server);
    const created = await post<{ order_no: string }>(
      server,
      'chargerules/payUrl',
      { rule_id: 3, channel: 'sandbox-wechat', client_id: 'x' },
      token,
    );
    const sandbox = await get<SandboxOrder>(server, 'pay/sandboxOrder', { order_no: created.data.order_no }, token);
    const notify = () =>
      post(server, 'pay/sandboxNotify', {
        order_no: created.data.order_no,
        status: 'paid',
        sign: sandbox.data.sign.paid,
      });
    const concurrent = await Promise.all(Array.from({ length: 50 }, notify));
    const sequential = [];
    for (let i = 0; i < 50; i += 1) sequential.push(await notify());
    expect([...concurrent, ...sequential].every((r) => r.code === 0)).toBe(true);
    const db = server.live.database.db;
    expect(await balanceOf(db, user.id, 'diamond')).toBe(sandbox.data.order.diamonds);
    const credits = await db
      .selectFrom('ledger_txns')
      .select('id')
      .where('idem_key', '=', `pay:${created.data.order_no}`)
      .execute();
    expect(credits).toHaveLength(1);
  });

  it('concurrent withdrawals of the whole income balance: exactly one wins', async () => {
    const { token, user } = await registerUser(server);
    await setUpPayout(server, token);
    await giveDiamonds(server, user.id, 'income', 1000);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        post(
          server,
          'Balance/applyForWithdrawal',
          { diamonds: 1000, method: i % 2 ? 'bank' : 'alipay', payment_password: '123456', client_id: `w${i}` },
          token,
        ),
      ),
    );
    expect(results.filter((r) => r.code === 0)).toHaveLength(1);
    // The others lost the race for the balance, or for the one payment-password check a user may
    // have in flight at a time.
    const losers = results.filter((r) => r.code === 1).map((r) => r.msg);
    expect(losers.every((m) => m === 'Insufficient balance' || m === 'Too many requests, please try again later')).toBe(
      true,
    );
    expect(await balanceOf(server.live.database.db, user.id, 'income')).toBe(0);
    const list = await get<Page<{ id: number; status: string }>>(server, 'Balance/withdrawalList', {}, token);
    expect(list.data.list).toHaveLength(1);
    expect(list.data.list[0]?.status).toBe('pending');
  });

  it('the same client id with other parameters is refused; below the minimum is refused', async () => {
    const { token, user } = await registerUser(server);
    await setUpPayout(server, token);
    await giveDiamonds(server, user.id, 'income', 1000);
    const body = { diamonds: 300, method: 'bank', payment_password: '123456', client_id: 'same' };
    const first = await post<{ withdrawal: { id: number } }>(server, 'Balance/applyForWithdrawal', body, token);
    expect(first.code, first.msg).toBe(0);
    const retry = await post<{ withdrawal: { id: number } }>(server, 'Balance/applyForWithdrawal', body, token);
    expect(retry.data.withdrawal.id).toBe(first.data.withdrawal.id);
    const changed = await post(server, 'Balance/applyForWithdrawal', { ...body, diamonds: 301 }, token);
    expect(changed.msg).toBe('This request id was used for another request');
    const small = await post(server, 'Balance/applyForWithdrawal', { ...body, diamonds: 99, client_id: 's' }, token);
    expect(small.msg).toBe('At least 100');
    const wrongPassword = await post(
      server,
      'Balance/applyForWithdrawal',
      { ...body, client_id: 'p', payment_password: '654321' },
      token,
    );
    expect(wrongPassword.msg).toBe('Wrong payment password');
    expect(await balanceOf(server.live.database.db, user.id, 'income')).toBe(700);
  });

  it('settling and failing: once each, failed returns diamonds, shown in the list with its status', async () => {
    const { token, user } = await registerUser(server);
    await setUpPayout(server, token);
    await giveDiamonds(server, user.id, 'income', 600);
    const apply = (client_id: string) =>
      post<{ withdrawal: { id: number } }>(
        server,
        'Balance/applyForWithdrawal',
        { diamonds: 300, method: 'bank', payment_password: '123456', client_id },
        token,
      );
    const a = (await apply('a')).data.withdrawal.id;
    const b = (await apply('b')).data.withdrawal.id;
    const db = server.live.database.db;
    const nowS = Math.floor(Date.now() / 1000);
    const outcomes = await Promise.all([settleWithdrawal(db, a, nowS), failWithdrawal(db, a, 'x', nowS)]);
    expect(outcomes.filter(Boolean)).toHaveLength(1);
    expect(await failWithdrawal(db, b, 'card closed', nowS)).toBe(true);
    expect(await settleWithdrawal(db, b, nowS)).toBe(false);
    const failed = await get<Page<{ id: number; note: string }>>(
      server,
      'Balance/withdrawalList',
      { status: 'failed' },
      token,
    );
    expect(failed.data.list.map((w) => w.id)).toContain(b);
    const income = await balanceOf(db, user.id, 'income');
    expect([300, 600]).toContain(income);
    const records = await get<Page<{ type: string }>>(server, 'Order/getList', { type: 'withdrawal' }, token);
    expect(records.data.list.every((r) => r.type === 'withdrawal')).toBe(true);
    expect(records.data.total).toBeGreaterThanOrEqual(3);
  });
});
