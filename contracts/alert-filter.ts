import type { LiveMatch, Sport } from './match.ts';

/**
 * Leagues shown under "important" (tier 1): the big five, the Champions League, the World Cup and
 * the NBA, by their English short name (`league_id` differs between installs; the codes do not).
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

/**
 * What a sport's score list leaves out, as the engine needs it to send alerts only for matches
 * the list shows: the hidden matches, the league rule and the "important matches only" setting.
 */
export interface AlertFilter {
  hidden: number[];
  /** Pinned matches show whatever the filters say. */
  pinned: number[];
  leagueRule: 'all' | 'important' | 'custom';
  /** The picked leagues when `leagueRule` is `custom`. */
  leagues: number[];
  importantOnly: boolean;
}

export type AlertFilters = Partial<Record<Sport, AlertFilter>>;

/** Whether the list (with `filter`; none: every match) shows the match. */
export function listShows(
  filter: AlertFilter | undefined,
  match: Pick<LiveMatch, 'id' | 'league_id' | 'short_name_en'>,
): boolean {
  if (!filter) return true;
  if (filter.hidden.includes(match.id)) return false;
  if (filter.pinned.includes(match.id)) return true;
  if (filter.importantOnly && !isImportantLeague(match)) return false;
  if (filter.leagueRule === 'important') return isImportantLeague(match);
  if (filter.leagueRule === 'custom') return filter.leagues.includes(match.league_id);
  return true;
}

/** A match the user follows, with the row as it was when followed (for lists once it left the day). */
export interface FollowedMatch {
  match_id: number;
  sport: Sport;
  /** ms */
  followed_at: number;
  match: LiveMatch;
}
