import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import Database from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import pg from 'pg';
import { OwnSchemaPostgresDialect } from './own-schema-dialect.ts';
import type { DB } from './schema.ts';

export type DatabaseDialect = 'sqlite' | 'postgres';

/** An open database: the Kysely instance, which dialect it speaks, and how to close it. */
export interface AppDatabase {
  db: Kysely<DB>;
  dialect: DatabaseDialect;
  close(): Promise<void>;
}

export interface DatabaseConfig {
  /**
   * Absent: SQLite file `<dataDir>/app.db`. `postgres://` or `postgresql://`: PostgreSQL.
   * `sqlite::memory:` or `sqlite:<path>`: SQLite in memory or at that path (tests, tools).
   */
  databaseUrl?: string;
  dataDir: string;
}

const PG_INT8_OID = 20;
const PG_NUMERIC_OID = 1700;

/**
 * pg returns int8 (`count(*)`, `bigint` columns) and numeric as strings to avoid precision loss.
 * Our integers are unix seconds and counts, far below 2^53, so numbers keep both dialects equal.
 */
const pgTypes = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === PG_INT8_OID || oid === PG_NUMERIC_OID) return (value: string) => Number(value);
    return format === undefined ? pg.types.getTypeParser(oid) : pg.types.getTypeParser(oid, format);
  },
} as pg.CustomTypesConfig;

function openSqlite(file: string | ':memory:'): AppDatabase {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const sqlite = new Database(file);
  // WAL lets readers run while the importer or the live store writes; a busy timeout turns a
  // brief lock into a wait instead of SQLITE_BUSY; foreign keys are off by default in SQLite.
  if (file !== ':memory:') sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<DB>({ dialect: new SqliteDialect({ database: sqlite }) });
  return { db, dialect: 'sqlite', close: () => db.destroy() };
}

function openPostgres(connectionString: string): AppDatabase {
  const pool = new pg.Pool({ connectionString, types: pgTypes, max: 10 });
  // A connection PostgreSQL ends (a restart, a failover, an admin's kill) emits 'error': an idle
  // one on the pool, one in use on the client itself. Without listeners either ends the process;
  // with them, the query in flight fails (its request gets an error) and the pool connects anew.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', () => undefined));
  const db = new Kysely<DB>({ dialect: new OwnSchemaPostgresDialect({ pool }) });
  return { db, dialect: 'postgres', close: () => db.destroy() };
}

/**
 * Open the application database. Does not migrate: call `migrateToLatest(db)` next.
 * A PostgreSQL connection is checked with a round trip so a bad URL fails here, not later.
 */
export async function createDatabase(config: DatabaseConfig): Promise<AppDatabase> {
  const url = config.databaseUrl?.trim();
  if (!url) return openSqlite(join(config.dataDir, 'app.db'));
  if (url === 'sqlite::memory:' || url === 'sqlite://:memory:') return openSqlite(':memory:');
  if (url.startsWith('sqlite:')) {
    const path = url.slice('sqlite:'.length).replace(/^\/\//, '');
    if (!path) throw new Error('databaseUrl sqlite: needs a path or :memory:');
    return openSqlite(path);
  }
  if (url.startsWith('postgres://') || url.startsWith('postgresql://')) {
    const handle = openPostgres(url);
    try {
      await handle.db.selectNoFrom((eb) => eb.val(1).as('ok')).execute();
    } catch (error) {
      await handle.close();
      throw error;
    }
    return handle;
  }
  throw new Error(`Unsupported databaseUrl scheme: ${url.split(':')[0] ?? ''}`);
}
