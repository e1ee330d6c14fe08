import type { AlertFilter } from '../contracts/alert-filter.ts';
import type { EngineApi, EngineQuery, FrameRecord, MatchAlert, TabInfo, WireBatch } from '../contracts/engine-api.ts';
import type { LiveMatch, Sport } from '../contracts/match.ts';
import type { CompanyId } from '../contracts/odds.ts';
import type { Engine, NoticeCallback } from './create-engine.ts';
import type { FollowsCallback } from './match-alerts.ts';
import { sendingChanges } from './match-changes.ts';
import type { RoomCallback } from './room-subscriptions.ts';

/**
 * Only the remote API of an engine, for `Comlink.expose`: a tab must not reach `dispose` or
 * `flush`.
 */
export function engineRemoteApi(engine: Engine): EngineApi {
  const api = {
    ping: () => engine.ping(),
    attach: (tab: TabInfo) => engine.attach(tab),
    setVisible: (tabId: string, visible: boolean) => engine.setVisible(tabId, visible),
    detach: (tabId: string) => engine.detach(tabId),
    // Match patches cross to the tab as changes (match-changes.ts); the engine itself works on rows.
    subscribe: (tabId: string, query: EngineQuery, onBatch: (batch: WireBatch) => unknown) =>
      engine.subscribe(tabId, query, query.kind === 'matches' ? sendingChanges(onBatch) : onBatch),
    unsubscribe: (id: number) => engine.unsubscribe(id),
    onAlert: (tabId: string, onAlert: (alerts: MatchAlert[]) => unknown) => engine.onAlert(tabId, onAlert),
    offAlert: (tabId: string) => engine.offAlert(tabId),
    setAlertFilter: (sport: Sport, filter: AlertFilter) => engine.setAlertFilter(sport, filter),
    follow: (match: LiveMatch, on: boolean) => engine.follow(match, on),
    onFollows: (tabId: string, onFollows: FollowsCallback) => engine.onFollows(tabId, onFollows),
    onNotice: (tabId: string, onNotice: NoticeCallback) => engine.onNotice(tabId, onNotice),
    setChatSound: (tabId: string, on: boolean) => engine.setChatSound(tabId, on),
    setCompany: (companyId: CompanyId) => engine.setCompany(companyId),
    login: (code: string) => engine.login(code),
    setToken: (token: string | null) => engine.setToken(token),
    joinRoom: (tabId: string, roomId: number, onSignal: RoomCallback) => engine.joinRoom(tabId, roomId, onSignal),
    leaveRoom: (id: number) => engine.leaveRoom(id),
    status: () => engine.status(),
    diagnostics: () => engine.diagnostics(),
    frameLog: (afterId: number): FrameRecord[] => engine.frameLog(afterId),
  } satisfies EngineApi;
  return api;
}
