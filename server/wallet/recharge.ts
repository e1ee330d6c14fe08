import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { ChargeRule, PayChannel } from '../../contracts/account.ts';
import type { DB } from '../db/schema.ts';
import type { PayOrderView } from '../../contracts/wallet.ts';
import { sign, verifySignature } from '../accounts/secrets.ts';
import { post, SYSTEM, systemAccountId, transfer, userAccountId } from './ledger.ts';

/**
 * Recharge: a pending pay order, paid on our sandbox payment page, whose signed callback marks
 * the order paid and credits the diamonds in ONE ledger transaction (idempotency key
 * `pay:<order_no>`), so a callback replayed any number of times credits once.
 */

/** The charge tiers (1 diamond = 0.1 CNY; bigger tiers get a bonus). */
export const CHARGE_RULES: ChargeRule[] = [
  { id: 1, diamonds: 60, bonus: 0, price_fen: 600 },
  { id: 2, diamonds: 300, bonus: 10, price_fen: 3000 },
  { id: 3, diamonds: 980, bonus: 50, price_fen: 9800 },
  { id: 4, diamonds: 1980, bonus: 150, price_fen: 19800 },
  { id: 5, diamonds: 6480, bonus: 600, price_fen: 64800 },
];

/** Sandbox channels: both end on our own payment page. */
export const PAY_CHANNELS: PayChannel[] = [
  { id: 'sandbox-alipay', name: 'Alipay (sandbox)' },
  { id: 'sandbox-wechat', name: 'WeChat Pay (sandbox)' },
];

const ORDER_COLUMNS = [
  'order_no',
  'user_id',
  'rule_id',
  'diamonds',
  'amount_fen',
  'channel',
  'status',
  'created_at',
  'paid_at',
] as const;

type OrderRow = PayOrderView & { user_id: number };

function view(row: OrderRow): PayOrderView {
  return {
    order_no: row.order_no,
    rule_id: Number(row.rule_id),
    diamonds: Number(row.diamonds),
    amount_fen: Number(row.amount_fen),
    channel: row.channel,
    status: row.status,
    created_at: Number(row.created_at),
    paid_at: row.paid_at === null ? null : Number(row.paid_at),
  };
}

export function sandboxPayUrl(orderNo: string): string {
  return `/pay/sandbox?order=${encodeURIComponent(orderNo)}`;
}

export type CreateOrderResult = { order: PayOrderView } | { error: 'rule' | 'channel' | 'idReused' };

/** A pending order for a rule; the same client id returns the first order (other parameters: refused). */
export async function createPayOrder(
  db: Kysely<DB>,
  input: { userId: number; ruleId: number; channel: string; clientId: string; nowS: number },
): Promise<CreateOrderResult> {
  const rule = CHARGE_RULES.find((r) => r.id === input.ruleId);
  if (!rule) return { error: 'rule' };
  if (!PAY_CHANNELS.some((c) => c.id === input.channel)) return { error: 'channel' };
  const orderNo = `P${input.nowS}${randomBytes(6).toString('hex')}`;
  await db
    .insertInto('pay_orders')
    .values({
      order_no: orderNo,
      user_id: input.userId,
      rule_id: rule.id,
      diamonds: rule.diamonds + rule.bonus,
      amount_fen: rule.price_fen,
      channel: input.channel,
      status: 'pending',
      client_key: input.clientId,
      txn_id: null,
      created_at: input.nowS,
      paid_at: null,
    })
    .onConflict((oc) => oc.columns(['user_id', 'client_key']).doNothing())
    .execute();
  const row = await db
    .selectFrom('pay_orders')
    .select(ORDER_COLUMNS)
    .where('user_id', '=', input.userId)
    .where('client_key', '=', input.clientId)
    .executeTakeFirstOrThrow();
  if (Number(row.rule_id) !== rule.id || row.channel !== input.channel) return { error: 'idReused' };
  return { order: view(row) };
}

/** The caller's own order, or undefined (another user's order is "not found"). */
export async function findOwnOrder(db: Kysely<DB>, userId: number, orderNo: string): Promise<PayOrderView | undefined> {
  const row = await db
    .selectFrom('pay_orders')
    .select(ORDER_COLUMNS)
    .where('order_no', '=', orderNo)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row ? view(row) : undefined;
}

export type NotifyStatus = 'paid' | 'closed';

/** What the provider signs: the order's fields and the outcome. */
export function notifyText(order: { order_no: string; amount_fen: number; diamonds: number }, status: NotifyStatus) {
  return `${order.order_no}|${order.amount_fen}|${order.diamonds}|${status}`;
}

export function signNotify(secret: Buffer, order: PayOrderView, status: NotifyStatus): string {
  return sign(secret, notifyText(order, status));
}

export type NotifyResult = 'ok' | 'badSign' | 'notFound' | 'closed' | 'paid';

class OrderNotPending extends Error {}

/**
 * The provider's callback. `paid`: pending -> paid and the credit, in one transaction; a replay
 * (or a racing twin) credits nothing and answers ok. `closed`: a pending order is cancelled.
 */
export async function handleNotify(
  db: Kysely<DB>,
  secret: Buffer,
  input: { orderNo: string; status: NotifyStatus; sign: string; nowS: number },
): Promise<NotifyResult> {
  const row = await db
    .selectFrom('pay_orders')
    .select(ORDER_COLUMNS)
    .where('order_no', '=', input.orderNo)
    .executeTakeFirst();
  if (!row) return 'notFound';
  const order = view(row);
  if (!verifySignature(secret, notifyText(order, input.status), input.sign)) return 'badSign';
  if (input.status === 'closed') {
    if (order.status === 'closed') return 'ok';
    const closed = await db
      .updateTable('pay_orders')
      .set({ status: 'closed' })
      .where('order_no', '=', order.order_no)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    return Number(closed.numUpdatedRows) === 1 ? 'ok' : 'paid';
  }
  if (order.status === 'closed') return 'closed';
  try {
    await post(db, {
      kind: 'recharge',
      userId: row.user_id,
      memo: order.order_no,
      idempotency: { key: `pay:${order.order_no}`, fingerprint: `${order.diamonds}` },
      nowS: input.nowS,
      async postings(trx) {
        const updated = await trx
          .updateTable('pay_orders')
          .set({ status: 'paid', paid_at: input.nowS })
          .where('order_no', '=', order.order_no)
          .where('status', '=', 'pending')
          .executeTakeFirst();
        if (Number(updated.numUpdatedRows) !== 1) throw new OrderNotPending();
        const from = await systemAccountId(trx, SYSTEM.recharge);
        const to = await userAccountId(trx, row.user_id, 'diamond');
        return transfer(from, to, order.diamonds);
      },
      async record(trx, txnId) {
        await trx.updateTable('pay_orders').set({ txn_id: txnId }).where('order_no', '=', order.order_no).execute();
      },
    });
    return 'ok';
  } catch (error) {
    if (!(error instanceof OrderNotPending)) throw error;
    // Someone else changed it first: paid by a twin callback is success; closed is not.
    const now = await db
      .selectFrom('pay_orders')
      .select('status')
      .where('order_no', '=', order.order_no)
      .executeTakeFirstOrThrow();
    return now.status === 'paid' ? 'ok' : 'closed';
  }
}
