import type { AsyncStorage, PersistedQuery } from '@tanstack/query-persist-client-core';
import Dexie, { type EntityTable } from 'dexie';

/** A query's last good answer, kept for when the network is off. */
interface StoredAnswer {
  /** The persister's key: its prefix and the query hash. */
  key: string;
  data: PersistedQuery;
  /** ms the answer was kept. */
  savedAt: number;
}

/** Answers kept at most; the oldest go first. The database pages make a few hundred distinct calls. */
const MAX_ANSWERS = 2_000;

class AnswerDb extends Dexie {
  answers!: EntityTable<StoredAnswer, 'key'>;
  constructor(name: string) {
    super(name);
    this.version(1).stores({ answers: 'key, savedAt' });
    // Version 2 keeps whole query states (TanStack Query's persister) instead of bare answers.
    this.version(2)
      .stores({ answers: 'key, savedAt' })
      .upgrade((tx) => tx.table('answers').clear());
  }
}

/**
 * The offline cache as the query persister's storage: one IndexedDB row per query, structured
 * clones rather than JSON strings. Never throws: storage denied or full only means the page will
 * not open offline.
 */
export function createAnswerStore(name = 'api-cache', now: () => number = Date.now): AsyncStorage<PersistedQuery> {
  let db: AnswerDb | null = null;
  const open = () => (db ??= new AnswerDb(name));
  return {
    async getItem(key) {
      try {
        return (await open().answers.get(key))?.data ?? null;
      } catch {
        return null;
      }
    },
    async setItem(key, data) {
      try {
        const answers = open().answers;
        await answers.put({ key, data, savedAt: now() });
        const extra = (await answers.count()) - MAX_ANSWERS;
        if (extra > 0) await answers.orderBy('savedAt').limit(extra).delete();
      } catch {
        // see above
      }
    },
    async removeItem(key) {
      try {
        await open().answers.delete(key);
      } catch {
        // see above
      }
    },
    async entries() {
      try {
        return (await open().answers.toArray()).map((row): [string, PersistedQuery] => [row.key, row.data]);
      } catch {
        return [];
      }
    },
  };
}
