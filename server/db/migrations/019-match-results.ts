import type { Kysely, Migration } from 'kysely';

/**
 * `match_results`: the final score of every live-feed match, written once when the feed finishes
 * it. Settlement (expert schemes, fun-guesses) reads it, so a match the feed has since dropped
 * from today's list, or one that finished while a process was down, still settles.
 * Match ids are past 32 bits (bigint).
 */
export const matchResultsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('match_results')
      .addColumn('match_id', 'bigint', (c) => c.primaryKey())
      .addColumn('sport', 'varchar(16)', (c) => c.notNull())
      .addColumn('league_id', 'integer', (c) => c.notNull())
      .addColumn('match_time', 'bigint', (c) => c.notNull())
      .addColumn('home_team_id', 'integer', (c) => c.notNull())
      .addColumn('away_team_id', 'integer', (c) => c.notNull())
      .addColumn('home_score', 'integer', (c) => c.notNull())
      .addColumn('away_score', 'integer', (c) => c.notNull())
      .addColumn('home_half_score', 'integer', (c) => c.notNull())
      .addColumn('away_half_score', 'integer', (c) => c.notNull())
      .addColumn('finished_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('match_results_finished').on('match_results').column('finished_at').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('match_results').execute();
  },
};
