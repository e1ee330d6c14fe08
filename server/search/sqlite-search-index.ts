import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { containsPattern, type SearchStore } from './search-store.ts';

/** The trigram tokenizer needs 3 characters; shorter queries scan with `like` instead. */
const TRIGRAM = 3;

/** SQLite: FTS5 with the trigram tokenizer; a phrase query finds any substring of 3+ characters. */
export function createSqliteSearchIndex(db: Kysely<DB>): SearchStore {
  return {
    async candidates(kind, query, max) {
      if ([...query].length < TRIGRAM) {
        const found = await sql<{ ref_id: number; names: string }>`
          select ref_id, names from search_documents
          where kind = ${kind} and names like ${containsPattern(query)} escape '\\'
          order by length(names) limit ${max}`.execute(db);
        return found.rows;
      }
      const phrase = `names : "${query.replace(/"/g, '""')}"`;
      const found = await sql<{ ref_id: number; names: string }>`
        select ref_id, names from search_documents
        where search_documents match ${phrase} and kind = ${kind}
        order by rank limit ${max}`.execute(db);
      return found.rows;
    },
  };
}
