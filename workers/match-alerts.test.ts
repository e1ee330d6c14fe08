import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import type { AlertFilter } from '../contracts/alert-filter.ts';
import { ALERT_WAIT_MS } from './alert-router.ts';
import { openEngineDb } from './engine-db.ts';
import { createMatchAlerts } from './match-alerts.ts';
import { createTabRegistry } from './tab-registry.ts';
import { recordAlerts, settle } from './test-support/engine-harness.ts';
import { makeMatch } from './test-support/fixtures.ts';

const showAll: AlertFilter = { hidden: [], pinned: [], leagueRule: 'all', leagues: [], importantOnly: false };

/** Alerts over an IndexedDB shared by the engines one browser runs one after another. */
function browserAlerts() {
  const idb = new IDBFactory();
  const clock = { now: 0 };
  return {
    clock,
    /** A new engine's alerts, loaded, with one visible tab `t` (not yet asking for alerts). */
    async engine(options: { load?: boolean } = {}) {
      const tabs = createTabRegistry();
      const alerts = createMatchAlerts({
        db: openEngineDb({ indexedDB: idb, IDBKeyRange }),
        tabs,
        now: () => clock.now,
      });
      tabs.attach({ tabId: 't', visible: true });
      if (options.load !== false) await alerts.load();
      const tab = recordAlerts();
      return { alerts, tab, listen: () => alerts.register('t', tab.callback) };
    },
    /** Writes a kept value as a damaged store might hold it. */
    async keep(key: string, value: string) {
      await openEngineDb({ indexedDB: idb, IDBKeyRange }).meta.put({ key, value });
    },
  };
}

const goal = (id: number, v: number) =>
  [makeMatch(id, { v, home_score: 1 }), { kind: 'goal' as const, side: 'home' as const, at: "10'" }] as const;

describe('a new engine reading the kept alert state', () => {
  async function overKeptState() {
    const browser = browserAlerts();
    const earlier = await browser.engine();
    earlier.alerts.setFilter('football', showAll);
    earlier.alerts.follow(makeMatch(2), true);
    await settle(4);
    return browser.engine({ load: false });
  }

  it('keeps a filter and a follow a tab set while it was still reading IndexedDB', async () => {
    const { alerts, tab, listen } = await overKeptState();
    listen();
    // The page loaded again with every row hidden and the follow removed: it says so at once.
    const loading = alerts.load();
    alerts.setFilter('football', { ...showAll, hidden: [1, 2] });
    alerts.follow(makeMatch(2), false);
    await loading;
    alerts.raise(...goal(1, 2));
    alerts.raise(...goal(2, 2));
    alerts.flush();
    expect(tab.alerts).toEqual([]);
  });

  it('takes the kept filter and follow when no tab set one', async () => {
    const { alerts, tab, listen } = await overKeptState();
    listen();
    await alerts.load();
    alerts.raise(...goal(1, 2));
    alerts.raise(...goal(2, 2));
    alerts.flush();
    expect(tab.alerts.map((a) => [a.match_id, a.followed])).toEqual([
      [1, false],
      [2, true],
    ]);
  });

  it('does not alert again what an earlier engine delivered (every tab reloaded, the frames replayed)', async () => {
    const browser = browserAlerts();
    const earlier = await browser.engine();
    earlier.listen();
    earlier.alerts.raise(...goal(1, 2));
    earlier.alerts.flush();
    expect(earlier.tab.alerts).toHaveLength(1);
    await settle(4);
    const next = await browser.engine();
    next.listen();
    next.alerts.raise(...goal(1, 2));
    next.alerts.raise(...goal(1, 3));
    next.alerts.flush();
    expect(next.tab.alerts.map((a) => a.key)).toEqual([`1:3`]);
  });

  it('loads the kept filter and follow even when the kept delivered alerts are damaged', async () => {
    for (const damaged of ['{"not":"a list"}', 'not json']) {
      const browser = browserAlerts();
      const earlier = await browser.engine();
      earlier.alerts.setFilter('football', { ...showAll, hidden: [1] });
      earlier.alerts.follow(makeMatch(2), true);
      await settle(4);
      await browser.keep('alertsSent', damaged);
      const { alerts, tab, listen } = await browser.engine({ load: false });
      listen();
      await alerts.load();
      alerts.raise(...goal(1, 2));
      alerts.raise(...goal(2, 2));
      alerts.flush();
      expect(
        tab.alerts.map((a) => [a.match_id, a.followed]),
        damaged,
      ).toEqual([[2, true]]);
    }
  });
});

describe('a page that asks for alerts a moment after its engine is live', () => {
  it('still gets a goal raised in that moment, once', async () => {
    const browser = browserAlerts();
    const { alerts, tab, listen } = await browser.engine();
    alerts.raise(...goal(1, 2));
    browser.clock.now += ALERT_WAIT_MS;
    listen();
    listen();
    expect(tab.alerts.map((a) => a.key)).toEqual(['1:2']);
  });

  it('does not get one raised longer ago than the wait', async () => {
    const browser = browserAlerts();
    const { alerts, tab, listen } = await browser.engine();
    alerts.raise(...goal(1, 2));
    browser.clock.now += ALERT_WAIT_MS + 1;
    listen();
    expect(tab.alerts).toEqual([]);
  });
});
