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
import { commentsMigration } from './migrations/010-comments.ts';
import { videoLibraryMigration } from './migrations/011-video-library.ts';
import { bannersMigration } from './migrations/012-banners.ts';
import { liveMatchIdsMigration } from './migrations/014-live-match-ids.ts';
import { searchMigration } from './migrations/015-search.ts';
import { circlesMigration } from './migrations/016-circles.ts';
import { memberExtrasMigration } from './migrations/017-member-extras.ts';
import { roomLiveListMigration } from './migrations/018-room-live-list.ts';
import { matchResultsMigration } from './migrations/019-match-results.ts';
import { expertSchemesMigration } from './migrations/020-expert-schemes.ts';
import { funGuessMigration } from './migrations/021-fun-guess.ts';
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
  '010-comments': commentsMigration,
  '011-video-library': videoLibraryMigration,
  '012-banners': bannersMigration,
  '014-live-match-ids': liveMatchIdsMigration,
  '015-search': searchMigration,
  '016-circles': circlesMigration,
  '017-member-extras': memberExtrasMigration,
  '018-room-live-list': roomLiveListMigration,
  '019-match-results': matchResultsMigration,
  '020-expert-schemes': expertSchemesMigration,
  '021-fun-guess': funGuessMigration,
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
    // Features land side by side: a database that already ran 017 still takes a 016 that arrived
    // later. Each migration touches only its own tables, so their order between features is free.
    allowUnorderedMigrations: true,
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
