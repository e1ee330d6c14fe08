import type { LiveMatch } from '../../../contracts/match.ts';
import { compareMatches, matchGroup } from '../../lib/match-groups.ts';

/** Seed: the hot list shows 10 entries. */
export const HOT_SHOWN = 10;
/** Upcoming matches shown per sport on the home page. */
export const UPCOMING_SHOWN = 10;

/** Matches being played now, earliest kick-off first. */
export function liveNow(matches: readonly LiveMatch[]): LiveMatch[] {
  return matches.filter((m) => matchGroup(m) === 'live').sort(compareMatches);
}

/** Today's matches still to start, soonest first. */
export function upcomingToday(matches: readonly LiveMatch[], limit = UPCOMING_SHOWN): LiveMatch[] {
  return matches
    .filter((m) => m.status === 'notstarted')
    .sort(compareMatches)
    .slice(0, limit);
}

/** The hot list in the server's order, each match replaced by its live row when the engine has a newer one. */
export function freshHotList(hot: readonly LiveMatch[], live: readonly LiveMatch[]): LiveMatch[] {
  const byId = new Map(live.map((m) => [m.id, m]));
  return hot.slice(0, HOT_SHOWN).map((m) => {
    const fresh = byId.get(m.id);
    return fresh && fresh.v >= m.v ? fresh : m;
  });
}
