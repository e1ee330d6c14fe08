import type { EngineDb } from '../../../workers/engine-db.ts';

type Key = number | string | readonly (number | string)[];

/** One table as a Map; keys are flattened so `[match_id, company_id]` works like in Dexie. */
class MemoryTable<Row> {
  private readonly rows = new Map<string, Row>();
  constructor(private readonly keyOf: (row: Row) => Key) {}

  private static flat(key: Key): string {
    return Array.isArray(key) ? key.join(':') : String(key);
  }
  toArray(): Promise<Row[]> {
    return Promise.resolve([...this.rows.values()]);
  }
  get(key: Key): Promise<Row | undefined> {
    return Promise.resolve(this.rows.get(MemoryTable.flat(key)));
  }
  put(row: Row): Promise<void> {
    this.rows.set(MemoryTable.flat(this.keyOf(row)), row);
    return Promise.resolve();
  }
  bulkPut(rows: readonly Row[]): Promise<void> {
    for (const row of rows) this.rows.set(MemoryTable.flat(this.keyOf(row)), row);
    return Promise.resolve();
  }
  bulkDelete(keys: readonly Key[]): Promise<void> {
    for (const key of keys) this.rows.delete(MemoryTable.flat(key));
    return Promise.resolve();
  }
}

interface Keyed {
  id?: number | string;
  chunk?: number;
  key?: string;
  channel?: string;
  match_id?: number;
  company_id?: number;
}

/**
 * The per-tab baseline's database: an in-memory stand-in for the engine's Dexie database. The
 * site the baseline stands for kept nothing in IndexedDB, so the baseline pays no storage cost
 * (which only makes the comparison harder for the shared engine). It implements exactly what
 * the engine calls: `transaction`, `toArray`, `get`, `put`, `bulkPut`, `bulkDelete`.
 */
export function createMemoryEngineDb(): EngineDb {
  const table = (keyOf: (row: Keyed) => Key) => new MemoryTable<Keyed>(keyOf);
  const db = {
    matchChunks: table((r) => r.chunk ?? ''),
    odds: table((r) => [r.match_id ?? 0, r.company_id ?? 0]),
    cursors: table((r) => r.channel ?? ''),
    meta: table((r) => r.key ?? ''),
    leagues: table((r) => r.id ?? ''),
    standings: table((r) => r.id ?? ''),
    schedules: table((r) => r.id ?? ''),
    rooms: table((r) => r.id ?? ''),
    transaction<T>(_mode: string, _tables: unknown, scope: () => Promise<T>): Promise<T> {
      return Promise.resolve().then(scope);
    },
  };
  // IMPORTANT: Dexie's class type cannot be implemented structurally; the engine touches only
  // the members above (workers/create-engine.ts load, workers/persist-queue.ts write).
  return db as unknown as EngineDb;
}
