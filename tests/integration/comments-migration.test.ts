import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDatabase } from '../../server/db/database.ts';
import { createMigrator, migrateToLatest } from '../../server/db/migrations.ts';
import { openTestDatabase } from '../../server/db/test-database.ts';

const databaseUrl = process.env.TEST_DATABASE_URL;

/** The dynamics' comment tables as migration 007 made them (gone since 010). */
interface OldTables {
  dynamic_comments: {
    id: number;
    dynamic_id: number;
    user_id: number;
    reply_id: number | null;
    reply_user_id: number | null;
    content: string;
    likes: number;
    created_at: number;
  };
  dynamic_comment_likes: { comment_id: number; user_id: number; created_at: number };
}

describe.each([
  ['sqlite', 'sqlite::memory:'],
  ['postgres', databaseUrl],
] as const)('migration 010 moves the dynamics comments (%s)', (kind, url) => {
  const skip = !url;
  let handle: AppDatabase;

  beforeAll(async () => {
    if (skip) return;
    handle = await openTestDatabase(url);
  });
  afterAll(async () => handle?.close());

  it.skipIf(skip)('keeps every comment, reply thread and like, and the ids go on after them', async () => {
    const db = handle.db;
    const schema =
      kind === 'postgres'
        ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]!.schema
        : undefined;
    const back = await createMigrator(db, schema).migrateTo('009-headlines');
    expect(back.error).toBeUndefined();

    const user = (n: number) => ({
      mobile: `1380000000${n}`,
      password_hash: 'x',
      nickname: `u${n}`,
      avatar: '',
      invite_code: `inv${n}`,
      invited_by: null,
      payment_password_hash: null,
      password_changed_at: 0,
      created_at: 0,
      updated_at: 0,
    });
    const [a, b] = await db
      .insertInto('users')
      .values([user(1), user(2)])
      .returning('id')
      .execute();
    const post = await db
      .insertInto('dynamics')
      .values({ user_id: a!.id, content: 'p', comments: 4, created_at: 0 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const old = db as unknown as Kysely<OldTables>;
    const row = (id: number, reply: [number, number] | null, content: string) => ({
      id,
      dynamic_id: post.id,
      user_id: id % 2 === 0 ? b!.id : a!.id,
      reply_id: reply?.[0] ?? null,
      reply_user_id: reply?.[1] ?? null,
      content,
      likes: id === 11 ? 2 : 0,
      created_at: id,
    });
    await old
      .insertInto('dynamic_comments')
      .values([
        row(11, null, 'top'),
        row(12, [11, a!.id], 'reply'),
        row(13, [12, b!.id], 'reply to reply'),
        row(14, [5, a!.id], 'answers a comment long gone'),
      ])
      .execute();
    await old
      .insertInto('dynamic_comment_likes')
      .values([
        { comment_id: 11, user_id: a!.id, created_at: 0 },
        { comment_id: 11, user_id: b!.id, created_at: 0 },
      ])
      .execute();

    await migrateToLatest(db);
    const moved = await db.selectFrom('comments').selectAll().orderBy('id').execute();
    expect(
      moved.map((c) => [
        c.id,
        c.kind,
        c.subject_id,
        c.parent_id,
        c.reply_id,
        c.content,
        Number(c.likes),
        Number(c.replies),
      ]),
    ).toEqual([
      [11, 'dynamic', String(post.id), null, null, 'top', 2, 2],
      [12, 'dynamic', String(post.id), 11, 11, 'reply', 0, 0],
      [13, 'dynamic', String(post.id), 11, 12, 'reply to reply', 0, 0],
      [14, 'dynamic', String(post.id), null, 5, 'answers a comment long gone', 0, 0],
    ]);
    expect(await db.selectFrom('comment_likes').select(['comment_id', 'user_id']).orderBy('user_id').execute()).toEqual(
      [
        { comment_id: 11, user_id: a!.id },
        { comment_id: 11, user_id: b!.id },
      ],
    );
    const next = await db
      .insertInto('comments')
      .values({
        kind: 'dynamic',
        subject_id: String(post.id),
        user_id: a!.id,
        parent_id: null,
        reply_id: null,
        reply_user_id: null,
        content: 'new',
        created_at: 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(next.id).toBeGreaterThan(14);
    const tables = await db.introspection.getTables();
    expect(tables.map((t) => t.name)).not.toContain('dynamic_comments');
    expect(tables.map((t) => t.name)).not.toContain('dynamic_comment_likes');
  });
});
