import { afterEach, describe, expect, it } from 'vitest';
import type { EngineHarness } from './test-support/engine-harness.ts';
import { recordAlerts, recordBatches, settle, startEngine } from './test-support/engine-harness.ts';
import { goalDelta, makeMatch, matchFrame, minuteDelta } from './test-support/fixtures.ts';
import { goLive } from './test-support/live-scenarios.ts';

let h: EngineHarness;
afterEach(async () => {
  await h.engine.dispose();
});

function threeTabs(): Record<'a' | 'b' | 'c', ReturnType<typeof recordAlerts>> {
  const tabs = { a: recordAlerts(), b: recordAlerts(), c: recordAlerts() };
  for (const [tabId, tab] of Object.entries(tabs)) {
    h.engine.attach({ tabId, visible: false });
    h.engine.onAlert(tabId, tab.callback);
  }
  return tabs;
}

describe('goal alerts', () => {
  it('reach exactly one of three tabs: the one shown most recently', async () => {
    h = await startEngine();
    await goLive(h, [makeMatch(1)]);
    const tabs = threeTabs();
    h.engine.setVisible('b', true);
    h.engine.setVisible('a', true);
    h.engine.setVisible('c', false);
    h.socket.serve(matchFrame('football', 'e1', 1, [goalDelta(1, 2, 0, 1, 'away')]));
    expect(tabs.a.alerts).toEqual([
      {
        key: '1:2',
        kind: 'goal',
        followed: false,
        desktop: false,
        match_id: 1,
        sport: 'football',
        iszhu: 0,
        match_str: '23',
        home_team_name_zh: '主队1',
        home_team_name_en: 'Home 1',
        home_team_name_vi: 'Chủ 1',
        away_team_name_zh: '客队1',
        away_team_name_en: 'Away 1',
        away_team_name_vi: 'Khách 1',
        home_score: 0,
        away_score: 1,
      },
    ]);
    expect(tabs.b.alerts).toEqual([]);
    expect(tabs.c.alerts).toEqual([]);
  });

  it('go to the most recently attached tab when none is visible', async () => {
    h = await startEngine();
    await goLive(h, [makeMatch(1)]);
    const tabs = threeTabs();
    h.socket.serve(
      matchFrame('football', 'e1', 1, [{ id: 1, v: 2, home_red: 1, event: { kind: 'red', side: 'home', at: '30' } }]),
    );
    expect(tabs.c.alerts).toMatchObject([{ key: '1:2', kind: 'red', iszhu: 1 }]);
    expect(tabs.a.alerts.length + tabs.b.alerts.length).toBe(0);
  });

  it('are raised once per event across a reconnect replay and a stale snapshot', async () => {
    h = await startEngine();
    await goLive(h, [makeMatch(1)]);
    const tabs = threeTabs();
    h.socket.serve(matchFrame('football', 'e1', 1, [goalDelta(1, 2, 1, 0)]));
    h.socket.drop();
    h.connect('e1');
    // A replay that repeats the goal frame, then the next one.
    h.socket.serve(matchFrame('football', 'e1', 1, [goalDelta(1, 2, 1, 0)]));
    h.socket.serve(matchFrame('football', 'e1', 2, [minuteDelta(1, 3, 24)]));
    h.socket.serve({ code: 0, type: 'resumed', channel: 'football', epoch: 'e1', from: 1, to: 2 });
    // Then the server wants a snapshot, and hands one from before the goal.
    h.socket.serve({ code: 0, type: 'snapshot_required', channel: 'football', epoch: 'e1' });
    h.socket.serve(matchFrame('football', 'e1', 1, [goalDelta(1, 2, 1, 0)]));
    await settle(1);
    h.answerSnapshot({ channel: 'football', epoch: 'e1', seq: 0, list: [makeMatch(1)] });
    await settle(1);
    const all = [...tabs.a.alerts, ...tabs.b.alerts, ...tabs.c.alerts];
    expect(all.map((alert) => alert.key)).toEqual(['1:2']);
  });

  it('of one frame reach the tab in one call, in the order they happened', async () => {
    h = await startEngine();
    await goLive(h, [makeMatch(1), makeMatch(2), makeMatch(3)]);
    const tabs = threeTabs();
    h.engine.setVisible('a', true);
    h.socket.serve(
      matchFrame('football', 'e1', 1, [goalDelta(2, 2, 1, 0), goalDelta(1, 2, 0, 1, 'away'), goalDelta(3, 2, 1, 0)]),
    );
    expect(tabs.a.alerts.map((alert) => alert.key)).toEqual(['2:2', '1:2', '3:2']);
    expect(tabs.a.calls).toBe(1);
    h.socket.serve(matchFrame('football', 'e1', 2, [goalDelta(1, 3, 0, 2, 'away')]));
    expect(tabs.a.alerts.map((alert) => alert.key)).toEqual(['2:2', '1:2', '3:2', '1:3']);
    expect(tabs.a.calls).toBe(2);
  });

  it('skip events that are not goals or red cards', async () => {
    h = await startEngine();
    await goLive(h, [makeMatch(1)]);
    const tabs = threeTabs();
    h.socket.serve(
      matchFrame('football', 'e1', 1, [
        { id: 1, v: 2, home_corner: 1, event: { kind: 'corner', side: 'home', at: '5' } },
      ]),
    );
    expect(tabs.c.alerts).toEqual([]);
  });
});

describe('tab death', () => {
  it('drops the dead tab subscriptions and sends the next alert to another tab', async () => {
    h = await startEngine();
    await goLive(h, [makeMatch(1)]);
    const tabs = threeTabs();
    h.engine.setVisible('a', true);
    h.engine.subscribe('a', { kind: 'matches', sport: 'football' }, recordBatches().callback);
    h.engine.subscribe('a', { kind: 'matches', sport: 'esports' }, recordBatches().callback);
    h.engine.subscribe('b', { kind: 'matches', sport: 'football' }, recordBatches().callback);
    expect(h.engine.status()).toMatchObject({ tabs: 3, subscriptions: 3 });
    h.killTab('a');
    await settle(1);
    expect(h.engine.status()).toMatchObject({ tabs: 2, subscriptions: 1 });
    h.socket.serve(matchFrame('football', 'e1', 1, [goalDelta(1, 2, 1, 0)]));
    expect(tabs.a.alerts).toEqual([]);
    expect(tabs.c.alerts).toHaveLength(1);
  });

  it('stops delivering to a dead tab', async () => {
    h = await startEngine();
    await goLive(h, [makeMatch(1)]);
    const rec = recordBatches();
    h.engine.attach({ tabId: 'a', visible: true });
    h.engine.subscribe('a', { kind: 'matches', sport: 'football' }, rec.callback);
    await settle(1);
    h.killTab('a');
    await settle(1);
    h.socket.serve(matchFrame('football', 'e1', 1, [minuteDelta(1, 2, 11)]));
    await settle(1);
    expect(rec.batches.map((b) => b.kind)).toEqual(['reset']);
  });
});
