import { SqliteAdapter, sql } from 'kysely';
import type { ColumnDefinitionBuilder, Kysely, Migration } from 'kysely';

/**
 * The video library (see video-library-tables.ts): what each video is about (kind, sport,
 * league, match) for the categories, exact like and favourite counters beside one row per user,
 * the users' own categories, and the goals of bound broadcasts that become highlight clips.
 */
export const videoLibraryMigration: Migration = {
  async up(db: Kysely<unknown>) {
    const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
    const identity = (col: ColumnDefinitionBuilder) =>
      sqlite ? col.primaryKey().autoIncrement() : col.primaryKey().generatedByDefaultAsIdentity();
    const userRef = (c: ColumnDefinitionBuilder) => c.notNull().references('users.id').onDelete('cascade');
    const videoRef = (c: ColumnDefinitionBuilder) => c.notNull().references('videos.id').onDelete('cascade');

    // One column per statement: SQLite adds columns one at a time.
    await db.schema.alterTable('videos').addColumn('sport', 'varchar(16)').execute();
    await db.schema.alterTable('videos').addColumn('league_id', 'integer').execute();
    // Live match ids (`YYYYMMDDnnnn`) pass 32 bits.
    await db.schema.alterTable('videos').addColumn('match_id', 'bigint').execute();
    await db.schema
      .alterTable('videos')
      .addColumn('likes', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema
      .alterTable('videos')
      .addColumn('favorites', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    // Posted broadcasts learn the sport and match of their broadcast.
    await sql`update videos set match_id = (select b.match_id from broadcasts b where b.id = videos.broadcast_id)
      where broadcast_id is not null`.execute(db);
    await db.schema.createIndex('videos_source').on('videos').columns(['source', 'id']).execute();
    await db.schema.createIndex('videos_league').on('videos').columns(['league_id', 'id']).execute();
    await db.schema.createIndex('videos_sport').on('videos').columns(['sport', 'id']).execute();
    await db.schema.createIndex('videos_views').on('videos').columns(['views', 'id']).execute();
    await db.schema.createIndex('videos_likes').on('videos').columns(['likes', 'id']).execute();

    for (const table of ['video_likes', 'video_favorites'] as const) {
      await db.schema
        .createTable(table)
        .addColumn('video_id', 'integer', videoRef)
        .addColumn('user_id', 'integer', userRef)
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint(`${table}_pk`, ['video_id', 'user_id'])
        .execute();
      await db.schema.createIndex(`${table}_user`).on(table).columns(['user_id', 'created_at']).execute();
    }

    await db.schema
      .createTable('video_my_categories')
      .addColumn('user_id', 'integer', userRef)
      /** `<group>:<value>`, e.g. `league:12` (contracts/video-library.ts). */
      .addColumn('category', 'varchar(40)', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('video_my_categories_pk', ['user_id', 'category'])
      .execute();

    await db.schema
      .createTable('video_goal_marks')
      .addColumn('id', 'integer', identity)
      .addColumn('broadcast_id', 'integer', (c) => c.notNull().references('broadcasts.id').onDelete('cascade'))
      .addColumn('match_id', 'bigint', (c) => c.notNull())
      .addColumn('league_id', 'integer', (c) => c.notNull())
      .addColumn('sport', 'varchar(16)', (c) => c.notNull())
      /** Which goal: the score after it (`2-1`), so a mark is made once per goal and broadcast. */
      .addColumn('score', 'varchar(16)', (c) => c.notNull())
      .addColumn('side', 'varchar(8)', (c) => c.notNull())
      .addColumn('match_str', 'varchar(16)', (c) => c.notNull())
      /** JSON: team names (zh, en, vi) at the goal. */
      .addColumn('teams', 'text', (c) => c.notNull())
      /** When the goal came, ms; its place in the recording is this minus the recording's start. */
      .addColumn('at_ms', 'bigint', (c) => c.notNull())
      /** pending -> working -> done | failed (after attempts) | empty (nothing to cut). */
      .addColumn('status', 'varchar(16)', (c) => c.notNull().defaultTo('pending'))
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('claimed_at', 'bigint')
      .addColumn('video_id', 'integer', (c) => c.references('videos.id').onDelete('set null'))
      .execute();
    await db.schema
      .createIndex('video_goal_marks_goal')
      .on('video_goal_marks')
      .columns(['broadcast_id', 'match_id', 'score'])
      .unique()
      .execute();
    await db.schema.createIndex('video_goal_marks_status').on('video_goal_marks').column('status').execute();
  },
  async down(db: Kysely<unknown>) {
    for (const table of ['video_goal_marks', 'video_my_categories', 'video_favorites', 'video_likes']) {
      await db.schema.dropTable(table).execute();
    }
    for (const index of ['videos_source', 'videos_league', 'videos_sport', 'videos_views', 'videos_likes']) {
      await db.schema.dropIndex(index).execute();
    }
    for (const column of ['favorites', 'likes', 'match_id', 'league_id', 'sport']) {
      await db.schema.alterTable('videos').dropColumn(column).execute();
    }
  },
};
