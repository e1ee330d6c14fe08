import { describe, expect, it } from 'vitest';
import type { LiveMatch } from '../contracts/match.ts';
import { MATCH_CHUNKS, readStoredMatches } from './engine-db.ts';
import { PERSIST_ALIGN_MS, PERSIST_FLUSH_MS } from './persist-queue.ts';
import { recordBatches, settle, startEngine } from './test-support/engine-harness.ts';
import { makeMatch, makeOdds, matchFrame, minuteDelta, oddsFrame } from './test-support/fixtures.ts';
import { goLive } from './test-support/live-scenarios.ts';

describe('restart from IndexedDB', () => {
  it('starts a new engine from the stored rows and cursor: reset before any frame, resume from the cursor', async () => {
    const first = await startEngine();
    await goLive(first, [makeMatch(1), makeMatch(2)]);
    first.socket.serve(matchFrame('football', 'e1', 1, [minuteDelta(1, 2, 11)]));
    first.socket.serve(matchFrame('football', 'e1', 2, [minuteDelta(1, 3, 12)]));
    const { v, match_id, company_id, ...fields } = makeOdds(1, 1);
    first.socket.serve(oddsFrame(1, 'e1', 1, [{ v, match_id, company_id, ...fields }]));
    // Due, and no frame since: written PERSIST_ALIGN_MS later.
    first.clock.advance(PERSIST_FLUSH_MS + PERSIST_ALIGN_MS);
    await settle();
    // Not flushed yet at restart: a frame the store never saw must not move the stored cursor.
    first.socket.serve(matchFrame('football', 'e1', 3, [minuteDelta(1, 4, 13)]));
    first.socket.drop();

    const second = await startEngine({ idb: first.idb });
    const rec = recordBatches();
    second.engine.subscribe('tab', { kind: 'matches', sport: 'football' }, rec.callback);
    const odds = recordBatches();
    second.engine.subscribe('tab', { kind: 'odds', sport: 'football', company_id: 1 }, odds.callback);
    await settle(1);
    expect(second.socket.sent).toEqual([]);
    expect(rec.batches).toHaveLength(1);
    const reset = rec.batches[0];
    expect(reset?.kind).toBe('reset');
    expect((reset?.rows as LiveMatch[]).map((row) => [row.id, row.v]).sort()).toEqual([
      [1, 3],
      [2, 1],
    ]);
    expect(reset?.status.storedAt).toBeGreaterThan(0);
    expect(odds.batches[0]?.rows).toHaveLength(1);

    second.connect('e1');
    expect(second.socket.sentOf('resume')).toEqual([
      { type: 'resume', channel: 'football', epoch: 'e1', seq: 2 },
      { type: 'resume', channel: 'basketball', epoch: 'e1', seq: 0 },
      { type: 'resume', channel: 'esports', epoch: 'e1', seq: 0 },
      { type: 'resume', channel: 'odds:1', epoch: 'e1', seq: 1 },
    ]);
    await second.engine.dispose();
  });

  it('keeps the stored rows a restarted engine has not changed when it rewrites their chunk', async () => {
    const first = await startEngine();
    const [a, b] = [1, 1 + MATCH_CHUNKS];
    await goLive(first, [makeMatch(a), makeMatch(b)]);
    await first.engine.flush();
    await first.engine.dispose();

    const second = await startEngine({ idb: first.idb });
    second.connect('e1');
    await settle(1);
    second.socket.serve(matchFrame('football', 'e1', 1, [minuteDelta(a, 2, 11)]));
    await settle(1);
    await second.engine.flush();
    expect((await readStoredMatches(second.db)).map((row) => [row.id, row.v]).sort()).toEqual([
      [a, 2],
      [b, 1],
    ]);
    await second.engine.dispose();
  });

  it('persists what a snapshot removed', async () => {
    const first = await startEngine();
    await goLive(first, [makeMatch(1), makeMatch(2)]);
    first.socket.serve({ code: 0, type: 'snapshot_required', channel: 'football', epoch: 'e1' });
    await settle(1);
    first.answerSnapshot({ channel: 'football', epoch: 'e1', seq: 4, list: [makeMatch(2, { v: 3 })] });
    await settle(1);
    await first.engine.flush();
    expect((await readStoredMatches(first.db)).map((row) => [row.id, row.v])).toEqual([[2, 3]]);
    expect(await first.db.cursors.get('football')).toEqual({ channel: 'football', epoch: 'e1', seq: 4 });
    await first.engine.dispose();
  });
});
