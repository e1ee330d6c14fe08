import type { EngineBatch, EngineQuery, EngineStatus } from '../contracts/engine-api.ts';
import type { LiveMatch } from '../contracts/match.ts';
import type { OddsLine } from '../contracts/odds.ts';
import type { Timers } from './engine-deps.ts';

/** What a subscription callback receives. */
export type AnyBatch = EngineBatch<LiveMatch> | EngineBatch<OddsLine>;
/** A tab's callback (a Comlink proxy across the boundary); its returned promise paces delivery. */
export type BatchCallback = (batch: AnyBatch) => unknown;

/** How a subscription reads rows: the whole view, or the latest state of some keys. */
export interface SubscriptionView {
  reset(status: EngineStatus): AnyBatch;
  /** Keys no longer in the view come back in `removed`. */
  patch(keys: readonly number[], status: EngineStatus): AnyBatch;
  /** Whether the view shows the engine's status: if not, a change of status alone sends nothing. */
  showsStatus: boolean;
}

export interface SubscriptionHubDeps {
  viewOf(query: EngineQuery): SubscriptionView;
  status(): EngineStatus;
  isVisible(tabId: string): boolean;
  now(): number;
  release?(callback: unknown): void;
  onError?(error: unknown, context: string): void;
  /** The engine's timers (injected, so tests run on a manual clock). */
  timers: Timers;
  /** How long a batch may go unanswered before the tab is sent a fresh reset (default 5 s). */
  answerTimeoutMs?: number;
  /** Least time between two batches to a hidden tab (default 1 s). */
  hiddenBatchMs?: number;
}

/** A tab answers a batch once it has painted it: about a frame, or 1 s when hidden. */
export const ANSWER_TIMEOUT_MS = 5_000;

/**
 * A hidden tab gets its key events at most once a second: the browser runs its timers that
 * seldom anyway, nobody sees its list, and a busy day (dozens of goals a second over every league)
 * would otherwise wake every background tab on every socket frame.
 */
export const HIDDEN_BATCH_MS = 1_000;

/**
 * Per-tab subscriptions with coalescing. Each subscription keeps the keys of the rows that
 * changed since its last batch (latest-wins: the row is read when the batch is built), sends
 * one batch, and waits until the callback's promise resolves before the next. A hidden tab
 * gets only rows with a key event, at most one batch a second, and no status-only batches; the
 * rest wait until it is visible, then come in one batch. A batch left unanswered
 * for `answerTimeoutMs` counts as lost: the tab gets a reset with every row instead, so one lost
 * message never freezes a live tab.
 */
export interface SubscriptionHub {
  add(tabId: string, query: EngineQuery, callback: BatchCallback): number;
  remove(id: number): boolean;
  /** Drops every subscription of the tab; returns how many. */
  removeTab(tabId: string): number;
  count(): number;
  queries(): EngineQuery[];
  /** Every subscription: its id, tab and query. */
  list(): { id: number; tabId: string; query: EngineQuery }[];
  /** Rows changed for the subscriptions whose query `affects` selects. */
  mark(affects: (query: EngineQuery) => boolean, keys: Iterable<number>, keyEventKeys?: ReadonlySet<number>): void;
  /** The next batch of the selected subscriptions is a `reset` (after a snapshot). */
  reset(affects: (query: EngineQuery) => boolean): void;
  /** Starts delivering (once the rows are loaded from IndexedDB). */
  start(): void;
  /**
   * The engine's status changed (the link, a channel caught up, a pong): every subscription whose
   * view shows it gets it, in an empty patch when no rows are due; a hidden tab once it is shown.
   */
  touch(): void;
  /** Checks again what can be sent. */
  wake(): void;
  /**
   * The tab was shown: each of its subscriptions gets the catch-up at once (`shown: true`),
   * even with nothing changed and without waiting for the answer to a batch still in flight.
   */
  show(tabId: string): void;
  clear(): void;
}

interface Subscription {
  id: number;
  tabId: string;
  query: EngineQuery;
  callback: BatchCallback;
  view: SubscriptionView;
  needsReset: boolean;
  pending: Set<number>;
  /** Pending keys with a key event: what a hidden tab still receives. */
  keyPending: Set<number>;
  inFlight: boolean;
  /** The status changed since the last batch. */
  statusDue: boolean;
  /** The tab was shown and this subscription has not sent it the catch-up yet. */
  catchUpDue: boolean;
  /** Numbers the batches sent; an answer to an older one than the last is ignored. */
  sent: number;
  closed: boolean;
  /** When the last batch went to the tab while hidden (HIDDEN_BATCH_MS apart). */
  hiddenSentAt: number;
  /** Cancels the wait for the next hidden batch. */
  cancelHiddenWait: (() => void) | null;
}

/** Builds an empty hub; nothing is delivered before `start()`. */
export function createSubscriptionHub(deps: SubscriptionHubDeps): SubscriptionHub {
  const subs = new Map<number, Subscription>();
  let nextId = 1;
  let started = false;
  let scheduled = false;
  const answerTimeoutMs = deps.answerTimeoutMs ?? ANSWER_TIMEOUT_MS;
  const hiddenBatchMs = deps.hiddenBatchMs ?? HIDDEN_BATCH_MS;

  function schedule(): void {
    if (scheduled || !started) return;
    scheduled = true;
    // One pass after the current burst (a whole socket frame, a visibility change) is done.
    queueMicrotask(() => {
      scheduled = false;
      for (const sub of subs.values()) deliver(sub);
    });
  }

  function nextBatch(sub: Subscription): AnyBatch | null {
    if (sub.catchUpDue && deps.isVisible(sub.tabId)) {
      sub.catchUpDue = false;
      sub.statusDue = false;
      // With nothing missed, a view that shows the status still hears it is current (the score
      // list holds its render for this batch); one that does not (odds) gets nothing.
      const rows = rowsBatch(sub) ?? (sub.view.showsStatus ? sub.view.patch([], deps.status()) : null);
      return rows === null ? null : { ...rows, shown: true };
    }
    const statusOnly = sub.statusDue && sub.view.showsStatus && deps.isVisible(sub.tabId);
    const batch = rowsBatch(sub) ?? (statusOnly ? sub.view.patch([], deps.status()) : null);
    if (batch !== null) sub.statusDue = false;
    return batch;
  }

  function rowsBatch(sub: Subscription): AnyBatch | null {
    if (sub.needsReset) {
      sub.needsReset = false;
      sub.pending.clear();
      sub.keyPending.clear();
      return sub.view.reset(deps.status());
    }
    if (sub.pending.size === 0) return null;
    if (deps.isVisible(sub.tabId)) {
      const keys = [...sub.pending];
      sub.pending.clear();
      sub.keyPending.clear();
      return sub.view.patch(keys, deps.status());
    }
    if (sub.keyPending.size === 0) return null;
    const wait = sub.hiddenSentAt + hiddenBatchMs - deps.now();
    if (wait > 0) {
      sub.cancelHiddenWait ??= deps.timers.setTimeout(() => {
        sub.cancelHiddenWait = null;
        deliver(sub);
      }, wait);
      return null;
    }
    sub.hiddenSentAt = deps.now();
    const keys = [...sub.keyPending];
    sub.keyPending.clear();
    for (const key of keys) sub.pending.delete(key);
    return sub.view.patch(keys, deps.status());
  }

  function deliver(sub: Subscription): void {
    if (sub.closed) return;
    // IMPORTANT: the catch-up overtakes an unanswered batch: a tab answers once it has painted,
    // and the first frame of a tab being shown is its slowest. The port keeps them in order.
    if (sub.inFlight && !(sub.catchUpDue && deps.isVisible(sub.tabId))) return;
    const batch = nextBatch(sub);
    if (batch === null) return;
    sub.inFlight = true;
    const ticket = (sub.sent += 1);
    // IMPORTANT: an unanswered batch may be lost (or the tab died): after the timeout the next
    // batch is a reset, so whatever the lost one carried reaches a live tab; a dead tab gets
    // one reset per timeout until its lock frees and it is dropped.
    const cancelTimer = deps.timers.setTimeout(() => {
      if (sub.closed || sub.sent !== ticket) return;
      sub.needsReset = true;
      sub.sent += 1;
      sub.inFlight = false;
      deliver(sub);
    }, answerTimeoutMs);
    const done = (): void => {
      cancelTimer();
      if (sub.sent !== ticket) return;
      sub.inFlight = false;
      deliver(sub);
    };
    let result: unknown;
    try {
      result = sub.callback(batch);
    } catch (error) {
      deps.onError?.(error, 'subscription callback');
    }
    Promise.resolve(result).then(done, (error: unknown) => {
      deps.onError?.(error, 'subscription callback');
      done();
    });
  }

  function drop(sub: Subscription): void {
    sub.closed = true;
    sub.cancelHiddenWait?.();
    subs.delete(sub.id);
    deps.release?.(sub.callback);
  }

  return {
    add(tabId, query, callback) {
      const id = nextId++;
      const sub: Subscription = {
        id,
        tabId,
        query,
        callback,
        view: deps.viewOf(query),
        needsReset: true,
        pending: new Set(),
        keyPending: new Set(),
        inFlight: false,
        statusDue: false,
        catchUpDue: false,
        sent: 0,
        closed: false,
        hiddenSentAt: Number.NEGATIVE_INFINITY,
        cancelHiddenWait: null,
      };
      subs.set(id, sub);
      schedule();
      return id;
    },
    remove(id) {
      const sub = subs.get(id);
      if (!sub) return false;
      drop(sub);
      return true;
    },
    removeTab(tabId) {
      let dropped = 0;
      for (const sub of [...subs.values()]) {
        if (sub.tabId !== tabId) continue;
        drop(sub);
        dropped += 1;
      }
      return dropped;
    },
    count: () => subs.size,
    queries: () => [...subs.values()].map((sub) => sub.query),
    list: () => [...subs.values()].map(({ id, tabId, query }) => ({ id, tabId, query })),
    mark(affects, keys, keyEventKeys) {
      const list = [...keys];
      if (list.length === 0) return;
      for (const sub of subs.values()) {
        if (!affects(sub.query)) continue;
        for (const key of list) {
          sub.pending.add(key);
          if (keyEventKeys?.has(key)) sub.keyPending.add(key);
        }
      }
      schedule();
    },
    reset(affects) {
      for (const sub of subs.values()) if (affects(sub.query)) sub.needsReset = true;
      schedule();
    },
    start() {
      started = true;
      schedule();
    },
    touch() {
      for (const sub of subs.values()) sub.statusDue = true;
      schedule();
    },
    wake: schedule,
    show(tabId) {
      const shown = [...subs.values()].filter((sub) => sub.tabId === tabId);
      for (const sub of shown) sub.catchUpDue = true;
      // IMPORTANT: the views that show the engine's status (the score lists) get theirs first: a
      // tab takes each in turn, and the list's is what its first current frame waits for; a
      // render for the odds ahead of it delayed that frame by the odds' render and a frame.
      if (started) for (const sub of shown) if (sub.view.showsStatus) deliver(sub);
      schedule();
    },
    clear() {
      for (const sub of [...subs.values()]) drop(sub);
    },
  };
}
