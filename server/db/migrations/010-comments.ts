import { SqliteAdapter, sql } from 'kysely';
import type { ColumnDefinitionBuilder, Kysely, Migration } from 'kysely';

/** Rows copied per insert when moving the dynamics' comments (well under both dialects' parameter limits). */
const BATCH = 200;

interface OldComment {
  id: number;
  dynamic_id: number;
  user_id: number;
  reply_id: number | null;
  reply_user_id: number | null;
  content: string;
  likes: number;
  created_at: number;
}

/**
 * One comment store for every subject (see comments-tables.ts): `comments`, `comment_likes`, and
 * `comment_counts` for subjects without a row of their own to count on (news articles). Videos get
 * a comment counter. The dynamics' comments and comment likes move in with their ids kept; a reply
 * is filed under the top-level comment its thread starts from. The old two tables go.
 */
export const commentsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
    const identity = (col: ColumnDefinitionBuilder) =>
      sqlite ? col.primaryKey().autoIncrement() : col.primaryKey().generatedByDefaultAsIdentity();

    await db.schema
      .createTable('comments')
      .addColumn('id', 'integer', identity)
      .addColumn('kind', 'varchar(16)', (c) => c.notNull())
      .addColumn('subject_id', 'varchar(32)', (c) => c.notNull())
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      /** The top-level comment a reply sits under (replies go with it). */
      .addColumn('parent_id', 'integer', (c) => c.references('comments.id').onDelete('cascade'))
      /** The comment answered, and its author (kept if that comment goes). */
      .addColumn('reply_id', 'integer')
      .addColumn('reply_user_id', 'integer')
      .addColumn('content', 'text', (c) => c.notNull())
      .addColumn('likes', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('replies', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addCheckConstraint('comments_kind', sql`kind in ('dynamic', 'video', 'news', 'post')`)
      .addCheckConstraint('comments_counts_not_negative', sql`likes >= 0 and replies >= 0`)
      .execute();
    await db.schema.createIndex('comments_subject').on('comments').columns(['kind', 'subject_id', 'id']).execute();
    await db.schema.createIndex('comments_parent').on('comments').columns(['parent_id', 'id']).execute();

    await db.schema
      .createTable('comment_likes')
      .addColumn('comment_id', 'integer', (c) => c.notNull().references('comments.id').onDelete('cascade'))
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('comment_likes_pk', ['comment_id', 'user_id'])
      .execute();

    await db.schema
      .createTable('comment_counts')
      .addColumn('kind', 'varchar(16)', (c) => c.notNull())
      .addColumn('subject_id', 'varchar(32)', (c) => c.notNull())
      .addColumn('comments', 'integer', (c) => c.notNull().defaultTo(0))
      .addPrimaryKeyConstraint('comment_counts_pk', ['kind', 'subject_id'])
      .addCheckConstraint('comment_counts_not_negative', sql`comments >= 0`)
      .execute();

    await db.schema
      .alterTable('videos')
      .addColumn('comments', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();

    await moveDynamicComments(db, sqlite);
    await db.schema.dropTable('dynamic_comment_likes').execute();
    await db.schema.dropTable('dynamic_comments').execute();
  },
  async down(db: Kysely<unknown>) {
    // The other kinds' comments cannot go back: the old tables come back empty.
    await db.schema.dropTable('comment_counts').execute();
    await db.schema.dropTable('comment_likes').execute();
    await db.schema.dropTable('comments').execute();
    await db.schema.alterTable('videos').dropColumn('comments').execute();
    const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
    await db.schema
      .createTable('dynamic_comments')
      .addColumn('id', 'integer', (c) =>
        sqlite ? c.primaryKey().autoIncrement() : c.primaryKey().generatedByDefaultAsIdentity(),
      )
      .addColumn('dynamic_id', 'integer', (c) => c.notNull().references('dynamics.id').onDelete('cascade'))
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('reply_id', 'integer')
      .addColumn('reply_user_id', 'integer')
      .addColumn('content', 'text', (c) => c.notNull())
      .addColumn('likes', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('dynamic_comment_likes')
      .addColumn('comment_id', 'integer', (c) => c.notNull().references('dynamic_comments.id').onDelete('cascade'))
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('dynamic_comment_likes_pk', ['comment_id', 'user_id'])
      .execute();
  },
};

async function moveDynamicComments(db: Kysely<unknown>, sqlite: boolean): Promise<void> {
  const old = db as unknown as Kysely<{ dynamic_comments: OldComment; comments: Record<string, unknown> }>;
  /** Each comment's thread root; replies answer earlier comments, so id order meets roots first. */
  const rootOf = new Map<number, number>();
  let after = 0;
  for (;;) {
    const rows = await old
      .selectFrom('dynamic_comments')
      .selectAll()
      .where('id', '>', after)
      .orderBy('id')
      .limit(BATCH)
      .execute();
    if (rows.length === 0) break;
    const values = rows.map((row) => {
      // A reply to a comment no longer there stays, as a top-level comment.
      const parent = row.reply_id === null ? null : (rootOf.get(row.reply_id) ?? null);
      rootOf.set(row.id, parent ?? row.id);
      return {
        id: row.id,
        kind: 'dynamic',
        subject_id: String(row.dynamic_id),
        user_id: row.user_id,
        parent_id: parent,
        reply_id: row.reply_id,
        reply_user_id: row.reply_user_id,
        content: row.content,
        likes: row.likes,
        replies: 0,
        created_at: row.created_at,
      };
    });
    await old.insertInto('comments').values(values).execute();
    after = rows.at(-1)!.id;
  }
  await sql`update comments set replies = (select count(*) from comments r where r.parent_id = comments.id)
    where kind = 'dynamic'`.execute(db);
  await sql`insert into comment_likes (comment_id, user_id, created_at)
    select comment_id, user_id, created_at from dynamic_comment_likes`.execute(db);
  if (!sqlite) {
    // Ids were written explicitly: the identity must continue after them.
    await sql`select setval(pg_get_serial_sequence('comments', 'id'), coalesce((select max(id) from comments), 0) + 1, false)`.execute(
      db,
    );
  }
}
