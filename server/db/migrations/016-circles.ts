import { SqliteAdapter, sql } from 'kysely';
import type { ColumnDefinitionBuilder, Kysely, Migration } from 'kysely';

/**
 * The community (see circle-tables.ts): circles, members, posts, post likes and reports. The
 * circles themselves are filled at start-up from the teams and leagues the import wrote (the
 * import runs after the migrations), so this only makes the tables.
 */
export const circlesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
    const identity = (col: ColumnDefinitionBuilder) =>
      sqlite ? col.primaryKey().autoIncrement() : col.primaryKey().generatedByDefaultAsIdentity();

    await db.schema
      .createTable('circles')
      .addColumn('id', 'integer', identity)
      .addColumn('code', 'varchar(64)', (c) => c.notNull().unique())
      .addColumn('kind', 'varchar(8)', (c) => c.notNull())
      .addColumn('sport', 'varchar(16)', (c) => c.notNull())
      .addColumn('ref_id', 'integer')
      .addColumn('name_zh', 'text', (c) => c.notNull())
      .addColumn('name_en', 'text', (c) => c.notNull())
      .addColumn('name_vi', 'text', (c) => c.notNull())
      .addColumn('search_text', 'text', (c) => c.notNull())
      .addColumn('members', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('posts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addCheckConstraint('circles_kind', sql`kind in ('club', 'nation', 'league', 'topic')`)
      .addCheckConstraint('circles_counts_not_negative', sql`members >= 0 and posts >= 0`)
      .execute();
    await db.schema.createIndex('circles_kind_ref').on('circles').columns(['kind', 'ref_id']).execute();
    await db.schema.createIndex('circles_members').on('circles').columns(['members', 'id']).execute();

    await db.schema
      .createTable('circle_members')
      .addColumn('circle_id', 'integer', (c) => c.notNull().references('circles.id').onDelete('cascade'))
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('circle_members_pk', ['circle_id', 'user_id'])
      .execute();
    await db.schema
      .createIndex('circle_members_user')
      .on('circle_members')
      .columns(['user_id', 'created_at'])
      .execute();

    await db.schema
      .createTable('circle_posts')
      .addColumn('id', 'integer', identity)
      .addColumn('circle_id', 'integer', (c) => c.notNull().references('circles.id').onDelete('cascade'))
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('content', 'text', (c) => c.notNull())
      .addColumn('images', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('video', 'varchar(128)')
      .addColumn('cover', 'varchar(256)')
      .addColumn('likes', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('comments', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('reports', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addCheckConstraint('circle_posts_counts_not_negative', sql`likes >= 0 and comments >= 0 and reports >= 0`)
      .execute();
    await db.schema.createIndex('circle_posts_circle').on('circle_posts').columns(['circle_id', 'id']).execute();
    await db.schema.createIndex('circle_posts_user').on('circle_posts').columns(['user_id', 'id']).execute();

    await db.schema
      .createTable('circle_post_likes')
      .addColumn('post_id', 'integer', (c) => c.notNull().references('circle_posts.id').onDelete('cascade'))
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('circle_post_likes_pk', ['post_id', 'user_id'])
      .execute();

    await db.schema
      .createTable('circle_post_reports')
      .addColumn('id', 'integer', identity)
      .addColumn('post_id', 'integer', (c) => c.notNull().references('circle_posts.id').onDelete('cascade'))
      .addColumn('reporter_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('reason', 'varchar(16)', (c) => c.notNull())
      .addColumn('text', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addUniqueConstraint('circle_post_reports_once', ['post_id', 'reporter_id'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    for (const table of ['circle_post_reports', 'circle_post_likes', 'circle_posts', 'circle_members', 'circles']) {
      await db.schema.dropTable(table).ifExists().execute();
    }
  },
};
