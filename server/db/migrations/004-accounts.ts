import { SqliteAdapter, sql } from 'kysely';
import type { ColumnDefinitionBuilder, Kysely, Migration } from 'kysely';

/**
 * Accounts and money (see account-tables.ts): users, their login tokens and SMS codes, the
 * double-entry diamond ledger, recharge orders, withdrawals with their payout accounts, check-ins,
 * daily tasks, the exchange mall, applications, verification and the message centre.
 */
export const accountsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
    const identity = (col: ColumnDefinitionBuilder) =>
      sqlite ? col.primaryKey().autoIncrement() : col.primaryKey().generatedByDefaultAsIdentity();

    await db.schema
      .createTable('users')
      .addColumn('id', 'integer', identity)
      .addColumn('mobile', 'varchar(24)', (c) => c.notNull().unique())
      .addColumn('password_hash', 'text', (c) => c.notNull())
      .addColumn('nickname', 'varchar(64)', (c) => c.notNull())
      .addColumn('avatar', 'text', (c) => c.notNull())
      .addColumn('signature', 'varchar(200)', (c) => c.notNull().defaultTo(''))
      .addColumn('gender', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('is_anchor', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('is_expert', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('wealth_exp', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('invite_code', 'varchar(16)', (c) => c.notNull().unique())
      .addColumn('invited_by', 'integer', (c) => c.references('users.id'))
      .addColumn('payment_password_hash', 'text')
      .addColumn('password_changed_at', 'bigint', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('user_tokens')
      .addColumn('id', 'integer', identity)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
      .addColumn('device_type', 'varchar(16)', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .addColumn('revoked_at', 'bigint')
      .execute();
    await db.schema.createIndex('user_tokens_user').on('user_tokens').column('user_id').execute();

    await db.schema
      .createTable('sms_codes')
      .addColumn('id', 'integer', identity)
      .addColumn('mobile', 'varchar(24)', (c) => c.notNull())
      .addColumn('purpose', 'integer', (c) => c.notNull())
      .addColumn('code_hash', 'varchar(64)', (c) => c.notNull())
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .addColumn('used_at', 'bigint')
      .execute();
    await db.schema.createIndex('sms_codes_mobile').on('sms_codes').columns(['mobile', 'created_at']).execute();

    // ---- the ledger -------------------------------------------------------------------------
    await db.schema
      .createTable('wallet_accounts')
      .addColumn('id', 'integer', identity)
      .addColumn('user_id', 'integer', (c) => c.references('users.id'))
      /** `diamond` (consumer wallet), `income` (anchor income) or `system`. */
      .addColumn('kind', 'varchar(16)', (c) => c.notNull())
      /** System accounts' name (`recharge`, `rewards`, ...); null for users' accounts. */
      .addColumn('code', 'varchar(32)', (c) => c.unique())
      .addColumn('balance', 'bigint', (c) => c.notNull().defaultTo(0))
      .addUniqueConstraint('wallet_accounts_user_kind', ['user_id', 'kind'])
      // The last guard: a user's balance below zero is refused by the database itself.
      .addCheckConstraint('wallet_accounts_user_not_negative', sql`user_id is null or balance >= 0`)
      .execute();

    await db.schema
      .createTable('ledger_txns')
      .addColumn('id', 'integer', identity)
      .addColumn('kind', 'varchar(24)', (c) => c.notNull())
      .addColumn('user_id', 'integer', (c) => c.references('users.id'))
      /** `<user>:<client id>`: a retry with the same id returns the first result. */
      .addColumn('idem_key', 'varchar(128)', (c) => c.unique())
      /** The parameters of the first request, to refuse the same id with other parameters. */
      .addColumn('fingerprint', 'varchar(255)')
      .addColumn('memo', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('ledger_txns_user').on('ledger_txns').columns(['user_id', 'created_at']).execute();

    await db.schema
      .createTable('ledger_entries')
      .addColumn('id', 'integer', identity)
      .addColumn('txn_id', 'integer', (c) => c.notNull().references('ledger_txns.id'))
      .addColumn('account_id', 'integer', (c) => c.notNull().references('wallet_accounts.id'))
      .addColumn('delta', 'bigint', (c) => c.notNull())
      .addColumn('balance_after', 'bigint', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('ledger_entries_account').on('ledger_entries').columns(['account_id', 'id']).execute();
    await db.schema.createIndex('ledger_entries_txn').on('ledger_entries').column('txn_id').execute();

    await db.schema
      .createTable('pay_orders')
      .addColumn('id', 'integer', identity)
      .addColumn('order_no', 'varchar(40)', (c) => c.notNull().unique())
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('rule_id', 'integer', (c) => c.notNull())
      .addColumn('diamonds', 'bigint', (c) => c.notNull())
      .addColumn('amount_fen', 'bigint', (c) => c.notNull())
      .addColumn('channel', 'varchar(24)', (c) => c.notNull())
      /** `pending`, `paid`, `closed`. */
      .addColumn('status', 'varchar(16)', (c) => c.notNull())
      .addColumn('client_key', 'varchar(64)')
      .addColumn('txn_id', 'integer', (c) => c.references('ledger_txns.id'))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('paid_at', 'bigint')
      .addUniqueConstraint('pay_orders_client_key', ['user_id', 'client_key'])
      .execute();
    await db.schema.createIndex('pay_orders_user').on('pay_orders').columns(['user_id', 'created_at']).execute();

    await db.schema
      .createTable('payout_accounts')
      .addColumn('id', 'integer', identity)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
      /** `bank` or `alipay` (the seed's payment-app account). */
      .addColumn('method', 'varchar(16)', (c) => c.notNull())
      .addColumn('holder', 'varchar(64)', (c) => c.notNull())
      .addColumn('account_no', 'varchar(64)', (c) => c.notNull())
      .addColumn('bank_name', 'varchar(64)', (c) => c.notNull().defaultTo(''))
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .addUniqueConstraint('payout_accounts_user_method', ['user_id', 'method'])
      .execute();

    await db.schema
      .createTable('withdrawals')
      .addColumn('id', 'integer', identity)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('diamonds', 'bigint', (c) => c.notNull())
      .addColumn('amount_fen', 'bigint', (c) => c.notNull())
      .addColumn('method', 'varchar(16)', (c) => c.notNull())
      /** JSON: holder, masked account, bank, as they were when the request was made. */
      .addColumn('payout', 'text', (c) => c.notNull())
      /** `pending` (to be settled), `settled`, `failed`. */
      .addColumn('status', 'varchar(16)', (c) => c.notNull())
      .addColumn('client_key', 'varchar(64)')
      .addColumn('txn_id', 'integer', (c) => c.notNull().references('ledger_txns.id'))
      .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('settled_at', 'bigint')
      .addUniqueConstraint('withdrawals_client_key', ['user_id', 'client_key'])
      .execute();
    await db.schema.createIndex('withdrawals_user').on('withdrawals').columns(['user_id', 'created_at']).execute();

    // ---- rewards ------------------------------------------------------------------------------
    await db.schema
      .createTable('checkins')
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
      /** Local calendar day `YYYY-MM-DD` (Asia/Shanghai, the site's day). */
      .addColumn('day', 'varchar(10)', (c) => c.notNull())
      .addColumn('reward', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('checkins_pk', ['user_id', 'day'])
      .execute();

    await db.schema
      .createTable('task_progress')
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('day', 'varchar(10)', (c) => c.notNull())
      .addColumn('task', 'varchar(24)', (c) => c.notNull())
      .addColumn('progress', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('completed_at', 'bigint')
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('task_progress_pk', ['user_id', 'day', 'task'])
      .execute();

    await db.schema
      .createTable('goods')
      .addColumn('id', 'integer', identity)
      .addColumn('name_zh', 'varchar(64)', (c) => c.notNull())
      .addColumn('name_en', 'varchar(64)', (c) => c.notNull())
      .addColumn('name_vi', 'varchar(64)', (c) => c.notNull())
      .addColumn('image', 'text', (c) => c.notNull())
      .addColumn('price', 'bigint', (c) => c.notNull())
      /** Left in stock; null = unlimited. */
      .addColumn('stock', 'integer')
      .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();

    await db.schema
      .createTable('exchange_records')
      .addColumn('id', 'integer', identity)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('goods_id', 'integer', (c) => c.notNull().references('goods.id'))
      .addColumn('quantity', 'integer', (c) => c.notNull())
      .addColumn('diamonds', 'bigint', (c) => c.notNull())
      .addColumn('txn_id', 'integer', (c) => c.notNull().references('ledger_txns.id'))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('exchange_records_user').on('exchange_records').columns(['user_id', 'id']).execute();

    // ---- identity and applications ------------------------------------------------------------
    await db.schema
      .createTable('user_verifications')
      .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id'))
      .addColumn('real_name', 'varchar(64)', (c) => c.notNull())
      .addColumn('id_number', 'varchar(32)', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('applications')
      .addColumn('id', 'integer', identity)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
      /** `anchor` or `expert`. */
      .addColumn('kind', 'varchar(16)', (c) => c.notNull())
      /** JSON of the form as submitted. */
      .addColumn('form', 'text', (c) => c.notNull())
      /** `pending` (review pending), `approved` (passed), `rejected` (failed). */
      .addColumn('status', 'varchar(16)', (c) => c.notNull())
      .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('reviewed_at', 'bigint')
      .execute();
    await db.schema.createIndex('applications_user').on('applications').columns(['user_id', 'kind']).execute();

    await db.schema
      .createTable('user_messages')
      .addColumn('id', 'integer', identity)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('kind', 'varchar(16)', (c) => c.notNull())
      .addColumn('title', 'varchar(128)', (c) => c.notNull())
      .addColumn('body', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('read_at', 'bigint')
      .execute();
    await db.schema.createIndex('user_messages_user').on('user_messages').columns(['user_id', 'id']).execute();

    /** Server secrets shared by every process (HMAC keys for chat signatures and sandbox payments). */
    await db.schema
      .createTable('app_secrets')
      .addColumn('name', 'varchar(32)', (c) => c.primaryKey())
      .addColumn('value', 'text', (c) => c.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    for (const table of [
      'app_secrets',
      'user_messages',
      'applications',
      'user_verifications',
      'exchange_records',
      'goods',
      'task_progress',
      'checkins',
      'withdrawals',
      'payout_accounts',
      'pay_orders',
      'ledger_entries',
      'ledger_txns',
      'wallet_accounts',
      'sms_codes',
      'user_tokens',
      'users',
    ]) {
      await db.schema.dropTable(table).ifExists().execute();
    }
  },
};
