import Dexie, { type EntityTable } from 'dexie';

/** A call's last good answer, kept for when the network is off. */
interface CachedAnswer {
  /** `path?query` of the call. */
  key: string;
  data: unknown;
  /** ms the answer arrived. */
  savedAt: number;
}

/** Answers kept at most; the oldest go first. The database pages make a few hundred distinct calls. */
const MAX_ANSWERS = 2_000;

class ApiCacheDb extends Dexie {
  answers!: EntityTable<CachedAnswer, 'key'>;
  constructor() {
    super('api-cache');
    this.version(1).stores({ answers: 'key, savedAt' });
  }
}

let db: ApiCacheDb | null = null;
const open = () => (db ??= new ApiCacheDb());

/**
 * Keeps a call's answer in IndexedDB. Never throws: storage denied or full only means the page
 * will not open offline.
 */
export async function saveAnswer(key: string, data: unknown, now = Date.now()): Promise<void> {
  try {
    const answers = open().answers;
    await answers.put({ key, data, savedAt: now });
    const extra = (await answers.count()) - MAX_ANSWERS;
    if (extra > 0) await answers.orderBy('savedAt').limit(extra).delete();
  } catch {
    // see above
  }
}

/** The last answer kept for a call, or null. */
export async function readAnswer<T>(key: string): Promise<{ data: T; savedAt: number } | null> {
  try {
    const found = await open().answers.get(key);
    return found ? { data: found.data as T, savedAt: found.savedAt } : null;
  } catch {
    return null;
  }
}
