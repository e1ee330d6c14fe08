import { useEffect, useRef } from 'react';

/**
 * Fetches a query again each time `signal` changes after the first render: an event of a live
 * match, a ticking timer, an action that changed the answer elsewhere.
 */
export function useRefetchOn(query: { refetch: () => Promise<unknown> }, signal: unknown): void {
  const seen = useRef(signal);
  const { refetch } = query;
  useEffect(() => {
    if (Object.is(seen.current, signal)) return;
    seen.current = signal;
    void refetch();
  }, [signal, refetch]);
}
