import { WORLD_CUP_STAGES, type WorldCupMatch, type WorldCupStadium } from '../../contracts/world-cup.ts';

/** `Lusail Iconic Stadium, Lusail` -> name and city (stadium names carry no comma in the data). */
export function splitVenue(venue: string): { name: string; city: string | null } {
  const at = venue.indexOf(', ');
  return at < 0 ? { name: venue, city: null } : { name: venue.slice(0, at), city: venue.slice(at + 2) };
}

/**
 * The venues of an edition as the matches name them. The database keeps only the venue's name per
 * match: capacity and coordinates of the source's stadium files are not imported.
 */
export function stadiumsOf(matches: readonly WorldCupMatch[]): WorldCupStadium[] {
  const byVenue = new Map<string, WorldCupMatch[]>();
  for (const m of matches) {
    if (m.venue === null) continue;
    byVenue.set(m.venue, [...(byVenue.get(m.venue) ?? []), m]);
  }
  return [...byVenue]
    .map(([venue, list]): WorldCupStadium => {
      const dates = list.map((m) => m.match_date).sort();
      const stages = new Set(list.map((m) => m.stage));
      return {
        ...splitVenue(venue),
        matches: list.length,
        goals: list.reduce((n, m) => n + (m.home_score ?? 0) + (m.away_score ?? 0), 0),
        first_date: dates[0] ?? '',
        last_date: dates.at(-1) ?? '',
        stages: WORLD_CUP_STAGES.filter((s) => stages.has(s)),
      };
    })
    .sort((a, b) => b.matches - a.matches || a.name.localeCompare(b.name, 'en'));
}
