import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import type { SearchDocument, SearchIndex } from './search-index.ts';

/**
 * One kind of thing the index holds, and where its documents come from. Teams and leagues change
 * only with an import, so they are indexed at start-up (idempotent: unchanged data writes
 * nothing). A new kind that changes as rarely adds a source here and a reader of its ids in
 * search-service.ts; community posts change all the time and are matched at query time instead
 * (server/circles/circle-search.ts), as readers' headlines are.
 */
export interface SearchSource {
  kind: string;
  documents(db: Kysely<DB>): Promise<SearchDocument[]>;
}

const NAME_COLUMNS = ['name_zh', 'name_en', 'name_vi', 'short_name_zh', 'short_name_en', 'short_name_vi'] as const;

export const teamSource: SearchSource = {
  kind: 'team',
  async documents(db) {
    const rows = await db
      .selectFrom('teams')
      .select(['id', 'source_name', ...NAME_COLUMNS])
      .orderBy('id')
      .execute();
    return rows.map((r) => ({
      refId: r.id,
      names: [...NAME_COLUMNS.map((c) => r[c]), ...(r.source_name ? [r.source_name] : [])],
    }));
  },
};

export const leagueSource: SearchSource = {
  kind: 'league',
  async documents(db) {
    const rows = await db
      .selectFrom('leagues')
      .select(['id', ...NAME_COLUMNS])
      .orderBy('id')
      .execute();
    return rows.map((r) => ({ refId: r.id, names: NAME_COLUMNS.map((c) => r[c]) }));
  },
};

export const INDEXED_SOURCES: readonly SearchSource[] = [teamSource, leagueSource];

/** Brings every indexed kind up to date with its tables (start-up, after an import). */
export async function refreshSearchIndex(db: Kysely<DB>, index: SearchIndex): Promise<void> {
  for (const source of INDEXED_SOURCES) await index.replaceKind(source.kind, await source.documents(db));
}
