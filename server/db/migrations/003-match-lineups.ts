import { SqliteAdapter } from 'kysely';
import type { Kysely, Migration } from 'kysely';

/**
 * Line-ups of imported matches (the World Cup full-text files): one row per player who took part,
 * starters and the substitutes who came on, with the minutes of his substitution and cards. The
 * timeline's substitutions and cards are read from these rows.
 */
export const matchLineupsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
    await db.schema
      .createTable('match_lineups')
      .addColumn('id', 'integer', (col) =>
        sqlite ? col.primaryKey().autoIncrement() : col.primaryKey().generatedByDefaultAsIdentity(),
      )
      .addColumn('match_id', 'integer', (col) => col.notNull().references('matches.id').onDelete('cascade'))
      .addColumn('side', 'text', (col) => col.notNull())
      .addColumn('ordinal', 'integer', (col) => col.notNull())
      .addColumn('player', 'text', (col) => col.notNull())
      .addColumn('line', 'integer', (col) => col.notNull())
      .addColumn('position', 'text', (col) => col.notNull())
      .addColumn('starter', 'integer', (col) => col.notNull())
      .addColumn('captain', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('replaced_ordinal', 'integer')
      .addColumn('in_minute', 'integer')
      .addColumn('in_minute_extra', 'integer')
      .addColumn('out_minute', 'integer')
      .addColumn('out_minute_extra', 'integer')
      .addColumn('yellow_minute', 'integer')
      .addColumn('yellow_minute_extra', 'integer')
      .addColumn('red_minute', 'integer')
      .addColumn('red_minute_extra', 'integer')
      .addColumn('second_yellow', 'integer', (col) => col.notNull().defaultTo(0))
      .addUniqueConstraint('match_lineups_match_side_ordinal_unique', ['match_id', 'side', 'ordinal'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('match_lineups').ifExists().execute();
  },
};
