import { SqliteAdapter, sql } from 'kysely';
import type { ColumnDefinitionBuilder, Kysely, Migration } from 'kysely';

/**
 * Live rooms (see room-tables.ts): categories, rooms and their broadcasts, moderation (assistants,
 * mutes, kicks), follows and reservations, barrage history, banned words, reports; and the room
 * economy: gifts, backpacks, gift records, guards, nobles, horns and red envelopes. Times are unix
 * seconds except barrage and horn times (ms, for ordering within a second).
 */
export const roomsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
    const identity = (col: ColumnDefinitionBuilder) =>
      sqlite ? col.primaryKey().autoIncrement() : col.primaryKey().generatedByDefaultAsIdentity();
    const userRef = (c: ColumnDefinitionBuilder) => c.notNull().references('users.id').onDelete('cascade');

    await db.schema
      .createTable('live_categories')
      .addColumn('id', 'integer', identity)
      .addColumn('sport', 'varchar(16)', (c) => c.notNull())
      .addColumn('name_zh', 'varchar(32)', (c) => c.notNull())
      .addColumn('name_en', 'varchar(32)', (c) => c.notNull())
      .addColumn('name_vi', 'varchar(32)', (c) => c.notNull())
      .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();

    await db.schema
      .createTable('rooms')
      .addColumn('id', 'integer', identity)
      .addColumn('anchor_id', 'integer', (c) => userRef(c).unique())
      .addColumn('title', 'varchar(64)', (c) => c.notNull())
      .addColumn('category_id', 'integer', (c) => c.notNull().references('live_categories.id'))
      .addColumn('match_id', 'integer')
      .addColumn('cover', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('announcement', 'varchar(200)', (c) => c.notNull().defaultTo(''))
      /** 0 not started, 1 live, 2 ended. */
      .addColumn('live_status', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('started_at', 'bigint')
      .addColumn('ended_at', 'bigint')
      .addColumn('broadcast_id', 'integer')
      /** sha256 of the stream key's secret; the secret itself is never stored. */
      .addColumn('stream_key_hash', 'varchar(64)')
      .addColumn('stream_key_hint', 'varchar(8)')
      .addColumn('followers', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .addCheckConstraint('rooms_followers_not_negative', sql`followers >= 0`)
      .execute();
    await db.schema.createIndex('rooms_live').on('rooms').columns(['live_status', 'category_id']).execute();

    await db.schema
      .createTable('broadcasts')
      .addColumn('id', 'integer', identity)
      .addColumn('room_id', 'integer', (c) => c.notNull().references('rooms.id').onDelete('cascade'))
      .addColumn('title', 'varchar(64)', (c) => c.notNull())
      .addColumn('match_id', 'integer')
      .addColumn('cover', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('started_at', 'bigint', (c) => c.notNull())
      .addColumn('ended_at', 'bigint')
      .addColumn('peak_online', 'integer', (c) => c.notNull().defaultTo(0))
      /** Recording file, relative to `<dataDir>/recordings`; null when none was kept. */
      .addColumn('recording', 'text')
      .addColumn('recording_bytes', 'bigint', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema.createIndex('broadcasts_room').on('broadcasts').columns(['room_id', 'started_at']).execute();

    for (const table of ['room_managers', 'room_kicks'] as const) {
      await db.schema
        .createTable(table)
        .addColumn('room_id', 'integer', (c) => c.notNull().references('rooms.id').onDelete('cascade'))
        .addColumn('user_id', 'integer', userRef)
        .addColumn('by_user_id', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint(`${table}_pk`, ['room_id', 'user_id'])
        .execute();
    }
    await db.schema.createIndex('room_kicks_user').on('room_kicks').column('user_id').execute();
    await db.schema
      .createTable('room_mutes')
      .addColumn('room_id', 'integer', (c) => c.notNull().references('rooms.id').onDelete('cascade'))
      .addColumn('user_id', 'integer', userRef)
      .addColumn('by_user_id', 'integer', (c) => c.notNull())
      /** Unix seconds the mute ends; 0 = until lifted. */
      .addColumn('until', 'bigint', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('room_mutes_pk', ['room_id', 'user_id'])
      .execute();

    await db.schema
      .createTable('follows')
      .addColumn('user_id', 'integer', userRef)
      .addColumn('anchor_id', 'integer', userRef)
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('follows_pk', ['user_id', 'anchor_id'])
      .execute();
    await db.schema.createIndex('follows_anchor').on('follows').column('anchor_id').execute();

    await db.schema
      .createTable('match_reservations')
      .addColumn('user_id', 'integer', userRef)
      .addColumn('match_id', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('match_reservations_pk', ['user_id', 'match_id'])
      .execute();
    await db.schema.createIndex('match_reservations_match').on('match_reservations').column('match_id').execute();
    await db.schema
      .createTable('planned_broadcasts')
      .addColumn('id', 'integer', identity)
      .addColumn('room_id', 'integer', (c) => c.notNull().references('rooms.id').onDelete('cascade'))
      .addColumn('title', 'varchar(64)', (c) => c.notNull())
      .addColumn('match_id', 'integer')
      .addColumn('starts_at', 'bigint', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      /** When its reminder went out (the room went live within its window). */
      .addColumn('notified_at', 'bigint')
      .execute();
    await db.schema
      .createIndex('planned_broadcasts_room')
      .on('planned_broadcasts')
      .columns(['room_id', 'starts_at'])
      .execute();
    await db.schema
      .createTable('broadcast_reservations')
      .addColumn('user_id', 'integer', userRef)
      .addColumn('planned_id', 'integer', (c) => c.notNull().references('planned_broadcasts.id').onDelete('cascade'))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('broadcast_reservations_pk', ['user_id', 'planned_id'])
      .execute();

    await db.schema
      .createTable('barrages')
      .addColumn('id', 'integer', identity)
      .addColumn('room_id', 'integer', (c) => c.notNull().references('rooms.id').onDelete('cascade'))
      .addColumn('user_id', 'integer', userRef)
      .addColumn('kind', 'varchar(8)', (c) => c.notNull())
      .addColumn('text', 'varchar(400)', (c) => c.notNull())
      .addColumn('count', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('barrages_room').on('barrages').columns(['room_id', 'id']).execute();
    await db.schema
      .createTable('banned_words')
      .addColumn('word', 'varchar(32)', (c) => c.primaryKey())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('room_reports')
      .addColumn('id', 'integer', identity)
      .addColumn('room_id', 'integer', (c) => c.notNull().references('rooms.id').onDelete('cascade'))
      .addColumn('user_id', 'integer', userRef)
      .addColumn('reason', 'varchar(16)', (c) => c.notNull())
      .addColumn('text', 'varchar(400)', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();

    // ---- the room economy --------------------------------------------------------------------
    await db.schema
      .createTable('gifts')
      .addColumn('id', 'integer', identity)
      .addColumn('name_zh', 'varchar(32)', (c) => c.notNull())
      .addColumn('name_en', 'varchar(32)', (c) => c.notNull())
      .addColumn('name_vi', 'varchar(32)', (c) => c.notNull())
      .addColumn('price', 'integer', (c) => c.notNull())
      .addColumn('icon', 'text', (c) => c.notNull())
      .addColumn('effect', 'varchar(8)', (c) => c.notNull())
      .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
      .addCheckConstraint('gifts_price_positive', sql`price > 0`)
      .execute();
    await db.schema
      .createTable('backpack_items')
      .addColumn('user_id', 'integer', userRef)
      .addColumn('gift_id', 'integer', (c) => c.notNull().references('gifts.id'))
      .addColumn('count', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('backpack_items_pk', ['user_id', 'gift_id'])
      .addCheckConstraint('backpack_items_not_negative', sql`count >= 0`)
      .execute();
    await db.schema
      .createTable('gift_records')
      .addColumn('id', 'integer', identity)
      /** The ledger transaction (null for backpack gifts, which move no diamonds of the sender). */
      .addColumn('txn_id', 'integer', (c) => c.unique())
      .addColumn('room_id', 'integer', (c) => c.notNull().references('rooms.id').onDelete('cascade'))
      .addColumn('anchor_id', 'integer', (c) => c.notNull())
      .addColumn('user_id', 'integer', userRef)
      .addColumn('gift_id', 'integer', (c) => c.notNull().references('gifts.id'))
      .addColumn('count', 'integer', (c) => c.notNull())
      .addColumn('diamonds', 'bigint', (c) => c.notNull())
      .addColumn('source', 'varchar(8)', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('gift_records_room').on('gift_records').columns(['room_id', 'created_at']).execute();
    await db.schema
      .createIndex('gift_records_anchor')
      .on('gift_records')
      .columns(['anchor_id', 'created_at'])
      .execute();
    await db.schema.createIndex('gift_records_user').on('gift_records').columns(['user_id', 'created_at']).execute();

    for (const table of ['guard_tiers', 'noble_tiers'] as const) {
      await db.schema
        .createTable(table)
        .addColumn('id', 'integer', identity)
        .addColumn('level', 'integer', (c) => c.notNull())
        .addColumn('name_zh', 'varchar(32)', (c) => c.notNull())
        .addColumn('name_en', 'varchar(32)', (c) => c.notNull())
        .addColumn('name_vi', 'varchar(32)', (c) => c.notNull())
        .addColumn('price', 'integer', (c) => c.notNull())
        .addColumn('horns', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
    }
    await db.schema
      .createTable('room_guards')
      .addColumn('room_id', 'integer', (c) => c.notNull().references('rooms.id').onDelete('cascade'))
      .addColumn('user_id', 'integer', userRef)
      .addColumn('level', 'integer', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('room_guards_pk', ['room_id', 'user_id'])
      .execute();
    await db.schema
      .createTable('user_nobles')
      .addColumn('user_id', 'integer', (c) => userRef(c).primaryKey())
      .addColumn('noble_id', 'integer', (c) => c.notNull().references('noble_tiers.id'))
      .addColumn('level', 'integer', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      /** Free horns left in the current month (`horns_month`, `YYYY-MM`). */
      .addColumn('horns_left', 'integer', (c) => c.notNull())
      .addColumn('horns_month', 'varchar(7)', (c) => c.notNull())
      .addCheckConstraint('user_nobles_horns_not_negative', sql`horns_left >= 0`)
      .execute();
    await db.schema
      .createTable('horns')
      .addColumn('id', 'integer', identity)
      .addColumn('room_id', 'integer', (c) => c.notNull().references('rooms.id').onDelete('cascade'))
      .addColumn('user_id', 'integer', userRef)
      .addColumn('text', 'varchar(200)', (c) => c.notNull())
      .addColumn('txn_id', 'integer')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('red_envelopes')
      .addColumn('id', 'integer', identity)
      .addColumn('room_id', 'integer', (c) => c.notNull().references('rooms.id').onDelete('cascade'))
      .addColumn('user_id', 'integer', userRef)
      .addColumn('txn_id', 'integer', (c) => c.notNull().unique())
      .addColumn('total', 'integer', (c) => c.notNull())
      .addColumn('count', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .addColumn('refunded_at', 'bigint')
      .execute();
    await db.schema.createIndex('red_envelopes_room').on('red_envelopes').columns(['room_id', 'created_at']).execute();
    /** Shares are split when the envelope is made, so they always sum to its total exactly. */
    await db.schema
      .createTable('red_envelope_shares')
      .addColumn('envelope_id', 'integer', (c) => c.notNull().references('red_envelopes.id').onDelete('cascade'))
      .addColumn('idx', 'integer', (c) => c.notNull())
      .addColumn('amount', 'integer', (c) => c.notNull())
      .addColumn('user_id', 'integer', (c) => c.references('users.id'))
      .addColumn('received_at', 'bigint')
      .addPrimaryKeyConstraint('red_envelope_shares_pk', ['envelope_id', 'idx'])
      .addUniqueConstraint('red_envelope_shares_once', ['envelope_id', 'user_id'])
      .addCheckConstraint('red_envelope_shares_positive', sql`amount > 0`)
      .execute();

    await seedRoomCatalogue(db);
  },
  async down(db: Kysely<unknown>) {
    for (const table of [
      'red_envelope_shares',
      'red_envelopes',
      'horns',
      'user_nobles',
      'room_guards',
      'noble_tiers',
      'guard_tiers',
      'gift_records',
      'backpack_items',
      'gifts',
      'room_reports',
      'banned_words',
      'barrages',
      'broadcast_reservations',
      'planned_broadcasts',
      'match_reservations',
      'follows',
      'room_mutes',
      'room_kicks',
      'room_managers',
      'broadcasts',
      'rooms',
      'live_categories',
    ]) {
      await db.schema.dropTable(table).execute();
    }
  },
};

const CATEGORIES = [
  { sport: 'football', name_zh: '足球', name_en: 'Football', name_vi: 'Bóng đá', sort: 1 },
  { sport: 'basketball', name_zh: '篮球', name_en: 'Basketball', name_vi: 'Bóng rổ', sort: 2 },
  { sport: 'esports', name_zh: '电竞', name_en: 'Esports', name_vi: 'Thể thao điện tử', sort: 3 },
  { sport: 'other', name_zh: '综合', name_en: 'More sports', name_vi: 'Thể thao khác', sort: 4 },
];

const GIFTS = [
  { name_zh: '点赞', name_en: 'Like', name_vi: 'Thích', price: 1, icon: '/gifts/like.svg', effect: 'small', sort: 1 },
  {
    name_zh: '足球',
    name_en: 'Football',
    name_vi: 'Bóng đá',
    price: 10,
    icon: '/gifts/ball.svg',
    effect: 'small',
    sort: 2,
  },
  {
    name_zh: '哨子',
    name_en: 'Whistle',
    name_vi: 'Còi',
    price: 50,
    icon: '/gifts/whistle.svg',
    effect: 'small',
    sort: 3,
  },
  {
    name_zh: '球衣',
    name_en: 'Jersey',
    name_vi: 'Áo đấu',
    price: 200,
    icon: '/gifts/jersey.svg',
    effect: 'small',
    sort: 4,
  },
  {
    name_zh: '奖杯',
    name_en: 'Trophy',
    name_vi: 'Cúp',
    price: 1000,
    icon: '/gifts/trophy.svg',
    effect: 'big',
    sort: 5,
  },
  {
    name_zh: '火箭',
    name_en: 'Rocket',
    name_vi: 'Tên lửa',
    price: 5000,
    icon: '/gifts/rocket.svg',
    effect: 'big',
    sort: 6,
  },
];

const GUARDS = [
  { level: 1, name_zh: '舰长', name_en: 'Captain', name_vi: 'Thuyền trưởng', price: 1980, horns: 0 },
  { level: 2, name_zh: '提督', name_en: 'Admiral', name_vi: 'Đô đốc', price: 19980, horns: 0 },
  { level: 3, name_zh: '总督', name_en: 'Governor', name_vi: 'Tổng đốc', price: 199980, horns: 0 },
];

const NOBLES = [
  { level: 1, name_zh: '骑士', name_en: 'Knight', name_vi: 'Hiệp sĩ', price: 3000, horns: 30 },
  { level: 2, name_zh: '子爵', name_en: 'Viscount', name_vi: 'Tử tước', price: 10000, horns: 30 },
  { level: 3, name_zh: '公爵', name_en: 'Duke', name_vi: 'Công tước', price: 50000, horns: 30 },
  { level: 4, name_zh: '国王', name_en: 'King', name_vi: 'Quốc vương', price: 200000, horns: 30 },
];

/** Words masked in barrage and chat (moderators add more with the admin CLI). */
const BANNED_WORDS = ['赌博', '博彩', '代开发票', '办证', '枪支', '毒品', 'casino', 'gambling', 'cờ bạc'];

async function seedRoomCatalogue(db: Kysely<unknown>): Promise<void> {
  const any = db as Kysely<Record<string, Record<string, unknown>>>;
  await any.insertInto('live_categories').values(CATEGORIES).execute();
  await any.insertInto('gifts').values(GIFTS).execute();
  await any.insertInto('guard_tiers').values(GUARDS).execute();
  await any.insertInto('noble_tiers').values(NOBLES).execute();
  await any
    .insertInto('banned_words')
    .values(BANNED_WORDS.map((word) => ({ word, created_at: 0 })))
    .execute();
}
