import { SqliteAdapter } from 'kysely';
import type { ColumnDefinitionBuilder, CreateTableBuilder, Kysely, Migration } from 'kysely';

/**
 * The sports data the seed import fills: leagues, seasons, teams, matches, goal events,
 * squads, and the import bookkeeping. Written with Kysely's schema builder only, so SQLite and
 * PostgreSQL run the same migration; the one dialect difference is how an id auto-increments.
 */

// Migrations see the database as it was when they were written, not as the app types it now,
// so they only use the untyped schema builder.
type AnyDb = Kysely<unknown>;

function withId<T extends string>(db: AnyDb, table: CreateTableBuilder<T, never>): CreateTableBuilder<T, 'id'> {
  if (db.getExecutor().adapter instanceof SqliteAdapter) {
    return table.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement());
  }
  return table.addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity());
}

const notNull = (col: ColumnDefinitionBuilder) => col.notNull();

export const sportsData001: Migration = {
  async up(db: AnyDb) {
    await withId(db, db.schema.createTable('leagues'))
      .addColumn('code', 'text', (col) => col.notNull().unique())
      .addColumn('sport', 'text', notNull)
      .addColumn('name_zh', 'text', notNull)
      .addColumn('name_en', 'text', notNull)
      .addColumn('name_vi', 'text', notNull)
      .addColumn('short_name_zh', 'text', notNull)
      .addColumn('short_name_en', 'text', notNull)
      .addColumn('short_name_vi', 'text', notNull)
      .addColumn('country', 'text')
      .addColumn('tier', 'integer', (col) => col.notNull().defaultTo(1))
      .addColumn('timezone', 'text', (col) => col.notNull().defaultTo('UTC'))
      .execute();

    await withId(db, db.schema.createTable('seasons'))
      .addColumn('league_id', 'integer', (col) => col.notNull().references('leagues.id').onDelete('cascade'))
      .addColumn('name', 'text', notNull)
      .addColumn('is_complete', 'integer', (col) => col.notNull().defaultTo(0))
      .addUniqueConstraint('seasons_league_name_unique', ['league_id', 'name'])
      .execute();

    await withId(db, db.schema.createTable('teams'))
      .addColumn('sport', 'text', notNull)
      .addColumn('code', 'text', (col) => col.notNull().unique())
      .addColumn('name_zh', 'text', notNull)
      .addColumn('name_en', 'text', notNull)
      .addColumn('name_vi', 'text', notNull)
      .addColumn('short_name_zh', 'text', notNull)
      .addColumn('short_name_en', 'text', notNull)
      .addColumn('short_name_vi', 'text', notNull)
      .addColumn('country', 'text')
      .addColumn('source_name', 'text')
      .addColumn('base_rating', 'double precision')
      .execute();

    await db.schema
      .createTable('season_teams')
      .addColumn('season_id', 'integer', (col) => col.notNull().references('seasons.id').onDelete('cascade'))
      .addColumn('team_id', 'integer', (col) => col.notNull().references('teams.id').onDelete('cascade'))
      .addColumn('group_name', 'text')
      .addPrimaryKeyConstraint('season_teams_pk', ['season_id', 'team_id'])
      .execute();

    await withId(db, db.schema.createTable('matches'))
      .addColumn('source_key', 'text', (col) => col.notNull().unique())
      .addColumn('season_id', 'integer', (col) => col.notNull().references('seasons.id').onDelete('cascade'))
      .addColumn('league_id', 'integer', (col) => col.notNull().references('leagues.id').onDelete('cascade'))
      .addColumn('sport', 'text', notNull)
      .addColumn('round', 'text', notNull)
      .addColumn('stage', 'text')
      .addColumn('group_name', 'text')
      .addColumn('home_team_id', 'integer', (col) => col.notNull().references('teams.id'))
      .addColumn('away_team_id', 'integer', (col) => col.notNull().references('teams.id'))
      .addColumn('match_date', 'text', notNull)
      .addColumn('match_time', 'bigint')
      .addColumn('has_time', 'integer', (col) => col.notNull().defaultTo(1))
      .addColumn('status', 'text', notNull)
      .addColumn('home_score', 'integer')
      .addColumn('away_score', 'integer')
      .addColumn('home_ft_score', 'integer')
      .addColumn('away_ft_score', 'integer')
      .addColumn('home_half_score', 'integer')
      .addColumn('away_half_score', 'integer')
      .addColumn('home_et_score', 'integer')
      .addColumn('away_et_score', 'integer')
      .addColumn('home_pen_score', 'integer')
      .addColumn('away_pen_score', 'integer')
      .addColumn('awarded', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('neutral', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('venue', 'text')
      .execute();
    await db.schema.createIndex('matches_season_idx').on('matches').column('season_id').execute();
    await db.schema.createIndex('matches_time_idx').on('matches').column('match_time').execute();
    await db.schema.createIndex('matches_home_idx').on('matches').column('home_team_id').execute();
    await db.schema.createIndex('matches_away_idx').on('matches').column('away_team_id').execute();

    await withId(db, db.schema.createTable('match_events'))
      .addColumn('match_id', 'integer', (col) => col.notNull().references('matches.id').onDelete('cascade'))
      .addColumn('seq', 'integer', notNull)
      .addColumn('kind', 'text', notNull)
      .addColumn('side', 'text', notNull)
      .addColumn('minute', 'integer', notNull)
      .addColumn('minute_extra', 'integer')
      .addColumn('player', 'text', notNull)
      .addUniqueConstraint('match_events_match_seq_unique', ['match_id', 'seq'])
      .execute();

    await withId(db, db.schema.createTable('players'))
      .addColumn('team_id', 'integer', (col) => col.notNull().references('teams.id').onDelete('cascade'))
      .addColumn('season_id', 'integer', (col) => col.references('seasons.id').onDelete('cascade'))
      .addColumn('name', 'text', notNull)
      .addColumn('position', 'text')
      .addColumn('number', 'integer')
      .addColumn('extra', 'text')
      .addUniqueConstraint('players_team_season_name_unique', ['team_id', 'season_id', 'name'])
      .execute();

    await db.schema
      .createTable('data_imports')
      .addColumn('name', 'text', (col) => col.primaryKey())
      .addColumn('checksum', 'text', notNull)
      .addColumn('imported_at', 'bigint', notNull)
      .execute();
  },

  async down(db: AnyDb) {
    for (const table of [
      'data_imports',
      'players',
      'match_events',
      'matches',
      'season_teams',
      'teams',
      'seasons',
      'leagues',
    ]) {
      await db.schema.dropTable(table).ifExists().execute();
    }
  },
};
