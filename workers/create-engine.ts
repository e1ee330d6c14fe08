import type {
  EngineApi,
  EngineIdentity,
  EngineQuery,
  EngineStatus,
  ServerNotice,
  TabInfo,
} from '../contracts/engine-api.ts';
import type { Channel, ClientFrame } from '../contracts/live-protocol.ts';
import { MATCH_CHANNELS, PROTOCOL_VERSION, isOddsChannel, oddsChannel } from '../contracts/live-protocol.ts';
import { SPORTS } from '../contracts/match.ts';
import type { CompanyId } from '../contracts/odds.ts';
import { DEFAULT_COMPANY_ID, isCompanyId } from '../contracts/odds.ts';
import type { AlertCallback } from './alert-router.ts';
import { createChannelApplier } from './channel-applier.ts';
import type { Cursor } from './channel-sync.ts';
import { readStoredMatches, STORED_AT_KEY } from './engine-db.ts';
import type { Cancel, EngineDeps } from './engine-deps.ts';
import { readDiagnostics } from './engine-diagnostics.ts';
import { viewOf } from './engine-views.ts';
import { createLiveConnection } from './live-connection.ts';
import { createMatchAlerts } from './match-alerts.ts';
import type { FollowsCallback } from './match-alerts.ts';
import type { LiveConnection, SessionHooks } from './live-connection.ts';
import { createFrameLog } from './frame-log.ts';
import { createMatchStore } from './match-store.ts';
import { createPersistQueue } from './persist-queue.ts';
import { createRoomSubscriptions } from './room-subscriptions.ts';
import type { RoomCallback } from './room-subscriptions.ts';
import { createSessionToken } from './session-token.ts';
import { createSubscriptionHub } from './subscriptions.ts';
import type { BatchCallback } from './subscriptions.ts';
import { createTabRegistry } from './tab-registry.ts';

/** A tab's notice callback (a Comlink proxy across the boundary). */
export type NoticeCallback = (notice: ServerNotice) => unknown;

/**
 * The engine as its host (worker entry, tests) holds it. Its subscriptions get whole rows; what
 * crosses to a tab is made of them at the boundary (engine-remote-api.ts).
 */
export interface Engine extends Omit<EngineApi, 'subscribe'> {
  subscribe(tabId: string, query: EngineQuery, onBatch: BatchCallback): number;
  /** Resolves once IndexedDB is loaded into memory and the socket is started. */
  readonly ready: Promise<void>;
  /** In-worker hook for notices; returns its removal. */
  addNoticeListener(listener: (notice: ServerNotice) => void): Cancel;
  /** Writes everything pending to IndexedDB now. */
  flush(): Promise<void>;
  /** Closes the socket, stops timers, flushes. */
  dispose(): Promise<void>;
}

/** Queries come from tabs: a bad one is refused rather than subscribed to nothing forever. */
function checkQuery(query: EngineQuery): void {
  if (query.kind !== 'matches' && query.kind !== 'odds') throw new Error('unknown query kind');
  if (!(SPORTS as readonly string[]).includes(query.sport)) throw new Error(`unknown sport: ${String(query.sport)}`);
  if (query.kind === 'odds' && !isCompanyId(query.company_id)) {
    throw new Error(`unknown company: ${String(query.company_id)}`);
  }
}

/**
 * Builds the data engine. It loads IndexedDB first (views start from it), then opens the
 * socket; all I/O comes through `deps`, so it runs headless in tests.
 */
export function createEngine(deps: EngineDeps): Engine {
  const startedAt = deps.now();
  const onError = deps.onError ?? (() => undefined);
  const store = createMatchStore();
  const tabs = createTabRegistry();
  const frames = createFrameLog();
  const watched = new Set<string>();
  const noticeTabs = new Map<string, NoticeCallback>();
  /** Tabs that can play the chat message sound. */
  const chatSoundTabs = new Set<string>();
  const noticeListeners = new Set<(notice: ServerNotice) => void>();
  let company: CompanyId = DEFAULT_COMPANY_ID;
  let storedAt = 0;
  let connection: LiveConnection | null = null;
  let disposed = false;
  /** QR codes asked for before the socket exists (IndexedDB still loading). */
  const earlyLogins: string[] = [];

  function status(): EngineStatus {
    const live = connection?.status();
    return {
      connected: live?.connected ?? false,
      link: live?.link ?? 'connecting',
      syncing: live?.connected === true && MATCH_CHANNELS.some((c) => connection?.channel(c)?.mode() !== 'live'),
      epoch: live?.epoch ?? null,
      lastMessageAt: live?.lastMessageAt ?? 0,
      storedAt,
      connects: live?.connects ?? 0,
      tabs: tabs.count(),
      subscriptions: hub.count(),
      tier: deps.tier,
    };
  }

  const hub = createSubscriptionHub({
    viewOf: (query) => viewOf(store, query),
    status,
    isVisible: (tabId) => tabs.isVisible(tabId),
    now: deps.now,
    release: deps.releaseCallback,
    onError,
    timers: deps.timers,
  });
  const alerts = createMatchAlerts({ db: deps.db, tabs, now: deps.now, release: deps.releaseCallback, onError });
  const persist = createPersistQueue({
    db: deps.db,
    timers: deps.timers,
    now: deps.now,
    onCommit: (at) => {
      storedAt = at;
    },
    onError,
  });
  const sink = createChannelApplier({ store, persist, hub, alerts, onError });
  const send = (frame: ClientFrame) => connection?.send(frame);
  const rooms = createRoomSubscriptions({ send, release: deps.releaseCallback, onError });
  const token = createSessionToken({ send, onRevoked: () => notify({ type: 'sessionRevoked' }) });
  let socketOpen = false;
  const session: SessionHooks = {
    opened() {
      socketOpen = true;
      // In this order: the server checks kick-outs of the user the socket speaks for.
      token.opened();
      rooms.opened();
    },
    closed(code) {
      socketOpen = false;
      token.closed(code);
      rooms.closed();
    },
    answer(frame) {
      if (frame.type === 'auth') token.answered(frame.user_id);
      else if (frame.type === 'session') token.cookieSession(frame.user_id);
      else rooms.answered(frame.room_id, frame.joined, frame.reason);
    },
    roomEvent: (roomId, event) => rooms.event(roomId, event),
  };

  /** Odds channels: the selected company's, plus any a subscription shows. */
  function syncOddsChannels(): void {
    if (connection === null) return;
    const wanted = new Set<Channel>([oddsChannel(company)]);
    for (const query of hub.queries()) if (query.kind === 'odds') wanted.add(oddsChannel(query.company_id));
    for (const channel of wanted) connection.join(channel);
    for (const channel of connection.joined()) {
      if (isOddsChannel(channel) && !wanted.has(channel)) connection.leave(channel);
    }
  }

  function notify(notice: ServerNotice): void {
    // The kicked user's socket already left the room on the server.
    if (notice.type === 'liveKickout') rooms.answered(notice.room_id, false, 'kicked');
    for (const listener of noticeListeners) listener(notice);
    // A chat message received sounds in one tab of the browser: the visible one shown last.
    const received = notice.type === 'chat' && notice.event.kind === 'message' && notice.event.message.flow === 'out';
    const sounding = received ? tabs.preferred(chatSoundTabs) : undefined;
    for (const [tabId, callback] of noticeTabs) {
      const sent = notice.type === 'chat' ? { ...notice, sound: tabId === sounding } : notice;
      try {
        Promise.resolve(callback(sent)).catch((error: unknown) => onError(error, 'notice callback'));
      } catch (error) {
        onError(error, 'notice callback');
      }
    }
  }

  async function load(): Promise<void> {
    const cursors = new Map<Channel, Cursor>();
    try {
      const { db } = deps;
      // One read transaction: rows and cursors as one commit left them.
      const [matches, odds, cursorRows, stored] = await db.transaction(
        'r',
        [db.matchChunks, db.odds, db.cursors, db.meta],
        () => Promise.all([readStoredMatches(db), db.odds.toArray(), db.cursors.toArray(), db.meta.get(STORED_AT_KEY)]),
      );
      store.load(matches, odds);
      persist.seed(matches);
      for (const row of cursorRows) cursors.set(row.channel, { epoch: row.epoch, seq: row.seq });
      if (typeof stored?.value === 'number') storedAt = stored.value;
    } catch (error) {
      // Without IndexedDB (private mode, quota) the engine still runs live, from snapshots.
      onError(error, 'load');
    }
    await alerts.load();
    if (disposed) return;
    // Views render from IndexedDB first: resets go out before the socket is even opened.
    hub.start();
    connection = createLiveConnection({
      socket: deps.socket,
      timers: deps.timers,
      now: deps.now,
      random: deps.random,
      fetchSnapshot: deps.fetchSnapshot,
      sink,
      cursors,
      company,
      onNotice: notify,
      onStatus: () => hub.touch(),
      session,
      frameLog: frames,
      onError,
    });
    for (const channel of MATCH_CHANNELS) connection.join(channel);
    syncOddsChannels();
    connection.start();
    for (const code of earlyLogins.splice(0)) connection.login(code);
  }

  /**
   * A tab (re)starts here: any subscription it made earlier is dropped, since a tab registers its
   * subscriptions again after every attach. IMPORTANT: in tier 2 a tab's `subscribe` can reach a
   * new leader's engine before the tab knows the leader changed; the tab then drops that answer,
   * and without this the subscription would stay here, waiting on a closed callback, for ever.
   */
  function attach(tab: TabInfo): EngineIdentity {
    hub.removeTab(tab.tabId);
    rooms.removeTab(tab.tabId);
    tabs.attach(tab);
    hub.wake();
    if (watched.has(tab.tabId)) return identity();
    watched.add(tab.tabId);
    deps.watchTab(tab.tabId).then(
      () => {
        watched.delete(tab.tabId);
        detach(tab.tabId);
      },
      (error: unknown) => onError(error, 'watchTab'),
    );
    return identity();
  }

  /** Calls from a tab that skipped `attach` still get its death watched. */
  function ensureAttached(tabId: string): void {
    if (!tabs.has(tabId)) attach({ tabId, visible: true });
  }

  function detach(tabId: string): void {
    hub.removeTab(tabId);
    rooms.removeTab(tabId);
    alerts.removeTab(tabId);
    chatSoundTabs.delete(tabId);
    const notice = noticeTabs.get(tabId);
    if (notice) {
      noticeTabs.delete(tabId);
      deps.releaseCallback?.(notice);
    }
    tabs.detach(tabId);
    syncOddsChannels();
  }

  const ready = load();

  function identity(): EngineIdentity {
    return { protocol: PROTOCOL_VERSION, tier: deps.tier, startedAt };
  }

  return {
    ping: identity,
    attach,
    setVisible(tabId, visible) {
      tabs.setVisible(tabId, visible);
      if (visible) hub.show(tabId);
    },
    detach,
    subscribe(tabId, query, onBatch: BatchCallback) {
      checkQuery(query);
      ensureAttached(tabId);
      const id = hub.add(tabId, query, onBatch);
      syncOddsChannels();
      return id;
    },
    unsubscribe(id) {
      if (hub.remove(id)) syncOddsChannels();
    },
    onAlert(tabId, onAlert: AlertCallback) {
      ensureAttached(tabId);
      alerts.register(tabId, onAlert);
    },
    offAlert(tabId) {
      alerts.unregister(tabId);
    },
    setAlertFilter(sport, filter) {
      if (!(SPORTS as readonly string[]).includes(sport)) throw new Error(`unknown sport: ${String(sport)}`);
      alerts.setFilter(sport, filter);
    },
    follow(match, on) {
      alerts.follow(match, on === true);
    },
    onFollows(tabId, onFollows: FollowsCallback) {
      ensureAttached(tabId);
      alerts.onFollows(tabId, onFollows);
    },
    setChatSound(tabId, on) {
      ensureAttached(tabId);
      if (on === true) chatSoundTabs.add(tabId);
      else chatSoundTabs.delete(tabId);
    },
    onNotice(tabId, onNotice) {
      ensureAttached(tabId);
      const held = noticeTabs.get(tabId);
      if (held) deps.releaseCallback?.(held);
      noticeTabs.set(tabId, onNotice);
    },
    setCompany(companyId) {
      if (!isCompanyId(companyId)) throw new Error(`unknown company: ${String(companyId)}`);
      if (companyId === company) return;
      company = companyId;
      connection?.setCompany(companyId);
      syncOddsChannels();
    },
    login(code) {
      if (typeof code !== 'string' || code.length === 0 || code.length > 64) throw new Error('bad login code');
      if (connection) connection.login(code);
      else earlyLogins.push(code);
    },
    setToken(next) {
      if (next !== null && (typeof next !== 'string' || next.length === 0 || next.length > 128)) {
        throw new Error('bad token');
      }
      token.set(next, socketOpen);
    },
    joinRoom(tabId, roomId, onSignal: RoomCallback) {
      ensureAttached(tabId);
      return rooms.add(tabId, roomId, onSignal);
    },
    leaveRoom(id) {
      rooms.remove(id);
    },
    status,
    diagnostics: () =>
      readDiagnostics({
        status,
        startedAt,
        company: () => company,
        channels: () =>
          (connection?.joined() ?? []).map((channel) => {
            const sync = connection?.channel(channel);
            return { channel, mode: sync?.mode() ?? 'idle', cursor: sync?.cursor() ?? null };
          }),
        tabs: () => tabs.list(),
        subscriptions: () => hub.list(),
        rooms: () => rooms.list(),
        frames,
        db: deps.db,
      }),
    frameLog: (afterId) => frames.after(afterId),
    ready,
    addNoticeListener(listener) {
      noticeListeners.add(listener);
      return () => noticeListeners.delete(listener);
    },
    flush: () => persist.flush(),
    async dispose() {
      disposed = true;
      await ready;
      connection?.dispose();
      await persist.flush();
      persist.dispose();
      hub.clear();
      alerts.clear();
      rooms.clear();
    },
  };
}
