import { randomBytes } from 'node:crypto';
import { PostgresIntrospector, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDatabase } from './database.ts';
import { migrateToLatest } from './migrations.ts';
import { OwnSchemaIntrospector } from './own-schema-dialect.ts';
import { adminQuery, openTestDatabase } from './test-database.ts';

const postgresUrl = process.env.TEST_DATABASE_URL;

/** DDL from another connection, as another process (or test suite) would run it. */
const elsewhere = (text: string) => adminQuery(postgresUrl!, text);

describe.skipIf(!postgresUrl)('the database introspector on PostgreSQL', () => {
  let handle: AppDatabase;
  beforeAll(async () => {
    handle = await openTestDatabase(postgresUrl);
  });
  afterAll(async () => handle?.close());

  it("lists the connection's own schema only, columns included", async () => {
    const other = `other_${randomBytes(4).toString('hex')}`;
    await elsewhere(`create schema ${other}; create table ${other}.matches (id serial primary key, extra text)`);
    try {
      const tables = await handle.db.introspection.getTables();
      const schemas = new Set(tables.map((t) => t.schema));
      expect(schemas.size).toBe(1);
      const [schema] = schemas;
      expect(schema).toMatch(/^test_/);
      // What Kysely's own introspector says of this schema, column for column.
      const stock = await new PostgresIntrospector(handle.db).getTables();
      expect(tables).toEqual(stock.filter((t) => t.schema === schema));
      expect(stock.some((t) => t.schema === other)).toBe(true);
      expect(tables.map((t) => t.name)).not.toContain('kysely_migration');
      const withKysely = await handle.db.introspection.getTables({ withInternalKyselyTables: true });
      expect(withKysely.map((t) => t.name)).toEqual(
        expect.arrayContaining(['kysely_migration', 'kysely_migration_lock']),
      );
    } finally {
      await elsewhere(`drop schema ${other} cascade`);
    }
  });

  it('reads its tables while another connection drops a schema mid-read, where the stock introspector fails', async () => {
    const doomed = `doomed_${randomBytes(4).toString('hex')}`;
    await elsewhere(`create schema ${doomed}; create table ${doomed}.t (id serial primary key)`);
    // A read whose catalog snapshot still holds the schema that is gone by the time its name is
    // looked up: what a migrator's read meets when another suite (or tenant) drops its schema.
    await handle.db
      .transaction()
      .setIsolationLevel('repeatable read')
      .execute(async (trx) => {
        await sql`select count(*) from pg_catalog.pg_class`.execute(trx);
        await elsewhere(`drop schema ${doomed} cascade`);
        await expect(new PostgresIntrospector(trx).getTables()).rejects.toThrow(/does not exist/);
      });
    await handle.db
      .transaction()
      .setIsolationLevel('repeatable read')
      .execute(async (trx) => {
        const again = `doomed_${randomBytes(4).toString('hex')}`;
        await elsewhere(`create schema ${again}; create table ${again}.t (id serial primary key)`);
        await sql`select count(*) from pg_catalog.pg_class`.execute(trx);
        await elsewhere(`drop schema ${again} cascade`);
        const tables = await new OwnSchemaIntrospector(trx).getTables({ withInternalKyselyTables: true });
        expect(tables.map((t) => t.name)).toContain('kysely_migration');
      });
    // And the migrator, which lists tables to find its own, runs as a no-op.
    expect((await migrateToLatest(handle.db)).results).toEqual([]);
  });
});
