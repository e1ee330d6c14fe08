import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import type { LineupRow } from './match-lineups.ts';

/** The line-up rows of one imported match (none where the data has no line-ups). */
export function findLineupRows(db: Kysely<DB>, matchId: number): Promise<LineupRow[]> {
  return db
    .selectFrom('match_lineups')
    .selectAll()
    .where('match_id', '=', matchId)
    .orderBy('side')
    .orderBy('ordinal')
    .execute();
}
