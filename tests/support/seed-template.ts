import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createDatabase } from '../../server/db/database.ts';
import { migrateToLatest } from '../../server/db/migrations.ts';
import { importSeedData } from '../../server/import/import-seed-data.ts';

/**
 * The seed data imported once per test run into a template SQLite file, which every test server
 * copies (a server finds its datasets recorded and only hashes the files). Built by the global
 * setups of Playwright and vitest; the path travels in this variable.
 */
export const SEED_TEMPLATE_ENV = 'TEST_SEED_TEMPLATE';

export const SEED_DIR = path.resolve(import.meta.dirname, '../../server/seed-data');

/** Migrates and imports into a new `app.db` in a temp dir; returns its path and how to remove it. */
export async function buildSeedTemplate(): Promise<{ file: string; remove(): void }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'live-seed-template-'));
  const database = await createDatabase({ dataDir: dir });
  try {
    await migrateToLatest(database.db);
    await importSeedData(database.db, { seedDir: SEED_DIR });
  } finally {
    // The last connection to close checkpoints the WAL into app.db: one self-contained file.
    await database.close();
  }
  const file = path.join(dir, 'app.db');
  if (existsSync(`${file}-wal`)) throw new Error(`seed template left a WAL behind: ${file}-wal`);
  return { file, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * Puts a copy of the template into a test server's data dir, unless the dir already holds a
 * database or no template was built (then the server imports the seed itself). True when copied.
 */
export function copySeedTemplate(dataDir: string, template = process.env[SEED_TEMPLATE_ENV]): boolean {
  const target = path.join(dataDir, 'app.db');
  if (!template || !existsSync(template) || existsSync(target)) return false;
  mkdirSync(dataDir, { recursive: true });
  copyFileSync(template, target);
  return true;
}
