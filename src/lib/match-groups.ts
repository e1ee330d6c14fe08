import type { LiveMatch } from '../../contracts/match.ts';

export type MatchGroup = 'live' | 'upcoming' | 'finished';

export function matchGroup(match: LiveMatch): MatchGroup {
  if (match.status === 'live' || match.status === 'halftime') return 'live';
  if (match.status === 'notstarted') return 'upcoming';
  return 'finished';
}

const ORDER: Record<MatchGroup, number> = { live: 0, upcoming: 1, finished: 2 };

/** Live first (by kick-off), then upcoming (soonest first), then finished (latest first). */
export function compareMatches(a: LiveMatch, b: LiveMatch): number {
  const ga = matchGroup(a);
  const gb = matchGroup(b);
  if (ga !== gb) return ORDER[ga] - ORDER[gb];
  const byTime = ga === 'finished' ? b.match_time - a.match_time : a.match_time - b.match_time;
  return byTime !== 0 ? byTime : a.id - b.id;
}
