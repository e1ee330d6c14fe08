import { afterEach, describe, expect, it } from 'vitest';
import type { EngineHarness } from './test-support/engine-harness.ts';
import { recordBatches, settle, startEngine } from './test-support/engine-harness.ts';
import { makeMatch } from './test-support/fixtures.ts';
import { DEFAULT_CHANNELS, goLive } from './test-support/live-scenarios.ts';

let h: EngineHarness;
afterEach(async () => {
  await h.engine.dispose();
});

describe('engine status reaches the tabs', () => {
  it('is connecting (not down) from the start until the first welcome, then open and syncing until caught up', async () => {
    h = await startEngine();
    const rec = recordBatches();
    h.engine.subscribe('t1', { kind: 'matches', sport: 'football' }, rec.callback);
    await settle();
    expect(rec.batches[0]?.status).toMatchObject({ link: 'connecting', connected: false });
    h.socket.open();
    await settle();
    expect(h.engine.status().link).toBe('connecting');
    h.socket.serve({ code: 0, type: 'welcome', protocol: 1, epoch: 'e1', heartbeat_ms: 30_000 });
    await settle();
    // An empty patch carries the new status although no row changed.
    expect(rec.batches.at(-1)).toMatchObject({ kind: 'patch', rows: [], status: { link: 'open', syncing: true } });
    for (const channel of DEFAULT_CHANNELS)
      h.socket.serve({ code: 0, type: 'snapshot_required', channel, epoch: 'e1' });
    await settle(2);
    for (const channel of DEFAULT_CHANNELS) h.answerSnapshot({ channel, epoch: 'e1', seq: 0, list: [] });
    await settle();
    expect(rec.batches.at(-1)?.status).toMatchObject({ link: 'open', syncing: false });
  });

  it('is down at once when the socket drops or a first attempt fails, and open again after the next welcome', async () => {
    h = await startEngine();
    const rec = recordBatches();
    h.engine.subscribe('t1', { kind: 'matches', sport: 'football' }, rec.callback);
    h.socket.drop();
    await settle();
    expect(rec.batches.at(-1)?.status.link).toBe('down');
    await goLive(h, [makeMatch(1)]);
    expect(rec.batches.at(-1)?.status).toMatchObject({ link: 'open', syncing: false });
    h.socket.drop();
    await settle();
    expect(rec.batches.at(-1)?.status).toMatchObject({ link: 'down', connected: false });
    h.socket.open();
    await settle();
    // A socket open again but not yet welcomed is still down.
    expect(h.engine.status().link).toBe('down');
  });

  it('tells the tabs of every pong, so a quiet list does not look stale', async () => {
    h = await startEngine();
    await goLive(h, [makeMatch(1)]);
    const rec = recordBatches();
    h.engine.subscribe('t1', { kind: 'matches', sport: 'football' }, rec.callback);
    await settle();
    const before = rec.batches.length;
    h.clock.advance(30_000);
    h.socket.serve({ code: 0, type: 'pong', ts: h.clock.now() });
    await settle();
    expect(rec.batches.length).toBe(before + 1);
    expect(rec.batches.at(-1)?.status.lastMessageAt).toBe(h.clock.now());
  });
});
