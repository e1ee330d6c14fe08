import type { LiveMatch } from '../../../contracts/match.ts';

/**
 * Leagues shown under "important" (tier 1): the big five, the Champions League, the World Cup and
 * the NBA, by their English short name.
 *
 * Why a constant of codes and not ids: `LiveMatch` carries no tier, and `league_id` is assigned by
 * the importer's database (it differs between SQLite and PostgreSQL installs and after a re-import),
 * while the short codes come from the importer's league table (server/import/names/league-names.ts)
 * and never change. `hot_match/recommend` was rejected: it lists at most 10 unfinished matches, so
 * a tier-1 league whose matches are all finished, or that did not make the top 10, would vanish
 * from "important". TODO(contracts): a `league_tier` on LiveMatch would make this list redundant.
 */
export const IMPORTANT_LEAGUE_CODES: ReadonlySet<string> = new Set([
  'EPL',
  'Bundesliga',
  'La Liga',
  'Serie A',
  'Ligue 1',
  'UCL',
  'World Cup',
  'NBA',
]);

export function isImportantLeague(match: Pick<LiveMatch, 'short_name_en'>): boolean {
  return IMPORTANT_LEAGUE_CODES.has(match.short_name_en);
}

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
