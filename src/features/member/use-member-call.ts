import { useCallback, useState } from 'react';
import { useApi } from '../../lib/use-api.ts';

export interface MemberCall<T> {
  data: T | null;
  error: string | null;
  reload: () => void;
}

/**
 * GET a private member call through `useApi`, with a `reload` and nothing kept in the offline
 * cache: these answers hold personal data. `params` null waits (e.g. until logged in).
 */
export function useMemberCall<T>(path: string, params: Record<string, string | number> | null): MemberCall<T> {
  const [generation, setGeneration] = useState(0);
  const { data, error } = useApi<T>(path, params, generation, { keep: false });
  const reload = useCallback(() => setGeneration((g) => g + 1), []);
  return { data, error, reload };
}
