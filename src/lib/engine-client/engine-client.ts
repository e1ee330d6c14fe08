import { proxy } from 'comlink';
import type { Remote } from 'comlink';
import type {
  EngineApi,
  EngineBatch,
  EngineQuery,
  EngineStatus,
  EngineTier,
  MatchAlert,
  MatchBatch,
  MatchWireBatch,
  OddsBatch,
  RoomSignal,
  ServerNotice,
  WireBatch,
} from '../../../contracts/engine-api.ts';
import type { AlertFilter, FollowedMatch } from '../../../contracts/alert-filter.ts';
import type { LiveMatch, Sport } from '../../../contracts/match.ts';
import type { CompanyId, OddsLine } from '../../../contracts/odds.ts';
import { matchRowsFromChanges } from './match-changes.ts';

/** Stops a subscription or listener; calling it twice is harmless. */
export type Unsubscribe = () => void;

/** The engine as the tab's views use it. Subscriptions survive a tier-2 leader change. */
export interface EngineClient {
  readonly api: Remote<EngineApi>;
  readonly tier: EngineTier;
  readonly tabId: string;
  /** First a `reset` (from IndexedDB at once), then `patch` batches, at most one per frame. */
  subscribeMatches(sport: Sport, onBatch: (batch: MatchBatch) => void): Unsubscribe;
  subscribeOdds(sport: Sport, companyId: CompanyId, onBatch: (batch: OddsBatch) => void): Unsubscribe;
  /** Goal and red-card alerts routed to this tab (each event reaches one tab of the browser). */
  onAlert(onAlert: (alert: MatchAlert) => void): Unsubscribe;
  /** What a sport's list leaves out (alerts follow it; the engine keeps it); sent again to a new engine. */
  setAlertFilter(sport: Sport, filter: AlertFilter): Promise<void>;
  follow(match: LiveMatch, on: boolean): Promise<void>;
  /** The followed matches, now and after every change. */
  onFollows(onFollows: (follows: FollowedMatch[]) => void): Unsubscribe;
  /** Kick-outs, the horn, reservation reminders, QR-login progress, a revoked login. */
  onNotice(onNotice: (notice: ServerNotice) => void): Unsubscribe;
  /** While the returned function is not called, this tab may be the one to play the chat message sound. */
  wantChatSound(): Unsubscribe;
  /** Hear a room (its events, joined, paused) until the returned function is called. */
  joinRoom(roomId: number, onSignal: (signal: RoomSignal) => void): Unsubscribe;
  /** Who the browser's one socket speaks for (every tab sets the same login). */
  setToken(token: string | null): Promise<void>;
  setCompany(companyId: CompanyId): Promise<void>;
  status(): Promise<EngineStatus>;
}

/** The client plus what `connectEngine` drives. */
export interface ConnectedEngineClient extends EngineClient {
  /** (Re)announces the tab and re-subscribes everything: at start and after a new engine. */
  reattach(): Promise<void>;
  /** The page is going away (or into the back-forward cache). */
  detach(): void;
}

export interface EngineClientDeps {
  remote: Remote<EngineApi>;
  tier: EngineTier;
  tabId: string;
  isVisible(): boolean;
  /** Resolves when the tab is ready for the next batch (after its next paint). */
  afterPaint(): Promise<void>;
  onError?(error: unknown): void;
}

type AnyBatch = EngineBatch<LiveMatch> | EngineBatch<OddsLine>;

interface ActiveSubscription {
  query: EngineQuery;
  callback: (batch: WireBatch) => Promise<void>;
  remoteId: number | null;
  closed: boolean;
}

interface ActiveRoom {
  roomId: number;
  callback: (signal: RoomSignal) => void;
  remoteId: number | null;
  closed: boolean;
}

/** Builds the tab's client over a Comlink remote of the engine. */
export function createEngineClient(deps: EngineClientDeps): ConnectedEngineClient {
  const { remote, tabId } = deps;
  const onError = deps.onError ?? ((error: unknown) => console.error('[engine-client]', error));
  const subscriptions = new Set<ActiveSubscription>();
  const alertListeners = new Set<(alert: MatchAlert) => void>();
  const noticeListeners = new Set<(notice: ServerNotice) => void>();
  const followListeners = new Set<(follows: FollowedMatch[]) => void>();
  const alertFilters = new Map<Sport, AlertFilter>();
  const rooms = new Set<ActiveRoom>();
  /** Chat views open in this tab that may play the message sound. */
  let chatSound = 0;
  let company: CompanyId | null = null;
  // undefined: never set by this tab (a new engine keeps what other tabs told it).
  let token: string | null | undefined;
  // Bumped at every (re)attach: answers of an older engine are ignored.
  let generation = 0;

  const alertCallback = proxy((alerts: MatchAlert[]) => {
    for (const alert of alerts) for (const listener of alertListeners) listener(alert);
  });
  const noticeCallback = proxy((notice: ServerNotice) => {
    for (const listener of noticeListeners) listener(notice);
  });
  const followsCallback = proxy((follows: FollowedMatch[]) => {
    for (const listener of followListeners) listener(follows);
  });

  function register(sub: ActiveSubscription): void {
    const asked = generation;
    remote.subscribe(tabId, sub.query, sub.callback).then((id) => {
      if (asked !== generation) {
        // A re-attach overtook this call. Tier 1 has one engine, so this id is live there and
        // would double every batch. In tier 2 the answer may come from the old engine or from the
        // new leader's, whose `attach` already dropped it; ids are per engine, so unsubscribing
        // here could remove another tab's subscription.
        if (deps.tier === 'shared-worker') void remote.unsubscribe(id);
        return;
      }
      if (sub.closed) void remote.unsubscribe(id);
      else sub.remoteId = id;
    }, onError);
  }

  /** Like `register`, for rooms: an answer overtaken by a re-attach is handled the same way. */
  function registerRoom(room: ActiveRoom): void {
    const asked = generation;
    remote.joinRoom(tabId, room.roomId, room.callback).then((id) => {
      if (asked !== generation) {
        if (deps.tier === 'shared-worker') void remote.leaveRoom(id);
        return;
      }
      if (room.closed) void remote.leaveRoom(id);
      else room.remoteId = id;
    }, onError);
  }

  function subscribe(query: EngineQuery, onBatch: (batch: AnyBatch) => void): Unsubscribe {
    // Match patches come as changes against the rows this tab holds.
    const rowsOf = query.kind === 'matches' ? matchRowsFromChanges() : null;
    const sub: ActiveSubscription = {
      query,
      // IMPORTANT: the engine sends nothing more to this subscription until this resolves.
      callback: proxy(async (batch: WireBatch) => {
        try {
          onBatch(rowsOf === null ? (batch as EngineBatch<OddsLine>) : rowsOf(batch as MatchWireBatch));
        } catch (error) {
          onError(error);
        }
        await deps.afterPaint();
      }),
      remoteId: null,
      closed: false,
    };
    subscriptions.add(sub);
    register(sub);
    return () => {
      if (sub.closed) return;
      sub.closed = true;
      subscriptions.delete(sub);
      if (sub.remoteId !== null) void remote.unsubscribe(sub.remoteId).catch(onError);
    };
  }

  return {
    api: remote,
    tier: deps.tier,
    tabId,
    // The engine answers a query with batches of that query's rows.
    subscribeMatches: (sport, onBatch) =>
      subscribe({ kind: 'matches', sport }, (batch) => onBatch(batch as MatchBatch)),
    subscribeOdds: (sport, companyId, onBatch) =>
      subscribe({ kind: 'odds', sport, company_id: companyId }, (batch) => onBatch(batch as OddsBatch)),
    onAlert(listener) {
      alertListeners.add(listener);
      if (alertListeners.size === 1) void remote.onAlert(tabId, alertCallback).catch(onError);
      return () => {
        if (!alertListeners.delete(listener) || alertListeners.size > 0) return;
        // No one here shows alerts any more: let another tab get them.
        void remote.offAlert(tabId).catch(onError);
      };
    },
    async setAlertFilter(sport, filter) {
      alertFilters.set(sport, filter);
      await remote.setAlertFilter(sport, filter);
    },
    follow: (match, on) => remote.follow(match, on),
    onFollows(listener) {
      followListeners.add(listener);
      if (followListeners.size === 1) void remote.onFollows(tabId, followsCallback).catch(onError);
      return () => void followListeners.delete(listener);
    },
    onNotice(listener) {
      noticeListeners.add(listener);
      if (noticeListeners.size === 1) void remote.onNotice(tabId, noticeCallback).catch(onError);
      return () => void noticeListeners.delete(listener);
    },
    wantChatSound() {
      chatSound += 1;
      if (chatSound === 1) void remote.setChatSound(tabId, true).catch(onError);
      let done = false;
      return () => {
        if (done) return;
        done = true;
        chatSound -= 1;
        if (chatSound === 0) void remote.setChatSound(tabId, false).catch(onError);
      };
    },
    joinRoom(roomId, onSignal) {
      const room: ActiveRoom = {
        roomId,
        callback: proxy((signal: RoomSignal) => {
          try {
            onSignal(signal);
          } catch (error) {
            onError(error);
          }
        }),
        remoteId: null,
        closed: false,
      };
      rooms.add(room);
      registerRoom(room);
      return () => {
        if (room.closed) return;
        room.closed = true;
        rooms.delete(room);
        if (room.remoteId !== null) void remote.leaveRoom(room.remoteId).catch(onError);
      };
    },
    async setToken(next) {
      token = next;
      await remote.setToken(next);
    },
    async setCompany(companyId) {
      company = companyId;
      await remote.setCompany(companyId);
    },
    status: () => remote.status(),
    async reattach() {
      generation += 1;
      const current = generation;
      await remote.attach({ tabId, visible: deps.isVisible() });
      if (current !== generation) return;
      if (company !== null) void remote.setCompany(company).catch(onError);
      // Before the rooms: a new engine joins them as this login.
      if (token !== undefined) void remote.setToken(token).catch(onError);
      if (alertListeners.size > 0) void remote.onAlert(tabId, alertCallback).catch(onError);
      if (noticeListeners.size > 0) void remote.onNotice(tabId, noticeCallback).catch(onError);
      if (chatSound > 0) void remote.setChatSound(tabId, true).catch(onError);
      if (followListeners.size > 0) void remote.onFollows(tabId, followsCallback).catch(onError);
      for (const [sport, filter] of alertFilters) void remote.setAlertFilter(sport, filter).catch(onError);
      for (const sub of subscriptions) {
        sub.remoteId = null;
        register(sub);
      }
      for (const room of rooms) {
        room.remoteId = null;
        registerRoom(room);
      }
    },
    detach() {
      void remote.detach(tabId).catch(onError);
    },
  };
}
