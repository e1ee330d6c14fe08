/**
 * Wallet answers shared by the server (server/wallet/*) and the member centre: records read from
 * the ledger, withdrawals, pay orders and payout accounts. Pure types and constants.
 */

/** `Order/getList` types (`order/getTypeList`). */
export const RECORD_TYPES = ['all', 'recharge', 'consumption', 'income', 'withdrawal', 'reward'] as const;
export type RecordType = (typeof RECORD_TYPES)[number];
/** A record's own type; `conversion` (income -> consumer diamonds) only shows under `all`. */
export type RecordKind = Exclude<RecordType, 'all'> | 'conversion';

export interface WalletRecord {
  id: number;
  type: RecordKind;
  /** The ledger transaction kind (`recharge`, `gift`, `exchange`, `checkin`, ...). */
  kind: string;
  wallet: 'diamond' | 'income';
  delta: number;
  balance_after: number;
  memo: string;
  created_at: number;
}

export type WithdrawalStatusName = 'pending' | 'settled' | 'failed';
export type PayoutMethodName = 'bank' | 'alipay';

/** A withdrawal as stored (what `Withdrawal/applyForWithdrawal` answers). */
export interface WithdrawalRow {
  id: number;
  user_id: number;
  diamonds: number;
  amount_fen: number;
  method: PayoutMethodName;
  payout: string;
  status: WithdrawalStatusName;
  note: string;
  created_at: number;
  settled_at: number | null;
}

export interface WithdrawalView {
  id: number;
  diamonds: number;
  amount_fen: number;
  method: string;
  /** Holder, masked account number and bank at the time of the request. */
  payout: { holder: string; account: string; bank_name: string };
  status: WithdrawalStatusName;
  note: string;
  created_at: number;
  settled_at: number | null;
}

export type PayOrderStatusName = 'pending' | 'paid' | 'closed';

export interface PayOrderView {
  order_no: string;
  rule_id: number;
  diamonds: number;
  amount_fen: number;
  channel: string;
  status: PayOrderStatusName;
  created_at: number;
  paid_at: number | null;
}

/** `pay/sandboxOrder`: the order and the signatures the sandbox page posts back. */
export interface SandboxOrder {
  order: PayOrderView;
  sign: { paid: string; closed: string };
}

export interface PayoutAccountView {
  method: PayoutMethodName;
  holder: string;
  /** Masked: only the last four characters show. */
  account: string;
  bank_name: string;
  updated_at: number;
}

/** Smallest withdrawal, in diamonds. */
export const WITHDRAWAL_MIN_DIAMONDS = 100;
/** What one diamond pays out, in fen (1 diamond = 0.1 CNY, the recharge price). */
export const FEN_PER_DIAMOND = 10;
