import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ChargeRule, Page, PayChannel } from '../../contracts/account.ts';
import { get, post, registerUser, requestCode } from '../support/accounts.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';
import { expectLedgerClean, giveDiamonds, setUpPayout } from './support/wallet.ts';

interface SandboxOrder {
  order: { order_no: string; status: string; diamonds: number; amount_fen: number };
  sign: { paid: string; closed: string };
}
interface RecordRow {
  type: string;
  kind: string;
  delta: number;
  wallet: string;
}

describe('wallet: recharge, records, payout accounts, ownership', () => {
  let server: TestServer;
  let clock = Date.now();
  beforeAll(async () => {
    server = await startTestServer({ now: () => clock });
  });
  afterAll(async () => {
    await server.close();
  });
  afterEach(async () => {
    await expectLedgerClean(server);
  });

  it('names the payment channels in the caller language', async () => {
    const names = async (lang: string) => {
      const response = await fetch(`${server.url}/api/pay/getPayChannelList`, { headers: { lang } });
      return ((await response.json()) as { data: PayChannel[] }).data.map((c) => c.name);
    };
    expect(await names('zh')).toEqual(['支付宝（沙箱）', '微信支付（沙箱）']);
    expect(await names('en')).toEqual(['Alipay (sandbox)', 'WeChat Pay (sandbox)']);
  });

  it('recharges through the sandbox page: pending order, signed notify, diamonds credited', async () => {
    const { token, user } = await registerUser(server);
    const rules = (await get<ChargeRule[]>(server, 'chargerules/getList')).data;
    const channels = (await get<PayChannel[]>(server, 'pay/getPayChannelList')).data;
    expect(rules.length).toBeGreaterThan(2);
    const rule = rules[1] as ChargeRule;
    const channel = (channels[0] as PayChannel).id;

    const created = await post<{ order_no: string; url: string }>(
      server,
      'chargerules/payUrl',
      { rule_id: rule.id, channel, client_id: 'r1' },
      token,
    );
    expect(created.code, created.msg).toBe(0);
    expect(created.data.url).toBe(`/pay/sandbox?order=${created.data.order_no}`);
    const again = await post<{ order_no: string }>(
      server,
      'chargerules/payUrl',
      { rule_id: rule.id, channel, client_id: 'r1' },
      token,
    );
    expect(again.data.order_no).toBe(created.data.order_no);
    const other = await post(
      server,
      'chargerules/payUrl',
      { rule_id: (rules[0] as ChargeRule).id, channel, client_id: 'r1' },
      token,
    );
    expect(other.code).toBe(1);

    const sandbox = await get<SandboxOrder>(server, 'pay/sandboxOrder', { order_no: created.data.order_no }, token);
    expect(sandbox.code, sandbox.msg).toBe(0);
    expect(sandbox.data.order.status).toBe('pending');
    expect(sandbox.data.order.diamonds).toBe(rule.diamonds + rule.bonus);

    const forged = await post(server, 'pay/sandboxNotify', {
      order_no: created.data.order_no,
      status: 'paid',
      sign: 'x',
    });
    expect(forged.code).toBe(1);
    const paid = await post(server, 'pay/sandboxNotify', {
      order_no: created.data.order_no,
      status: 'paid',
      sign: sandbox.data.sign.paid,
    });
    expect(paid.code, paid.msg).toBe(0);
    const info = await get<{ balance: number }>(server, 'User/getUserInfo', {}, token);
    expect(info.data.balance).toBe(rule.diamonds + rule.bonus);
    const after = await get<SandboxOrder>(server, 'pay/sandboxOrder', { order_no: created.data.order_no }, token);
    expect(after.data.order.status).toBe('paid');
    // A paid order cannot be cancelled.
    const cancel = await post(server, 'pay/sandboxNotify', {
      order_no: created.data.order_no,
      status: 'closed',
      sign: after.data.sign.closed,
    });
    expect(cancel.code).toBe(1);

    const records = await get<Page<RecordRow>>(server, 'Order/getList', { type: 'recharge', page: 1 }, token);
    expect(records.data.total).toBe(1);
    expect(records.data.list[0]).toMatchObject({ type: 'recharge', delta: rule.diamonds + rule.bonus });
    expect(user.id).toBeGreaterThan(0);
  });

  it('a cancelled order can no longer be paid', async () => {
    const { token } = await registerUser(server);
    const created = await post<{ order_no: string }>(
      server,
      'chargerules/payUrl',
      { rule_id: 1, channel: 'sandbox-alipay', client_id: 'c1' },
      token,
    );
    const sandbox = await get<SandboxOrder>(server, 'pay/sandboxOrder', { order_no: created.data.order_no }, token);
    const closed = await post(server, 'pay/sandboxNotify', {
      order_no: created.data.order_no,
      status: 'closed',
      sign: sandbox.data.sign.closed,
    });
    expect(closed.code, closed.msg).toBe(0);
    const paid = await post(server, 'pay/sandboxNotify', {
      order_no: created.data.order_no,
      status: 'paid',
      sign: sandbox.data.sign.paid,
    });
    expect(paid.code).toBe(1);
    expect((await get<{ balance: number }>(server, 'User/getUserInfo', {}, token)).data.balance).toBe(0);
  });

  it('records by type, newest first, paginated; conversion moves income to consumer diamonds', async () => {
    const { token, user } = await registerUser(server);
    await giveDiamonds(server, user.id, 'income', 50);
    for (let i = 0; i < 22; i += 1) {
      const converted = await post(server, 'Balance/conversionBalance', { diamonds: 1, client_id: `k${i}` }, token);
      expect(converted.code, converted.msg).toBe(0);
    }
    const replay = await post<{ balance: number; income: number }>(
      server,
      'Balance/conversionBalance',
      { diamonds: 1, client_id: 'k0' },
      token,
    );
    expect(replay.data).toEqual({ balance: 22, income: 28 });
    const reused = await post(server, 'Balance/conversionBalance', { diamonds: 2, client_id: 'k0' }, token);
    expect(reused.code).toBe(1);
    const tooMuch = await post(server, 'Balance/conversionBalance', { diamonds: 29, client_id: 'big' }, token);
    expect(tooMuch.code).toBe(1);

    const income = await get<Page<RecordRow>>(server, 'Order/getList', { type: 'income', page: 1 }, token);
    expect(income.data.total).toBe(1);
    const all1 = await get<Page<RecordRow>>(server, 'Order/getList', { type: 'all', page: 1 }, token);
    expect(all1.data.total).toBe(45);
    expect(all1.data.list).toHaveLength(20);
    const all3 = await get<Page<RecordRow>>(server, 'Order/getList', { type: 'all', page: 3 }, token);
    expect(all3.data.list).toHaveLength(5);
    expect(all3.data.list.at(-1)).toMatchObject({ type: 'income', delta: 50 });
    const types = await get<{ type: string }[]>(server, 'order/getTypeList');
    expect(types.data.map((t) => t.type)).toContain('withdrawal');
    const bad = await get(server, 'Order/getList', { type: 'nope' }, token);
    expect(bad.code).toBe(1);
    expect(bad.msg).toContain('type');
  });

  it('payment password: set, change with the old one or an SMS code, throttled when wrong', async () => {
    const { token, mobile } = await registerUser(server);
    expect((await post(server, 'Member/paymentPassword', { password: '12345' }, token)).code).toBe(1);
    expect((await post(server, 'Member/paymentPassword', { password: '111111' }, token)).code).toBe(0);
    expect((await post(server, 'Member/paymentPassword', { password: '222222' }, token)).code).toBe(1);
    const changed = await post(server, 'Member/paymentPassword', { password: '222222', old_password: '111111' }, token);
    expect(changed.code, changed.msg).toBe(0);
    clock += 61_000;
    const code = await requestCode(server, mobile, 2);
    const reset = await post(server, 'Member/paymentPassword', { password: '333333', code }, token);
    expect(reset.code, reset.msg).toBe(0);

    const card = { holder: 'A', bank_name: 'B', card_no: '6222020200112233445' };
    for (let i = 0; i < 5; i += 1) {
      const wrong = await post(server, 'Bank_card/bind', { ...card, payment_password: '000000' }, token);
      expect(wrong.msg).toBe('Wrong payment password');
    }
    const locked = await post(server, 'Bank_card/bind', { ...card, payment_password: '333333' }, token);
    expect(locked.code).toBe(1);
    expect(locked.msg).toMatch(/try again/);
  });

  it('payout accounts are masked and nobody reads or uses another user’s records', async () => {
    const alice = await registerUser(server);
    const bob = await registerUser(server);
    await setUpPayout(server, alice.token);
    const card = await get<{ account: string; holder: string }>(server, 'Bank_card/getInfo', {}, alice.token);
    expect(card.data.account).toBe('***************3445');
    expect(JSON.stringify(card.data)).not.toContain('6222020200112233445');
    const ali = await get<{ account: string }>(server, 'Bank_card/getAliPayInfo', {}, alice.token);
    expect(ali.data.account).toBe('l***@example.com');
    expect((await get(server, 'Bank_card/getInfo', {}, bob.token)).data).toBeNull();

    await giveDiamonds(server, alice.user.id, 'income', 500);
    const order = await post<{ order_no: string }>(
      server,
      'chargerules/payUrl',
      { rule_id: 1, channel: 'sandbox-alipay', client_id: 'o' },
      alice.token,
    );
    const peek = await get(server, 'pay/sandboxOrder', { order_no: order.data.order_no }, bob.token);
    expect(peek.code).toBe(1);
    expect(peek.msg).toBe('Record not found');
    const withdrawal = await post(
      server,
      'Balance/applyForWithdrawal',
      { diamonds: 200, method: 'bank', payment_password: '123456', client_id: 'w' },
      alice.token,
    );
    expect(withdrawal.code, withdrawal.msg).toBe(0);
    // Bob has no card of his own: he cannot withdraw to Alice's.
    const bobs = await post(
      server,
      'Balance/applyForWithdrawal',
      { diamonds: 200, method: 'bank', payment_password: '123456', client_id: 'w' },
      bob.token,
    );
    expect(bobs.code).toBe(1);
    expect((await get<Page<unknown>>(server, 'Balance/withdrawalList', {}, bob.token)).data.total).toBe(0);
    expect((await get<Page<unknown>>(server, 'Order/getList', { type: 'all' }, bob.token)).data.total).toBe(0);
    expect((await get<Page<unknown>>(server, 'Balance/withdrawalList', {}, alice.token)).data.total).toBe(1);
    expect((await get(server, 'Balance/withdrawalList', {})).code).toBe(700);
  });
});
