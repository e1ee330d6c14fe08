import { useEffect, useState } from 'react';
import { apiGet } from './api-client.ts';

type Params = Record<string, string | number | undefined>;

export interface ApiState<T> {
  data: T | null;
  error: string | null;
}

/**
 * GET a call and keep its answer; `params` null waits. Fetched again when the parameters or
 * `refresh` change, keeping the last answer meanwhile; the latest request wins.
 */
export function useApi<T>(path: string, params: Params | null, refresh: string | number = 0): ApiState<T> {
  const [state, setState] = useState<ApiState<T>>({ data: null, error: null });
  const query = params ? JSON.stringify(params) : null;
  useEffect(() => {
    if (query === null) return;
    let cancelled = false;
    apiGet<T>(path, JSON.parse(query) as Params, { quiet: true }).then(
      (data) => {
        if (!cancelled) setState({ data, error: null });
      },
      (error: unknown) => {
        if (!cancelled) setState((s) => ({ ...s, error: error instanceof Error ? error.message : String(error) }));
      },
    );
    return () => {
      cancelled = true;
    };
  }, [path, query, refresh]);
  return state;
}
