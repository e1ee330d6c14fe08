/**
 * The search index (migration 015). On SQLite `search_documents` is an FTS5 table with the
 * trigram tokenizer; on PostgreSQL a plain table with a pg_trgm GIN index on `names`.
 */
export interface SearchDocumentsTable {
  /** `team`, `league` (see server/search/search-sources.ts). */
  kind: string;
  ref_id: number;
  /** The document's names, normalized (server/search/normalize.ts), one per line. */
  names: string;
}

/** What each indexed kind was built from (a checksum), so start-up re-indexes only on change. */
export interface SearchSourcesTable {
  kind: string;
  checksum: string;
}

export interface SearchTables {
  search_documents: SearchDocumentsTable;
  search_sources: SearchSourcesTable;
}
