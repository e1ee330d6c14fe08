import { sql, type Kysely } from 'kysely';
import type { Page } from '../../contracts/account.ts';
import type { DB } from '../db/schema.ts';
import type { WithdrawalStatus } from '../db/account-tables.ts';
import { SYSTEM, systemAccountId } from './ledger.ts';
import type { RecordKind, RecordType, WalletRecord, WithdrawalView } from '../../contracts/wallet.ts';

/**
 * The caller's records, read from the ledger itself (so they always agree with the balances):
 * one row per entry on the user's own accounts, classified by the transaction around it.
 */

export const PAGE_SIZE = 20;

const WITHDRAWAL_KINDS = ['withdrawal', 'withdrawal-refund'];

/** Entries of one user's accounts, of one type, newest first. */
export async function listRecords(
  db: Kysely<DB>,
  userId: number,
  type: RecordType,
  page: number,
): Promise<Page<WalletRecord>> {
  const rewards = await systemAccountId(db, SYSTEM.rewards);
  const isReward = sql<boolean>`exists (select 1 from ledger_entries r where r.txn_id = e.txn_id and r.account_id = ${rewards})`;
  let query = db
    .selectFrom('ledger_entries as e')
    .innerJoin('wallet_accounts as a', 'a.id', 'e.account_id')
    .innerJoin('ledger_txns as t', 't.id', 'e.txn_id')
    .where('a.user_id', '=', userId);
  if (type === 'recharge') query = query.where('t.kind', '=', 'recharge');
  if (type === 'withdrawal') query = query.where('t.kind', 'in', WITHDRAWAL_KINDS);
  if (type === 'reward') query = query.where(isReward);
  if (type === 'income') {
    query = query
      .where('a.kind', '=', 'income')
      .where('e.delta', '>', 0)
      .where('t.kind', 'not in', WITHDRAWAL_KINDS)
      .where(sql<boolean>`not ${isReward}`);
  }
  if (type === 'consumption') query = query.where('a.kind', '=', 'diamond').where('e.delta', '<', 0);
  const total = await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const rows = await query
    .select([
      'e.id',
      'e.delta',
      'e.balance_after',
      'e.created_at',
      'a.kind as wallet',
      't.kind',
      't.memo',
      isReward.as('is_reward'),
    ])
    .orderBy('e.id', 'desc')
    .limit(PAGE_SIZE)
    .offset((page - 1) * PAGE_SIZE)
    .execute();
  return {
    list: rows.map((r) => {
      const delta = Number(r.delta);
      const wallet = r.wallet === 'income' ? 'income' : 'diamond';
      return {
        id: r.id,
        type: classify(r.kind, wallet, delta, Boolean(r.is_reward)),
        kind: r.kind,
        wallet,
        delta,
        balance_after: Number(r.balance_after),
        memo: r.memo,
        created_at: Number(r.created_at),
      };
    }),
    total: Number(total.n),
    page,
    page_size: PAGE_SIZE,
  };
}

/** The same rules as the filters above, for one entry. */
export function classify(kind: string, wallet: 'diamond' | 'income', delta: number, reward: boolean): RecordKind {
  if (kind === 'recharge') return 'recharge';
  if (WITHDRAWAL_KINDS.includes(kind)) return 'withdrawal';
  if (reward) return 'reward';
  if (wallet === 'income' && delta > 0) return 'income';
  if (wallet === 'diamond' && delta < 0) return 'consumption';
  return 'conversion';
}

/** The caller's withdrawals, newest first. */
export async function listOwnWithdrawals(
  db: Kysely<DB>,
  userId: number,
  page: number,
  status?: WithdrawalStatus,
): Promise<Page<WithdrawalView>> {
  let query = db.selectFrom('withdrawals').where('user_id', '=', userId);
  if (status) query = query.where('status', '=', status);
  const total = await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const rows = await query
    .select(['id', 'diamonds', 'amount_fen', 'method', 'payout', 'status', 'note', 'created_at', 'settled_at'])
    .orderBy('id', 'desc')
    .limit(PAGE_SIZE)
    .offset((page - 1) * PAGE_SIZE)
    .execute();
  return {
    list: rows.map((r) => ({
      id: r.id,
      diamonds: Number(r.diamonds),
      amount_fen: Number(r.amount_fen),
      method: r.method,
      payout: JSON.parse(r.payout) as WithdrawalView['payout'],
      status: r.status,
      note: r.note,
      created_at: Number(r.created_at),
      settled_at: r.settled_at === null ? null : Number(r.settled_at),
    })),
    total: Number(total.n),
    page,
    page_size: PAGE_SIZE,
  };
}
