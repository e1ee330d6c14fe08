import { useCallback, useEffect, useState } from 'react';
import { apiGet, apiPost } from '../../../lib/api-client.ts';

export interface CentreCall<T> {
  data: T | null;
  error: string | null;
  reload: () => void;
}

/**
 * A private call of the anchor centre with a `reload`; nothing is kept offline. Some of these
 * calls are POST in the seed (room management), so the method is the caller's. `params` null waits.
 */
export function useCentreCall<T>(
  path: string,
  params: Record<string, number> | null,
  method: 'GET' | 'POST' = 'GET',
): CentreCall<T> {
  const [generation, setGeneration] = useState(0);
  const [state, setState] = useState<{ data: T | null; error: string | null }>({ data: null, error: null });
  const query = params ? JSON.stringify(params) : null;
  useEffect(() => {
    if (query === null) return;
    let cancelled = false;
    const parsed = JSON.parse(query) as Record<string, number>;
    const call =
      method === 'GET' ? apiGet<T>(path, parsed, { quiet: true }) : apiPost<T>(path, parsed, { quiet: true });
    call.then(
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
  }, [path, query, method, generation]);
  const reload = useCallback(() => setGeneration((g) => g + 1), []);
  return { ...state, reload };
}

/** An action's busy flag and its last error or confirmation. */
export function useAction() {
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ error: boolean; text: string } | null>(null);
  const run = useCallback(async (action: () => Promise<string | null | void>) => {
    setBusy(true);
    try {
      const ok = await action();
      setMessage(ok ? { error: false, text: ok } : null);
    } catch (e) {
      setMessage({ error: true, text: e instanceof Error ? e.message : String(e) });
    } finally {
      setBusy(false);
    }
  }, []);
  return { busy, message, setMessage, run };
}
