import { SqliteAdapter } from 'kysely';
import type { ColumnDefinitionBuilder, Kysely, Migration } from 'kysely';

/**
 * The member centre's extras (see member-extras-tables.ts): collected matches, watch history,
 * push notices with their read marks, and invite rewards (one row per invitee: the reward is
 * credited once). Horns get an index by sender for "the horns I sent".
 */
export const memberExtrasMigration: Migration = {
  async up(db: Kysely<unknown>) {
    const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
    const identity = (col: ColumnDefinitionBuilder) =>
      sqlite ? col.primaryKey().autoIncrement() : col.primaryKey().generatedByDefaultAsIdentity();
    const userRef = (col: ColumnDefinitionBuilder) => col.notNull().references('users.id').onDelete('cascade');

    await db.schema
      .createTable('match_collections')
      .addColumn('user_id', 'integer', userRef)
      // Live ids are `yyyymmdd` + a number: past 32 bits.
      .addColumn('match_id', 'bigint', (c) => c.notNull())
      .addColumn('source', 'varchar(8)', (c) => c.notNull())
      /** JSON of the match as collected (the list shows it once the live store has let it go). */
      .addColumn('snapshot', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('match_collections_pk', ['user_id', 'source', 'match_id'])
      .execute();
    await db.schema
      .createIndex('match_collections_user_time')
      .on('match_collections')
      .columns(['user_id', 'created_at'])
      .execute();

    await db.schema
      .createTable('watch_history')
      .addColumn('user_id', 'integer', userRef)
      .addColumn('room_id', 'integer', (c) => c.notNull().references('rooms.id').onDelete('cascade'))
      /** `YYYY-MM-DD`, China time. */
      .addColumn('day', 'varchar(10)', (c) => c.notNull())
      .addColumn('watched_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('watch_history_pk', ['user_id', 'room_id', 'day'])
      .execute();
    await db.schema
      .createIndex('watch_history_user_time')
      .on('watch_history')
      .columns(['user_id', 'watched_at'])
      .execute();

    await db.schema
      .createTable('push_notices')
      .addColumn('id', 'integer', identity)
      /** Null: sent to everyone. */
      .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
      .addColumn('title', 'varchar(100)', (c) => c.notNull())
      .addColumn('body', 'text', (c) => c.notNull())
      .addColumn('link', 'varchar(500)', (c) => c.notNull().defaultTo(''))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('push_notices_user').on('push_notices').columns(['user_id', 'id']).execute();
    await db.schema
      .createTable('push_reads')
      .addColumn('notice_id', 'integer', (c) => c.notNull().references('push_notices.id').onDelete('cascade'))
      .addColumn('user_id', 'integer', userRef)
      .addColumn('read_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('push_reads_pk', ['user_id', 'notice_id'])
      .execute();

    await db.schema
      .createTable('invite_rewards')
      // IMPORTANT: the primary key is the invitee: one reward per registered user, whatever retries.
      .addColumn('invitee_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
      .addColumn('inviter_id', 'integer', userRef)
      .addColumn('reward', 'integer', (c) => c.notNull())
      .addColumn('txn_id', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('invite_rewards_inviter')
      .on('invite_rewards')
      .columns(['inviter_id', 'created_at'])
      .execute();
    await db.schema.createIndex('users_invited_by').on('users').column('invited_by').execute();

    await db.schema.createIndex('horns_user').on('horns').columns(['user_id', 'id']).execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('horns_user').execute();
    await db.schema.dropIndex('users_invited_by').execute();
    for (const table of ['invite_rewards', 'push_reads', 'push_notices', 'watch_history', 'match_collections']) {
      await db.schema.dropTable(table).execute();
    }
  },
};
