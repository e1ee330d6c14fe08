import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../db/schema.ts';
import type { WalletKind } from '../db/account-tables.ts';

/**
 * The one diamond ledger. Double entry: every transaction is a set of postings that sum to zero,
 * written in one database transaction together with the balances they change. User balances
 * never go below zero (a conditional update, and a CHECK in the schema behind it); system
 * accounts (where recharged diamonds come from, where withdrawn ones go) may. So for every
 * account the sum of its entries is its balance, and all balances together sum to zero.
 */

/** System accounts, by code. */
export const SYSTEM = {
  /** Diamonds bought with money come from here. */
  recharge: 'recharge',
  /** Check-in and task rewards. */
  rewards: 'rewards',
  /** Income diamonds held while a withdrawal waits to be settled. */
  withdrawalHold: 'withdrawal-hold',
  /** Settled withdrawals: paid out in money. */
  payouts: 'payouts',
  /** Diamonds spent in the exchange mall. */
  shop: 'shop',
  /** The platform's share of gifts and purchases (live rooms). */
  platform: 'platform',
  /** Red-envelope diamonds between sending and receiving (or the refund of what is left). */
  envelopeHold: 'envelope-hold',
  /** Paid expert schemes refunded if they lose: the price waits here until the match is settled. */
  schemeHold: 'scheme-hold',
} as const;

export type SystemCode = (typeof SYSTEM)[keyof typeof SYSTEM];

export type Db = Kysely<DB> | Transaction<DB>;

export interface Posting {
  accountId: number;
  delta: number;
}

export class InsufficientFunds extends Error {
  constructor(readonly accountId: number) {
    super('insufficient balance');
  }
}

/** The same client request id was used before with other parameters. */
export class IdempotencyConflict extends Error {
  constructor() {
    super('request id reused with other parameters');
  }
}

export async function userAccountId(db: Db, userId: number, kind: Exclude<WalletKind, 'system'>): Promise<number> {
  const found = await db
    .selectFrom('wallet_accounts')
    .select('id')
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .executeTakeFirst();
  if (found) return found.id;
  await db
    .insertInto('wallet_accounts')
    .values({ user_id: userId, kind, code: null, balance: 0 })
    .onConflict((oc) => oc.columns(['user_id', 'kind']).doNothing())
    .execute();
  return (
    await db
      .selectFrom('wallet_accounts')
      .select('id')
      .where('user_id', '=', userId)
      .where('kind', '=', kind)
      .executeTakeFirstOrThrow()
  ).id;
}

export async function systemAccountId(db: Db, code: SystemCode): Promise<number> {
  const found = await db.selectFrom('wallet_accounts').select('id').where('code', '=', code).executeTakeFirst();
  if (found) return found.id;
  await db
    .insertInto('wallet_accounts')
    .values({ user_id: null, kind: 'system', code, balance: 0 })
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();
  return (await db.selectFrom('wallet_accounts').select('id').where('code', '=', code).executeTakeFirstOrThrow()).id;
}

export async function balanceOf(db: Db, userId: number, kind: Exclude<WalletKind, 'system'>): Promise<number> {
  const row = await db
    .selectFrom('wallet_accounts')
    .select('balance')
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .executeTakeFirst();
  return Number(row?.balance ?? 0);
}

export interface PostRequest<R> {
  kind: string;
  userId: number | null;
  memo?: string;
  /** A client-chosen id: a retry returns the first result; the same id with other parameters fails. */
  idempotency?: { key: string; fingerprint: string };
  nowS: number;
  /** Works out the postings inside the transaction (it may read and lock rows first). */
  postings(trx: Transaction<DB>): Promise<Posting[]>;
  /** Writes the business row (order, withdrawal, ...) in the same transaction. */
  record?(trx: Transaction<DB>, txnId: number): Promise<R>;
  /** Reads the result of the first request when this one is a replay. */
  replay?(db: Kysely<DB>, txnId: number): Promise<R>;
}

export interface PostResult<R> {
  txnId: number;
  replayed: boolean;
  result: R | undefined;
}

/** A unique or primary-key constraint refused the write (SQLite or PostgreSQL). */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: string }).code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

function isCheckViolation(error: unknown): boolean {
  const code = (error as { code?: string }).code;
  return code === '23514' || code === 'SQLITE_CONSTRAINT_CHECK';
}

async function findReplay<R>(db: Kysely<DB>, request: PostRequest<R>): Promise<PostResult<R> | null> {
  if (!request.idempotency) return null;
  const txn = await db
    .selectFrom('ledger_txns')
    .select(['id', 'fingerprint'])
    .where('idem_key', '=', request.idempotency.key)
    .executeTakeFirst();
  if (!txn) return null;
  if (txn.fingerprint !== request.idempotency.fingerprint) throw new IdempotencyConflict();
  return { txnId: txn.id, replayed: true, result: await request.replay?.(db, txn.id) };
}

/** Applies one balanced transaction. Throws InsufficientFunds (nothing written) when a user balance would go negative. */
export async function post<R>(db: Kysely<DB>, request: PostRequest<R>): Promise<PostResult<R>> {
  const earlier = await findReplay(db, request);
  if (earlier) return earlier;
  try {
    return await db.transaction().execute((trx) => postWithin(trx, request));
  } catch (error) {
    if (isCheckViolation(error)) throw new InsufficientFunds(0);
    // Two requests with one id raced: the loser returns the winner's result.
    if (request.idempotency && isUniqueViolation(error)) {
      const winner = await findReplay(db, request);
      if (winner) return winner;
    }
    throw error;
  }
}

/**
 * Applies one balanced transaction inside the caller's database transaction (so it commits or
 * rolls back with the caller's own rows). No replay here: an idempotency key used before fails
 * the caller's transaction with a unique violation.
 */
export async function postWithin<R>(trx: Transaction<DB>, request: PostRequest<R>): Promise<PostResult<R>> {
  const postings = mergePostings(await request.postings(trx));
  const sum = postings.reduce((s, p) => s + p.delta, 0);
  if (sum !== 0) throw new Error(`unbalanced ledger transaction ${request.kind}: ${sum}`);
  const txn = await trx
    .insertInto('ledger_txns')
    .values({
      kind: request.kind,
      user_id: request.userId,
      idem_key: request.idempotency?.key ?? null,
      fingerprint: request.idempotency?.fingerprint ?? null,
      memo: request.memo ?? '',
      created_at: request.nowS,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  // Fixed order (by account id): concurrent transactions lock rows in the same order, no deadlock.
  for (const posting of postings) {
    const updated = await trx
      .updateTable('wallet_accounts')
      .set((eb) => ({ balance: eb('balance', '+', posting.delta) }))
      .where('id', '=', posting.accountId)
      .where((eb) => eb.or([eb('user_id', 'is', null), eb('balance', '>=', -posting.delta)]))
      .returning('balance')
      .executeTakeFirst();
    if (!updated) throw new InsufficientFunds(posting.accountId);
    await trx
      .insertInto('ledger_entries')
      .values({
        txn_id: txn.id,
        account_id: posting.accountId,
        delta: posting.delta,
        balance_after: Number(updated.balance),
        created_at: request.nowS,
      })
      .execute();
  }
  const result = await request.record?.(trx, txn.id);
  return { txnId: txn.id, replayed: false, result };
}

/** One posting per account, zero postings dropped, sorted by account id. */
function mergePostings(postings: Posting[]): Posting[] {
  const byAccount = new Map<number, number>();
  for (const p of postings) {
    if (!Number.isSafeInteger(p.delta)) throw new Error(`ledger amounts are whole diamonds, got ${p.delta}`);
    byAccount.set(p.accountId, (byAccount.get(p.accountId) ?? 0) + p.delta);
  }
  return [...byAccount]
    .filter(([, delta]) => delta !== 0)
    .sort(([a], [b]) => a - b)
    .map(([accountId, delta]) => ({ accountId, delta }));
}

/** A transfer between two accounts. */
export function transfer(from: number, to: number, amount: number): Posting[] {
  return [
    { accountId: from, delta: -amount },
    { accountId: to, delta: amount },
  ];
}

/** Checks the ledger's invariants: every account's entries sum to its balance, all balances to zero. */
export async function auditLedger(db: Db): Promise<{ mismatched: number[]; total: number; negativeUsers: number }> {
  const accounts = await db.selectFrom('wallet_accounts').select(['id', 'balance', 'user_id']).execute();
  const sums = await db
    .selectFrom('ledger_entries')
    .select(['account_id', (eb) => eb.fn.sum<number>('delta').as('sum')])
    .groupBy('account_id')
    .execute();
  const sumBy = new Map(sums.map((s) => [s.account_id, Number(s.sum)]));
  return {
    mismatched: accounts.filter((a) => Number(a.balance) !== (sumBy.get(a.id) ?? 0)).map((a) => a.id),
    total: accounts.reduce((s, a) => s + Number(a.balance), 0),
    negativeUsers: accounts.filter((a) => a.user_id !== null && Number(a.balance) < 0).length,
  };
}
