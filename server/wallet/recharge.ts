import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { ChargeRule, PayChannel } from '../../contracts/account.ts';
import type { DB } from '../db/schema.ts';
import type { PayOrderView } from '../../contracts/wallet.ts';
import { post, SYSTEM, systemAccountId, transfer, userAccountId } from './ledger.ts';

/**
 * Recharge: a pending pay order, paid at a payment provider (`payment-provider.ts`), whose verified
 * notification marks the order paid and credits the diamonds in ONE ledger transaction (idempotency
 * key `pay:<order_no>`), so a notification replayed any number of times credits once.
 */

/** The charge tiers (1 diamond = 0.1 CNY; bigger tiers get a bonus). */
export const CHARGE_RULES: ChargeRule[] = [
  { id: 1, diamonds: 60, bonus: 0, price_fen: 600 },
  { id: 2, diamonds: 300, bonus: 10, price_fen: 3000 },
  { id: 3, diamonds: 980, bonus: 50, price_fen: 9800 },
  { id: 4, diamonds: 1980, bonus: 150, price_fen: 19800 },
  { id: 5, diamonds: 6480, bonus: 600, price_fen: 64800 },
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

export type CreateOrderResult = { order: PayOrderView } | { error: 'rule' | 'channel' | 'idReused' };

/** A pending order for a rule; the same client id returns the first order (other parameters: refused). */
export async function createPayOrder(
  db: Kysely<DB>,
  input: {
    userId: number;
    ruleId: number;
    channel: string;
    channels: readonly PayChannel[];
    clientId: string;
    nowS: number;
  },
): Promise<CreateOrderResult> {
  const rule = CHARGE_RULES.find((r) => r.id === input.ruleId);
  if (!rule) return { error: 'rule' };
  if (!input.channels.some((c) => c.id === input.channel)) return { error: 'channel' };
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

/** What a provider's verified notification says of an order. */
export type PaymentOutcome = 'paid' | 'closed';

/** The order a notification names, for the provider to check its amount before settling. */
export async function findOrder(db: Kysely<DB>, orderNo: string): Promise<PayOrderView | undefined> {
  const row = await db
    .selectFrom('pay_orders')
    .select(ORDER_COLUMNS)
    .where('order_no', '=', orderNo)
    .executeTakeFirst();
  return row ? view(row) : undefined;
}

export type SettleResult = 'ok' | 'notFound' | 'closed' | 'paid';

class OrderNotPending extends Error {}

/**
 * Applies a provider's VERIFIED notification (the caller checked its signature and amount).
 * `paid`: pending -> paid and the credit, in one transaction; a replay (or a racing twin) credits
 * nothing and answers ok. `closed`: a pending order is cancelled.
 */
export async function settleOrder(
  db: Kysely<DB>,
  input: { orderNo: string; status: PaymentOutcome; nowS: number },
): Promise<SettleResult> {
  const row = await db
    .selectFrom('pay_orders')
    .select(ORDER_COLUMNS)
    .where('order_no', '=', input.orderNo)
    .executeTakeFirst();
  if (!row) return 'notFound';
  const order = view(row);
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
    // Someone else changed it first: paid by a twin notification is success; closed is not.
    const now = await db
      .selectFrom('pay_orders')
      .select('status')
      .where('order_no', '=', order.order_no)
      .executeTakeFirstOrThrow();
    return now.status === 'paid' ? 'ok' : 'closed';
  }
}
