import { afterEach, describe, expect, it } from 'vitest';
import type { LiveMatch } from '../contracts/match.ts';
import type { EngineHarness } from './test-support/engine-harness.ts';
import { recordBatches, settle, startEngine } from './test-support/engine-harness.ts';
import { goalDelta, makeMatch, matchFrame, minuteDelta } from './test-support/fixtures.ts';
import { DEFAULT_CHANNELS, goLive } from './test-support/live-scenarios.ts';

let h: EngineHarness;
afterEach(async () => {
  await h.engine.dispose();
});

describe('live connection handshake', () => {
  it('registers, toggles the company and classifies on open, then resumes every channel after welcome', async () => {
    h = await startEngine();
    h.socket.open();
    expect(h.socket.sent.map((f) => f.type)).toEqual(['register', 'toggle', 'classify']);
    expect(h.socket.sentOf('register')[0]).toEqual({ type: 'register', info: 'web', protocol: 1 });
    expect(h.socket.sentOf('toggle')[0]).toEqual({ type: 'toggle', company_id: 1 });
    expect(h.socket.sentOf('resume')).toEqual([]);
    h.socket.serve({ code: 0, type: 'welcome', protocol: 1, epoch: 'e1', heartbeat_ms: 30_000 });
    expect(h.socket.sentOf('resume')).toEqual(
      DEFAULT_CHANNELS.map((channel) => ({ type: 'resume', channel, epoch: null, seq: 0 })),
    );
    expect(h.engine.status()).toMatchObject({ connected: true, epoch: 'e1', connects: 1 });
  });
});

describe('heartbeat', () => {
  it('sends a heartbeat every 30 s', async () => {
    h = await startEngine();
    h.connect();
    h.clock.advance(29_999);
    expect(h.socket.sentOf('heartbeat')).toHaveLength(0);
    h.clock.advance(1);
    expect(h.socket.sentOf('heartbeat')).toEqual([{ type: 'heartbeat', ts: h.clock.now() }]);
    h.socket.serve({ code: 0, type: 'pong', ts: h.clock.now() });
    h.clock.advance(30_000);
    h.socket.serve({ code: 0, type: 'pong', ts: h.clock.now() });
    h.clock.advance(30_000);
    expect(h.socket.sentOf('heartbeat')).toHaveLength(3);
    expect(h.socket.reconnects).toBe(1);
  });

  it('forces a reconnect when no pong arrives within 10 s of a heartbeat', async () => {
    h = await startEngine();
    h.connect();
    h.clock.advance(30_000);
    h.clock.advance(9_999);
    expect(h.socket.reconnects).toBe(1);
    h.clock.advance(1);
    expect(h.socket.reconnects).toBe(2);
    expect(h.engine.status().connected).toBe(false);
    // The new connection shakes hands again and resumes.
    h.socket.clearSent();
    h.connect();
    expect(h.socket.sentOf('register')).toHaveLength(1);
    expect(h.socket.sentOf('resume')).toHaveLength(DEFAULT_CHANNELS.length);
    expect(h.engine.status().connects).toBe(2);
  });
});

describe('sequence and gaps', () => {
  it('applies frames in order and ignores a frame it already applied', async () => {
    h = await startEngine();
    await goLive(h, [makeMatch(1)]);
    const rec = recordBatches();
    h.engine.subscribe('tab', { kind: 'matches', sport: 'football' }, rec.callback);
    await settle(1);
    h.socket.serve(matchFrame('football', 'e1', 1, [goalDelta(1, 2, 1, 0)]));
    h.socket.serve(matchFrame('football', 'e1', 1, [goalDelta(1, 2, 1, 0)]));
    h.socket.serve(matchFrame('football', 'e1', 2, [minuteDelta(1, 3, 24)]));
    await settle(1);
    const rows = rec.patchedRows() as LiveMatch[];
    expect(rows.at(-1)).toMatchObject({ id: 1, v: 3, home_score: 1, minute: 24 });
    expect(h.engine.status().connected).toBe(true);
    expect(h.socket.sentOf('resume')).toHaveLength(DEFAULT_CHANNELS.length);
  });

  it('re-sends resume on a seq gap and applies nothing past it until the replay fills it', async () => {
    h = await startEngine();
    await goLive(h, [makeMatch(1)]);
    const rec = recordBatches();
    h.engine.subscribe('tab', { kind: 'matches', sport: 'football' }, rec.callback);
    await settle(1);
    h.socket.clearSent();
    h.socket.serve(matchFrame('football', 'e1', 1, [minuteDelta(1, 2, 11)]));
    // seq 2 is lost; 3 and 4 arrive.
    h.socket.serve(matchFrame('football', 'e1', 3, [minuteDelta(1, 4, 13)]));
    h.socket.serve(matchFrame('football', 'e1', 4, [minuteDelta(1, 5, 14)]));
    await settle(1);
    expect(h.socket.sentOf('resume')).toEqual([{ type: 'resume', channel: 'football', epoch: 'e1', seq: 1 }]);
    expect((rec.patchedRows() as LiveMatch[]).map((row) => row.v)).toEqual([2]);
    // The server replays 2..4, then says resumed.
    h.socket.serve(matchFrame('football', 'e1', 2, [minuteDelta(1, 3, 12)]));
    h.socket.serve(matchFrame('football', 'e1', 3, [minuteDelta(1, 4, 13)]));
    h.socket.serve(matchFrame('football', 'e1', 4, [minuteDelta(1, 5, 14)]));
    h.socket.serve({ code: 0, type: 'resumed', channel: 'football', epoch: 'e1', from: 2, to: 4 });
    await settle(1);
    expect((rec.patchedRows() as LiveMatch[]).at(-1)).toMatchObject({ v: 5, minute: 14 });
    h.socket.serve(matchFrame('football', 'e1', 5, [minuteDelta(1, 6, 15)]));
    await settle(1);
    expect((rec.patchedRows() as LiveMatch[]).at(-1)).toMatchObject({ v: 6, minute: 15 });
    expect(h.socket.sentOf('resume')).toHaveLength(1);
  });

  it('replays missed frames after a reconnect from the cursor it holds', async () => {
    h = await startEngine();
    await goLive(h, [makeMatch(1)]);
    h.socket.serve(matchFrame('football', 'e1', 1, [minuteDelta(1, 2, 11)]));
    h.socket.drop();
    h.socket.clearSent();
    h.connect('e1');
    expect(h.socket.sentOf('resume')).toContainEqual({ type: 'resume', channel: 'football', epoch: 'e1', seq: 1 });
    h.socket.serve(matchFrame('football', 'e1', 2, [minuteDelta(1, 3, 12)]));
    h.socket.serve({ code: 0, type: 'resumed', channel: 'football', epoch: 'e1', from: 2, to: 2 });
    h.socket.serve(matchFrame('football', 'e1', 3, [minuteDelta(1, 4, 13)]));
    const rec = recordBatches();
    h.engine.subscribe('tab', { kind: 'matches', sport: 'football' }, rec.callback);
    await settle(1);
    expect(rec.batches[0]).toMatchObject({ kind: 'reset', rows: [{ id: 1, v: 4, minute: 13 }] });
    expect(h.snapshotRequests).toHaveLength(0);
  });
});
