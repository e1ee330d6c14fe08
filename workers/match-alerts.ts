import type { AlertFilter, AlertFilters, FollowedMatch } from '../contracts/alert-filter.ts';
import { listShows } from '../contracts/alert-filter.ts';
import type { LiveMatch, MatchEvent, Sport } from '../contracts/match.ts';
import { SPORTS } from '../contracts/match.ts';
import { buildAlert, createAlertRouter } from './alert-router.ts';
import type { AlertCallback } from './alert-router.ts';
import type { EngineDb } from './engine-db.ts';
import type { TabRegistry } from './tab-registry.ts';

/** A tab's follows callback (a Comlink proxy across the boundary). */
export type FollowsCallback = (follows: FollowedMatch[]) => unknown;

export interface MatchAlertsDeps {
  db: EngineDb;
  tabs: TabRegistry;
  now(): number;
  release?(callback: unknown): void;
  onError?(error: unknown, context: string): void;
}

/**
 * Which events alert, decided once for the browser: goals and red cards of the matches the
 * score list shows (not hidden, not filtered out), and kick-off, goals, red cards, half time and
 * full time of followed matches whatever the list shows. Each alert goes to one tab; when no tab
 * is visible, a followed match's alert asks that tab for a desktop notification too.
 */
export interface MatchAlerts {
  /** Reads the follows and the lists' filters from IndexedDB. */
  load(): Promise<void>;
  raise(match: LiveMatch, event: MatchEvent): void;
  /** Sends the alerts raised since the last call, one message per tab (after each frame). */
  flush(): void;
  setFilter(sport: Sport, filter: AlertFilter): void;
  follow(match: LiveMatch, on: boolean): void;
  register(tabId: string, callback: AlertCallback): void;
  unregister(tabId: string): void;
  onFollows(tabId: string, callback: FollowsCallback): void;
  /** The tab is gone: its callbacks are dropped. */
  removeTab(tabId: string): void;
  clear(): void;
}

const filterKey = (sport: Sport): string => `alertFilter.${sport}`;
const SENT_KEY = 'alertsSent';
/** Delivered alert keys kept for the next engine: far more than a replay after a reload holds. */
const SENT_KEPT = 200;

function checkFilter(filter: AlertFilter): void {
  const ids = (list: unknown) => Array.isArray(list) && list.every((id) => Number.isInteger(id));
  if (
    typeof filter !== 'object' ||
    !ids(filter.hidden) ||
    !ids(filter.pinned) ||
    !ids(filter.leagues) ||
    !['all', 'important', 'custom'].includes(filter.leagueRule) ||
    typeof filter.importantOnly !== 'boolean'
  ) {
    throw new Error('bad alert filter');
  }
}

export function createMatchAlerts(deps: MatchAlertsDeps): MatchAlerts {
  // The keys delivered lately, kept so that a new engine replaying the same frames (every tab
  // reloaded) does not alert them again.
  let sentKeys: string[] = [];
  // One write at a time; keys sent meanwhile go in the next one (a burst of goals is one or two
  // IndexedDB transactions, not one per goal).
  let saving = false;
  let saveAgain = false;
  function saveSent(): void {
    if (saving) {
      saveAgain = true;
      return;
    }
    saving = true;
    deps.db.meta
      .put({ key: SENT_KEY, value: JSON.stringify(sentKeys) })
      .catch((error: unknown) => deps.onError?.(error, 'save sent alerts'))
      .finally(() => {
        saving = false;
        if (!saveAgain) return;
        saveAgain = false;
        saveSent();
      });
  }
  const router = createAlertRouter({
    tabs: deps.tabs,
    now: deps.now,
    release: deps.release,
    onError: deps.onError,
    onSent(keys) {
      sentKeys = [...sentKeys, ...keys].slice(-SENT_KEPT);
      saveSent();
    },
  });
  const filters: AlertFilters = {};
  const follows = new Map<number, FollowedMatch>();
  const followTabs = new Map<string, FollowsCallback>();
  // What a tab set while `load` was still reading IndexedDB: newer than what it reads.
  let loading = true;
  const filtersSet = new Set<Sport>();
  const followsSet = new Set<number>();

  function send(callback: FollowsCallback): void {
    const list = [...follows.values()].sort((a, b) => a.match.match_time - b.match.match_time);
    try {
      Promise.resolve(callback(list)).catch((error: unknown) => deps.onError?.(error, 'follows callback'));
    } catch (error) {
      deps.onError?.(error, 'follows callback');
    }
  }

  function publish(): void {
    for (const callback of followTabs.values()) send(callback);
  }

  function save(row: FollowedMatch): void {
    deps.db.follows.put(row).catch((error: unknown) => deps.onError?.(error, 'save follow'));
  }

  function offFollows(tabId: string): void {
    const held = followTabs.get(tabId);
    if (!held) return;
    followTabs.delete(tabId);
    deps.release?.(held);
  }

  return {
    async load() {
      // Each kept value loads on its own: a damaged one is reported and skipped, never the others.
      const step = async (what: string, load: () => Promise<void>) => {
        try {
          await load();
        } catch (error) {
          deps.onError?.(error, what);
        }
      };
      await step('load follows', async () => {
        for (const row of await deps.db.follows.toArray()) {
          if (!followsSet.has(row.match_id)) follows.set(row.match_id, row);
        }
      });
      await step('load sent alerts', async () => {
        const sent = await deps.db.meta.get(SENT_KEY);
        if (typeof sent?.value !== 'string') return;
        const parsed: unknown = JSON.parse(sent.value);
        if (!Array.isArray(parsed)) throw new Error('kept sent alerts are not a list');
        const keys = parsed.filter((k): k is string => typeof k === 'string');
        router.remember(keys);
        sentKeys = [...keys.slice(-SENT_KEPT), ...sentKeys].slice(-SENT_KEPT);
      });
      for (const sport of SPORTS) {
        await step(`load ${sport} alert filter`, async () => {
          const stored = await deps.db.meta.get(filterKey(sport));
          if (filtersSet.has(sport) || typeof stored?.value !== 'string') return;
          const filter = JSON.parse(stored.value) as AlertFilter;
          checkFilter(filter);
          filters[sport] = filter;
        });
      }
      loading = false;
      filtersSet.clear();
      followsSet.clear();
      publish();
    },
    raise(match, event) {
      const followed = follows.has(match.id);
      if (!followed) {
        if (event.kind !== 'goal' && event.kind !== 'red') return;
        if (!listShows(filters[match.sport], match)) return;
      } else {
        // The row as it stands now, for lists once the match has left the day.
        const row = { ...follows.get(match.id)!, match };
        follows.set(match.id, row);
        save(row);
      }
      const alert = buildAlert(match, event, followed, followed && !deps.tabs.anyVisible());
      if (alert) router.route(alert);
    },
    flush: () => router.flush(),
    setFilter(sport, filter) {
      checkFilter(filter);
      filters[sport] = filter;
      if (loading) filtersSet.add(sport);
      // Kept, so a new engine (every tab closed, then one opened) still follows the list.
      deps.db.meta
        .put({ key: filterKey(sport), value: JSON.stringify(filter) })
        .catch((error: unknown) => deps.onError?.(error, 'save alert filter'));
    },
    follow(match, on) {
      if (typeof match !== 'object' || !Number.isInteger(match.id)) throw new Error('bad match');
      if (loading) followsSet.add(match.id);
      if (on === follows.has(match.id)) return;
      if (on) {
        const row: FollowedMatch = { match_id: match.id, sport: match.sport, followed_at: deps.now(), match };
        follows.set(match.id, row);
        save(row);
      } else {
        follows.delete(match.id);
        deps.db.follows.delete(match.id).catch((error: unknown) => deps.onError?.(error, 'save follow'));
      }
      publish();
    },
    register: (tabId, callback) => router.register(tabId, callback),
    unregister: (tabId) => router.unregister(tabId),
    onFollows(tabId, callback) {
      offFollows(tabId);
      followTabs.set(tabId, callback);
      send(callback);
    },
    removeTab(tabId) {
      router.unregister(tabId);
      offFollows(tabId);
    },
    clear() {
      router.clear();
      for (const tabId of [...followTabs.keys()]) offFollows(tabId);
    },
  };
}
