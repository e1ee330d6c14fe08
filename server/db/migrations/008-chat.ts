import { SqliteAdapter } from 'kysely';
import type { ColumnDefinitionBuilder, Kysely, Migration } from 'kysely';

/**
 * Built-in chat (see chat-tables.ts): conversations (private and group), their members with a
 * read mark, messages ordered per conversation, groups, blocks and reports. Times are unix seconds.
 */
export const chatMigration: Migration = {
  async up(db: Kysely<unknown>) {
    const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
    const identity = (col: ColumnDefinitionBuilder) =>
      sqlite ? col.primaryKey().autoIncrement() : col.primaryKey().generatedByDefaultAsIdentity();
    const userRef = (c: ColumnDefinitionBuilder) => c.notNull().references('users.id').onDelete('cascade');
    const conversationRef = (c: ColumnDefinitionBuilder) =>
      c.notNull().references('chat_conversations.id').onDelete('cascade');

    await db.schema
      .createTable('chat_conversations')
      .addColumn('id', 'integer', identity)
      /** 'c2c' or 'group'. */
      .addColumn('kind', 'varchar(8)', (c) => c.notNull())
      /** `c2c:<smaller user id>:<larger user id>` or `group:<random>`: one conversation per pair. */
      .addColumn('key', 'varchar(64)', (c) => c.notNull().unique())
      /** The seq of the newest message (0: none yet). */
      .addColumn('last_seq', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('chat_members')
      .addColumn('conversation_id', 'integer', conversationRef)
      .addColumn('user_id', 'integer', userRef)
      /** Messages up to this seq are read by this member. */
      .addColumn('read_seq', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('joined_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('chat_members_pk', ['conversation_id', 'user_id'])
      .execute();
    await db.schema.createIndex('chat_members_user').on('chat_members').columns(['user_id']).execute();

    await db.schema
      .createTable('chat_messages')
      .addColumn('id', 'integer', identity)
      .addColumn('conversation_id', 'integer', conversationRef)
      .addColumn('seq', 'integer', (c) => c.notNull())
      .addColumn('sender_id', 'integer', userRef)
      .addColumn('client_id', 'varchar(64)', (c) => c.notNull())
      /** 'text', 'image', 'file' or 'custom'. */
      .addColumn('type', 'varchar(8)', (c) => c.notNull())
      /** The payload as JSON (text is stored as typed, never as HTML). */
      .addColumn('payload', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    // A retry of a send (same sender, same client id) can never store a second message.
    await db.schema
      .createIndex('chat_messages_client')
      .on('chat_messages')
      .columns(['sender_id', 'client_id'])
      .unique()
      .execute();
    await db.schema
      .createIndex('chat_messages_order')
      .on('chat_messages')
      .columns(['conversation_id', 'seq'])
      .unique()
      .execute();

    await db.schema
      .createTable('chat_groups')
      .addColumn('id', 'integer', identity)
      .addColumn('conversation_id', 'integer', (c) => conversationRef(c).unique())
      .addColumn('name', 'varchar(64)', (c) => c.notNull())
      .addColumn('owner_id', 'integer', userRef)
      /** The owner's room that shows this group as its fan group, or null. */
      .addColumn('room_id', 'integer', (c) => c.references('rooms.id').onDelete('set null'))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('chat_groups_owner').on('chat_groups').columns(['owner_id']).execute();
    await db.schema.createIndex('chat_groups_room').on('chat_groups').columns(['room_id']).execute();

    await db.schema
      .createTable('chat_blocks')
      .addColumn('user_id', 'integer', userRef)
      .addColumn('blocked_id', 'integer', userRef)
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('chat_blocks_pk', ['user_id', 'blocked_id'])
      .execute();
    await db.schema.createIndex('chat_blocks_blocked').on('chat_blocks').columns(['blocked_id']).execute();

    await db.schema
      .createTable('chat_reports')
      .addColumn('id', 'integer', identity)
      .addColumn('message_id', 'integer', (c) => c.notNull().references('chat_messages.id').onDelete('cascade'))
      .addColumn('reporter_id', 'integer', userRef)
      .addColumn('reason', 'varchar(800)', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('chat_reports_once')
      .on('chat_reports')
      .columns(['message_id', 'reporter_id'])
      .unique()
      .execute();
  },
  async down(db: Kysely<unknown>) {
    for (const table of [
      'chat_reports',
      'chat_blocks',
      'chat_groups',
      'chat_messages',
      'chat_members',
      'chat_conversations',
    ]) {
      await db.schema.dropTable(table).execute();
    }
  },
};
