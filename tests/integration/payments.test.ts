import { generateKeyPairSync, createSign, createVerify } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PayChannel } from '../../contracts/account.ts';
import { get, post } from '../support/accounts.ts';
import { balanceOf } from '../../server/wallet/ledger.ts';
import { signedContent } from '../../server/wallet/alipay-payment.ts';
import { quickUser } from './support/room-users.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';
import { expectLedgerClean } from './support/wallet.ts';

/** Form-posts a notification as Alipay does; the plain-text answer. */
async function notify(server: TestServer, fields: Record<string, string>): Promise<string> {
  const response = await fetch(`${server.url}/api/pay/alipayNotify`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
  return response.text();
}

describe('payments in production without a provider', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { NODE_ENV: 'production' } });
  });
  afterAll(async () => {
    await server.close();
  });

  it('offers no channel, refuses to make an order and has no sandbox calls: no call credits diamonds', async () => {
    const user = await quickUser(server);
    expect((await get<PayChannel[]>(server, 'pay/getPayChannelList', {}, user.token)).data).toEqual([]);

    const order = await post(
      server,
      'chargerules/payUrl',
      { rule_id: 5, channel: 'sandbox-alipay', client_id: 'a' },
      user.token,
    );
    expect(order).toMatchObject({ code: 1, msg: 'Recharge is not available: no payment provider is configured' });

    const sandboxOrder = await get(server, 'pay/sandboxOrder', { order_no: 'P1' }, user.token);
    expect(sandboxOrder).toMatchObject({ code: 1, msg: 'Unknown call: pay/sandboxOrder' });
    const sandboxNotify = await post(server, 'pay/sandboxNotify', { order_no: 'P1', status: 'paid', sign: 'x' });
    expect(sandboxNotify).toMatchObject({ code: 1, msg: 'Unknown call: pay/sandboxNotify' });
    // Nor does Alipay's endpoint exist without Alipay configured.
    expect(await notify(server, { out_trade_no: 'P1', trade_status: 'TRADE_SUCCESS' })).toContain('Unknown call');

    expect(await balanceOf(server.live.database.db, user.id, 'diamond')).toBe(0);
    await expectLedgerClean(server);
  });
});

describe('payments through Alipay', () => {
  // Our key pair (Alipay holds the public half) and Alipay's (we hold its public half).
  const ours = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const alipay = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const pem = (key: typeof ours.publicKey | typeof ours.privateKey) =>
    key.export({ format: 'pem', type: key.type === 'private' ? 'pkcs8' : 'spki' }).toString();
  const appId = '2021000000000001';
  let server: TestServer;

  /** A notification signed by "Alipay" for an order. */
  const signed = (fields: Record<string, string>, key = alipay.privateKey) => {
    const all = { app_id: appId, charset: 'utf-8', notify_type: 'trade_status_sync', sign_type: 'RSA2', ...fields };
    const sign = createSign('RSA-SHA256')
      .update(signedContent(all, ['sign', 'sign_type']))
      .sign(key, 'base64');
    return { ...all, sign };
  };

  beforeAll(async () => {
    server = await startTestServer({
      env: {
        NODE_ENV: 'production',
        PUBLIC_URL: 'https://live.example.com',
        ALIPAY_APP_ID: appId,
        ALIPAY_PRIVATE_KEY: pem(ours.privateKey),
        // As Alipay's console shows it: bare base64, no PEM armour.
        ALIPAY_PUBLIC_KEY: alipay.publicKey.export({ format: 'der', type: 'spki' }).toString('base64'),
      },
    });
  });
  afterAll(async () => {
    await server.close();
  });

  it('sends the payer to Alipay with a request signed by our key, notifying our public URL', async () => {
    const user = await quickUser(server);
    const channels = (await get<PayChannel[]>(server, 'pay/getPayChannelList', {}, user.token)).data;
    expect(channels.map((c) => c.id)).toEqual(['alipay']);
    const made = await post<{ url: string; order_no: string }>(
      server,
      'chargerules/payUrl',
      { rule_id: 2, channel: 'alipay', client_id: 'c1' },
      user.token,
    );
    expect(made.code, made.msg).toBe(0);
    const url = new URL(made.data.url);
    expect(url.origin + url.pathname).toBe('https://openapi.alipay.com/gateway.do');
    const params = Object.fromEntries(url.searchParams);
    expect(params.notify_url).toBe('https://live.example.com/api/pay/alipayNotify');
    expect(JSON.parse(params.biz_content ?? '{}')).toMatchObject({
      out_trade_no: made.data.order_no,
      total_amount: '30.00',
    });
    const verifier = createVerify('RSA-SHA256').update(signedContent(params, ['sign']));
    expect(verifier.verify(ours.publicKey, params.sign ?? '', 'base64')).toBe(true);
  });

  it('credits an order once for a verified notification; refuses forged, foreign and wrong-amount ones', async () => {
    const user = await quickUser(server);
    const made = await post<{ order_no: string; order: { diamonds: number } }>(
      server,
      'chargerules/payUrl',
      { rule_id: 1, channel: 'alipay', client_id: 'c2' },
      user.token,
    );
    const orderNo = made.data.order_no;
    const db = server.live.database.db;
    const paid = { out_trade_no: orderNo, total_amount: '6.00', trade_status: 'TRADE_SUCCESS', trade_no: 'T1' };

    // Signed with a key that is not Alipay's (e.g. by the payer): refused.
    expect(await notify(server, signed(paid, ours.privateKey))).toBe('failure');
    // Alipay's signature, but for another merchant's app, or another amount: refused.
    expect(await notify(server, signed({ ...paid, app_id: '2021000000000999' }))).toBe('failure');
    expect(await notify(server, signed({ ...paid, total_amount: '0.01' }))).toBe('failure');
    // Not paid yet: acknowledged, nothing credited.
    expect(await notify(server, signed({ ...paid, trade_status: 'WAIT_BUYER_PAY' }))).toBe('success');
    expect(await balanceOf(db, user.id, 'diamond')).toBe(0);

    // Alipay retries a notification until it hears success: every copy credits once in all.
    const answers = await Promise.all(Array.from({ length: 10 }, () => notify(server, signed(paid))));
    expect(answers).toEqual(Array(10).fill('success'));
    expect(await balanceOf(db, user.id, 'diamond')).toBe(made.data.order.diamonds);
    const status = await get<{ status: string }>(server, 'pay/orderStatus', { order_no: orderNo }, user.token);
    expect(status.data.status).toBe('paid');
    await expectLedgerClean(server);
  });
});
