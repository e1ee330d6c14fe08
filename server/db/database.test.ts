import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDatabase } from './database.ts';
import type { AppDatabase } from './database.ts';
import { migrateToLatest } from './migrations.ts';
import { openTestDatabase } from './test-database.ts';

const open: AppDatabase[] = [];
const dirs: string[] = [];
afterEach(async () => {
  for (const handle of open.splice(0)) await handle.close();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'db-test-'));
  dirs.push(dir);
  return dir;
}

describe('createDatabase', () => {
  it('opens <dataDir>/app.db in WAL mode with foreign keys and a busy timeout when no URL is given', async () => {
    const dataDir = join(tempDir(), 'nested', 'data');
    const handle = await createDatabase({ dataDir });
    open.push(handle);
    expect(handle.dialect).toBe('sqlite');
    expect(existsSync(join(dataDir, 'app.db'))).toBe(true);
    const mode = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(handle.db);
    expect(mode.rows[0]?.journal_mode).toBe('wal');
    const fk = await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(handle.db);
    expect(fk.rows[0]?.foreign_keys).toBe(1);
    const timeout = await sql<{ timeout: number }>`pragma busy_timeout`.execute(handle.db);
    expect(timeout.rows[0]?.timeout).toBe(5000);
  });

  it('accepts sqlite:<path> and sqlite::memory:', async () => {
    const file = join(tempDir(), 'other.db');
    const onDisk = await createDatabase({ databaseUrl: `sqlite:${file}`, dataDir: '/nonexistent' });
    open.push(onDisk);
    expect(existsSync(file)).toBe(true);
    const memory = await createDatabase({ databaseUrl: 'sqlite::memory:', dataDir: '/nonexistent' });
    open.push(memory);
    expect(memory.dialect).toBe('sqlite');
  });

  it('rejects an unknown URL scheme without echoing the URL', async () => {
    await expect(createDatabase({ databaseUrl: 'mysql://user:secret@host/db', dataDir: tempDir() })).rejects.toThrow(
      /^Unsupported databaseUrl scheme: mysql$/,
    );
  });
});

describe('migrateToLatest', () => {
  it('creates every table once and is a no-op on a second run', async () => {
    const handle = await openTestDatabase();
    open.push(handle);
    const tables = (await handle.db.introspection.getTables()).map((t) => t.name).sort();
    expect(tables).toEqual(
      expect.arrayContaining([
        'data_imports',
        'leagues',
        'match_events',
        'matches',
        'players',
        'season_teams',
        'seasons',
        'teams',
      ]),
    );
    const again = await migrateToLatest(handle.db);
    expect(again.results).toEqual([]);
  });

  it('enforces foreign keys and natural keys', async () => {
    const handle = await openTestDatabase();
    open.push(handle);
    await expect(
      handle.db.insertInto('seasons').values({ league_id: 999, name: '2024-25', is_complete: 0 }).execute(),
    ).rejects.toThrow(/FOREIGN KEY/i);
    const league = {
      code: 'xx.1',
      sport: 'football' as const,
      name_zh: '测试',
      name_en: 'Test',
      name_vi: 'Test',
      short_name_zh: '测',
      short_name_en: 'T',
      short_name_vi: 'T',
      country: null,
      tier: 1,
      timezone: 'UTC',
    };
    const { id } = await handle.db.insertInto('leagues').values(league).returning('id').executeTakeFirstOrThrow();
    expect(id).toBeGreaterThan(0);
    await expect(handle.db.insertInto('leagues').values(league).execute()).rejects.toThrow(/UNIQUE/i);
  });
});

const postgresUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!postgresUrl)('createDatabase on PostgreSQL whose connections are ended (a restart)', () => {
  it('fails the query in flight, survives the idle and active connections ending, and connects anew', async () => {
    const name = `restart_${process.pid}_${Date.now()}`;
    const url = new URL(postgresUrl!);
    url.searchParams.set('application_name', name);
    const handle = await createDatabase({ databaseUrl: url.toString(), dataDir: tempDir() });
    open.push(handle);
    const admin = await createDatabase({ databaseUrl: postgresUrl!, dataDir: tempDir() });
    open.push(admin);
    // Two connections: one busy in a long query, one idle in the pool.
    await Promise.all([sql`select 1`.execute(handle.db), sql`select 1`.execute(handle.db)]);
    const busy = sql`select pg_sleep(30)`.execute(handle.db);
    const ended = busy.then(
      () => 'finished',
      () => 'failed',
    );
    const killed = async () =>
      (
        await sql<{ n: string }>`select count(pg_terminate_backend(pid)) as n from pg_stat_activity
          where application_name = ${name}`.execute(admin.db)
      ).rows[0]?.n;
    // What a restart does to every connection: ends it from the server side.
    expect(Number(await killed())).toBeGreaterThanOrEqual(2);
    expect(await ended).toBe('failed');
    // A pooled connection whose end is still in flight may fail one more query; then a new one answers.
    await vi.waitFor(async () => {
      const after = await sql<{ ok: number }>`select 1 as ok`.execute(handle.db);
      expect(after.rows[0]?.ok).toBe(1);
    });
  });
});
