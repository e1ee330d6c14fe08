import type { EngineQuery } from '../contracts/engine-api.ts';
import type {
  ChannelPayload,
  ChannelSnapshot,
  DataFrame,
  OddsChannel,
  OddsPayload,
} from '../contracts/live-protocol.ts';
import { isOddsChannel } from '../contracts/live-protocol.ts';
import type { Sport } from '../contracts/match.ts';
import type { CompanyId } from '../contracts/odds.ts';
import { isCompanyId } from '../contracts/odds.ts';
import type { MatchAlerts } from './match-alerts.ts';
import type { ChannelSink } from './channel-sync.ts';
import type { MatchStore } from './match-store.ts';
import type { PersistQueue } from './persist-queue.ts';
import { sportOfOddsPayload } from './server-frames.ts';
import type { SubscriptionHub } from './subscriptions.ts';

export interface ChannelApplierDeps {
  store: MatchStore;
  persist: PersistQueue;
  hub: SubscriptionHub;
  alerts: Pick<MatchAlerts, 'raise' | 'flush'>;
  onError?(error: unknown, context: string): void;
}

const matchesOf =
  (sport: Sport) =>
  (query: EngineQuery): boolean =>
    query.kind === 'matches' && query.sport === sport;

const oddsOf =
  (companyId: CompanyId, sport?: Sport) =>
  (query: EngineQuery): boolean =>
    query.kind === 'odds' && query.company_id === companyId && (sport === undefined || query.sport === sport);

function isOddsPayload(data: ChannelPayload): data is OddsPayload {
  return data.type === 'football_exponent' || data.type === 'basketball_exponent';
}

function isOddsSnapshot(snapshot: ChannelSnapshot): snapshot is Extract<ChannelSnapshot, { channel: OddsChannel }> {
  return isOddsChannel(snapshot.channel);
}

function companyOf(channel: string): CompanyId | undefined {
  const id = Number(channel.slice('odds:'.length));
  return isCompanyId(id) ? id : undefined;
}

/**
 * Where channel data lands: the store first, then the persist queue (rows before the cursor
 * that covers them), the subscriptions and, for events that may alert, the alerts.
 */
export function createChannelApplier(deps: ChannelApplierDeps): ChannelSink {
  const { store, persist, hub, alerts } = deps;
  return {
    applyFrame(frame: DataFrame) {
      const { data } = frame;
      if (isOddsPayload(data)) {
        const sport = sportOfOddsPayload(data.type);
        const companyId = companyOf(frame.channel);
        if (sport === undefined || companyId === undefined) return true;
        if (!store.canApplyOdds(data.list)) return false;
        const changed = store.applyOdds(sport, data.list);
        persist.putOdds(changed);
        hub.mark(
          oddsOf(companyId, sport),
          changed.map((line) => line.match_id),
        );
        return true;
      }
      const sport = data.type;
      if (!store.canApplyMatches(sport, data.list)) return false;
      const result = store.applyMatches(sport, data.list);
      persist.putMatches(result.changed);
      hub.mark(
        matchesOf(sport),
        result.changed.map((row) => row.id),
        result.keyIds,
      );
      for (const { match, event } of result.alerts) alerts.raise(match, event);
      alerts.flush();
      if (data.removed && data.removed.length > 0) {
        const gone = store.removeMatches(data.removed);
        const ids = gone.matches.map((row) => row.id);
        persist.deleteMatches(ids);
        persist.deleteOdds(gone.odds);
        hub.mark(matchesOf(sport), ids);
        hub.mark((query) => query.kind === 'odds' && query.sport === sport, ids);
      }
      return true;
    },
    applySnapshot(snapshot) {
      // Every view hears the channel caught up (`syncing`), not only this channel's.
      hub.touch();
      if (isOddsSnapshot(snapshot)) {
        const companyId = companyOf(snapshot.channel);
        if (companyId === undefined) return;
        const { changed, removed } = store.replaceOdds(companyId, snapshot.list);
        persist.deleteOdds(removed);
        persist.putOdds(changed);
        hub.reset(oddsOf(companyId));
        return;
      }
      const sport = snapshot.channel;
      const { changed, removed } = store.replaceMatches(sport, snapshot.list);
      persist.deleteMatches(removed.map((row) => row.id));
      persist.putMatches(changed);
      hub.reset(matchesOf(sport));
    },
    cursorChanged(channel, cursor) {
      persist.setCursor({ channel, epoch: cursor.epoch, seq: cursor.seq });
    },
  };
}
