import { useCallback, useEffect, useState } from 'react';
import { apiGet } from '../../lib/api-client.ts';

export interface MemberCall<T> {
  data: T | null;
  error: string | null;
  reload: () => void;
}

/**
 * GET a private member call. Unlike `useApi` nothing is kept in the offline cache: these answers
 * hold personal data. `params` null waits (e.g. until logged in).
 */
export function useMemberCall<T>(path: string, params: Record<string, string | number> | null): MemberCall<T> {
  const [state, setState] = useState<{ data: T | null; error: string | null }>({ data: null, error: null });
  const [generation, setGeneration] = useState(0);
  const query = params ? JSON.stringify(params) : null;
  useEffect(() => {
    if (query === null) return;
    let cancelled = false;
    apiGet<T>(path, JSON.parse(query) as Record<string, string | number>, { quiet: true }).then(
      (data) => !cancelled && setState({ data, error: null }),
      (error: unknown) => !cancelled && setState((s) => ({ ...s, error: String((error as Error).message ?? error) })),
    );
    return () => {
      cancelled = true;
    };
  }, [path, query, generation]);
  const reload = useCallback(() => setGeneration((g) => g + 1), []);
  return { ...state, reload };
}
