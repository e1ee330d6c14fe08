import type { FastifyRequest } from 'fastify';
import type { SchemeDetail } from '../../contracts/experts.ts';
import { userError } from '../http/messages.ts';
import { InsufficientFunds, post, SYSTEM, systemAccountId, userAccountId, type Posting } from '../wallet/ledger.ts';
import type { SchemeDeps } from './scheme-publish.ts';
import { schemesQuery, toCard, type SchemeRow } from './scheme-views.ts';

/**
 * A scheme's page and buying it. The analysis shows to its author, to buyers, to everyone when the
 * scheme is free, and to everyone once the match has kicked off. A purchase is one ledger
 * transaction keyed by buyer and scheme, so any number of concurrent or repeated purchases charge
 * a buyer once: the buyer's diamonds go to the expert's income, or, when the scheme is refunded if
 * it loses, to a hold until the match is settled (scheme-settlement.ts).
 */

class Refused extends Error {
  constructor(readonly key: string) {
    super(key);
  }
}

/** The match has kicked off (or the scheme is settled): the analysis is open, purchases closed. */
function kickedOff(deps: SchemeDeps, row: SchemeRow): boolean {
  if (row.status !== 'pending') return true;
  const live = deps.matches().find((m) => m.id === Number(row.match_id));
  return live ? live.status !== 'notstarted' : deps.nowS() >= Number(row.match_time);
}

async function findRow(request: FastifyRequest, deps: SchemeDeps, id: number): Promise<SchemeRow> {
  const row = await schemesQuery(deps.db).where('s.id', '=', id).executeTakeFirst();
  if (!row) throw userError(request, 'experts:scheme.notFound');
  return row;
}

async function hasBought(deps: SchemeDeps, schemeId: number, userId: number): Promise<boolean> {
  const row = await deps.db
    .selectFrom('scheme_purchases')
    .select('id')
    .where('scheme_id', '=', schemeId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

function detailOf(deps: SchemeDeps, row: SchemeRow, viewer: number | null, bought: boolean): SchemeDetail {
  const closed = kickedOff(deps, row);
  const mine = viewer === row.expert_id;
  const open = mine || bought || row.price === 0 || closed;
  return { ...toCard(row), analysis: open ? row.analysis : null, bought, mine, closed };
}

export async function schemeDetail(
  request: FastifyRequest,
  deps: SchemeDeps,
  id: number,
  viewer: number | null,
): Promise<SchemeDetail> {
  const row = await findRow(request, deps, id);
  const bought = viewer !== null && (await hasBought(deps, id, viewer));
  return detailOf(deps, row, viewer, bought);
}

export async function buyScheme(
  request: FastifyRequest,
  deps: SchemeDeps,
  userId: number,
  id: number,
): Promise<SchemeDetail> {
  const row = await findRow(request, deps, id);
  if (row.expert_id === userId) throw userError(request, 'experts:buy.own');
  if (row.price === 0) throw userError(request, 'experts:buy.free');
  if (!(await hasBought(deps, id, userId))) {
    if (kickedOff(deps, row)) throw userError(request, 'experts:buy.closed');
    const nowS = deps.nowS();
    try {
      await post(deps.db, {
        kind: 'scheme-purchase',
        userId,
        memo: `scheme ${id}`,
        idempotency: { key: `scheme-buy:${id}:${userId}`, fingerprint: String(row.price) },
        nowS,
        async postings(trx) {
          // Locks the scheme against its settlement (PostgreSQL): once settled nothing is sold.
          const open = await trx
            .updateTable('expert_schemes')
            .set((eb) => ({ buyers: eb('buyers', '+', 1) }))
            .where('id', '=', id)
            .where('status', '=', 'pending')
            .returning('price')
            .executeTakeFirst();
          if (!open) throw new Refused('experts:buy.closed');
          const to =
            row.refund_on_lose === 1
              ? await systemAccountId(trx, SYSTEM.schemeHold)
              : await userAccountId(trx, row.expert_id, 'income');
          const postings: Posting[] = [
            { accountId: await userAccountId(trx, userId, 'diamond'), delta: -open.price },
            { accountId: to, delta: open.price },
          ];
          return postings;
        },
        async record(trx, txnId) {
          await trx
            .insertInto('scheme_purchases')
            .values({ scheme_id: id, user_id: userId, price: row.price, txn_id: txnId, created_at: nowS })
            .execute();
        },
      });
    } catch (error) {
      if (error instanceof Refused) throw userError(request, error.key);
      if (error instanceof InsufficientFunds) throw userError(request, 'experts:buy.funds');
      throw error;
    }
  }
  return detailOf(deps, await findRow(request, deps, id), userId, true);
}
