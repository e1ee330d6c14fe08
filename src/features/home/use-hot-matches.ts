import { useEffect, useState } from 'react';
import { API_PATHS } from '../../../contracts/api.ts';
import type { LiveMatch } from '../../../contracts/match.ts';
import { apiGet } from '../../lib/api-client.ts';

/** The hot list (`hot_match/initial_list`), loaded once; null while loading. */
export function useHotMatches(): LiveMatch[] | null {
  const [hot, setHot] = useState<LiveMatch[] | null>(null);
  useEffect(() => {
    let live = true;
    apiGet<{ hot_match: LiveMatch[] }>(API_PATHS.hotInitialList).then(
      (data) => live && setHot(data.hot_match),
      () => live && setHot([]),
    );
    return () => {
      live = false;
    };
  }, []);
  return hot;
}
