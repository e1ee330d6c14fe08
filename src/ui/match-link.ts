import { routeHref } from './open-in-new-tab.ts';

/** Where a match links to: its detail page (`/score-detail?id=<match id>`). */
export function matchDetailHref(matchId: number): string {
  return routeHref('/score-detail', { id: matchId });
}

/** A match's figures before kick-off: the foresight page with its panel open. */
export function matchForesightHref(matchId: number, sport: 'football' | 'basketball'): string {
  return routeHref('/foresight', { sport: sport === 'football' ? undefined : sport, match: matchId });
}
