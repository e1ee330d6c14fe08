import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { createDatabase } from './database.ts';
import type { AppDatabase } from './database.ts';
import { migrateToLatest } from './migrations.ts';

/** One statement on a PostgreSQL connection of its own (schema DDL, or another process's, in tests). */
export async function adminQuery(databaseUrl: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/**
 * A migrated, throw-away database for tests. SQLite: in memory. PostgreSQL: a fresh schema with a
 * unique name (so parallel test files and reruns never see each other's rows), dropped on close.
 */
export async function openTestDatabase(databaseUrl = 'sqlite::memory:'): Promise<AppDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), 'live-scores-test-'));
  const cleanDir = () => rmSync(dataDir, { recursive: true, force: true });
  if (!databaseUrl.startsWith('postgres')) {
    const handle = await createDatabase({ databaseUrl, dataDir });
    await migrateToLatest(handle.db);
    return {
      ...handle,
      close: async () => {
        await handle.close();
        cleanDir();
      },
    };
  }

  const schema = `test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await adminQuery(databaseUrl, `create schema "${schema}"`);
  const dropSchema = () => adminQuery(databaseUrl, `drop schema if exists "${schema}" cascade`);
  const url = new URL(databaseUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  let handle: AppDatabase | undefined;
  try {
    handle = await createDatabase({ databaseUrl: url.toString(), dataDir });
    await migrateToLatest(handle.db);
  } catch (error) {
    // Leave nothing behind when the setup itself fails (afterAll never sees a handle).
    await handle?.close();
    await dropSchema();
    cleanDir();
    throw error;
  }
  const opened = handle;
  return {
    ...opened,
    close: async () => {
      await opened.close();
      await dropSchema();
      cleanDir();
    },
  };
}
