import { SqliteAdapter, sql } from 'kysely';
import type { ColumnDefinitionBuilder, Kysely, Migration } from 'kysely';

/**
 * The streamer's dynamics (posts, likes, comments, comment likes), video records (posted
 * recordings and uploads, with their daily views) and guard purchases (so guards count in the
 * anchor's revenue and the contribution lists like gifts). See dynamics-tables.ts. Times are unix
 * seconds.
 */
export const dynamicsVideosMigration: Migration = {
  async up(db: Kysely<unknown>) {
    const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
    const identity = (col: ColumnDefinitionBuilder) =>
      sqlite ? col.primaryKey().autoIncrement() : col.primaryKey().generatedByDefaultAsIdentity();
    const userRef = (c: ColumnDefinitionBuilder) => c.notNull().references('users.id').onDelete('cascade');

    await db.schema
      .createTable('dynamics')
      .addColumn('id', 'integer', identity)
      .addColumn('user_id', 'integer', userRef)
      .addColumn('content', 'text', (c) => c.notNull())
      /** JSON array of image URLs. */
      .addColumn('images', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('likes', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('comments', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addCheckConstraint('dynamics_counts_not_negative', sql`likes >= 0 and comments >= 0`)
      .execute();
    await db.schema.createIndex('dynamics_user').on('dynamics').columns(['user_id', 'id']).execute();

    await db.schema
      .createTable('dynamic_likes')
      .addColumn('dynamic_id', 'integer', (c) => c.notNull().references('dynamics.id').onDelete('cascade'))
      .addColumn('user_id', 'integer', userRef)
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('dynamic_likes_pk', ['dynamic_id', 'user_id'])
      .execute();

    await db.schema
      .createTable('dynamic_comments')
      .addColumn('id', 'integer', identity)
      .addColumn('dynamic_id', 'integer', (c) => c.notNull().references('dynamics.id').onDelete('cascade'))
      .addColumn('user_id', 'integer', userRef)
      /** The comment answered, and its author (kept if that comment goes). */
      .addColumn('reply_id', 'integer')
      .addColumn('reply_user_id', 'integer')
      .addColumn('content', 'text', (c) => c.notNull())
      .addColumn('likes', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addCheckConstraint('dynamic_comments_likes_not_negative', sql`likes >= 0`)
      .execute();
    await db.schema
      .createIndex('dynamic_comments_dynamic')
      .on('dynamic_comments')
      .columns(['dynamic_id', 'id'])
      .execute();

    await db.schema
      .createTable('dynamic_comment_likes')
      .addColumn('comment_id', 'integer', (c) => c.notNull().references('dynamic_comments.id').onDelete('cascade'))
      .addColumn('user_id', 'integer', userRef)
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('dynamic_comment_likes_pk', ['comment_id', 'user_id'])
      .execute();

    await db.schema
      .createTable('videos')
      .addColumn('id', 'integer', identity)
      .addColumn('user_id', 'integer', userRef)
      .addColumn('title', 'varchar(64)', (c) => c.notNull())
      .addColumn('cover', 'text', (c) => c.notNull().defaultTo(''))
      /** 'broadcast' (a kept recording) or 'upload'. */
      .addColumn('source', 'varchar(16)', (c) => c.notNull())
      .addColumn('broadcast_id', 'integer', (c) => c.references('broadcasts.id').onDelete('set null'))
      /** 'mp4' or 'flv'. */
      .addColumn('format', 'varchar(8)', (c) => c.notNull())
      /** File name under `<dataDir>/videos` (uploads) or `<dataDir>/recordings` (broadcasts). */
      .addColumn('file', 'text', (c) => c.notNull())
      .addColumn('duration_s', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('bytes', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('views', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addCheckConstraint('videos_views_not_negative', sql`views >= 0`)
      .execute();
    await db.schema.createIndex('videos_user').on('videos').columns(['user_id', 'id']).execute();
    await db.schema.createIndex('videos_broadcast').on('videos').column('broadcast_id').unique().execute();
    // An upload (or a recording) is posted once, even when asked twice at the same moment.
    await db.schema.createIndex('videos_file').on('videos').column('file').unique().execute();

    await db.schema
      .createTable('video_views')
      .addColumn('video_id', 'integer', (c) => c.notNull().references('videos.id').onDelete('cascade'))
      /** `u<user id>` or `a<hash of the address>` for visitors. */
      .addColumn('viewer', 'varchar(80)', (c) => c.notNull())
      /** `YYYY-MM-DD`, China time. */
      .addColumn('day', 'varchar(10)', (c) => c.notNull())
      .addPrimaryKeyConstraint('video_views_pk', ['video_id', 'viewer', 'day'])
      .execute();

    await db.schema
      .createTable('guard_purchases')
      .addColumn('id', 'integer', identity)
      .addColumn('txn_id', 'integer', (c) => c.notNull().unique())
      .addColumn('room_id', 'integer', (c) => c.notNull().references('rooms.id').onDelete('cascade'))
      .addColumn('anchor_id', 'integer', (c) => c.notNull())
      .addColumn('user_id', 'integer', userRef)
      .addColumn('level', 'integer', (c) => c.notNull())
      .addColumn('months', 'integer', (c) => c.notNull())
      .addColumn('diamonds', 'bigint', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    for (const column of ['room_id', 'anchor_id', 'user_id'] as const) {
      await db.schema
        .createIndex(`guard_purchases_${column}`)
        .on('guard_purchases')
        .columns([column, 'created_at'])
        .execute();
    }
  },
  async down(db: Kysely<unknown>) {
    for (const table of [
      'guard_purchases',
      'video_views',
      'videos',
      'dynamic_comment_likes',
      'dynamic_comments',
      'dynamic_likes',
      'dynamics',
    ]) {
      await db.schema.dropTable(table).execute();
    }
  },
};
