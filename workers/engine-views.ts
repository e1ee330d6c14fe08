import type { EngineQuery } from '../contracts/engine-api.ts';
import type { LiveMatch } from '../contracts/match.ts';
import type { OddsLine } from '../contracts/odds.ts';
import type { MatchStore } from './match-store.ts';
import type { SubscriptionView } from './subscriptions.ts';

/**
 * How a query reads the store: a match list of one sport, or one company's odds for the
 * matches of one sport (keyed by match id). Rows read at batch time are the latest.
 */
export function viewOf(store: MatchStore, query: EngineQuery): SubscriptionView {
  if (query.kind === 'matches') {
    const { sport } = query;
    return {
      showsStatus: true,
      reset: (status) => ({ kind: 'reset', rows: store.matchesOf(sport), status }),
      patch(keys, status) {
        const rows: LiveMatch[] = [];
        const removed: number[] = [];
        for (const key of keys) {
          const row = store.match(key);
          if (row === undefined) removed.push(key);
          else if (row.sport === sport) rows.push(row);
        }
        return { kind: 'patch', rows, removed, status };
      },
    };
  }
  const { sport, company_id: companyId } = query;
  return {
    // Lines alone: the score list beside them shows the status.
    showsStatus: false,
    reset: (status) => ({ kind: 'reset', rows: store.oddsOf(sport, companyId), status }),
    patch(keys, status) {
      const rows: OddsLine[] = [];
      const removed: number[] = [];
      for (const key of keys) {
        const line = store.oddsLine(key, companyId);
        if (line === undefined) removed.push(key);
        else if (store.sportOfOdds(key, companyId) === sport) rows.push(line);
      }
      return { kind: 'patch', rows, removed, status };
    },
  };
}
