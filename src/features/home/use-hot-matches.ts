import { useQuery } from '@tanstack/react-query';
import { API_PATHS } from '../../../contracts/api.ts';
import type { LiveMatch } from '../../../contracts/match.ts';
import { apiQuery } from '../../lib/query/api-query.ts';

/** The hot list (`hot_match/initial_list`); null while loading, empty when it cannot be had. */
export function useHotMatches(): LiveMatch[] | null {
  const hot = useQuery(apiQuery(API_PATHS.hotInitialList, {}));
  return hot.data?.hot_match ?? (hot.isError ? [] : null);
}
