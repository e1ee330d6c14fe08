import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import type { AlertFilter } from '../contracts/alert-filter.ts';
import { openEngineDb } from './engine-db.ts';
import { createMatchAlerts } from './match-alerts.ts';
import { createTabRegistry } from './tab-registry.ts';
import { recordAlerts, settle } from './test-support/engine-harness.ts';
import { makeMatch } from './test-support/fixtures.ts';

const showAll: AlertFilter = { hidden: [], pinned: [], leagueRule: 'all', leagues: [], importantOnly: false };

/** A new engine's alerts over an IndexedDB where an earlier engine kept a filter and a follow. */
async function alertsOverKeptState() {
  const idb = new IDBFactory();
  const deps = () => ({ db: openEngineDb({ indexedDB: idb, IDBKeyRange }), tabs: createTabRegistry(), now: () => 0 });
  const earlier = createMatchAlerts(deps());
  await earlier.load();
  earlier.setFilter('football', showAll);
  earlier.follow(makeMatch(2), true);
  await settle(4);
  const next = deps();
  const alerts = createMatchAlerts(next);
  next.tabs.attach({ tabId: 't', visible: true });
  const tab = recordAlerts();
  alerts.register('t', tab.callback);
  return { alerts, tab };
}

const goal = (id: number, v: number) =>
  [makeMatch(id, { v, home_score: 1 }), { kind: 'goal' as const, side: 'home' as const, at: "10'" }] as const;

describe('a new engine reading the kept alert state', () => {
  it('keeps a filter and a follow a tab set while it was still reading IndexedDB', async () => {
    const { alerts, tab } = await alertsOverKeptState();
    // The page loaded again with every row hidden and the follow removed: it says so at once.
    const loading = alerts.load();
    alerts.setFilter('football', { ...showAll, hidden: [1, 2] });
    alerts.follow(makeMatch(2), false);
    await loading;
    alerts.raise(...goal(1, 2));
    alerts.raise(...goal(2, 2));
    expect(tab.alerts).toEqual([]);
  });

  it('takes the kept filter and follow when no tab set one', async () => {
    const { alerts, tab } = await alertsOverKeptState();
    await alerts.load();
    alerts.raise(...goal(1, 2));
    alerts.raise(...goal(2, 2));
    expect(tab.alerts.map((a) => [a.match_id, a.followed])).toEqual([
      [1, false],
      [2, true],
    ]);
  });
});
