import { Migrator, PostgresAdapter, sql } from 'kysely';
import type { Kysely, Migration, MigrationResultSet } from 'kysely';
import { sportsData001 } from './migrations/001-sports-data.ts';
import { liveFeedMigration } from './migrations/002-live-feed.ts';
import { matchLineupsMigration } from './migrations/003-match-lineups.ts';
import { accountsMigration } from './migrations/004-accounts.ts';
import { goodsMigration } from './migrations/005-goods.ts';
import { roomsMigration } from './migrations/006-rooms.ts';
import { dynamicsVideosMigration } from './migrations/007-dynamics-videos.ts';
import { chatMigration } from './migrations/008-chat.ts';
import { headlinesMigration } from './migrations/009-headlines.ts';
import type { DB } from './schema.ts';

/**
 * Every migration, in order. Kysely sorts by name, so keys are zero-padded: append `002-...`,
 * `003-...` here; never rename or edit one that has shipped.
 */
export const migrations: Record<string, Migration> = {
  '001-sports-data': sportsData001,
  '002-live-feed': liveFeedMigration,
  '003-match-lineups': matchLineupsMigration,
  '004-accounts': accountsMigration,
  '005-goods': goodsMigration,
  '006-rooms': roomsMigration,
  '007-dynamics-videos': dynamicsVideosMigration,
  '008-chat': chatMigration,
  '009-headlines': headlinesMigration,
};

/**
 * A migrator over the in-code migrations (no files are read at run time). On PostgreSQL pass
 * the schema the connection works in: Kysely looks for its bookkeeping tables in every schema
 * unless told which one, and would mistake another schema's tables for ours.
 */
export function createMigrator(db: Kysely<DB>, migrationTableSchema?: string): Migrator {
  return new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    ...(migrationTableSchema === undefined ? {} : { migrationTableSchema }),
  });
}

async function currentPostgresSchema(db: Kysely<DB>): Promise<string | undefined> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return undefined;
  const result = await sql<{ schema: string | null }>`select current_schema() as schema`.execute(db);
  return result.rows[0]?.schema ?? undefined;
}

/**
 * Bring the schema to the latest migration. Throws (with the failing migration's name) when a
 * migration fails, so the server refuses to start on a half-migrated database.
 */
export async function migrateToLatest(db: Kysely<DB>): Promise<MigrationResultSet> {
  const result = await createMigrator(db, await currentPostgresSchema(db)).migrateToLatest();
  if (result.error !== undefined) {
    const failed = result.results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    const cause = result.error instanceof Error ? result.error : new Error(String(result.error));
    throw new Error(`Migration ${failed} failed: ${cause.message}`, { cause });
  }
  return result;
}
