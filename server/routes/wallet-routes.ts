import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ACCOUNT_PATHS, SMS_PURPOSE, WALLET_PATHS } from '../../contracts/account.ts';
import { checkAmount, checkPaymentPassword } from '../../contracts/account-rules.ts';
import type { AccountContext } from '../accounts/account-context.ts';
import { hashNewPassword } from '../accounts/password-attempts.ts';
import { GATE_SHARE } from '../accounts/password-gate.ts';
import { consumeSmsCode } from '../accounts/sms-codes.ts';
import { apiRoute } from '../http/api-route.ts';
import { assertRule, userError } from '../http/messages.ts';
import { balanceOf, IdempotencyConflict, InsufficientFunds, post, transfer, userAccountId } from '../wallet/ledger.ts';
import {
  bindPayoutAccount,
  checkUserPaymentPassword,
  maskAccount,
  payoutAccountOf,
} from '../wallet/payout-accounts.ts';
import type { PaymentProvider } from '../wallet/payment-provider.ts';
import { CHARGE_RULES, createPayOrder, findOwnOrder } from '../wallet/recharge.ts';
import { RECORD_TYPES } from '../../contracts/wallet.ts';
import { listOwnWithdrawals, listRecords } from '../wallet/records.ts';
import { applyForWithdrawal, WITHDRAWAL_MIN_DIAMONDS } from '../wallet/withdrawals.ts';

const clientId = z.string().trim().min(1).max(64);
const page = z.coerce.number().int().min(1).max(10_000).default(1);
const amount = z.union([z.number(), z.string()]).optional();

/** Wallet calls: recharge, records, payout accounts, payment password, withdrawals, conversion. */
export function registerWalletRoutes(
  app: FastifyInstance,
  ctx: AccountContext,
  payments: PaymentProvider | null,
): void {
  const requirePaymentPassword = async (request: FastifyRequest, userId: number, password: string | undefined) => {
    assertRule(request, checkPaymentPassword(password));
    const checked = await checkUserPaymentPassword(ctx, userId, password ?? '');
    if (!checked.ok) throw userError(request, checked.key, checked.vars);
  };
  const diamondsOf = (request: FastifyRequest, value: number | string | undefined): number => {
    assertRule(request, checkAmount(value));
    return Number(value);
  };

  apiRoute(app, {
    method: ['GET', 'POST'],
    path: WALLET_PATHS.chargeRules,
    params: z.object({}),
    handler: () => CHARGE_RULES,
  });

  apiRoute(app, {
    method: ['GET', 'POST'],
    path: WALLET_PATHS.payChannels,
    params: z.object({}),
    // No provider: no channel, and the recharge panel says recharge is unavailable.
    handler: () => payments?.channels ?? [],
  });

  apiRoute(app, {
    method: 'POST',
    path: WALLET_PATHS.payUrl,
    params: z.object({ rule_id: z.coerce.number().int(), channel: z.string().max(32), client_id: clientId }),
    handler: async (p, request) => {
      const userId = await ctx.auth.requireUser(request);
      if (!payments) throw userError(request, 'validation:payment.off');
      const created = await createPayOrder(ctx.db, {
        userId,
        ruleId: p.rule_id,
        channel: p.channel,
        channels: payments.channels,
        clientId: p.client_id,
        nowS: ctx.nowS(),
      });
      if ('error' in created) {
        throw userError(
          request,
          created.error === 'idReused' ? 'validation:request.idReused' : 'validation:request.notFound',
        );
      }
      const order = created.order;
      return { order_no: order.order_no, url: payments.checkoutUrl(order), order };
    },
  });

  apiRoute(app, {
    method: ['GET', 'POST'],
    path: WALLET_PATHS.orderStatus,
    params: z.object({ order_no: z.string().max(64) }),
    handler: async (p, request) => {
      const order = await findOwnOrder(ctx.db, await ctx.auth.requireUser(request), p.order_no);
      if (!order) throw userError(request, 'validation:request.notFound');
      return order;
    },
  });

  payments?.registerRoutes(app, ctx);

  apiRoute(app, {
    method: ['GET', 'POST'],
    path: WALLET_PATHS.orderTypes,
    params: z.object({}),
    handler: () => RECORD_TYPES.map((type) => ({ type })),
  });

  apiRoute(app, {
    method: ['GET', 'POST'],
    path: WALLET_PATHS.orderList,
    params: z.object({ type: z.enum(RECORD_TYPES).default('all'), page }),
    handler: async (p, request) => listRecords(ctx.db, await ctx.auth.requireUser(request), p.type, p.page),
  });

  apiRoute(app, {
    method: 'POST',
    path: WALLET_PATHS.bindBankCard,
    params: z.object({
      holder: z.string().trim().min(1).max(64),
      bank_name: z.string().trim().min(1).max(64),
      card_no: z.string().regex(/^\d{12,19}$/),
      payment_password: z.string().max(16).optional(),
    }),
    handler: async (p, request) => {
      const userId = await ctx.auth.requireUser(request);
      await requirePaymentPassword(request, userId, p.payment_password);
      const input = { holder: p.holder, accountNo: p.card_no, bankName: p.bank_name };
      await bindPayoutAccount(ctx.db, { userId, method: 'bank', ...input, nowS: ctx.nowS() });
      return payoutAccountOf(ctx.db, userId, 'bank');
    },
  });

  apiRoute(app, {
    method: ['GET', 'POST'],
    path: WALLET_PATHS.bankCardInfo,
    params: z.object({}),
    handler: async (_p, request) => payoutAccountOf(ctx.db, await ctx.auth.requireUser(request), 'bank'),
  });

  apiRoute(app, {
    method: 'POST',
    path: WALLET_PATHS.bindAliPay,
    params: z.object({
      name: z.string().trim().min(1).max(64),
      account: z.string().trim().min(3).max(64),
      payment_password: z.string().max(16).optional(),
    }),
    handler: async (p, request) => {
      const userId = await ctx.auth.requireUser(request);
      await requirePaymentPassword(request, userId, p.payment_password);
      const input = { holder: p.name, accountNo: p.account, bankName: '' };
      await bindPayoutAccount(ctx.db, { userId, method: 'alipay', ...input, nowS: ctx.nowS() });
      return payoutAccountOf(ctx.db, userId, 'alipay');
    },
  });

  apiRoute(app, {
    method: ['GET', 'POST'],
    path: WALLET_PATHS.aliPayInfo,
    params: z.object({}),
    handler: async (_p, request) => payoutAccountOf(ctx.db, await ctx.auth.requireUser(request), 'alipay'),
  });

  /**
   * Sets the payment password. Changing an existing one needs the old one (`old_password`,
   * throttled like every payment-password check) or an SMS code sent to the account's phone
   * (`user/getCode` type 2) when the old one is forgotten.
   */
  apiRoute(app, {
    method: 'POST',
    path: ACCOUNT_PATHS.paymentPassword,
    params: z.object({
      password: z.string().max(16).optional(),
      old_password: z.string().max(16).optional(),
      code: z.string().max(16).optional(),
    }),
    handler: async (p, request) => {
      const userId = await ctx.auth.requireUser(request);
      assertRule(request, checkPaymentPassword(p.password));
      const user = await ctx.db
        .selectFrom('users')
        .select(['mobile', 'payment_password_hash'])
        .where('id', '=', userId)
        .executeTakeFirstOrThrow();
      if (user.payment_password_hash) {
        if (p.code) {
          if (!(await consumeSmsCode(ctx, user.mobile, SMS_PURPOSE.other, p.code))) {
            throw userError(request, 'validation:smsCode.wrong');
          }
        } else {
          await requirePaymentPassword(request, userId, p.old_password);
        }
      }
      const hashed = await hashNewPassword(
        ctx,
        { key: `user:${userId}`, max: GATE_SHARE.user },
        'payment',
        p.password ?? '',
      );
      if (hashed === null) throw userError(request, 'validation:login.throttled');
      const nowS = ctx.nowS();
      await ctx.db
        .updateTable('users')
        .set({ payment_password_hash: hashed, updated_at: nowS })
        .where('id', '=', userId)
        .execute();
      return { has_payment_password: true };
    },
  });

  apiRoute(app, {
    method: 'POST',
    path: WALLET_PATHS.applyForWithdrawal,
    params: z.object({
      diamonds: amount,
      method: z.enum(['bank', 'alipay']),
      payment_password: z.string().max(16).optional(),
      client_id: clientId,
    }),
    handler: async (p, request) => {
      const userId = await ctx.auth.requireUser(request);
      const diamonds = diamondsOf(request, p.diamonds);
      if (diamonds < WITHDRAWAL_MIN_DIAMONDS) {
        throw userError(request, 'validation:amount.minimum', { min: WITHDRAWAL_MIN_DIAMONDS });
      }
      const account = await ctx.db
        .selectFrom('payout_accounts')
        .select(['holder', 'account_no', 'bank_name'])
        .where('user_id', '=', userId)
        .where('method', '=', p.method)
        .executeTakeFirst();
      if (!account) throw userError(request, 'validation:request.notFound');
      await requirePaymentPassword(request, userId, p.payment_password);
      const payout = JSON.stringify({
        holder: account.holder,
        account: maskAccount(account.account_no),
        bank_name: account.bank_name,
      });
      try {
        const withdrawal = await applyForWithdrawal(ctx.db, {
          userId,
          diamonds,
          method: p.method,
          payout,
          clientId: p.client_id,
          nowS: ctx.nowS(),
        });
        return { withdrawal, income: await balanceOf(ctx.db, userId, 'income') };
      } catch (error) {
        if (error instanceof InsufficientFunds) throw userError(request, 'validation:amount.insufficient');
        if (error instanceof IdempotencyConflict) throw userError(request, 'validation:request.idReused');
        throw error;
      }
    },
  });

  apiRoute(app, {
    method: ['GET', 'POST'],
    path: WALLET_PATHS.withdrawalList,
    params: z.object({ page, status: z.enum(['pending', 'settled', 'failed', '']).optional() }),
    handler: async (p, request) =>
      listOwnWithdrawals(ctx.db, await ctx.auth.requireUser(request), p.page, p.status || undefined),
  });

  apiRoute(app, {
    method: 'POST',
    path: WALLET_PATHS.conversionBalance,
    params: z.object({ diamonds: amount, client_id: clientId }),
    handler: async (p, request) => {
      const userId = await ctx.auth.requireUser(request);
      const diamonds = diamondsOf(request, p.diamonds);
      try {
        await post(ctx.db, {
          kind: 'conversion',
          userId,
          idempotency: { key: `convert:${userId}:${p.client_id}`, fingerprint: String(diamonds) },
          nowS: ctx.nowS(),
          async postings(trx) {
            const income = await userAccountId(trx, userId, 'income');
            const consumer = await userAccountId(trx, userId, 'diamond');
            return transfer(income, consumer, diamonds);
          },
        });
      } catch (error) {
        if (error instanceof InsufficientFunds) throw userError(request, 'validation:amount.insufficient');
        if (error instanceof IdempotencyConflict) throw userError(request, 'validation:request.idReused');
        throw error;
      }
      return {
        balance: await balanceOf(ctx.db, userId, 'diamond'),
        income: await balanceOf(ctx.db, userId, 'income'),
      };
    },
  });
}
