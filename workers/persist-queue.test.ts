import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openEngineDb } from './engine-db.ts';
import type { EngineDb } from './engine-db.ts';
import { createPersistQueue, PERSIST_FLUSH_MS, PERSIST_MAX_PENDING } from './persist-queue.ts';
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

afterEach(() => {
  queue.dispose();
  db.close();
});

describe('persist queue', () => {
  it('writes PERSIST_FLUSH_MS after the first pending record, not before', async () => {
    setup();
    queue.putMatches([makeMatch(1)]);
    clock.advance(100);
    queue.putMatches([makeMatch(2)]);
    clock.advance(PERSIST_FLUSH_MS - 101);
    await settle();
    expect(await db.matches.count()).toBe(0);
    clock.advance(1);
    await settle();
    expect(await db.matches.count()).toBe(2);
    expect(queue.pendingCount()).toBe(0);
  });

  it('writes at once at PERSIST_MAX_PENDING pending records', async () => {
    setup();
    queue.putMatches(Array.from({ length: PERSIST_MAX_PENDING - 1 }, (_, i) => makeMatch(i + 1)));
    await settle();
    expect(await db.matches.count()).toBe(0);
    queue.setCursor({ channel: 'football', epoch: 'e1', seq: 9 });
    await settle();
    expect(await db.matches.count()).toBe(PERSIST_MAX_PENDING - 1);
    expect(await db.cursors.get('football')).toEqual({ channel: 'football', epoch: 'e1', seq: 9 });
  });

  it('keeps only the latest record per key', async () => {
    setup();
    for (let v = 1; v <= PERSIST_MAX_PENDING + 100; v += 1) queue.putMatches([makeMatch(1, { v })]);
    expect(queue.pendingCount()).toBe(1);
    await queue.flush();
    expect(await db.matches.get(1)).toMatchObject({ v: PERSIST_MAX_PENDING + 100 });
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
    expect(await db.matches.get(1)).toBeUndefined();
    expect(await db.cursors.get('football')).toBeUndefined();
    // Nothing is lost: the batch is retried and lands whole.
    bulkPut.mockRestore();
    clock.advance(PERSIST_FLUSH_MS * 2);
    await settle();
    expect(await db.matches.get(1)).toMatchObject({ v: 2 });
    expect(await db.cursors.get('football')).toMatchObject({ seq: 1 });
  });

  it('deletes removed rows and stamps the commit time', async () => {
    setup();
    queue.putMatches([makeMatch(1), makeMatch(2)]);
    await queue.flush();
    queue.deleteMatches([1]);
    await queue.flush();
    expect((await db.matches.toArray()).map((row) => row.id)).toEqual([2]);
    expect(await db.meta.get('storedAt')).toEqual({ key: 'storedAt', value: clock.now() });
  });
});
