import { z } from 'zod';
import { ACCOUNT_PATHS, type ChargeRule, type Page, type PayChannel, WALLET_PATHS } from '../account.ts';
import {
  type PayOrderView,
  type PayoutAccountView,
  RECORD_TYPES,
  type WalletRecord,
  type WithdrawalRow,
  type WithdrawalView,
} from '../wallet.ts';
import { defineRoute, GET_POST, POST, returns } from '../route-definition.ts';
import { idParam } from './room-params.ts';

const clientId = z.string().trim().min(1).max(64);
const page = z.coerce.number<number | string>().int().min(1).max(10_000).default(1);
const amount = z.union([z.number(), z.string()]).optional();

/** Wallet: recharge, records, payout accounts and withdrawals: entries of the route table (handlers in server/routes/wallet-routes.ts). */
export const walletRoutes = {
  chargeRules: defineRoute({
    path: WALLET_PATHS.chargeRules,
    methods: GET_POST,
    login: false,
    params: z.object({}),
    result: returns<ChargeRule[]>(),
  }),
  payChannels: defineRoute({
    path: WALLET_PATHS.payChannels,
    methods: GET_POST,
    login: false,
    params: z.object({}),
    result: returns<readonly PayChannel[]>(),
  }),
  payUrl: defineRoute({
    path: WALLET_PATHS.payUrl,
    methods: POST,
    login: true,
    params: z.object({
      rule_id: idParam,
      channel: z.string().max(32),
      client_id: clientId,
    }),
    result: returns<{ order_no: string; url: string; order: PayOrderView }>(),
  }),
  orderStatus: defineRoute({
    path: WALLET_PATHS.orderStatus,
    methods: GET_POST,
    login: true,
    params: z.object({ order_no: z.string().max(64) }),
    result: returns<PayOrderView>(),
  }),
  orderTypes: defineRoute({
    path: WALLET_PATHS.orderTypes,
    methods: GET_POST,
    login: false,
    params: z.object({}),
    result: returns<{ type: 'all' | 'recharge' | 'consumption' | 'income' | 'withdrawal' | 'reward' }[]>(),
  }),
  orderList: defineRoute({
    path: WALLET_PATHS.orderList,
    methods: GET_POST,
    login: true,
    params: z.object({ type: z.enum(RECORD_TYPES).default('all'), page }),
    result: returns<Page<WalletRecord>>(),
  }),
  bindBankCard: defineRoute({
    path: WALLET_PATHS.bindBankCard,
    methods: POST,
    login: true,
    params: z.object({
      holder: z.string().trim().min(1).max(64),
      bank_name: z.string().trim().min(1).max(64),
      card_no: z.string().regex(/^\d{12,19}$/),
      payment_password: z.string().max(16).optional(),
    }),
    result: returns<PayoutAccountView | null>(),
  }),
  bankCardInfo: defineRoute({
    path: WALLET_PATHS.bankCardInfo,
    methods: GET_POST,
    login: true,
    params: z.object({}),
    result: returns<PayoutAccountView | null>(),
  }),
  bindAliPay: defineRoute({
    path: WALLET_PATHS.bindAliPay,
    methods: POST,
    login: true,
    params: z.object({
      name: z.string().trim().min(1).max(64),
      account: z.string().trim().min(3).max(64),
      payment_password: z.string().max(16).optional(),
    }),
    result: returns<PayoutAccountView | null>(),
  }),
  aliPayInfo: defineRoute({
    path: WALLET_PATHS.aliPayInfo,
    methods: GET_POST,
    login: true,
    params: z.object({}),
    result: returns<PayoutAccountView | null>(),
  }),
  paymentPassword: defineRoute({
    path: ACCOUNT_PATHS.paymentPassword,
    methods: POST,
    login: true,
    params: z.object({
      password: z.string().max(16).optional(),
      old_password: z.string().max(16).optional(),
      code: z.string().max(16).optional(),
    }),
    result: returns<{ has_payment_password: boolean }>(),
  }),
  applyForWithdrawal: defineRoute({
    path: WALLET_PATHS.applyForWithdrawal,
    methods: POST,
    login: true,
    params: z.object({
      diamonds: amount,
      method: z.enum(['bank', 'alipay']),
      payment_password: z.string().max(16).optional(),
      client_id: clientId,
    }),
    result: returns<{ withdrawal: WithdrawalRow; income: number }>(),
  }),
  withdrawalList: defineRoute({
    path: WALLET_PATHS.withdrawalList,
    methods: GET_POST,
    login: true,
    params: z.object({ page, status: z.enum(['pending', 'settled', 'failed', '']).optional() }),
    result: returns<Page<WithdrawalView>>(),
  }),
  conversionBalance: defineRoute({
    path: WALLET_PATHS.conversionBalance,
    methods: POST,
    login: true,
    params: z.object({ diamonds: amount, client_id: clientId }),
    result: returns<{ balance: number; income: number }>(),
  }),
};
