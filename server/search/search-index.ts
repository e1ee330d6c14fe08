import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DatabaseDialect } from '../db/database.ts';
import type { DB } from '../db/schema.ts';
import { documentScore, normalizeSearchText } from './normalize.ts';
import { createPostgresSearchIndex } from './postgres-search-index.ts';
import { createSqliteSearchIndex } from './sqlite-search-index.ts';
import type { SearchStore } from './search-store.ts';

/** One thing that can be found: its id in its own table and every name it goes by. */
export interface SearchDocument {
  refId: number;
  names: readonly string[];
}

/** A found document, best first (lower score is better, see normalize.ts `documentScore`). */
export interface SearchHit {
  refId: number;
  score: number;
}

/**
 * The full-text index over names, the same for both dialects: SQLite FTS5 (trigram) or
 * PostgreSQL pg_trgm. Queries and names are normalized the same way (normalize.ts), so accents
 * and case never matter.
 */
export interface SearchIndex {
  /**
   * Makes `kind` hold exactly `documents`. Idempotent: when the documents did not change since
   * the last call (a checksum), nothing is written. Returns whether it wrote.
   */
  replaceKind(kind: string, documents: readonly SearchDocument[]): Promise<boolean>;
  /** The documents of `kind` whose names contain `query`, best first, at most `limit`. */
  find(kind: string, query: string, limit: number): Promise<SearchHit[]>;
}

/** Candidates read per query before ranking: more than any page shows, few enough to rank fast. */
const CANDIDATES = 400;
const INSERT_CHUNK = 200;

function rowsOf(documents: readonly SearchDocument[]) {
  return documents.map((d) => ({
    ref_id: d.refId,
    names: [...new Set(d.names.map(normalizeSearchText).filter((n) => n !== ''))].join('\n'),
  }));
}

export function createSearchIndex(db: Kysely<DB>, dialect: DatabaseDialect): SearchIndex {
  const store: SearchStore = dialect === 'sqlite' ? createSqliteSearchIndex(db) : createPostgresSearchIndex(db);
  return {
    async replaceKind(kind, documents) {
      const rows = rowsOf(documents);
      const checksum = createHash('sha256').update(JSON.stringify(rows)).digest('hex');
      return db.transaction().execute(async (trx) => {
        const stored = await trx
          .selectFrom('search_sources')
          .select('checksum')
          .where('kind', '=', kind)
          .executeTakeFirst();
        if (stored?.checksum === checksum) return false;
        await trx.deleteFrom('search_documents').where('kind', '=', kind).execute();
        for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
          const chunk = rows.slice(i, i + INSERT_CHUNK).map((r) => ({ kind, ...r }));
          await trx.insertInto('search_documents').values(chunk).execute();
        }
        await trx
          .insertInto('search_sources')
          .values({ kind, checksum })
          .onConflict((oc) => oc.column('kind').doUpdateSet({ checksum }))
          .execute();
        return true;
      });
    },
    async find(kind, query, limit) {
      const q = normalizeSearchText(query);
      if (q === '') return [];
      const rows = await store.candidates(kind, q, CANDIDATES);
      const hits: SearchHit[] = [];
      for (const row of rows) {
        const score = documentScore(row.names.split('\n'), q);
        if (score !== null) hits.push({ refId: Number(row.ref_id), score });
      }
      return hits.sort((a, b) => a.score - b.score || a.refId - b.refId).slice(0, limit);
    },
  };
}
