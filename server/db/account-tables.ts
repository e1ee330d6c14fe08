import type { Generated } from 'kysely';
import type { MessageKind } from '../../contracts/member.ts';

/** Tables of accounts and money (migration 004). Times are unix seconds; money is integer diamonds. */

export interface UsersTable {
  id: Generated<number>;
  /** `<country code>-<number>`, e.g. `86-13800138000`. */
  mobile: string;
  password_hash: string;
  nickname: string;
  avatar: string;
  signature: Generated<string>;
  /** 0 unknown, 1 male, 2 female. */
  gender: Generated<number>;
  is_anchor: Generated<number>;
  is_expert: Generated<number>;
  /** Wealth experience in 0.1 points (1 diamond spent = 10). */
  wealth_exp: Generated<number>;
  invite_code: string;
  invited_by: number | null;
  payment_password_hash: string | null;
  password_changed_at: number;
  created_at: number;
  updated_at: number;
}

export interface UserTokensTable {
  id: Generated<number>;
  user_id: number;
  /** sha256 of the token, hex: the token itself is never stored. */
  token_hash: string;
  device_type: string;
  created_at: number;
  expires_at: number;
  revoked_at: number | null;
}

export interface SmsCodesTable {
  id: Generated<number>;
  mobile: string;
  /** 1 register, 2 other (forgot password, verification). */
  purpose: number;
  code_hash: string;
  attempts: Generated<number>;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

export type WalletKind = 'diamond' | 'income' | 'system';

export interface WalletAccountsTable {
  id: Generated<number>;
  user_id: number | null;
  kind: WalletKind;
  code: string | null;
  balance: Generated<number>;
}

export interface LedgerTxnsTable {
  id: Generated<number>;
  kind: string;
  user_id: number | null;
  idem_key: string | null;
  fingerprint: string | null;
  memo: Generated<string>;
  created_at: number;
}

export interface LedgerEntriesTable {
  id: Generated<number>;
  txn_id: number;
  account_id: number;
  delta: number;
  balance_after: number;
  created_at: number;
}

export type PayOrderStatus = 'pending' | 'paid' | 'closed';

export interface PayOrdersTable {
  id: Generated<number>;
  order_no: string;
  user_id: number;
  rule_id: number;
  diamonds: number;
  amount_fen: number;
  channel: string;
  status: PayOrderStatus;
  client_key: string | null;
  txn_id: number | null;
  created_at: number;
  paid_at: number | null;
}

export type PayoutMethod = 'bank' | 'alipay';

export interface PayoutAccountsTable {
  id: Generated<number>;
  user_id: number;
  method: PayoutMethod;
  holder: string;
  account_no: string;
  bank_name: Generated<string>;
  updated_at: number;
}

export type WithdrawalStatus = 'pending' | 'settled' | 'failed';

export interface WithdrawalsTable {
  id: Generated<number>;
  user_id: number;
  diamonds: number;
  amount_fen: number;
  method: PayoutMethod;
  payout: string;
  status: WithdrawalStatus;
  client_key: string | null;
  txn_id: number;
  note: Generated<string>;
  created_at: number;
  settled_at: number | null;
}

export interface CheckinsTable {
  user_id: number;
  day: string;
  reward: number;
  created_at: number;
}

export interface TaskProgressTable {
  user_id: number;
  day: string;
  task: string;
  progress: Generated<number>;
  completed_at: number | null;
  updated_at: number;
}

export interface GoodsTable {
  id: Generated<number>;
  name_zh: string;
  name_en: string;
  name_vi: string;
  image: string;
  price: number;
  stock: number | null;
  sort: Generated<number>;
}

export interface ExchangeRecordsTable {
  id: Generated<number>;
  user_id: number;
  goods_id: number;
  quantity: number;
  diamonds: number;
  txn_id: number;
  created_at: number;
}

export interface UserVerificationsTable {
  user_id: number;
  real_name: string;
  id_number: string;
  created_at: number;
}

export type ApplicationKind = 'anchor' | 'expert' | 'channel';
export type ApplicationStatus = 'pending' | 'approved' | 'rejected';

export interface ApplicationsTable {
  id: Generated<number>;
  user_id: number;
  kind: ApplicationKind;
  form: string;
  status: ApplicationStatus;
  note: Generated<string>;
  created_at: number;
  reviewed_at: number | null;
}

export interface UserMessagesTable {
  id: Generated<number>;
  user_id: number;
  /** The app titles and words each kind in the reader's language. */
  kind: MessageKind;
  /** Unused (''): titles come from the kind. */
  title: string;
  /** A person's own words (a reviewer's note), shown as is. */
  body: string;
  created_at: number;
  read_at: number | null;
}

export interface AppSecretsTable {
  name: string;
  value: string;
}

export interface AccountTables {
  users: UsersTable;
  user_tokens: UserTokensTable;
  sms_codes: SmsCodesTable;
  wallet_accounts: WalletAccountsTable;
  ledger_txns: LedgerTxnsTable;
  ledger_entries: LedgerEntriesTable;
  pay_orders: PayOrdersTable;
  payout_accounts: PayoutAccountsTable;
  withdrawals: WithdrawalsTable;
  checkins: CheckinsTable;
  task_progress: TaskProgressTable;
  goods: GoodsTable;
  exchange_records: ExchangeRecordsTable;
  user_verifications: UserVerificationsTable;
  applications: ApplicationsTable;
  user_messages: UserMessagesTable;
  app_secrets: AppSecretsTable;
}
