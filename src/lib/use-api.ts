import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { readAnswer, saveAnswer } from './api-cache.ts';
import { ApiCallError, apiGet } from './api-client.ts';
import { connectivity, noteCachedAnswer, noteFreshAnswer } from './connectivity.ts';

type Params = Record<string, string | number | undefined>;

export interface ApiState<T> {
  data: T | null;
  error: string | null;
  /** ms the data shown was saved, when it comes from the offline cache; null when fresh. */
  cachedAt: number | null;
  /** The call (`cacheKey`) the data answers: an older call's while a new one is in flight. */
  key: string | null;
  /** The call `error` is about. */
  failedKey?: string;
}

/**
 * GET a call and keep its answer; `params` null waits. Fetched again when the parameters or
 * `refresh` change, and when the browser comes back online, keeping the last answer meanwhile;
 * the latest request wins.
 *
 * Offline: every good answer is kept in IndexedDB (src/lib/api-cache.ts). The kept answer shows
 * at once while the call is in flight (a fast start), and stays, marked with its time, when the
 * call cannot reach the server.
 */
export function useApi<T>(
  path: string,
  params: Params | null,
  refresh: string | number = 0,
  options: { keep?: boolean } = {},
): ApiState<T> {
  // Personal answers (the member centre) are never kept: `keep: false`.
  const keep = options.keep ?? true;
  const [state, setState] = useState<ApiState<T>>({ data: null, error: null, cachedAt: null, key: null });
  const { generation } = useSnapshot(connectivity);
  const query = params ? JSON.stringify(params) : null;
  useEffect(() => {
    if (query === null) return;
    let cancelled = false;
    let answered = false;
    const parsed = JSON.parse(query) as Params;
    const key = cacheKey(path, parsed);
    const kept = keep ? readAnswer<T>(key) : Promise.resolve(null);
    void kept.then((found) => {
      if (!cancelled && !answered && found) setState({ data: found.data, error: null, cachedAt: null, key });
    });
    apiGet<T>(path, parsed, { quiet: true }).then(
      (data) => {
        answered = true;
        if (cancelled) return;
        setState({ data, error: null, cachedAt: null, key });
        noteFreshAnswer();
        if (keep) void saveAnswer(key, data);
      },
      async (error: unknown) => {
        answered = true;
        const unreachable = error instanceof ApiCallError && error.code === -1;
        const found = unreachable ? await kept : null;
        if (cancelled) return;
        if (found) {
          setState({ data: found.data, error: null, cachedAt: found.savedAt, key });
          noteCachedAnswer(found.savedAt);
        } else {
          setState((s) => ({ ...s, error: error instanceof Error ? error.message : String(error), failedKey: key }));
        }
      },
    );
    return () => {
      cancelled = true;
    };
  }, [path, query, refresh, generation, keep]);
  return state;
}

/** The cache key of a call: its path and its parameters in a stable order. */
export function cacheKey(path: string, params: Params): string {
  const query = new URLSearchParams();
  for (const name of Object.keys(params).sort()) {
    const value = params[name];
    if (value !== undefined) query.set(name, String(value));
  }
  return `${path}?${query}`;
}
