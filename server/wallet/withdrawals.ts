import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import type { PayoutMethod, WithdrawalStatus } from '../db/account-tables.ts';
import { FEN_PER_DIAMOND, WITHDRAWAL_MIN_DIAMONDS } from '../../contracts/wallet.ts';
import type { WithdrawalRow } from '../../contracts/wallet.ts';
import { IdempotencyConflict, post, SYSTEM, systemAccountId, transfer, userAccountId } from './ledger.ts';

/**
 * Withdrawals of income diamonds. Applying moves the diamonds from the user's income wallet to
 * SYSTEM.withdrawalHold and writes the withdrawal row in the same ledger transaction; an operator
 * then settles it (hold -> SYSTEM.payouts, paid out in money) or fails it (hold -> back to the
 * user's income). Settling and failing share one idempotency key per withdrawal and a conditional
 * `pending` update, so a withdrawal changes state exactly once even when both race.
 */

export { WITHDRAWAL_MIN_DIAMONDS, FEN_PER_DIAMOND };

export type { WithdrawalRow } from '../../contracts/wallet.ts';

const COLUMNS = [
  'id',
  'user_id',
  'diamonds',
  'amount_fen',
  'method',
  'payout',
  'status',
  'note',
  'created_at',
  'settled_at',
] as const;

function normalise(row: WithdrawalRow): WithdrawalRow {
  return {
    ...row,
    diamonds: Number(row.diamonds),
    amount_fen: Number(row.amount_fen),
    created_at: Number(row.created_at),
    settled_at: row.settled_at === null ? null : Number(row.settled_at),
  };
}

/** Every withdrawal (for operators), newest first, optionally of one status. */
export async function listWithdrawals(db: Kysely<DB>, status?: WithdrawalStatus): Promise<WithdrawalRow[]> {
  let query = db.selectFrom('withdrawals').select(COLUMNS).orderBy('id', 'desc');
  if (status) query = query.where('status', '=', status);
  return (await query.execute()).map(normalise);
}

export interface WithdrawalApplication {
  userId: number;
  diamonds: number;
  method: PayoutMethod;
  /** JSON snapshot of the payout account (holder, masked number, bank) at the time of the request. */
  payout: string;
  clientId: string;
  nowS: number;
}

/**
 * Holds the diamonds and writes the withdrawal, in one ledger transaction. Idempotent by the
 * client id (a retry returns the first withdrawal). Throws InsufficientFunds when the income
 * wallet cannot cover it, IdempotencyConflict when the id was used with other parameters.
 */
export async function applyForWithdrawal(db: Kysely<DB>, request: WithdrawalApplication): Promise<WithdrawalRow> {
  const { userId, diamonds, method, payout, clientId, nowS } = request;
  const result = await post<WithdrawalRow>(db, {
    kind: 'withdrawal',
    userId,
    memo: method,
    idempotency: { key: `withdraw:${userId}:${clientId}`, fingerprint: `${diamonds}:${method}` },
    nowS,
    async postings(trx) {
      const income = await userAccountId(trx, userId, 'income');
      const hold = await systemAccountId(trx, SYSTEM.withdrawalHold);
      return transfer(income, hold, diamonds);
    },
    async record(trx, txnId) {
      const row = await trx
        .insertInto('withdrawals')
        .values({
          user_id: userId,
          diamonds,
          amount_fen: diamonds * FEN_PER_DIAMOND,
          method,
          payout,
          status: 'pending',
          client_key: clientId,
          txn_id: txnId,
          created_at: nowS,
          settled_at: null,
        })
        .returning(COLUMNS)
        .executeTakeFirstOrThrow();
      return normalise(row);
    },
    async replay(rdb, txnId) {
      return normalise(
        await rdb.selectFrom('withdrawals').select(COLUMNS).where('txn_id', '=', txnId).executeTakeFirstOrThrow(),
      );
    },
  });
  if (!result.result) throw new Error('withdrawal row missing');
  return result.result;
}

/** Thrown inside the transaction when the withdrawal is no longer pending: rolls everything back. */
class NotPending extends Error {}

async function close(
  db: Kysely<DB>,
  id: number,
  to: 'settled' | 'failed',
  note: string,
  nowS: number,
): Promise<boolean> {
  try {
    const result = await post(db, {
      kind: to === 'settled' ? 'withdrawal-settle' : 'withdrawal-refund',
      userId: null,
      memo: note,
      // One key for both outcomes: whichever comes first wins, the other is refused.
      idempotency: { key: `withdraw-close:${id}`, fingerprint: to },
      nowS,
      async postings(trx) {
        const row = await trx
          .updateTable('withdrawals')
          .set({ status: to, note, settled_at: nowS })
          .where('id', '=', id)
          .where('status', '=', 'pending')
          .returning(['user_id', 'diamonds'])
          .executeTakeFirst();
        if (!row) throw new NotPending();
        const hold = await systemAccountId(trx, SYSTEM.withdrawalHold);
        const target =
          to === 'settled'
            ? await systemAccountId(trx, SYSTEM.payouts)
            : await userAccountId(trx, row.user_id, 'income');
        return transfer(hold, target, Number(row.diamonds));
      },
    });
    return !result.replayed;
  } catch (error) {
    if (error instanceof NotPending || error instanceof IdempotencyConflict) return false;
    throw error;
  }
}

/**
 * pending -> settled: the held diamonds go to SYSTEM.payouts (the money was paid out).
 * True when this call changed the state; false when it was not pending (unknown, settled or failed).
 */
export function settleWithdrawal(db: Kysely<DB>, id: number, nowS: number): Promise<boolean> {
  return close(db, id, 'settled', '', nowS);
}

/**
 * pending -> failed: the held diamonds go back to the user's income wallet, with the reason shown
 * to the user. True when this call changed the state; false when it was not pending.
 */
export function failWithdrawal(db: Kysely<DB>, id: number, reason: string, nowS: number): Promise<boolean> {
  return close(db, id, 'failed', reason, nowS);
}
