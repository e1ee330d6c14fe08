import type { LiveMatch } from '../contracts/match.ts';
import type { OddsLine } from '../contracts/odds.ts';
import type { CursorRecord, EngineDb, MatchChunkRecord } from './engine-db.ts';
import { matchChunkOf, STORED_AT_KEY } from './engine-db.ts';
import type { Cancel, Timers } from './engine-deps.ts';

/**
 * Batch limits (BENCHMARKS.md B4). IndexedDB is a cache here: a restart resumes from the stored
 * cursor and the server replays the rest, so writing the latest state every 2 s loses nothing.
 * Measured at 1,000 updates a second over 500 matches (CPU-s per 6 s, browser process + engine
 * thread, one record per row): 250 ms batches ~0.6, 1 s ~0.31, 2 s ~0.22, no writes at all 0.
 * Rows are now written in chunks (engine-db.ts), which took the 2 s figure down by about two
 * thirds again (B1: browser process ~0.8 -> ~0.45 CPU-s per 10 s, engine ~0.75 -> ~0.65).
 */
export const PERSIST_FLUSH_MS = 2_000;
export const PERSIST_MAX_PENDING = 2_000;
/**
 * A due write waits for the next record, at most this long. Records come while the engine handles
 * a socket frame, so the write then runs in the task after that frame's: the rows' structured
 * clone (~2 ms of the engine's thread at 500 rows) lands where the next frame is furthest away,
 * instead of holding one up now and then: on a timer of its own, a write caught a frame every few
 * seconds at 20 frames a second, and those frames reached the tab 6-8 ms late (half of the
 * slowest batches in a probe of 800; none in 1,200 since).
 */
export const PERSIST_ALIGN_MS = 250;

export interface PersistQueueDeps {
  db: EngineDb;
  timers: Timers;
  now(): number;
  flushMs?: number;
  maxPending?: number;
  /** After each commit, with its time (for `EngineStatus.storedAt`). */
  onCommit?(at: number): void;
  onError?(error: unknown, context: string): void;
}

/**
 * Batched IndexedDB writes. Records are latest-wins per key; a flush is due PERSIST_FLUSH_MS after
 * the first pending record and runs right after the next record's task (PERSIST_ALIGN_MS at the
 * latest), or at once at PERSIST_MAX_PENDING, and writes rows, deletions and channel cursors in
 * ONE transaction, so a restart never resumes past data that was not stored. Live rows are stored
 * in chunks (engine-db.ts): the queue keeps what it stored, to write each changed chunk whole.
 */
export interface PersistQueue {
  /** The rows the database held at start-up (before any put): kept in the chunks written later. */
  seed(rows: readonly LiveMatch[]): void;
  putMatches(rows: readonly LiveMatch[]): void;
  deleteMatches(ids: readonly number[]): void;
  putOdds(lines: readonly OddsLine[]): void;
  deleteOdds(lines: readonly Pick<OddsLine, 'match_id' | 'company_id'>[]): void;
  setCursor(cursor: CursorRecord): void;
  pendingCount(): number;
  /** Writes everything pending now; resolves after the commit. */
  flush(): Promise<void>;
  dispose(): void;
}

interface Pending {
  matches: Map<number, LiveMatch | null>;
  odds: Map<string, OddsLine | [number, number]>;
  cursors: Map<string, CursorRecord>;
}

function emptyPending(): Pending {
  return { matches: new Map(), odds: new Map(), cursors: new Map() };
}

function sizeOf(p: Pending): number {
  return p.matches.size + p.odds.size + p.cursors.size;
}

/** Builds an idle queue. */
export function createPersistQueue(deps: PersistQueueDeps): PersistQueue {
  const flushMs = deps.flushMs ?? PERSIST_FLUSH_MS;
  const maxPending = deps.maxPending ?? PERSIST_MAX_PENDING;
  let pending = emptyPending();
  let cancelTimer: Cancel | null = null;
  /** The flush is due: the next record brings it forward to the task after its own. */
  let due = false;
  let running: Promise<void> | null = null;
  let again = false;
  let disposed = false;
  /** What the database holds (or the write in flight will hold), by chunk and id. */
  const stored = new Map<number, Map<number, LiveMatch>>();

  function chunkOf(id: number): Map<number, LiveMatch> {
    const chunk = matchChunkOf(id);
    let rows = stored.get(chunk);
    if (!rows) {
      rows = new Map();
      stored.set(chunk, rows);
    }
    return rows;
  }

  /** The batch's rows into `stored`; the chunks to write, whole. */
  function chunksOf(batch: Pending): { put: MatchChunkRecord[]; emptied: number[] } {
    const changed = new Set<number>();
    for (const [id, row] of batch.matches) {
      if (row === null) chunkOf(id).delete(id);
      else chunkOf(id).set(id, row);
      changed.add(matchChunkOf(id));
    }
    const put: MatchChunkRecord[] = [];
    const emptied: number[] = [];
    for (const chunk of changed) {
      const rows = stored.get(chunk);
      if (rows && rows.size > 0) put.push({ chunk, rows: [...rows.values()] });
      else emptied.push(chunk);
    }
    return { put, emptied };
  }

  function flushIn(ms: number): void {
    cancelTimer?.();
    cancelTimer = deps.timers.setTimeout(() => {
      cancelTimer = null;
      void flush();
    }, ms);
  }

  function added(): void {
    if (disposed) return;
    if (sizeOf(pending) >= maxPending) {
      void flush();
    } else if (due) {
      due = false;
      flushIn(0);
    } else if (cancelTimer === null) {
      cancelTimer = deps.timers.setTimeout(() => {
        due = true;
        flushIn(PERSIST_ALIGN_MS);
      }, flushMs);
    }
  }

  async function write(batch: Pending): Promise<void> {
    const { db } = deps;
    const chunks = chunksOf(batch);
    const putOdds: OddsLine[] = [];
    const deleteOdds: [number, number][] = [];
    for (const line of batch.odds.values()) {
      if (Array.isArray(line)) deleteOdds.push(line);
      else putOdds.push(line);
    }
    const at = deps.now();
    await db.transaction('rw', [db.matchChunks, db.odds, db.cursors, db.meta], async () => {
      if (chunks.emptied.length > 0) await db.matchChunks.bulkDelete(chunks.emptied);
      if (chunks.put.length > 0) await db.matchChunks.bulkPut(chunks.put);
      if (deleteOdds.length > 0) await db.odds.bulkDelete(deleteOdds);
      if (putOdds.length > 0) await db.odds.bulkPut(putOdds);
      if (batch.cursors.size > 0) await db.cursors.bulkPut([...batch.cursors.values()]);
      await db.meta.put({ key: STORED_AT_KEY, value: at });
    });
    deps.onCommit?.(at);
  }

  /**
   * A failed batch goes back under what was queued since, so newer records still win (`stored`
   * already holds it: the retry writes the same chunks again).
   */
  function requeue(batch: Pending): void {
    for (const [key, value] of batch.matches) if (!pending.matches.has(key)) pending.matches.set(key, value);
    for (const [key, value] of batch.odds) if (!pending.odds.has(key)) pending.odds.set(key, value);
    for (const [key, value] of batch.cursors) if (!pending.cursors.has(key)) pending.cursors.set(key, value);
  }

  function scheduleRetry(): void {
    if (cancelTimer !== null || disposed) return;
    cancelTimer = deps.timers.setTimeout(() => {
      cancelTimer = null;
      void flush();
    }, flushMs * 2);
  }

  // One transaction at a time, in order: a later batch must never commit before an earlier one.
  async function run(): Promise<void> {
    do {
      again = false;
      if (sizeOf(pending) === 0) return;
      const batch = pending;
      pending = emptyPending();
      try {
        await write(batch);
      } catch (error) {
        deps.onError?.(error, 'persist');
        requeue(batch);
        scheduleRetry();
        return;
      }
    } while (again || sizeOf(pending) >= maxPending);
  }

  function flush(): Promise<void> {
    cancelTimer?.();
    cancelTimer = null;
    due = false;
    if (running) {
      again = true;
      return running;
    }
    running = run().finally(() => {
      running = null;
      // Records queued during the last write wait for their own timer.
      if (sizeOf(pending) > 0) added();
    });
    return running;
  }

  return {
    seed(rows) {
      for (const row of rows) if (!chunkOf(row.id).has(row.id)) chunkOf(row.id).set(row.id, row);
    },
    putMatches(rows) {
      for (const row of rows) pending.matches.set(row.id, row);
      if (rows.length > 0) added();
    },
    deleteMatches(ids) {
      for (const id of ids) pending.matches.set(id, null);
      if (ids.length > 0) added();
    },
    putOdds(lines) {
      for (const line of lines) pending.odds.set(`${line.match_id}:${line.company_id}`, line);
      if (lines.length > 0) added();
    },
    deleteOdds(lines) {
      for (const { match_id, company_id } of lines)
        pending.odds.set(`${match_id}:${company_id}`, [match_id, company_id]);
      if (lines.length > 0) added();
    },
    setCursor(cursor) {
      pending.cursors.set(cursor.channel, cursor);
      added();
    },
    pendingCount: () => sizeOf(pending),
    flush,
    dispose() {
      disposed = true;
      cancelTimer?.();
      cancelTimer = null;
    },
  };
}
