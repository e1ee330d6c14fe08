import { createPrivateKey, createPublicKey, createSign, createVerify, type KeyObject } from 'node:crypto';
import { API_BASE } from '../../contracts/api.ts';
import { WALLET_PATHS } from '../../contracts/account.ts';
import type { PayOrderView } from '../../contracts/wallet.ts';
import type { PaymentConfig } from '../config.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { findOrder, settleOrder } from './recharge.ts';

type AlipayConfig = Extract<PaymentConfig, { provider: 'alipay' }>;

/**
 * Alipay computer-website payment (`alipay.trade.page.pay`): the payer is sent to Alipay's
 * checkout with our RSA2-signed request; Alipay posts an asynchronous notification, verified
 * with Alipay's public key, whose app id and amount must match the order before it is settled.
 * Answering `success` stops Alipay's retries; anything else makes it try again later.
 */
export function createAlipayProvider(config: AlipayConfig, publicUrl: () => string): PaymentProvider {
  const privateKey = keyOf('ALIPAY_PRIVATE_KEY', config.privateKey, 'private');
  const alipayKey = keyOf('ALIPAY_PUBLIC_KEY', config.publicKey, 'public');
  return {
    name: 'alipay',
    channels: [{ id: 'alipay', name: 'Alipay' }],
    checkoutUrl(order) {
      const base = publicUrl();
      const params: Record<string, string> = {
        app_id: config.appId,
        method: 'alipay.trade.page.pay',
        format: 'JSON',
        charset: 'utf-8',
        sign_type: 'RSA2',
        timestamp: chinaTimestamp(Date.now()),
        version: '1.0',
        notify_url: `${base}${API_BASE}/${WALLET_PATHS.alipayNotify}`,
        return_url: `${base}/member?type=1&isRecharge=1`,
        biz_content: JSON.stringify({
          out_trade_no: order.order_no,
          product_code: 'FAST_INSTANT_TRADE_PAY',
          total_amount: yuan(order.amount_fen),
          subject: `${order.diamonds} diamonds`,
          timeout_express: '30m',
        }),
      };
      params.sign = signParams(params, privateKey);
      return `${config.gateway}?${new URLSearchParams(params)}`;
    },
    registerRoutes(app, ctx) {
      app.post(`${API_BASE}/${WALLET_PATHS.alipayNotify}`, async (request, reply) => {
        void reply.type('text/plain');
        const params = stringFields(request.body);
        const outcome = await verifyNotification(params, {
          appId: config.appId,
          alipayKey,
          find: (orderNo) => findOrder(ctx.db, orderNo),
        });
        if (outcome === 'ignore') return 'success';
        if (outcome === 'refuse') {
          request.log.warn({ order: params.out_trade_no }, 'alipay: notification refused');
          return 'failure';
        }
        const result = await settleOrder(ctx.db, {
          orderNo: outcome.orderNo,
          status: outcome.status,
          nowS: ctx.nowS(),
        });
        if (result === 'ok') return 'success';
        // Paid at Alipay but closed here (or the other way round): a person must look at it.
        request.log.error({ order: outcome.orderNo, result }, 'alipay: notification disagrees with the order');
        return 'failure';
      });
    },
  };
}

type Verified = { orderNo: string; status: 'paid' | 'closed' } | 'ignore' | 'refuse';

/** Checks a notification's signature, app id and amount; says what it means for the order. */
export async function verifyNotification(
  params: Record<string, string>,
  deps: { appId: string; alipayKey: KeyObject; find: (orderNo: string) => Promise<PayOrderView | undefined> },
): Promise<Verified> {
  if (!params.sign || params.sign_type !== 'RSA2') return 'refuse';
  const verifier = createVerify('RSA-SHA256');
  verifier.update(signedContent(params, ['sign', 'sign_type']), 'utf8');
  if (!verifier.verify(deps.alipayKey, params.sign, 'base64')) return 'refuse';
  if (params.app_id !== deps.appId) return 'refuse';
  const order = await deps.find(params.out_trade_no ?? '');
  if (!order || params.total_amount !== yuan(order.amount_fen)) return 'refuse';
  switch (params.trade_status) {
    case 'TRADE_SUCCESS':
    case 'TRADE_FINISHED':
      return { orderNo: order.order_no, status: 'paid' };
    case 'TRADE_CLOSED':
      return { orderNo: order.order_no, status: 'closed' };
    default:
      // WAIT_BUYER_PAY and the like: nothing to do yet.
      return 'ignore';
  }
}

/** Alipay's string to sign: non-empty parameters but the excluded ones, sorted, `k=v` joined by `&`. */
export function signedContent(params: Record<string, string>, exclude: string[]): string {
  return Object.keys(params)
    .filter((k) => !exclude.includes(k) && params[k] !== '')
    .sort()
    .map((k) => `${k}=${params[k]}`)
    .join('&');
}

export function signParams(params: Record<string, string>, key: KeyObject): string {
  return createSign('RSA-SHA256')
    .update(signedContent(params, ['sign']), 'utf8')
    .sign(key, 'base64');
}

function yuan(fen: number): string {
  return (fen / 100).toFixed(2);
}

/** `yyyy-MM-dd HH:mm:ss` in China time, as Alipay wants its timestamp. */
export function chinaTimestamp(ms: number): string {
  return new Date(ms + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');
}

function stringFields(body: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (typeof body !== 'object' || body === null) return out;
  for (const [k, v] of Object.entries(body)) if (typeof v === 'string') out[k] = v;
  return out;
}

/** A key as Alipay's console gives it (bare base64) or as PEM. */
function keyOf(name: string, text: string, kind: 'private' | 'public'): KeyObject {
  try {
    if (text.includes('-----BEGIN')) return kind === 'private' ? createPrivateKey(text) : createPublicKey(text);
    const der = Buffer.from(text.replace(/\s+/g, ''), 'base64');
    if (kind === 'public') return createPublicKey({ key: der, format: 'der', type: 'spki' });
    try {
      return createPrivateKey({ key: der, format: 'der', type: 'pkcs8' });
    } catch {
      return createPrivateKey({ key: der, format: 'der', type: 'pkcs1' });
    }
  } catch (error) {
    throw new Error(`${name} is not a readable RSA ${kind} key: ${(error as Error).message}`);
  }
}
