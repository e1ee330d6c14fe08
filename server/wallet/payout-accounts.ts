import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import type { PayoutMethod } from '../db/account-tables.ts';
import type { PayoutAccountView } from '../../contracts/wallet.ts';
import type { AccountContext } from '../accounts/account-context.ts';
import { verifyPassword } from '../accounts/passwords.ts';
import { attemptPassword } from '../accounts/password-attempts.ts';
import { GATE_SHARE } from '../accounts/password-gate.ts';
import type { LimitRule } from '../accounts/rate-limit.ts';

/**
 * Payout accounts (one bank card and one payment-app account per user) and the payment password
 * that guards binding them and withdrawing. Account numbers are only ever sent back masked.
 */

/** Wrong payment passwords: 5 per user per 15 minutes, then the user waits. */
export const PAYMENT_PASSWORD_LIMIT: LimitRule = { name: 'pay-pw-fail', max: 5, windowMs: 15 * 60_000 };

/** `6222****1234`-style masking that never reveals more than the last four characters. */
export function maskAccount(value: string): string {
  if (value.includes('@')) {
    const [name = '', domain = ''] = value.split('@');
    return `${name.slice(0, 1)}***@${domain}`;
  }
  const tail = value.slice(-4);
  return `${'*'.repeat(Math.max(4, value.length - 4))}${tail}`;
}

/** Sets (or replaces) the user's account of one method. */
export async function bindPayoutAccount(
  db: Kysely<DB>,
  input: { userId: number; method: PayoutMethod; holder: string; accountNo: string; bankName: string; nowS: number },
): Promise<void> {
  await db
    .insertInto('payout_accounts')
    .values({
      user_id: input.userId,
      method: input.method,
      holder: input.holder,
      account_no: input.accountNo,
      bank_name: input.bankName,
      updated_at: input.nowS,
    })
    .onConflict((oc) =>
      oc.columns(['user_id', 'method']).doUpdateSet({
        holder: input.holder,
        account_no: input.accountNo,
        bank_name: input.bankName,
        updated_at: input.nowS,
      }),
    )
    .execute();
}

/** The caller's own account of one method, masked; null when none is bound. */
export async function payoutAccountOf(
  db: Kysely<DB>,
  userId: number,
  method: PayoutMethod,
): Promise<PayoutAccountView | null> {
  const row = await db
    .selectFrom('payout_accounts')
    .select(['method', 'holder', 'account_no', 'bank_name', 'updated_at'])
    .where('user_id', '=', userId)
    .where('method', '=', method)
    .executeTakeFirst();
  if (!row) return null;
  return {
    method: row.method,
    holder: row.holder,
    account: maskAccount(row.account_no),
    bank_name: row.bank_name,
    updated_at: Number(row.updated_at),
  };
}

export type PaymentPasswordCheck = { ok: true } | { ok: false; key: string; vars?: Record<string, number> };

/**
 * Checks the payment password, throttled per user: the attempt is reserved before any hash (so a
 * burst of guesses gets at most the limit checked), every miss counts, a success clears the count.
 */
export async function checkUserPaymentPassword(
  ctx: AccountContext,
  userId: number,
  password: string,
): Promise<PaymentPasswordCheck> {
  const subject = String(userId);
  const user = await ctx.db
    .selectFrom('users')
    .select('payment_password_hash')
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!user?.payment_password_hash) return { ok: false, key: 'validation:paymentPassword.missing' };
  const stored = user.payment_password_hash;
  const attempt = await attemptPassword(ctx, {
    limits: [{ rule: PAYMENT_PASSWORD_LIMIT, subject }],
    gate: [{ key: `user:${userId}`, max: GATE_SHARE.user }],
    purpose: 'payment',
    check: () => verifyPassword(stored, password),
  });
  switch (attempt.outcome) {
    case 'ok':
      return { ok: true };
    case 'locked':
      return { ok: false, key: 'validation:login.locked', vars: { minutes: Math.ceil(attempt.ms / 60_000) } };
    case 'busy':
      return { ok: false, key: 'validation:login.throttled' };
    case 'wrong':
      return { ok: false, key: 'validation:paymentPassword.wrong' };
  }
}
