/** What a dialect's store does for the index: candidate rows for a normalized query. */
export interface SearchStore {
  /** Rows of `kind` whose names contain `query` (normalized, non-empty), at most `max`. */
  candidates(kind: string, query: string, max: number): Promise<{ ref_id: number; names: string }[]>;
}

/** `like` pattern of a substring, `\` escaping. */
export function containsPattern(query: string): string {
  return `%${query.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
