import { SqliteAdapter, sql } from 'kysely';
import type { Kysely, Migration } from 'kysely';

/**
 * Live match ids are `yyyymmdd` + a number (`202611270030`), past 32 bits: the columns that hold
 * one (a room's or broadcast's bound match, a reservation, a planned broadcast) were `integer`,
 * which PostgreSQL refuses such ids in. They become `bigint` there (read back as numbers, see
 * database.ts); SQLite's integers are 64-bit already.
 */
const COLUMNS = [
  ['rooms', 'match_id'],
  ['broadcasts', 'match_id'],
  ['match_reservations', 'match_id'],
  ['planned_broadcasts', 'match_id'],
] as const;

export const liveMatchIdsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    if (db.getExecutor().adapter instanceof SqliteAdapter) return;
    for (const [table, column] of COLUMNS) {
      await sql`alter table ${sql.table(table)} alter column ${sql.ref(column)} type bigint`.execute(db);
    }
  },
  async down(db: Kysely<unknown>) {
    if (db.getExecutor().adapter instanceof SqliteAdapter) return;
    for (const [table, column] of COLUMNS) {
      await sql`alter table ${sql.table(table)} alter column ${sql.ref(column)} type integer`.execute(db);
    }
  },
};
