import { SqliteAdapter } from 'kysely';
import type { ColumnDefinitionBuilder, Kysely, Migration } from 'kysely';

/**
 * Banners and advertisements (see banner-tables.ts). Pages read what shows now at one position,
 * hence the index on kind, position and order.
 */
export const bannersMigration: Migration = {
  async up(db: Kysely<unknown>) {
    const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
    const identity = (col: ColumnDefinitionBuilder) =>
      sqlite ? col.primaryKey().autoIncrement() : col.primaryKey().generatedByDefaultAsIdentity();
    await db.schema
      .createTable('banners')
      .addColumn('id', 'integer', identity)
      .addColumn('kind', 'varchar(16)', (c) => c.notNull())
      .addColumn('position', 'varchar(16)', (c) => c.notNull())
      .addColumn('title', 'varchar(100)', (c) => c.notNull().defaultTo(''))
      .addColumn('image', 'varchar(200)', (c) => c.notNull())
      .addColumn('url', 'varchar(500)', (c) => c.notNull())
      .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('starts_at', 'bigint', (c) => c.notNull())
      .addColumn('ends_at', 'bigint')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('banners_place').on('banners').columns(['kind', 'position', 'sort']).execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('banners').execute();
  },
};
