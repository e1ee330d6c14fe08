import { useQuery } from '@tanstack/react-query';
import { API_PATHS, type HotTeam } from '../../../contracts/api.ts';
import type { LiveMatch } from '../../../contracts/match.ts';
import { apiQuery } from '../../lib/query/api-query.ts';

/** Today's matches are fetched again for a search once this old. */
const TODAY_MAX_AGE_MS = 60_000;

/**
 * The search panel's lists: the hot teams, and today's matches once there is a term to look for.
 * null while loading; a failed load shows an empty list and is tried again when the panel opens
 * again. A refused call shows its message, as the shell does for any call that is not quiet.
 */
export function useSearchLists(query: string): { hot: HotTeam[] | null; today: LiveMatch[] | null } {
  const hot = useQuery(apiQuery(API_PATHS.getHot, {}, { loud: true }));
  const today = useQuery(
    apiQuery(API_PATHS.hotAllMatch, query.trim() !== '' ? {} : null, { staleTime: TODAY_MAX_AGE_MS, loud: true }),
  );
  return {
    hot: hot.data ?? (hot.error ? [] : null),
    today: today.data ?? (today.error ? [] : null),
  };
}
