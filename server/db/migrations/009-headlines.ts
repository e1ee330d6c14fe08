import { SqliteAdapter } from 'kysely';
import type { ColumnDefinitionBuilder, Kysely, Migration } from 'kysely';

/**
 * Readers' headlines (see news-tables.ts): posted by anchors and experts, listed once an operator
 * approves them. Listing reads approved rows by review time, hence the index.
 */
export const headlinesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
    const identity = (col: ColumnDefinitionBuilder) =>
      sqlite ? col.primaryKey().autoIncrement() : col.primaryKey().generatedByDefaultAsIdentity();
    await db.schema
      .createTable('headlines')
      .addColumn('id', 'integer', identity)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('title', 'varchar(64)', (c) => c.notNull())
      .addColumn('content', 'text', (c) => c.notNull())
      .addColumn('status', 'varchar(16)', (c) => c.notNull().defaultTo('pending'))
      .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('reviewed_at', 'bigint')
      .execute();
    await db.schema.createIndex('headlines_status').on('headlines').columns(['status', 'reviewed_at']).execute();
    await db.schema.createIndex('headlines_user').on('headlines').columns(['user_id', 'id']).execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('headlines').execute();
  },
};
