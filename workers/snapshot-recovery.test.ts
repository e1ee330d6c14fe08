import { afterEach, describe, expect, it } from 'vitest';
import type { LiveMatch } from '../contracts/match.ts';
import type { EngineHarness } from './test-support/engine-harness.ts';
import { recordAlerts, recordBatches, settle, startEngine } from './test-support/engine-harness.ts';
import { goalDelta, insertDelta, makeMatch, matchFrame, minuteDelta } from './test-support/fixtures.ts';
import { goLive } from './test-support/live-scenarios.ts';

let h: EngineHarness;
afterEach(async () => {
  await h.engine.dispose();
});

/** The football rows a fresh subscription sees. */
async function footballRows(): Promise<LiveMatch[]> {
  const rec = recordBatches();
  const id = h.engine.subscribe('probe', { kind: 'matches', sport: 'football' }, rec.callback);
  await settle(1);
  h.engine.unsubscribe(id);
  const first = rec.batches[0];
  if (first?.kind !== 'reset') throw new Error('no reset batch');
  return (first.rows as LiveMatch[]).slice().sort((a, b) => a.id - b.id);
}

describe('snapshot_required', () => {
  it('replaces the channel with the snapshot, then applies buffered frames with a larger seq', async () => {
    h = await startEngine();
    await goLive(h, [makeMatch(1), makeMatch(2)]);
    h.socket.serve(matchFrame('football', 'e1', 1, [minuteDelta(1, 2, 11)]));
    h.socket.drop();
    h.connect('e1');
    h.socket.serve({ code: 0, type: 'snapshot_required', channel: 'football', epoch: 'e1' });
    // Live frames keep coming while the snapshot is fetched.
    h.socket.serve(matchFrame('football', 'e1', 10, [insertDelta(makeMatch(3))]));
    h.socket.serve(matchFrame('football', 'e1', 11, [minuteDelta(1, 6, 51)]));
    h.socket.serve(matchFrame('football', 'e1', 12, [minuteDelta(1, 7, 52)]));
    await settle(1);
    expect(h.snapshotRequests.map((r) => r.channel)).toEqual(['football']);
    h.answerSnapshot({ channel: 'football', epoch: 'e1', seq: 10, list: [makeMatch(1, { v: 5, minute: 50 })] });
    await settle(2);
    const rows = await footballRows();
    // Match 2 is not in the snapshot: gone. Frame 10 is covered by the snapshot: not applied.
    expect(rows.map((r) => [r.id, r.v, r.minute])).toEqual([[1, 7, 52]]);
    h.socket.serve(matchFrame('football', 'e1', 13, [minuteDelta(1, 8, 53)]));
    expect((await footballRows())[0]).toMatchObject({ v: 8, minute: 53 });
    expect(h.snapshotRequests).toHaveLength(0);
  });

  it('fetches again when a buffered frame does not follow the snapshot', async () => {
    h = await startEngine();
    await goLive(h, [makeMatch(1)]);
    h.socket.serve({ code: 0, type: 'snapshot_required', channel: 'football', epoch: 'e1' });
    h.socket.serve(matchFrame('football', 'e1', 12, [minuteDelta(1, 12, 62)]));
    h.socket.serve(matchFrame('football', 'e1', 13, [minuteDelta(1, 13, 63)]));
    await settle(1);
    // A stale snapshot (seq 10): frame 11 is missing, so nothing past it may be applied.
    h.answerSnapshot({ channel: 'football', epoch: 'e1', seq: 10, list: [makeMatch(1, { v: 10, minute: 60 })] });
    await settle(1);
    h.clock.advance(0);
    await settle(1);
    expect(h.snapshotRequests.map((r) => r.channel)).toEqual(['football']);
    expect((await footballRows())[0]).toMatchObject({ v: 10, minute: 60 });
    h.answerSnapshot({ channel: 'football', epoch: 'e1', seq: 12, list: [makeMatch(1, { v: 12, minute: 62 })] });
    await settle(1);
    expect((await footballRows())[0]).toMatchObject({ v: 13, minute: 63 });
  });

  it('retries a failed snapshot fetch with backoff', async () => {
    h = await startEngine();
    await goLive(h, [makeMatch(1)]);
    h.socket.serve({ code: 0, type: 'snapshot_required', channel: 'football', epoch: 'e1' });
    await settle(1);
    h.snapshotRequests.shift()?.reject(new Error('HTTP 503'));
    await settle(1);
    expect(h.snapshotRequests).toHaveLength(0);
    h.clock.advance(10_000);
    expect(h.snapshotRequests.map((r) => r.channel)).toEqual(['football']);
  });
});

describe('server restart', () => {
  it('takes a snapshot on a new epoch even though its versions are lower', async () => {
    h = await startEngine();
    await goLive(h, [makeMatch(1, { v: 40 })]);
    h.socket.serve(matchFrame('football', 'e1', 1, [minuteDelta(1, 41, 80)]));
    h.socket.drop();
    h.socket.clearSent();
    h.connect('e2');
    expect(h.socket.sentOf('resume')).toContainEqual({ type: 'resume', channel: 'football', epoch: 'e1', seq: 1 });
    h.socket.serve({ code: 0, type: 'snapshot_required', channel: 'football', epoch: 'e2' });
    await settle(1);
    h.answerSnapshot({ channel: 'football', epoch: 'e2', seq: 0, list: [makeMatch(1, { v: 1, minute: 5 })] });
    await settle(1);
    h.socket.serve(matchFrame('football', 'e2', 1, [minuteDelta(1, 2, 6)]));
    expect((await footballRows())[0]).toMatchObject({ v: 2, minute: 6 });
  });

  it('treats a frame of another epoch as a gap', async () => {
    h = await startEngine();
    await goLive(h, [makeMatch(1)]);
    h.socket.clearSent();
    h.socket.serve(matchFrame('football', 'e9', 1, [minuteDelta(1, 2, 11)]));
    expect(h.socket.sentOf('resume')).toEqual([{ type: 'resume', channel: 'football', epoch: 'e1', seq: 0 }]);
    expect((await footballRows())[0]).toMatchObject({ v: 1, minute: 10 });
  });
});

describe('row versions', () => {
  it('fetches the snapshot when a delta skips a version, applying nothing of that frame', async () => {
    h = await startEngine();
    await goLive(h, [makeMatch(1), makeMatch(2)]);
    h.socket.serve(matchFrame('football', 'e1', 1, [minuteDelta(2, 2, 11), minuteDelta(1, 3, 12)]));
    await settle(1);
    expect(h.snapshotRequests.map((r) => r.channel)).toEqual(['football']);
    expect((await footballRows()).map((r) => r.v)).toEqual([1, 1]);
    h.answerSnapshot({
      channel: 'football',
      epoch: 'e1',
      seq: 1,
      list: [makeMatch(1, { v: 3 }), makeMatch(2, { v: 2 })],
    });
    await settle(1);
    expect((await footballRows()).map((r) => r.v)).toEqual([3, 2]);
  });

  it('fetches the snapshot for an unknown match whose delta is not its first version', async () => {
    h = await startEngine();
    await goLive(h, []);
    h.socket.serve(matchFrame('football', 'e1', 1, [minuteDelta(7, 4, 30)]));
    await settle(1);
    expect(h.snapshotRequests.map((r) => r.channel)).toEqual(['football']);
  });

  it('inserts an unknown match from a v1 delta carrying the whole row', async () => {
    h = await startEngine();
    await goLive(h, []);
    h.socket.serve(matchFrame('football', 'e1', 1, [insertDelta(makeMatch(7))]));
    expect(await footballRows()).toEqual([makeMatch(7)]);
    expect(h.snapshotRequests).toHaveLength(0);
  });

  it('drops matches the server pruned, and a subscription sees them removed', async () => {
    h = await startEngine();
    await goLive(h, [makeMatch(7), makeMatch(8)]);
    const rec = recordBatches();
    h.engine.subscribe('tab', { kind: 'matches', sport: 'football' }, rec.callback);
    await settle();
    const frame = matchFrame('football', 'e1', 1, []);
    h.socket.serve({ ...frame, data: { type: 'football', list: [], removed: [7] } });
    await settle();
    expect((await footballRows()).map((m) => m.id)).toEqual([8]);
    expect(rec.batches.at(-1)).toMatchObject({ kind: 'patch', rows: [], removed: [7] });
  });

  it('never applies a delta twice, even inside a newer frame', async () => {
    h = await startEngine();
    await goLive(h, [makeMatch(1)]);
    const tab = recordAlerts();
    h.engine.attach({ tabId: 'tab', visible: true });
    h.engine.onAlert('tab', tab.callback);
    h.socket.serve(matchFrame('football', 'e1', 1, [goalDelta(1, 2, 1, 0)]));
    // The same goal again (v 2 <= row v 2), then a real change.
    h.socket.serve(matchFrame('football', 'e1', 2, [{ ...goalDelta(1, 2, 2, 0) }, minuteDelta(1, 3, 24)]));
    expect((await footballRows())[0]).toMatchObject({ v: 3, home_score: 1, minute: 24 });
    expect(tab.alerts).toHaveLength(1);
  });
});
