import { sql, SqliteAdapter } from 'kysely';
import type { ColumnDefinitionBuilder, Kysely, Migration } from 'kysely';

/**
 * Fun-guess (see fun-guess-tables.ts): a points balance per user and one guess per user per match.
 * Points are not diamonds: they never touch the wallet ledger. Match ids are past 32 bits (bigint).
 */
export const funGuessMigration: Migration = {
  async up(db: Kysely<unknown>) {
    const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
    const identity = (col: ColumnDefinitionBuilder) =>
      sqlite ? col.primaryKey().autoIncrement() : col.primaryKey().generatedByDefaultAsIdentity();
    const userRef = (col: ColumnDefinitionBuilder) => col.notNull().references('users.id').onDelete('cascade');

    await db.schema
      .createTable('fun_guess_accounts')
      .addColumn('user_id', 'integer', (c) => userRef(c).primaryKey())
      .addColumn('points', 'bigint', (c) => c.notNull())
      /** `YYYY-MM-DD`, China time: the last day the balance was looked at for the daily top-up. */
      .addColumn('topped_day', 'varchar(10)', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addCheckConstraint('fun_guess_points_not_negative', sql`points >= 0`)
      .execute();

    await db.schema
      .createTable('fun_guesses')
      .addColumn('id', 'integer', identity)
      .addColumn('user_id', 'integer', userRef)
      .addColumn('match_id', 'bigint', (c) => c.notNull())
      .addColumn('sport', 'varchar(16)', (c) => c.notNull())
      /** JSON of FunGuessMatchInfo as it was when guessed. */
      .addColumn('snapshot', 'text', (c) => c.notNull())
      .addColumn('match_time', 'bigint', (c) => c.notNull())
      .addColumn('pick', 'varchar(8)', (c) => c.notNull())
      /** Decimal odds times 100 (whole numbers on both dialects). */
      .addColumn('odds_x100', 'integer', (c) => c.notNull())
      .addColumn('stake', 'bigint', (c) => c.notNull())
      .addColumn('payout', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('result', 'varchar(8)', (c) => c.notNull().defaultTo('pending'))
      .addColumn('home_score', 'integer')
      .addColumn('away_score', 'integer')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('settled_at', 'bigint')
      .addUniqueConstraint('fun_guesses_user_match', ['user_id', 'match_id'])
      .execute();
    await db.schema.createIndex('fun_guesses_match_result').on('fun_guesses').columns(['match_id', 'result']).execute();
    await db.schema.createIndex('fun_guesses_user_time').on('fun_guesses').columns(['user_id', 'created_at']).execute();
    await db.schema.createIndex('fun_guesses_settled').on('fun_guesses').column('settled_at').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('fun_guesses').execute();
    await db.schema.dropTable('fun_guess_accounts').execute();
  },
};
