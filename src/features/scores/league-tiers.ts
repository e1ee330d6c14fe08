import { isImportantLeague } from '../../../contracts/alert-filter.ts';
import type { LiveMatch } from '../../../contracts/match.ts';

/** A league present in today's list, with how many of its matches there are. */
export interface LeagueEntry {
  id: number;
  name: string;
  count: number;
  important: boolean;
}

/** Today's leagues, important first, then by name, with their match counts. */
export function leaguesOf(matches: readonly LiveMatch[], name: (match: LiveMatch) => string): LeagueEntry[] {
  const byId = new Map<number, LeagueEntry>();
  for (const match of matches) {
    const entry = byId.get(match.league_id);
    if (entry) entry.count += 1;
    else
      byId.set(match.league_id, {
        id: match.league_id,
        name: name(match),
        count: 1,
        important: isImportantLeague(match),
      });
  }
  return [...byId.values()].sort(
    (a, b) => Number(b.important) - Number(a.important) || a.name.localeCompare(b.name) || a.id - b.id,
  );
}
