import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SMS_PURPOSE } from '../../contracts/account.ts';
import { checkAmount, checkPaymentPassword } from '../../contracts/account-rules.ts';
import type { AccountContext } from '../accounts/account-context.ts';
import { hashNewPassword } from '../accounts/password-attempts.ts';
import { GATE_SHARE } from '../accounts/password-gate.ts';
import { consumeSmsCode } from '../accounts/sms-codes.ts';
import { apiRoute } from '../http/api-route.ts';
import { walletRoutes } from '../../contracts/routes/wallet.ts';
import { assertRule, requestLang, translate, userError } from '../http/messages.ts';
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

  apiRoute(app, walletRoutes.chargeRules, () => CHARGE_RULES);

  // A channel's name in the caller's language (locales/*/wallet.json `channel`), else the provider's.
  apiRoute(app, walletRoutes.payChannels, (_p, request) =>
    (payments?.channels ?? []).map((c) => {
      const key = `wallet:channel.${c.id}`;
      const name = translate(requestLang(request), key);
      return { id: c.id, name: name === key ? c.name : name };
    }),
  );

  apiRoute(app, walletRoutes.payUrl, async (p, request) => {
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
  });

  apiRoute(app, walletRoutes.orderStatus, async (p, request) => {
    const order = await findOwnOrder(ctx.db, await ctx.auth.requireUser(request), p.order_no);
    if (!order) throw userError(request, 'validation:request.notFound');
    return order;
  });

  payments?.registerRoutes(app, ctx);

  apiRoute(app, walletRoutes.orderTypes, () => RECORD_TYPES.map((type) => ({ type })));

  apiRoute(app, walletRoutes.orderList, async (p, request) =>
    listRecords(ctx.db, await ctx.auth.requireUser(request), p.type, p.page),
  );

  apiRoute(app, walletRoutes.bindBankCard, async (p, request) => {
    const userId = await ctx.auth.requireUser(request);
    await requirePaymentPassword(request, userId, p.payment_password);
    const input = { holder: p.holder, accountNo: p.card_no, bankName: p.bank_name };
    await bindPayoutAccount(ctx.db, { userId, method: 'bank', ...input, nowS: ctx.nowS() });
    return payoutAccountOf(ctx.db, userId, 'bank');
  });

  apiRoute(app, walletRoutes.bankCardInfo, async (_p, request) =>
    payoutAccountOf(ctx.db, await ctx.auth.requireUser(request), 'bank'),
  );

  apiRoute(app, walletRoutes.bindAliPay, async (p, request) => {
    const userId = await ctx.auth.requireUser(request);
    await requirePaymentPassword(request, userId, p.payment_password);
    const input = { holder: p.name, accountNo: p.account, bankName: '' };
    await bindPayoutAccount(ctx.db, { userId, method: 'alipay', ...input, nowS: ctx.nowS() });
    return payoutAccountOf(ctx.db, userId, 'alipay');
  });

  apiRoute(app, walletRoutes.aliPayInfo, async (_p, request) =>
    payoutAccountOf(ctx.db, await ctx.auth.requireUser(request), 'alipay'),
  );

  /**
   * Sets the payment password. Changing an existing one needs the old one (`old_password`,
   * throttled like every payment-password check) or an SMS code sent to the account's phone
   * (`user/getCode` type 2) when the old one is forgotten.
   */
  apiRoute(app, walletRoutes.paymentPassword, async (p, request) => {
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
  });

  apiRoute(app, walletRoutes.applyForWithdrawal, async (p, request) => {
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
  });

  apiRoute(app, walletRoutes.withdrawalList, async (p, request) =>
    listOwnWithdrawals(ctx.db, await ctx.auth.requireUser(request), p.page, p.status || undefined),
  );

  apiRoute(app, walletRoutes.conversionBalance, async (p, request) => {
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
  });
}
