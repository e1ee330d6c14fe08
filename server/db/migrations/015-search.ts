import { SqliteAdapter, sql } from 'kysely';
import type { Kysely, Migration } from 'kysely';

/** Where pg_trgm lives (installed once per database, in `public` when we install it). */
async function trigramSchema(db: Kysely<unknown>): Promise<string | undefined> {
  const found = await sql<{ schema: string }>`
    select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace
    where e.extname = 'pg_trgm'`.execute(db);
  return found.rows[0]?.schema;
}

/**
 * The search index (see search-tables.ts). SQLite: an FTS5 table with the trigram tokenizer, so
 * any 3 characters of a name (Chinese included) find it. PostgreSQL: pg_trgm's GIN index, which
 * serves `like '%...%'`.
 */
export const searchMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('search_sources')
      .addColumn('kind', 'varchar(16)', (c) => c.primaryKey())
      .addColumn('checksum', 'varchar(64)', (c) => c.notNull())
      .execute();
    if (db.getExecutor().adapter instanceof SqliteAdapter) {
      await sql`create virtual table search_documents using fts5(kind unindexed, ref_id unindexed, names, tokenize = 'trigram')`.execute(
        db,
      );
      return;
    }
    // IMPORTANT: the extension is per database, its operator classes per schema: installed in
    // `public` (and qualified below) so every schema of the database shares one copy. Two
    // processes migrating at once may race on it; the loser finds it installed.
    let schema = await trigramSchema(db);
    if (schema === undefined) {
      try {
        await sql`create extension if not exists pg_trgm with schema public`.execute(db);
      } catch (error) {
        if ((await trigramSchema(db)) === undefined) throw error;
      }
      schema = (await trigramSchema(db)) ?? 'public';
    }
    await db.schema
      .createTable('search_documents')
      .addColumn('kind', 'varchar(16)', (c) => c.notNull())
      .addColumn('ref_id', 'integer', (c) => c.notNull())
      .addColumn('names', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('search_documents_pk', ['kind', 'ref_id'])
      .execute();
    await sql`create index search_documents_names on search_documents using gin (names ${sql.id(schema)}.gin_trgm_ops)`.execute(
      db,
    );
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('search_documents').execute();
    await db.schema.dropTable('search_sources').execute();
  },
};
