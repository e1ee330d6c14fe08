import { SqliteAdapter } from 'kysely';
import type { ColumnDefinitionBuilder, Kysely, Migration } from 'kysely';

/**
 * Experts' schemes (see expert-tables.ts): the schemes with the match as published (names kept, so
 * a scheme still shows once the live list has let its match go), their purchases (one per buyer
 * and scheme) and the follows of experts.
 */
export const expertSchemesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
    const identity = (col: ColumnDefinitionBuilder) =>
      sqlite ? col.primaryKey().autoIncrement() : col.primaryKey().generatedByDefaultAsIdentity();
    const userRef = (col: ColumnDefinitionBuilder) => col.notNull().references('users.id').onDelete('cascade');

    await db.schema
      .createTable('expert_schemes')
      .addColumn('id', 'integer', identity)
      .addColumn('expert_id', 'integer', userRef)
      // Live ids are `yyyymmdd` + a number: past 32 bits.
      .addColumn('match_id', 'bigint', (c) => c.notNull())
      .addColumn('sport', 'varchar(16)', (c) => c.notNull())
      .addColumn('league_id', 'integer', (c) => c.notNull())
      .addColumn('match_time', 'bigint', (c) => c.notNull())
      /** JSON of the league's and teams' names in zh, en and vi. */
      .addColumn('names', 'text', (c) => c.notNull())
      .addColumn('market', 'varchar(8)', (c) => c.notNull())
      .addColumn('pick', 'varchar(8)', (c) => c.notNull())
      .addColumn('company_id', 'integer', (c) => c.notNull())
      .addColumn('line', 'double precision', (c) => c.notNull())
      .addColumn('odds', 'double precision', (c) => c.notNull())
      .addColumn('analysis', 'text', (c) => c.notNull())
      .addColumn('price', 'integer', (c) => c.notNull())
      .addColumn('refund_on_lose', 'integer', (c) => c.notNull())
      .addColumn('status', 'varchar(12)', (c) => c.notNull().defaultTo('pending'))
      .addColumn('home_score', 'integer')
      .addColumn('away_score', 'integer')
      .addColumn('buyers', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('settled_at', 'bigint')
      .execute();
    // One scheme per expert, match and market.
    await db.schema
      .createIndex('expert_schemes_once')
      .on('expert_schemes')
      .columns(['expert_id', 'match_id', 'market'])
      .unique()
      .execute();
    await db.schema.createIndex('expert_schemes_match').on('expert_schemes').columns(['match_id', 'status']).execute();
    await db.schema.createIndex('expert_schemes_sport').on('expert_schemes').columns(['sport', 'created_at']).execute();

    await db.schema
      .createTable('scheme_purchases')
      .addColumn('id', 'integer', identity)
      .addColumn('scheme_id', 'integer', (c) => c.notNull().references('expert_schemes.id').onDelete('cascade'))
      .addColumn('user_id', 'integer', userRef)
      .addColumn('price', 'integer', (c) => c.notNull())
      .addColumn('txn_id', 'integer', (c) => c.notNull())
      .addColumn('refunded', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('scheme_purchases_once')
      .on('scheme_purchases')
      .columns(['scheme_id', 'user_id'])
      .unique()
      .execute();
    await db.schema
      .createIndex('scheme_purchases_user')
      .on('scheme_purchases')
      .columns(['user_id', 'created_at'])
      .execute();

    await db.schema
      .createTable('expert_follows')
      .addColumn('user_id', 'integer', userRef)
      .addColumn('expert_id', 'integer', userRef)
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('expert_follows_pk', ['user_id', 'expert_id'])
      .execute();
    await db.schema.createIndex('expert_follows_expert').on('expert_follows').column('expert_id').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('expert_follows').execute();
    await db.schema.dropTable('scheme_purchases').execute();
    await db.schema.dropTable('expert_schemes').execute();
  },
};
