import { Dexie } from 'dexie';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MATCH_CHUNKS, matchChunkOf, openEngineDb, readStoredMatches } from './engine-db.ts';
import type { EngineDb } from './engine-db.ts';
import { createPersistQueue, PERSIST_ALIGN_MS, PERSIST_FLUSH_MS, PERSIST_MAX_PENDING } from './persist-queue.ts';
import type { PersistQueue } from './persist-queue.ts';
import { settle } from './test-support/engine-harness.ts';
import { createFakeClock } from './test-support/fake-clock.ts';
import type { FakeClock } from './test-support/fake-clock.ts';
import { makeMatch } from './test-support/fixtures.ts';

let db: EngineDb;
let clock: FakeClock;
let queue: PersistQueue;
const errors: unknown[] = [];

function setup(): void {
  db = openEngineDb({ indexedDB: new IDBFactory(), IDBKeyRange });
  clock = createFakeClock();
  errors.length = 0;
  queue = createPersistQueue({ db, timers: clock.timers, now: clock.now, onError: (error) => errors.push(error) });
}

const storedMatch = async (id: number) => (await readStoredMatches(db)).find((row) => row.id === id);

afterEach(() => {
  queue.dispose();
  db.close();
});

describe('persist queue', () => {
  it('is due PERSIST_FLUSH_MS after the first pending record and, with no record since, writes PERSIST_ALIGN_MS later', async () => {
    setup();
    queue.putMatches([makeMatch(1)]);
    clock.advance(100);
    queue.putMatches([makeMatch(2)]);
    clock.advance(PERSIST_FLUSH_MS + PERSIST_ALIGN_MS - 101);
    await settle();
    expect((await readStoredMatches(db)).length).toBe(0);
    clock.advance(1);
    await settle();
    expect((await readStoredMatches(db)).length).toBe(2);
    expect(queue.pendingCount()).toBe(0);
  });

  it('once due, writes in the task after the next record (the next socket frame), with that record', async () => {
    setup();
    queue.putMatches([makeMatch(1)]);
    clock.advance(PERSIST_FLUSH_MS);
    await settle();
    expect((await readStoredMatches(db)).length).toBe(0);
    queue.putMatches([makeMatch(2)]);
    queue.setCursor({ channel: 'football', epoch: 'e1', seq: 4 });
    // Not inside the frame's own task: the engine delivers that frame's batches first.
    await settle();
    expect((await readStoredMatches(db)).length).toBe(0);
    clock.advance(0);
    await settle();
    expect((await readStoredMatches(db)).map((row) => row.id).sort()).toEqual([1, 2]);
    expect(await db.cursors.get('football')).toEqual({ channel: 'football', epoch: 'e1', seq: 4 });
    // The next write waits its own PERSIST_FLUSH_MS again.
    queue.putMatches([makeMatch(3)]);
    clock.advance(PERSIST_FLUSH_MS - 1);
    queue.putMatches([makeMatch(4)]);
    clock.advance(0);
    await settle();
    expect(await storedMatch(3)).toBeUndefined();
  });

  it('writes at once at PERSIST_MAX_PENDING pending records', async () => {
    setup();
    queue.putMatches(Array.from({ length: PERSIST_MAX_PENDING - 1 }, (_, i) => makeMatch(i + 1)));
    await settle();
    expect((await readStoredMatches(db)).length).toBe(0);
    queue.setCursor({ channel: 'football', epoch: 'e1', seq: 9 });
    await settle();
    expect((await readStoredMatches(db)).length).toBe(PERSIST_MAX_PENDING - 1);
    expect(await db.cursors.get('football')).toEqual({ channel: 'football', epoch: 'e1', seq: 9 });
  });

  it('keeps only the latest record per key', async () => {
    setup();
    for (let v = 1; v <= PERSIST_MAX_PENDING + 100; v += 1) queue.putMatches([makeMatch(1, { v })]);
    expect(queue.pendingCount()).toBe(1);
    await queue.flush();
    expect(await storedMatch(1)).toMatchObject({ v: PERSIST_MAX_PENDING + 100 });
  });

  it('writes rows and the cursor in one transaction: a failed cursor write stores no row either', async () => {
    setup();
    await queue.flush();
    const transaction = vi.spyOn(db, 'transaction');
    const bulkPut = vi.spyOn(db.cursors, 'bulkPut').mockRejectedValueOnce(new Error('quota'));
    queue.putMatches([makeMatch(1, { v: 2 })]);
    queue.setCursor({ channel: 'football', epoch: 'e1', seq: 1 });
    await queue.flush();
    expect(transaction).toHaveBeenCalledTimes(1);
    expect(errors).toHaveLength(1);
    expect(await storedMatch(1)).toBeUndefined();
    expect(await db.cursors.get('football')).toBeUndefined();
    // Nothing is lost: the batch is retried and lands whole.
    bulkPut.mockRestore();
    clock.advance(PERSIST_FLUSH_MS * 2);
    await settle();
    expect(await storedMatch(1)).toMatchObject({ v: 2 });
    expect(await db.cursors.get('football')).toMatchObject({ seq: 1 });
  });

  it('deletes removed rows and stamps the commit time', async () => {
    setup();
    queue.putMatches([makeMatch(1), makeMatch(2)]);
    await queue.flush();
    queue.deleteMatches([1]);
    await queue.flush();
    expect((await readStoredMatches(db)).map((row) => row.id)).toEqual([2]);
    expect(await db.meta.get('storedAt')).toEqual({ key: 'storedAt', value: clock.now() });
  });

  it('stores rows in at most MATCH_CHUNKS records, and reads every row back', async () => {
    setup();
    queue.putMatches(Array.from({ length: 500 }, (_, i) => makeMatch(i + 1)));
    await queue.flush();
    expect(await db.matchChunks.count()).toBe(MATCH_CHUNKS);
    expect((await readStoredMatches(db)).map((row) => row.id).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 500 }, (_, i) => i + 1),
    );
    // One changed row rewrites its chunk only.
    const bulkPut = vi.spyOn(db.matchChunks, 'bulkPut');
    queue.putMatches([makeMatch(7, { v: 2 })]);
    await queue.flush();
    expect(bulkPut.mock.calls.map(([records]) => records.map((r) => r.chunk))).toEqual([[matchChunkOf(7)]]);
    expect(await storedMatch(7)).toMatchObject({ v: 2 });
  });

  it('keeps the rows stored before a restart in the chunks it rewrites, and drops an emptied chunk', async () => {
    setup();
    const [a, b] = [1, 1 + MATCH_CHUNKS];
    expect(matchChunkOf(a)).toBe(matchChunkOf(b));
    queue.putMatches([makeMatch(a), makeMatch(b)]);
    await queue.flush();
    queue.dispose();
    // The next engine: seeded with what it read, it changes one row of the chunk.
    queue = createPersistQueue({ db, timers: clock.timers, now: clock.now });
    queue.seed(await readStoredMatches(db));
    queue.putMatches([makeMatch(a, { v: 5 })]);
    await queue.flush();
    expect((await readStoredMatches(db)).map((row) => [row.id, row.v])).toEqual([
      [a, 5],
      [b, 1],
    ]);
    queue.deleteMatches([a, b]);
    await queue.flush();
    expect(await db.matchChunks.get(matchChunkOf(a))).toBeUndefined();
  });
});

describe('engine database upgrade', () => {
  it('drops the one-row-per-record rows of version 2 and their cursors: the next start resumes from a snapshot', async () => {
    const indexedDB = new IDBFactory();
    const old = new Dexie('live-engine', { indexedDB, IDBKeyRange });
    old
      .version(1)
      .stores({ matches: 'id, sport', cursors: 'channel', meta: 'key', odds: '[match_id+company_id], company_id' });
    old.version(2).stores({ follows: 'match_id' });
    await old.table('matches').put(makeMatch(1));
    await old.table('cursors').put({ channel: 'football', epoch: 'e1', seq: 9 });
    await old.table('follows').put({ match_id: 1 });
    old.close();
    const upgraded = openEngineDb({ indexedDB, IDBKeyRange });
    expect(await upgraded.cursors.count()).toBe(0);
    expect(await readStoredMatches(upgraded)).toEqual([]);
    expect(await upgraded.follows.count()).toBe(1);
    upgraded.close();
  });
});
