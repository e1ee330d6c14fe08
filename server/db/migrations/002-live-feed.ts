import type { Kysely, Migration } from 'kysely';

/** The live store's tables (see live-tables.ts). */
export const liveFeedMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('live_matches')
      .addColumn('id', 'bigint', (c) => c.primaryKey())
      .addColumn('sport', 'varchar(16)', (c) => c.notNull())
      .addColumn('match_time', 'bigint', (c) => c.notNull())
      .addColumn('status', 'varchar(16)', (c) => c.notNull())
      .addColumn('v', 'integer', (c) => c.notNull())
      .addColumn('data', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('live_matches_time').on('live_matches').column('match_time').execute();
    await db.schema
      .createTable('live_odds')
      .addColumn('match_id', 'bigint', (c) => c.notNull())
      .addColumn('company_id', 'integer', (c) => c.notNull())
      .addColumn('v', 'integer', (c) => c.notNull())
      .addColumn('data', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('live_odds_pk', ['match_id', 'company_id'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('live_odds').execute();
    await db.schema.dropTable('live_matches').execute();
  },
};
