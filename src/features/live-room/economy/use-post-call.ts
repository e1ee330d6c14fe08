import { useEffect, useState } from 'react';
import { apiPost, type JsonValue } from '../../../lib/api-client.ts';

export interface PostCall<T> {
  data: T | null;
  error: string | null;
}

/**
 * A read the seed makes with POST (`member/webgetAnchorgiftlist`, `Redenvelope/getRedInfo`):
 * fetched again when the parameters or `refresh` change, keeping the last answer meanwhile;
 * the latest request wins. `params` null waits.
 */
export function usePostCall<T>(
  path: string,
  params: Record<string, JsonValue> | null,
  refresh: number = 0,
): PostCall<T> {
  const [state, setState] = useState<PostCall<T>>({ data: null, error: null });
  const query = params ? JSON.stringify(params) : null;
  useEffect(() => {
    if (query === null) return;
    let cancelled = false;
    apiPost<T>(path, JSON.parse(query) as Record<string, JsonValue>, { quiet: true }).then(
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
