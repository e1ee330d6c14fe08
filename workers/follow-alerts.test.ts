import { afterEach, describe, expect, it } from 'vitest';
import type { AlertFilter, FollowedMatch } from '../contracts/alert-filter.ts';
import type { EngineHarness } from './test-support/engine-harness.ts';
import { recordAlerts, settle, startEngine } from './test-support/engine-harness.ts';
import { goalDelta, makeMatch, matchFrame } from './test-support/fixtures.ts';
import { goLive } from './test-support/live-scenarios.ts';

let h: EngineHarness;
afterEach(async () => {
  await h.engine.dispose();
});

const showAll: AlertFilter = { hidden: [], pinned: [], leagueRule: 'all', leagues: [], importantOnly: false };

describe('alerts follow the score list and the follows', () => {
  it('sends no goal or red card of a hidden or filtered-out match', async () => {
    h = await startEngine();
    await goLive(h, [makeMatch(1), makeMatch(2), makeMatch(3, { short_name_en: 'Championship', league_id: 40 })]);
    const tab = recordAlerts();
    h.engine.attach({ tabId: 't', visible: true });
    h.engine.onAlert('t', tab.callback);
    h.engine.setAlertFilter('football', { ...showAll, hidden: [1], importantOnly: true });
    h.socket.serve(
      matchFrame('football', 'e1', 1, [
        goalDelta(1, 2, 1, 0, 'home'),
        goalDelta(2, 2, 1, 0, 'home'),
        goalDelta(3, 2, 1, 0),
      ]),
    );
    expect(tab.alerts.map((a) => a.match_id)).toEqual([2]);
    h.engine.setAlertFilter('football', { ...showAll, leagueRule: 'custom', leagues: [40] });
    h.socket.serve(matchFrame('football', 'e1', 2, [goalDelta(2, 3, 2, 0), goalDelta(3, 3, 2, 0)]));
    expect(tab.alerts.map((a) => a.match_id)).toEqual([2, 3]);
  });

  it('alerts a followed match at kick-off, goals and full time whatever the list shows, and keeps the follow', async () => {
    h = await startEngine();
    await goLive(h, [makeMatch(1, { status: 'notstarted', minute: 0, match_str: '' })]);
    const tab = recordAlerts();
    const follows: FollowedMatch[][] = [];
    h.engine.attach({ tabId: 't', visible: true });
    h.engine.onAlert('t', tab.callback);
    h.engine.onFollows('t', (list) => void follows.push(list));
    h.engine.setAlertFilter('football', { ...showAll, hidden: [1] });
    h.engine.follow(makeMatch(1), true);
    expect(follows.at(-1)?.map((f) => f.match_id)).toEqual([1]);
    h.socket.serve(
      matchFrame('football', 'e1', 1, [
        { id: 1, v: 2, status: 'live', event: { kind: 'kickoff', at: '1' } },
        goalDelta(1, 3, 1, 0, 'home'),
        { id: 1, v: 4, status: 'finished', event: { kind: 'fulltime', at: '90' } },
      ]),
    );
    expect(tab.alerts.map((a) => [a.kind, a.followed, a.desktop])).toEqual([
      ['kickoff', true, false],
      ['goal', true, false],
      ['fulltime', true, false],
    ]);
    await h.engine.flush();
    await settle();
    expect((await h.db.follows.toArray()).map((f) => f.match_id)).toEqual([1]);
    h.engine.follow(makeMatch(1), false);
    expect(follows.at(-1)).toEqual([]);
  });

  it('asks for a desktop notification of a followed match only when no tab is visible, once for the browser', async () => {
    h = await startEngine();
    await goLive(h, [makeMatch(1), makeMatch(2)]);
    const a = recordAlerts();
    const b = recordAlerts();
    h.engine.attach({ tabId: 'a', visible: false });
    h.engine.attach({ tabId: 'b', visible: false });
    h.engine.onAlert('a', a.callback);
    h.engine.onAlert('b', b.callback);
    h.engine.follow(makeMatch(1), true);
    h.socket.serve(matchFrame('football', 'e1', 1, [goalDelta(1, 2, 1, 0), goalDelta(2, 2, 1, 0)]));
    expect([...a.alerts, ...b.alerts].map((x) => [x.match_id, x.desktop])).toEqual([
      [1, true],
      [2, false],
    ]);
    h.engine.setVisible('a', true);
    h.socket.serve(matchFrame('football', 'e1', 2, [goalDelta(1, 3, 2, 0)]));
    expect(a.alerts.at(-1)).toMatchObject({ match_id: 1, desktop: false });
  });

  it('keeps the list filter and the follows for the next engine (every tab closed, then one opened)', async () => {
    h = await startEngine();
    await goLive(h, [makeMatch(1), makeMatch(2)]);
    h.engine.setAlertFilter('football', { ...showAll, hidden: [1, 2] });
    h.engine.follow(makeMatch(2), true);
    await settle();
    await h.engine.dispose();
    h = await startEngine({ idb: h.idb });
    await goLive(h, [makeMatch(1), makeMatch(2)], 'e2');
    const tab = recordAlerts();
    h.engine.attach({ tabId: 't', visible: true });
    h.engine.onAlert('t', tab.callback);
    h.socket.serve(matchFrame('football', 'e2', 1, [goalDelta(1, 2, 1, 0), goalDelta(2, 2, 1, 0)]));
    expect(tab.alerts.map((a) => [a.match_id, a.followed])).toEqual([[2, true]]);
  });
});
