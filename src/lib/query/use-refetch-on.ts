import { useEffect, useRef } from 'react';

/** The parts of a query result a refetch on a signal reads. */
interface Refetchable {
  refetch: () => Promise<unknown>;
  isFetching: boolean;
  data: unknown;
}

/**
 * Fetches a query again so that its answer is read after this moment. TanStack Query joins a fetch
 * already in flight when the query has no data yet (`cancelRefetch` only cancels a fetch that would
 * replace data), and that fetch may have been answered before what the signal tells of: the first
 * answer of a room read before the page's socket joined it, say. Then it asks once more when that
 * fetch settles.
 */
export function refetchFromNow(query: Refetchable): Promise<unknown> {
  if (query.isFetching && query.data === undefined) return query.refetch().then(() => query.refetch());
  return query.refetch();
}

/**
 * Fetches a query again each time `signal` changes after the first render: an event of a live
 * match, a ticking timer, an action that changed the answer elsewhere.
 */
export function useRefetchOn(query: Refetchable, signal: unknown): void {
  const seen = useRef(signal);
  const { refetch, isFetching, data } = query;
  useEffect(() => {
    if (Object.is(seen.current, signal)) return;
    seen.current = signal;
    void refetchFromNow({ refetch, isFetching, data });
  }, [signal, refetch, isFetching, data]);
}
