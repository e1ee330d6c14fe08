import { afterEach, describe, expect, it } from 'vitest';
import { createFrameLog } from './frame-log.ts';
import type { EngineHarness } from './test-support/engine-harness.ts';
import { recordBatches, settle, startEngine } from './test-support/engine-harness.ts';
import { makeMatch, matchFrame, minuteDelta } from './test-support/fixtures.ts';
import { goLive } from './test-support/live-scenarios.ts';

let h: EngineHarness | undefined;
afterEach(async () => {
  await h?.engine.dispose();
  h = undefined;
});

describe('frame log', () => {
  it('keeps the newest records only, and answers what came after an id', () => {
    const log = createFrameLog(3);
    for (let seq = 1; seq <= 5; seq += 1) log.received(10, matchFrame('football', 'e1', seq, []), seq * 1000);
    expect(log.after(0).map((r) => r.seq)).toEqual([3, 4, 5]);
    expect(log.after(4).map((r) => r.seq)).toEqual([5]);
    expect(log.after(5)).toEqual([]);
    // An id this log never gave (another engine's): everything kept is new.
    expect(log.after(99).map((r) => r.seq)).toEqual([3, 4, 5]);
    expect(log.last(2).map((r) => r.id)).toEqual([4, 5]);
    expect(log.channel('football')).toEqual({ frames: 5, lastFrameAt: 5000 });
    expect(log.counters()).toMatchObject({ framesIn: 5, sizeIn: 50, unreadable: 0 });
  });

  it('notes unreadable frames and what the engine sends, never a payload', () => {
    const log = createFrameLog();
    log.received(7, null, 1);
    log.sent(40, { type: 'auth', token: 'secret-token' }, 2);
    log.sent(60, { type: 'resume', channel: 'basketball', epoch: 'e1', seq: 12 }, 3);
    const [bad, auth, resume] = log.after(0);
    expect(bad).toMatchObject({ dir: 'in', type: 'unreadable', size: 7 });
    expect(JSON.stringify(auth)).not.toContain('secret-token');
    expect(auth).toMatchObject({ dir: 'out', type: 'auth', code: null, channel: null });
    expect(resume).toMatchObject({ type: 'resume', channel: 'basketball', seq: 12 });
    expect(log.counters()).toMatchObject({ framesIn: 1, framesOut: 2, unreadable: 1 });
  });
});

describe('engine diagnostics', () => {
  it('shows each channel advancing, the frames, the tabs, their subscriptions and the stored rows', async () => {
    h = await startEngine();
    const rec = recordBatches();
    h.engine.attach({ tabId: 't1', visible: true });
    h.engine.attach({ tabId: 't2', visible: false });
    h.engine.subscribe('t1', { kind: 'matches', sport: 'football' }, rec.callback);
    h.engine.joinRoom('t2', 7, () => undefined);
    await goLive(h, [makeMatch(1)]);
    h.socket.serve(matchFrame('football', 'e1', 1, [minuteDelta(1, 2, 12)]));
    h.socket.serve(matchFrame('football', 'e1', 2, [minuteDelta(1, 3, 13)]));
    h.socket.serve({ code: 0, type: 'room', room_id: 7, joined: true });
    await h.engine.flush();
    await settle();

    const d = await h.engine.diagnostics();
    expect(d.status).toMatchObject({ link: 'open', tabs: 2, subscriptions: 1, tier: 'in-process' });
    expect(d.channels.find((c) => c.channel === 'football')).toMatchObject({
      mode: 'live',
      epoch: 'e1',
      seq: 2,
      frames: 2,
    });
    expect(d.channels.map((c) => c.channel)).toEqual(expect.arrayContaining(['basketball', 'esports', 'odds:1']));
    expect(d.tabs).toEqual([
      { tabId: 't1', visible: true, subscriptions: 1, rooms: 0 },
      { tabId: 't2', visible: false, subscriptions: 0, rooms: 1 },
    ]);
    expect(d.subscriptions).toEqual([
      { id: expect.any(Number), tabId: 't1', query: { kind: 'matches', sport: 'football' } },
    ]);
    expect(d.rooms).toEqual([{ roomId: 7, tabs: 1, joined: true }]);
    expect(d.stored).toMatchObject({ matches: 1 });
    expect(d.stored?.cursors).toBeGreaterThanOrEqual(4);
    expect(d.lastFrames.at(-1)).toMatchObject({ dir: 'in', type: 'room', code: 0 });
    expect(d.lastFrames.some((f) => f.type === 'football' && f.seq === 2 && f.rows === 1)).toBe(true);

    // The frame log carries on from the last id a page saw.
    const all = h.engine.frameLog(0);
    expect(all.some((f) => f.dir === 'out' && f.type === 'register')).toBe(true);
    const lastId = all.at(-1)!.id;
    h.socket.serve(matchFrame('football', 'e1', 3, [minuteDelta(1, 4, 14)]));
    expect(h.engine.frameLog(lastId)).toEqual([expect.objectContaining({ type: 'football', seq: 3 })]);
  });

  it('answers before the socket exists and after the tabs left', async () => {
    h = await startEngine();
    const d = await h.engine.diagnostics();
    expect(d.tabs).toEqual([]);
    expect(d.counters.framesIn).toBe(0);
    h.engine.attach({ tabId: 't1', visible: true });
    h.engine.detach('t1');
    expect((await h.engine.diagnostics()).tabs).toEqual([]);
  });
});
