import { routeHref } from './open-in-new-tab.ts';

/** Where a match links to: its detail page (`/score-detail?id=<match id>`). */
export function matchDetailHref(matchId: number): string {
  return routeHref('/score-detail', { id: matchId });
}
