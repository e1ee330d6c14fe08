import {
  experimental_createQueryPersister,
  type AsyncStorage,
  type PersistedQuery,
} from '@tanstack/query-persist-client-core';
import { notifyManager, type Query, type QueryFunctionContext, type QueryKey } from '@tanstack/react-query';
import { isPersonalKey } from './api-query.ts';

/** Kept answers older than this are dropped (the database pages change once a season). */
const MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;
/** Bump when the shape of kept answers changes: older ones are then ignored. */
const BUSTER = 'answers-1';

/**
 * Keeps each public query's last answer in `storage`, one entry per query, and gives it back at
 * once when a view asks for that query again with an empty cache (a reload, a browser restart,
 * offline); the restored answer is then fetched again behind it. Personal queries are never
 * written nor read.
 */
export function createAnswerPersister(storage: AsyncStorage<PersistedQuery>) {
  const store = experimental_createQueryPersister<PersistedQuery>({
    storage,
    buster: BUSTER,
    maxAge: MAX_AGE_MS,
    // Structured clones, not JSON: IndexedDB keeps objects. The error of a past failure is not kept.
    serialize: (query) => ({ ...query, state: { ...query.state, error: null, fetchFailureReason: null } }),
    deserialize: (query) => query,
  });

  /**
   * The queries' `persister`: the library's `persisterFn`, except that the refetch behind a
   * restored answer is its own fetch whose failure (offline) is reported by the query cache, not
   * left as an unhandled rejection.
   */
  async function persisterFn<T, TQueryKey extends QueryKey>(
    queryFn: (context: QueryFunctionContext<TQueryKey>) => T | Promise<T>,
    context: QueryFunctionContext<TQueryKey>,
    query: Query,
  ): Promise<T> {
    const kept = !isPersonalKey(query.queryKey);
    if (kept && query.state.data === undefined) {
      const restored = await store.retrieveQuery<T>(query.queryHash, (persisted) => {
        query.setState({
          dataUpdatedAt: persisted.state.dataUpdatedAt,
          errorUpdatedAt: persisted.state.errorUpdatedAt,
        });
        query.fetch().catch(() => undefined);
      });
      if (restored !== undefined) return restored;
    }
    const data = await queryFn(context);
    if (kept) notifyManager.schedule(() => void store.persistQuery(query));
    return data;
  }

  return { ...store, persisterFn };
}
