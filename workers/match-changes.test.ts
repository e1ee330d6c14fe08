import { releaseProxy } from 'comlink';
import { afterEach, describe, expect, it } from 'vitest';
import type { MatchChange, WireBatch } from '../contracts/engine-api.ts';
import type { LiveMatch } from '../contracts/match.ts';
import { releaseComlinkProxy } from './broadcast-proxy.ts';
import { engineRemoteApi } from './engine-remote-api.ts';
import { changesOf, sendingChanges } from './match-changes.ts';
import type { EngineHarness } from './test-support/engine-harness.ts';
import { settle, startEngine } from './test-support/engine-harness.ts';
import { goalDelta, makeMatch, matchFrame, minuteDelta } from './test-support/fixtures.ts';
import { goLive } from './test-support/live-scenarios.ts';

const status = { connected: true } as never;

describe('changesOf', () => {
  it('keeps id and v and the fields that differ, nothing else', () => {
    const before = makeMatch(1, { v: 4, minute: 10, match_str: '10' });
    const after = { ...before, v: 5, minute: 11, match_str: '11', home_periods: [1] };
    expect(changesOf(before, after)).toEqual({ id: 1, v: 5, minute: 11, match_str: '11', home_periods: [1] });
  });
});

describe('sendingChanges', () => {
  it('sends a reset whole, then each row as its changes, and a row the tab does not hold whole', () => {
    const got: WireBatch[] = [];
    const send = sendingChanges((batch) => got.push(batch));
    const one = makeMatch(1);
    const two = makeMatch(2);
    send({ kind: 'reset', rows: [one], status });
    send({ kind: 'patch', rows: [{ ...one, v: 2, minute: 31 }, two], removed: [], status });
    expect(got[0]).toEqual({ kind: 'reset', rows: [one], status });
    expect(got[1]).toEqual({ kind: 'patch', rows: [{ id: 1, v: 2, minute: 31 }, two], removed: [], status });
  });

  it('forgets a removed row (it comes whole again) and starts again at every reset', () => {
    const got: WireBatch[] = [];
    const send = sendingChanges((batch) => got.push(batch));
    const one = makeMatch(1);
    send({ kind: 'reset', rows: [one], status });
    send({ kind: 'patch', rows: [], removed: [1], status });
    send({ kind: 'patch', rows: [one], removed: [], status });
    send({ kind: 'reset', rows: [], status });
    send({ kind: 'patch', rows: [{ ...one, v: 2 }], removed: [], status });
    expect(got.map((batch) => batch.rows)).toEqual([[one], [], [one], [], [{ ...one, v: 2 }]]);
  });

  it("is released as the tab's proxy it wraps", () => {
    let released = 0;
    const proxy = Object.assign(() => undefined, { [releaseProxy]: () => (released += 1) });
    releaseComlinkProxy(sendingChanges(proxy));
    expect(released).toBe(1);
  });
});

describe('a match subscription across the boundary', () => {
  let h: EngineHarness;
  afterEach(async () => {
    await h.engine.dispose();
  });

  it("carries changes that make the engine's rows again from the rows the tab holds", async () => {
    h = await startEngine();
    await goLive(h, [makeMatch(1), makeMatch(2)]);
    const held = new Map<number, LiveMatch>();
    const patches: MatchChange[][] = [];
    h.engine.attach({ tabId: 't', visible: true });
    engineRemoteApi(h.engine).subscribe('t', { kind: 'matches', sport: 'football' }, (batch) => {
      if (batch.kind === 'reset') for (const row of batch.rows as LiveMatch[]) held.set(row.id, row);
      else {
        patches.push(batch.rows as MatchChange[]);
        for (const change of batch.rows as MatchChange[]) held.set(change.id, { ...held.get(change.id)!, ...change });
      }
    });
    // The engine's own rows, whole, through a subscription inside the worker.
    const engineRows = new Map<number, LiveMatch>();
    h.engine.subscribe('t', { kind: 'matches', sport: 'football' }, (batch) => {
      for (const row of batch.rows as LiveMatch[]) engineRows.set(row.id, row);
    });
    await settle(2);
    h.socket.serve(matchFrame('football', 'e1', 1, [minuteDelta(1, 2, 24), goalDelta(2, 2, 1, 0)]));
    await settle(2);
    h.socket.serve(matchFrame('football', 'e1', 2, [minuteDelta(2, 3, 25)]));
    await settle(2);
    expect(patches.flat().map((change) => [change.id, change.v])).toEqual([
      [1, 2],
      [2, 2],
      [2, 3],
    ]);
    // Changes only: far fewer fields than a row.
    for (const change of patches.flat()) expect(Object.keys(change).length).toBeLessThan(8);
    expect(engineRows.get(2)).toMatchObject({ v: 3, minute: 25, home_score: 1 });
    expect(held).toEqual(engineRows);
  });
});
