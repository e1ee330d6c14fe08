import type { Kysely, Migration } from 'kysely';

/**
 * What an anchor adds for going live from a phone and covering several matches:
 * - `rooms.phone_key_hash`/`phone_key_hint`: a push key of its own for the phone
 *   (`Live/mobileStartRoom`), so starting from a phone never breaks the OBS key;
 * - `room_live_list`: the matches a broadcast covers besides its bound one (`Live/setLiveList`),
 *   in the anchor's order; the room is listed under each. Match ids are past 32 bits (bigint).
 */
export const roomLiveListMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('rooms').addColumn('phone_key_hash', 'varchar(64)').execute();
    await db.schema.alterTable('rooms').addColumn('phone_key_hint', 'varchar(8)').execute();
    await db.schema
      .createTable('room_live_list')
      .addColumn('room_id', 'integer', (c) => c.notNull().references('rooms.id').onDelete('cascade'))
      .addColumn('match_id', 'bigint', (c) => c.notNull())
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('room_live_list_pk', ['room_id', 'match_id'])
      .execute();
    // The room lists ask "which rooms cover this match".
    await db.schema.createIndex('room_live_list_match').on('room_live_list').column('match_id').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('room_live_list').execute();
    await db.schema.alterTable('rooms').dropColumn('phone_key_hint').execute();
    await db.schema.alterTable('rooms').dropColumn('phone_key_hash').execute();
  },
};
