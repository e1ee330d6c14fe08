import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { containsPattern, type SearchStore } from './search-store.ts';

/**
 * PostgreSQL: pg_trgm's GIN index serves `like '%…%'` for 3+ characters (shorter ones scan).
 * Rows come shortest first (the closest names); the final order is the shared ranking.
 */
export function createPostgresSearchIndex(db: Kysely<DB>): SearchStore {
  return {
    async candidates(kind, query, max) {
      const found = await sql<{ ref_id: number; names: string }>`
        select ref_id, names from search_documents
        where kind = ${kind} and names like ${containsPattern(query)}
        order by length(names) limit ${max}`.execute(db);
      return found.rows;
    },
  };
}
