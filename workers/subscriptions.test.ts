import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EngineStatus } from '../contracts/engine-api.ts';
import type { LiveMatch } from '../contracts/match.ts';
import type { OddsLine } from '../contracts/odds.ts';
import { createSubscriptionHub, type AnyBatch } from './subscriptions.ts';
import type { EngineHarness } from './test-support/engine-harness.ts';
import { recordBatches, settle, startEngine } from './test-support/engine-harness.ts';
import { goalDelta, makeMatch, makeOdds, matchFrame, minuteDelta, oddsFrame } from './test-support/fixtures.ts';
import { goLive } from './test-support/live-scenarios.ts';

let h: EngineHarness;
afterEach(async () => {
  await h.engine.dispose();
});

const football = { kind: 'matches', sport: 'football' } as const;

describe('diffing', () => {
  it('sends only the rows that changed, each in its latest state', async () => {
    h = await startEngine();
    await goLive(h, [makeMatch(1), makeMatch(2), makeMatch(3)]);
    const rec = recordBatches();
    h.engine.subscribe('tab', football, rec.callback);
    await settle(1);
    expect(rec.batches[0]).toMatchObject({ kind: 'reset' });
    expect(rec.batches[0]?.rows).toHaveLength(3);
    h.socket.serve(matchFrame('football', 'e1', 1, [minuteDelta(2, 2, 11), minuteDelta(2, 3, 12)]));
    await settle(1);
    expect(rec.batches).toHaveLength(2);
    expect(rec.batches[1]).toMatchObject({ kind: 'patch', removed: [], rows: [{ id: 2, v: 3, minute: 12 }] });
    expect(rec.batches[1]?.status).toMatchObject({ connected: true, epoch: 'e1', subscriptions: 1 });
  });

  it('gives other sports nothing', async () => {
    h = await startEngine();
    await goLive(h, [makeMatch(1)]);
    const rec = recordBatches();
    h.engine.subscribe('tab', { kind: 'matches', sport: 'basketball' }, rec.callback);
    await settle(1);
    h.socket.serve(matchFrame('football', 'e1', 1, [minuteDelta(1, 2, 11)]));
    await settle(1);
    expect(rec.batches.map((b) => b.kind)).toEqual(['reset']);
    expect(rec.batches[0]?.rows).toEqual([]);
  });
});

describe('coalescing', () => {
  it('turns 10 deltas to one match during a pending callback into one batch with the latest row', async () => {
    h = await startEngine();
    await goLive(h, [makeMatch(1), makeMatch(2)]);
    const rec = recordBatches('manual');
    h.engine.subscribe('tab', football, rec.callback);
    await settle(1);
    expect(rec.batches).toHaveLength(1);
    for (let seq = 1; seq <= 10; seq += 1) {
      h.socket.serve(matchFrame('football', 'e1', seq, [minuteDelta(1, seq + 1, 10 + seq)]));
      await settle(1);
    }
    // The tab has not painted the reset yet: nothing more goes out.
    expect(rec.batches).toHaveLength(1);
    rec.release();
    await settle(1);
    expect(rec.batches).toHaveLength(2);
    expect(rec.batches[1]).toMatchObject({ kind: 'patch', rows: [{ id: 1, v: 11, minute: 20 }] });
    rec.release();
    await settle(1);
    expect(rec.batches).toHaveLength(2);
  });
});

describe('hidden tabs', () => {
  it('get only rows with a key event, then everything pending once visible', async () => {
    h = await startEngine();
    await goLive(h, [makeMatch(1), makeMatch(2)]);
    h.engine.attach({ tabId: 'tab', visible: false });
    const rec = recordBatches();
    h.engine.subscribe('tab', football, rec.callback);
    await settle(1);
    expect(rec.batches.map((b) => b.kind)).toEqual(['reset']);
    h.socket.serve(matchFrame('football', 'e1', 1, [minuteDelta(1, 2, 11)]));
    await settle(1);
    expect(rec.batches).toHaveLength(1);
    h.socket.serve(matchFrame('football', 'e1', 2, [goalDelta(2, 2, 1, 0)]));
    await settle(1);
    expect(rec.batches).toHaveLength(2);
    expect(rec.batches[1]?.rows).toEqual([expect.objectContaining({ id: 2, home_score: 1 })]);
    h.engine.setVisible('tab', true);
    await settle(1);
    expect(rec.batches).toHaveLength(3);
    expect(rec.batches[2]?.rows).toEqual([expect.objectContaining({ id: 1, v: 2, minute: 11 })]);
  });

  it('get key events at most once a second, no status-only batch, and one batch of the current state once shown', async () => {
    h = await startEngine();
    await goLive(h, [makeMatch(1), makeMatch(2), makeMatch(3)]);
    h.engine.attach({ tabId: 'tab', visible: false });
    const rec = recordBatches();
    h.engine.subscribe('tab', football, rec.callback);
    await settle(1);
    expect(rec.batches.map((b) => b.kind)).toEqual(['reset']);
    // A goal goes at once; a second one 200 ms later waits for the second to pass.
    h.socket.serve(matchFrame('football', 'e1', 1, [goalDelta(2, 2, 1, 0)]));
    await settle(1);
    expect(rec.batches).toHaveLength(2);
    h.clock.advance(200);
    h.socket.serve(matchFrame('football', 'e1', 2, [goalDelta(3, 2, 0, 1), minuteDelta(1, 2, 11)]));
    await settle(1);
    h.socket.serve(matchFrame('football', 'e1', 3, [goalDelta(3, 3, 0, 2), minuteDelta(1, 3, 12)]));
    await settle(1);
    expect(rec.batches).toHaveLength(2);
    h.clock.advance(799);
    await settle(1);
    expect(rec.batches).toHaveLength(2);
    h.clock.advance(1);
    await settle(1);
    // One batch with the latest state of the goal's row, and no clock ticks.
    expect(rec.batches).toHaveLength(3);
    expect(rec.batches[2]?.rows).toEqual([expect.objectContaining({ id: 3, v: 3, away_score: 2 })]);
    // A status change (the socket went down) does not wake the hidden tab.
    h.socket.drop();
    await settle(1);
    expect(rec.batches).toHaveLength(3);
    // Shown: one batch brings the clock row up to date, with the current status.
    h.engine.setVisible('tab', true);
    await settle(1);
    expect(rec.batches).toHaveLength(4);
    expect(rec.batches[3]).toMatchObject({ kind: 'patch', rows: [{ id: 1, v: 3, minute: 12 }], shown: true });
    expect(rec.batches[3]?.status).toMatchObject({ connected: false });
    h.clock.advance(5_000);
    await settle(1);
    expect(rec.batches).toHaveLength(4);
  });

  it('are told they are current when shown, even when nothing changed while hidden', async () => {
    h = await startEngine();
    await goLive(h, [makeMatch(1)]);
    h.engine.attach({ tabId: 'tab', visible: false });
    const rec = recordBatches();
    h.engine.subscribe('tab', football, rec.callback);
    await settle(1);
    h.engine.setVisible('tab', true);
    await settle(1);
    // The list holds what it got while hidden until this comes, so it must come.
    expect(rec.batches.slice(1)).toEqual([expect.objectContaining({ kind: 'patch', rows: [], shown: true })]);
    h.socket.serve(matchFrame('football', 'e1', 1, [minuteDelta(1, 2, 11)]));
    await settle(1);
    expect(rec.batches[2]).toMatchObject({ kind: 'patch', rows: [{ id: 1, minute: 11 }] });
    expect(rec.batches[2]).not.toHaveProperty('shown');
  });

  it('get the catch-up without waiting for the answer to a batch still on its way', async () => {
    h = await startEngine();
    await goLive(h, [makeMatch(1), makeMatch(2)]);
    h.engine.attach({ tabId: 'tab', visible: false });
    const rec = recordBatches('manual');
    h.engine.subscribe('tab', football, rec.callback);
    await settle(1);
    rec.release();
    h.socket.serve(matchFrame('football', 'e1', 1, [goalDelta(2, 2, 1, 0), minuteDelta(1, 2, 11)]));
    await settle(1);
    // The goal went out; the tab has not answered it when it is shown.
    expect(rec.batches).toHaveLength(2);
    h.engine.setVisible('tab', true);
    await settle(1);
    expect(rec.batches).toHaveLength(3);
    expect(rec.batches[2]).toMatchObject({ kind: 'patch', rows: [{ id: 1, v: 2, minute: 11 }], shown: true });
    // Answers to both: then the usual one batch at a time.
    rec.release();
    rec.release();
    h.socket.serve(matchFrame('football', 'e1', 2, [minuteDelta(1, 3, 12)]));
    h.socket.serve(matchFrame('football', 'e1', 3, [minuteDelta(2, 3, 12)]));
    await settle(1);
    expect(rec.batches).toHaveLength(4);
    expect(rec.batches[3]?.rows.map((r) => (r as LiveMatch).id)).toEqual([1, 2]);
  });

  it('keep a full-time row for a hidden tab but hold clock ticks', async () => {
    h = await startEngine();
    await goLive(h, [makeMatch(1), makeMatch(2)]);
    h.engine.attach({ tabId: 'tab', visible: false });
    const rec = recordBatches();
    h.engine.subscribe('tab', football, rec.callback);
    await settle(1);
    h.socket.serve(
      matchFrame('football', 'e1', 1, [
        { id: 1, v: 2, status: 'finished', match_str: 'FT', event: { kind: 'fulltime', at: 'FT' } },
        minuteDelta(2, 2, 11),
      ]),
    );
    await settle(1);
    expect((rec.patchedRows() as LiveMatch[]).map((r) => [r.id, r.status])).toEqual([[1, 'finished']]);
  });
});

describe('snapshots and subscriptions', () => {
  it('send a reset after a snapshot replaced the channel', async () => {
    h = await startEngine();
    await goLive(h, [makeMatch(1), makeMatch(2)]);
    const rec = recordBatches();
    h.engine.subscribe('tab', football, rec.callback);
    await settle(1);
    h.socket.serve({ code: 0, type: 'snapshot_required', channel: 'football', epoch: 'e1' });
    await settle(1);
    h.answerSnapshot({ channel: 'football', epoch: 'e1', seq: 5, list: [makeMatch(2, { v: 4 })] });
    await settle(1);
    expect(rec.batches.at(-1)).toMatchObject({ kind: 'reset', rows: [{ id: 2, v: 4 }] });
  });
});

describe('odds', () => {
  it('patch the lines of the company and sport subscribed', async () => {
    h = await startEngine();
    await goLive(h, [makeMatch(1)]);
    const rec = recordBatches();
    h.engine.subscribe('tab', { kind: 'odds', sport: 'football', company_id: 1 }, rec.callback);
    await settle(1);
    const { match_id, company_id, v, ...fields } = makeOdds(1, 1);
    h.socket.serve(oddsFrame(1, 'e1', 1, [{ match_id, company_id, v, ...fields }]));
    h.socket.serve(oddsFrame(1, 'e1', 2, [{ match_id: 1, company_id: 1, v: 2, eu: [1.9, 3.3, 3.9] }]));
    h.socket.serve(oddsFrame(1, 'e1', 3, [{ ...makeOdds(9, 1) }], 'basketball_exponent'));
    await settle(1);
    const rows = rec.patchedRows() as OddsLine[];
    expect(rows.map((r) => [r.match_id, r.v, r.eu[0]])).toEqual([[1, 2, 1.9]]);
  });

  it('get no batch for a change of status alone, nor an empty catch-up: only the score list shows the status', async () => {
    h = await startEngine();
    await goLive(h, [makeMatch(1)]);
    const odds = recordBatches();
    const matches = recordBatches();
    h.engine.subscribe('tab', { kind: 'odds', sport: 'football', company_id: 1 }, odds.callback);
    h.engine.subscribe('tab', football, matches.callback);
    await settle(1);
    h.socket.drop();
    await settle(1);
    expect(matches.batches.at(-1)).toMatchObject({ kind: 'patch', rows: [], status: { connected: false } });
    expect(odds.batches.map((b) => b.kind)).toEqual(['reset']);
    // Nor, with no line moved, when the tab is shown again; the score list is told it is current.
    h.engine.setVisible('tab', false);
    h.engine.setVisible('tab', true);
    await settle(1);
    expect(matches.batches.at(-1)).toMatchObject({ kind: 'patch', rows: [], shown: true });
    expect(odds.batches.map((b) => b.kind)).toEqual(['reset']);
  });

  it('reach a tab being shown after its score list has the catch-up, whatever order it subscribed in', async () => {
    h = await startEngine();
    await goLive(h, [makeMatch(1)]);
    h.socket.serve(oddsFrame(1, 'e1', 1, [{ ...makeOdds(1, 1) }]));
    h.engine.attach({ tabId: 'tab', visible: false });
    const order: string[] = [];
    h.engine.subscribe('tab', { kind: 'odds', sport: 'football', company_id: 1 }, (batch) => {
      order.push(`odds ${batch.kind}${batch.shown ? ' shown' : ''}`);
    });
    h.engine.subscribe('tab', football, (batch) => {
      order.push(`matches ${batch.kind}${batch.shown ? ' shown' : ''}`);
    });
    await settle(1);
    h.socket.serve(matchFrame('football', 'e1', 2, [minuteDelta(1, 2, 11)]));
    h.socket.serve(oddsFrame(1, 'e1', 2, [{ match_id: 1, company_id: 1, v: 2, eu: [1.9, 3.3, 3.9] }]));
    await settle(1);
    order.length = 0;
    h.engine.setVisible('tab', true);
    await settle(1);
    expect(order).toEqual(['matches patch shown', 'odds patch shown']);
  });

  it('switch company: toggle and resume the new channel, leave the old one nobody needs', async () => {
    h = await startEngine();
    await goLive(h);
    h.socket.clearSent();
    h.engine.setCompany(2);
    expect(h.socket.sent).toEqual([
      { type: 'toggle', company_id: 2 },
      { type: 'resume', channel: 'odds:2', epoch: null, seq: 0 },
      { type: 'leave', channel: 'odds:1' },
    ]);
  });

  it('keep the old company channel while a subscription still shows it', async () => {
    h = await startEngine();
    await goLive(h);
    const id = h.engine.subscribe('tab', { kind: 'odds', sport: 'football', company_id: 1 }, recordBatches().callback);
    h.socket.clearSent();
    h.engine.setCompany(3);
    expect(h.socket.sentOf('leave')).toEqual([]);
    h.engine.unsubscribe(id);
    expect(h.socket.sentOf('leave')).toEqual([{ type: 'leave', channel: 'odds:1' }]);
  });
});

describe('subscription checks', () => {
  it('refuses an unknown sport or company', async () => {
    h = await startEngine();
    const cb = recordBatches().callback;
    expect(() => h.engine.subscribe('tab', { kind: 'matches', sport: 'curling' as 'football' }, cb)).toThrow(/sport/);
    expect(() => h.engine.subscribe('tab', { kind: 'odds', sport: 'football', company_id: 9 as 1 }, cb)).toThrow(
      /company/,
    );
    expect(h.engine.status().subscriptions).toBe(0);
  });
});

describe('re-attaching', () => {
  it('drops what the tab subscribed before attaching again, so a subscription the tab gave up does not linger', async () => {
    h = await startEngine();
    await goLive(h, [makeMatch(1)]);
    // A subscribe that reached this engine before the tab knew it was the one to talk to.
    const stale = recordBatches();
    h.engine.subscribe('tab', football, stale.callback);
    await settle(1);
    expect(stale.batches).toHaveLength(1);

    h.engine.attach({ tabId: 'tab', visible: true });
    const fresh = recordBatches();
    h.engine.subscribe('tab', football, fresh.callback);
    await settle(1);
    expect(h.engine.status().subscriptions).toBe(1);
    h.socket.serve(matchFrame('football', 'e1', 1, [minuteDelta(1, 2, 11)]));
    await settle(1);
    expect(fresh.batches.map((b) => b.kind)).toEqual(['reset', 'patch']);
    expect(stale.batches).toHaveLength(1);
  });
});

/** The realm's timers (faked by vi.useFakeTimers in the test). */
const vitestTimers = {
  setTimeout(fn: () => void, ms: number) {
    const timer = setTimeout(fn, ms);
    return () => clearTimeout(timer);
  },
  setInterval(fn: () => void, ms: number) {
    const timer = setInterval(fn, ms);
    return () => clearInterval(timer);
  },
};

describe('unanswered batches', () => {
  it('a batch lost on the way to a live tab is made good by a reset after the timeout', async () => {
    vi.useFakeTimers();
    try {
      const rows = new Map([[1, 'a']]);
      const batches: { kind: string; rows: string[] }[] = [];
      const answers: (() => void)[] = [];
      const status = {} as EngineStatus;
      const hub = createSubscriptionHub({
        viewOf: () => ({
          showsStatus: true,
          reset: () => ({ kind: 'reset', rows: [...rows.values()] }) as unknown as AnyBatch,
          patch: (keys) => ({ kind: 'patch', rows: keys.map((k) => rows.get(k)) }) as unknown as AnyBatch,
        }),
        status: () => status,
        isVisible: () => true,
        now: () => Date.now(),
        answerTimeoutMs: 5_000,
        timers: vitestTimers,
      });
      hub.add('tab', football, (batch) => {
        batches.push(batch as unknown as { kind: string; rows: string[] });
        // The first two batches are never answered (lost); later ones are answered when told.
        return batches.length <= 2 ? new Promise(() => undefined) : new Promise<void>((r) => answers.push(r));
      });
      hub.start();
      await vi.advanceTimersByTimeAsync(0);
      expect(batches).toEqual([{ kind: 'reset', rows: ['a'] }]);

      rows.set(1, 'b');
      hub.mark(() => true, [1]);
      await vi.advanceTimersByTimeAsync(4_999);
      expect(batches).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(batches[1]).toEqual({ kind: 'reset', rows: ['b'] });

      // Still no answer: another reset; then answers flow again and patches follow.
      await vi.advanceTimersByTimeAsync(5_000);
      expect(batches[2]).toEqual({ kind: 'reset', rows: ['b'] });
      rows.set(1, 'c');
      hub.mark(() => true, [1]);
      await vi.advanceTimersByTimeAsync(0);
      expect(batches).toHaveLength(3);
      answers.shift()?.();
      await vi.advanceTimersByTimeAsync(0);
      expect(batches[3]).toEqual({ kind: 'patch', rows: ['c'] });
      answers.shift()?.();
      await vi.advanceTimersByTimeAsync(10_000);
      expect(batches).toHaveLength(4);
      hub.clear();
    } finally {
      vi.useRealTimers();
    }
  });
});
