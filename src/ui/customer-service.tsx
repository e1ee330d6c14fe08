import { useQuery } from '@tanstack/react-query';
import { MEMBER_EXTRA_PATHS } from '../../contracts/member-extras.ts';
import { apiQuery } from '../lib/query/api-query.ts';
import { CustomerServiceView } from './customer-service-view.tsx';

/** Customer service changes only with the server's settings: asked once an hour at most. */
const KEFU_STALE_MS = 60 * 60_000;

/** The customer-service answer from the query cache (the contact page). */
export function CustomerServiceList({ className }: { className?: string }) {
  const { data } = useQuery(apiQuery(MEMBER_EXTRA_PATHS.kefuInfo, {}, { staleTime: KEFU_STALE_MS }));
  return data ? <CustomerServiceView info={data} className={className} /> : null;
}
