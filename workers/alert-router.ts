import type { MatchAlert } from '../contracts/engine-api.ts';
import type { LiveMatch, MatchEvent } from '../contracts/match.ts';
import type { TabRegistry } from './tab-registry.ts';

/** A tab's alert callback (a Comlink proxy across the boundary): the alerts of one frame, oldest first. */
export type AlertCallback = (alerts: MatchAlert[]) => unknown;

const ALERT_KINDS: ReadonlySet<string> = new Set<MatchAlert['kind']>([
  'goal',
  'red',
  'kickoff',
  'halftime',
  'fulltime',
]);

/** Goals and red cards alert for every match the list shows; the other kinds for followed ones. */
export function isAlertKind(kind: string): kind is MatchAlert['kind'] {
  return ALERT_KINDS.has(kind);
}

/** The alert for an event; null for events that never alert. `match` is the row after the event. */
export function buildAlert(match: LiveMatch, event: MatchEvent, followed = false, desktop = false): MatchAlert | null {
  if (!isAlertKind(event.kind)) return null;
  return {
    key: `${match.id}:${match.v}`,
    kind: event.kind,
    followed,
    desktop,
    match_id: match.id,
    sport: match.sport,
    iszhu: event.side === 'home' ? 1 : 0,
    match_str: event.at || match.match_str,
    home_team_name_zh: match.home_team_name_zh,
    home_team_name_en: match.home_team_name_en,
    home_team_name_vi: match.home_team_name_vi,
    away_team_name_zh: match.away_team_name_zh,
    away_team_name_en: match.away_team_name_en,
    away_team_name_vi: match.away_team_name_vi,
    home_score: match.home_score,
    away_score: match.away_score,
  };
}

export interface AlertRouterDeps {
  tabs: TabRegistry;
  now(): number;
  release?(callback: unknown): void;
  onError?(error: unknown, context: string): void;
  /** Keys were delivered (the caller keeps them for the next engine). */
  onSent?(keys: string[]): void;
  /** How many delivered keys are remembered against repeats. */
  memory?: number;
}

/**
 * How long an alert raised while no tab listens waits for one: a page that just opened (or
 * reloaded) asks for alerts a moment after its engine is live, and a goal in that moment still
 * pops up there.
 */
export const ALERT_WAIT_MS = 5_000;
/** At most this many alerts wait for a tab; the oldest go first. */
const MAX_WAITING = 20;

/**
 * Sends each alert to exactly one tab in the browser: the most recently shown visible tab that
 * asked for alerts, else the most recently attached one; a key is never sent twice. With no tab
 * listening, an alert waits up to ALERT_WAIT_MS for the first one. A tab gets the alerts routed
 * to it together, in one call at `flush` (the engine flushes after each frame): a frame with ten
 * goals is one message to the tab, not ten.
 */
export interface AlertRouter {
  register(tabId: string, callback: AlertCallback): void;
  unregister(tabId: string): void;
  /** The tab the alert goes to at the next flush; undefined when it was a repeat or waits for a tab. */
  route(alert: MatchAlert): string | undefined;
  /** Sends what was routed since the last flush (also done in a microtask, should nobody call it). */
  flush(): void;
  /** Keys delivered before (by an earlier engine): never sent again. */
  remember(keys: Iterable<string>): void;
  clear(): void;
}

/** Builds a router with no listening tab. */
export function createAlertRouter(deps: AlertRouterDeps): AlertRouter {
  const callbacks = new Map<string, AlertCallback>();
  // Insertion-ordered: the oldest keys are forgotten first.
  const sent = new Set<string>();
  const memory = deps.memory ?? 10_000;
  let waiting: { alert: MatchAlert; at: number }[] = [];
  /** Routed, not yet sent: per tab, in routing order. */
  let outbox = new Map<string, MatchAlert[]>();
  let flushQueued = false;

  function unregister(tabId: string): void {
    const callback = callbacks.get(tabId);
    if (!callback) return;
    callbacks.delete(tabId);
    deps.release?.(callback);
    // What was routed to it and not sent yet goes to another tab (or waits for one).
    const unsent = outbox.get(tabId);
    outbox.delete(tabId);
    for (const alert of unsent ?? []) {
      sent.delete(alert.key);
      route(alert);
    }
  }

  function markSent(key: string): void {
    sent.add(key);
    if (sent.size > memory) {
      const oldest = sent.values().next();
      if (!oldest.done) sent.delete(oldest.value);
    }
  }

  function route(alert: MatchAlert): string | undefined {
    if (sent.has(alert.key)) return undefined;
    const tabId = deps.tabs.preferred(callbacks.keys());
    const callback = tabId === undefined ? undefined : callbacks.get(tabId);
    if (tabId === undefined || callback === undefined) {
      if (!waiting.some((w) => w.alert.key === alert.key)) waiting.push({ alert, at: deps.now() });
      if (waiting.length > MAX_WAITING) waiting.shift();
      return undefined;
    }
    markSent(alert.key);
    const queued = outbox.get(tabId);
    if (queued) queued.push(alert);
    else outbox.set(tabId, [alert]);
    if (!flushQueued) {
      flushQueued = true;
      queueMicrotask(flush);
    }
    return tabId;
  }

  function flush(): void {
    flushQueued = false;
    if (outbox.size === 0) return;
    const due = outbox;
    outbox = new Map();
    const keys: string[] = [];
    for (const [tabId, alerts] of due) {
      const callback = callbacks.get(tabId);
      // unregister() takes a tab's alerts out of the outbox: a tab here is registered.
      if (!callback) continue;
      for (const alert of alerts) keys.push(alert.key);
      try {
        Promise.resolve(callback(alerts)).catch((error: unknown) => deps.onError?.(error, 'alert callback'));
      } catch (error) {
        deps.onError?.(error, 'alert callback');
      }
    }
    if (keys.length > 0) deps.onSent?.(keys);
  }

  return {
    register(tabId, callback) {
      unregister(tabId);
      callbacks.set(tabId, callback);
      const now = deps.now();
      const due = waiting.filter((w) => now - w.at <= ALERT_WAIT_MS);
      waiting = [];
      for (const { alert } of due) route(alert);
      flush();
    },
    unregister,
    route,
    flush,
    remember(keys) {
      for (const key of keys) markSent(key);
    },
    clear() {
      outbox = new Map();
      for (const tabId of [...callbacks.keys()]) unregister(tabId);
      sent.clear();
      waiting = [];
    },
  };
}
