import type { Kysely } from 'kysely';
import type { Lang } from '../../contracts/match.ts';
import type { DB } from '../db/schema.ts';
import { balanceOf, post, SYSTEM, systemAccountId, transfer, userAccountId } from '../wallet/ledger.ts';
import { addWealth } from '../accounts/wealth.ts';

/**
 * The exchange mall: goods bought with consumer-wallet diamonds. One exchange is one ledger
 * transaction (user diamonds -> SYSTEM.shop) that also takes the stock and writes the record, so
 * a failure anywhere leaves nothing behind, and a retry with the same client id changes nothing.
 */

export type { ExchangeRecord, ExchangeResult, GoodsItem } from '../../contracts/mall.ts';
import type { ExchangeRecord, ExchangeResult, GoodsItem } from '../../contracts/mall.ts';

const NAME_COLUMN = { zh: 'name_zh', en: 'name_en', vi: 'name_vi' } as const;

export async function listGoods(db: Kysely<DB>, lang: Lang): Promise<GoodsItem[]> {
  const rows = await db.selectFrom('goods').selectAll().orderBy('sort').orderBy('id').execute();
  return rows.map((g) => ({
    id: g.id,
    name: g[NAME_COLUMN[lang]],
    image: g.image,
    price: Number(g.price),
    stock: g.stock === null ? null : Number(g.stock),
  }));
}

/** The goods does not exist. */
export class GoodsNotFound extends Error {}
/** Fewer left than asked for. */
export class SoldOut extends Error {}

export interface ExchangeRequest {
  userId: number;
  goodsId: number;
  quantity: number;
  clientId: string;
  nowS: number;
}

/**
 * Debits price x quantity and takes the stock in one transaction. The stock update is
 * conditional (`stock >= quantity`), so concurrent exchanges of the last items never take it
 * below zero. Throws GoodsNotFound, SoldOut, InsufficientFunds or IdempotencyConflict.
 */
export async function exchangeGoods(db: Kysely<DB>, req: ExchangeRequest): Promise<ExchangeResult> {
  let cost = 0;
  const outcome = await post<{ recordId: number; diamonds: number }>(db, {
    kind: 'exchange',
    userId: req.userId,
    memo: `goods ${req.goodsId} x${req.quantity}`,
    idempotency: { key: `${req.userId}:exchange:${req.clientId}`, fingerprint: `goods:${req.goodsId}:${req.quantity}` },
    nowS: req.nowS,
    async postings(trx) {
      const goods = await trx.selectFrom('goods').select(['price']).where('id', '=', req.goodsId).executeTakeFirst();
      if (!goods) throw new GoodsNotFound();
      const taken = await trx
        .updateTable('goods')
        .set((eb) => ({ stock: eb('stock', '-', req.quantity) }))
        .where('id', '=', req.goodsId)
        .where((eb) => eb.or([eb('stock', 'is', null), eb('stock', '>=', req.quantity)]))
        .executeTakeFirst();
      if (Number(taken.numUpdatedRows) !== 1) throw new SoldOut();
      cost = Number(goods.price) * req.quantity;
      const from = await userAccountId(trx, req.userId, 'diamond');
      return transfer(from, await systemAccountId(trx, SYSTEM.shop), cost);
    },
    async record(trx, txnId) {
      const row = await trx
        .insertInto('exchange_records')
        .values({
          user_id: req.userId,
          goods_id: req.goodsId,
          quantity: req.quantity,
          diamonds: cost,
          txn_id: txnId,
          created_at: req.nowS,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await addWealth(trx, req.userId, cost);
      return { recordId: row.id, diamonds: cost };
    },
    async replay(replayDb, txnId) {
      const row = await replayDb
        .selectFrom('exchange_records')
        .select(['id', 'diamonds'])
        .where('txn_id', '=', txnId)
        .executeTakeFirstOrThrow();
      return { recordId: row.id, diamonds: Number(row.diamonds) };
    },
  });
  const result = outcome.result ?? { recordId: 0, diamonds: 0 };
  return {
    record_id: result.recordId,
    diamonds: result.diamonds,
    balance: await balanceOf(db, req.userId, 'diamond'),
  };
}

/** The caller's own exchanges, newest first. */
export async function listExchanges(
  db: Kysely<DB>,
  userId: number,
  lang: Lang,
  page: number,
  pageSize: number,
): Promise<{ list: ExchangeRecord[]; total: number }> {
  const rows = await db
    .selectFrom('exchange_records as r')
    .innerJoin('goods as g', 'g.id', 'r.goods_id')
    .select([
      'r.id',
      'r.goods_id',
      `g.${NAME_COLUMN[lang]} as name`,
      'g.image',
      'r.quantity',
      'r.diamonds',
      'r.created_at',
    ])
    .where('r.user_id', '=', userId)
    .orderBy('r.id', 'desc')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  const total = await db
    .selectFrom('exchange_records')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return {
    list: rows.map((r) => ({ ...r, quantity: Number(r.quantity), diamonds: Number(r.diamonds) })),
    total: Number(total.n),
  };
}
