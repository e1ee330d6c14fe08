import type { ApiPath, InputAt, MethodAt } from '../../../contracts/route-table.ts';
import { apiQuery, type ApiQueryOptions } from '../../lib/query/api-query.ts';

/**
 * A read of the member centre: personal (never kept offline, dropped on logout), typed from the
 * route table. A call the seed takes as POST only names its method. `params` null waits (e.g.
 * until logged in).
 */
export const memberQuery = <P extends ApiPath>(
  path: P,
  params: InputAt<P> | null,
  ...[method]: 'GET' extends MethodAt<P> ? [method?: MethodAt<P>] : [method: MethodAt<P>]
) => apiQuery(path, params, ...([{ personal: true, method }] as unknown as ApiQueryOptions<P>));
