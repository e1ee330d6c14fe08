import { apiQuery } from '../../lib/query/api-query.ts';

/**
 * A read of the member centre: personal (never kept offline, dropped on logout). Some of the
 * anchor centre's reads are POST calls in the seed. `params` null waits (e.g. until logged in).
 */
export const memberQuery = <T>(
  path: string,
  params: Record<string, string | number> | null,
  method: 'GET' | 'POST' = 'GET',
) => apiQuery<T>(path, params, { personal: true, method });
