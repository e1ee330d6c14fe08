import type { AsyncStorage, PersistedQuery } from '@tanstack/query-persist-client-core';
import { onlineManager, QueryCache, QueryClient } from '@tanstack/react-query';
import { subscribe } from 'valtio';
import { ApiCallError } from '../api-client.ts';
import { connectivity, noteCachedAnswer } from '../connectivity.ts';
import { userState } from '../user-store.ts';
import { PERSONAL_KEY } from './api-query.ts';
import { createAnswerPersister } from './query-persister.ts';

/** A call that never reached the server (offline, server down, timeout). */
function unreachable(error: unknown): boolean {
  return error instanceof ApiCallError && error.code === -1;
}

/**
 * Only a call that never reached the server is tried again, once, and only while online: the
 * server's own answers (code 1 shown to the user, code 700 asks to log in) stand.
 */
function shouldRetry(failures: number, error: unknown): boolean {
  return unreachable(error) && failures < 1 && onlineManager.isOnline();
}

/** TanStack Query's idea of "online" is the app's connectivity signal (src/lib/connectivity.ts). */
function followConnectivity(): void {
  onlineManager.setEventListener((setOnline) => {
    setOnline(connectivity.online);
    return subscribe(connectivity, () => setOnline(connectivity.online));
  });
}

/** Personal answers belong to one user: a login, a logout or another user drops them all. */
function forgetPersonalOnUserChange(client: QueryClient): () => void {
  let userId = userState.user?.id ?? null;
  return subscribe(userState, () => {
    const now = userState.user?.id ?? null;
    if (now === userId) return;
    userId = now;
    client.removeQueries({ queryKey: [PERSONAL_KEY] });
  });
}

/**
 * The app's one query cache. Answers show from the cache (memory, else IndexedDB through
 * `storage`) at once and are fetched again behind them; a refetch that cannot reach the server
 * keeps the answer and raises "Offline: data as of ..."; coming back online fetches every view's
 * data again.
 */
export function createAppQueryClient(storage: AsyncStorage<PersistedQuery>): QueryClient {
  followConnectivity();
  const persister = createAnswerPersister(storage);
  const client = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (unreachable(error) && query.state.data !== undefined) noteCachedAnswer(query.state.dataUpdatedAt);
      },
    }),
    defaultOptions: {
      queries: {
        // IMPORTANT: 'offlineFirst' runs the query function (and so the persister) while offline:
        // with 'online' a page opened offline would wait instead of showing its kept answer.
        networkMode: 'offlineFirst',
        persister: persister.persisterFn,
        retry: shouldRetry,
        retryDelay: 1_000,
        refetchOnWindowFocus: false,
        refetchOnReconnect: 'always',
      },
      // A write while offline fails at once with the network message, as before (no silent queue).
      mutations: { networkMode: 'always', retry: false },
    },
  });
  forgetPersonalOnUserChange(client);
  return client;
}
