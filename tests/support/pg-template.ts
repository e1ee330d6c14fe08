import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createDatabase } from '../../server/db/database.ts';
import { migrateToLatest } from '../../server/db/migrations.ts';
import { importSeedData } from '../../server/import/import-seed-data.ts';
import { SEED_DIR } from './seed-template.ts';

/**
 * Scratch PostgreSQL databases for tests: the seed data imported once per run into a template
 * database, and copies of it made by PostgreSQL itself for each suite (integration) or cluster
 * (e2e). No test runner imports here: vitest and Playwright share it.
 */

/** PostgreSQL's code for "source database is being accessed by other users". */
const OBJECT_IN_USE = '55006';

async function adminQuery(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** The same server's URL for another database. */
export function withDatabase(url: string, name: string): string {
  const scoped = new URL(url);
  scoped.pathname = `/${name}`;
  return scoped.toString();
}

function scratchName(label: string): string {
  return `test_${label}_${process.pid}_${randomBytes(4).toString('hex')}`;
}

/**
 * Drops a scratch database once its users have gone: a pool still closing its clients is waited
 * for (forcing them off would fail them mid-close); after 10 s, forced.
 */
export async function dropDatabase(url: string, name: string): Promise<void> {
  for (let attempt = 1; attempt <= 100; attempt++) {
    try {
      await adminQuery(url, `drop database if exists "${name}"`);
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== OBJECT_IN_USE) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  await adminQuery(url, `drop database if exists "${name}" with (force)`);
}

/** The seed data imported into a new database on the PostgreSQL server of `url`, to copy from. */
export async function buildPgSeedTemplate(url: string): Promise<{ name: string; remove(): Promise<void> }> {
  const name = scratchName('seed');
  await adminQuery(url, `create database "${name}"`);
  const database = await createDatabase({ dataDir: '', databaseUrl: withDatabase(url, name) });
  try {
    await migrateToLatest(database.db);
    await importSeedData(database.db, { seedDir: SEED_DIR });
  } finally {
    await database.close();
  }
  return { name, remove: () => dropDatabase(url, name) };
}

/**
 * A throw-away database on the PostgreSQL server of `url`, a copy of `template` when given (else
 * empty, and the server imports the seed itself): parallel suites and reruns never meet.
 */
export async function copyDatabase(
  url: string,
  label: string,
  template: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = scratchName(label);
  const create = `create database "${name}"${template ? ` template "${template}"` : ''}`;
  // Two copies of the template made at the same instant may see each other as a user of the
  // template: that one waits a moment and tries again.
  for (let attempt = 1; ; attempt++) {
    try {
      await adminQuery(url, create);
      break;
    } catch (error) {
      if ((error as { code?: string }).code !== OBJECT_IN_USE || attempt === 20) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    }
  }
  return { url: withDatabase(url, name), drop: () => dropDatabase(url, name) };
}
