/** The page's state in its address: `/base-football?id=en.1&season=2024-25&tab=matches&round=Matchday%2038`, `?id=en.1&team=12`. */

export const FOOTBALL_TABS = ['standings', 'matches', 'knockout'] as const;
export type FootballTab = (typeof FOOTBALL_TABS)[number];

export interface FootballQuery {
  /** League code or id (the seed's `id` query selects the league); null for the first league. */
  league: string | null;
  /** Season name; null for the default season. */
  season: string | null;
  tab: FootballTab;
  /** A round key of `Football_database/fixtures`; null for the current round. */
  round: string | null;
  /** A team id: the team page instead of the tabs. */
  team: number | null;
}

/** Reads the query, ignoring anything malformed. */
export function readFootballQuery(params: URLSearchParams): FootballQuery {
  const league = params.get('id') ?? '';
  const season = params.get('season') ?? '';
  const tab = params.get('tab') as FootballTab | null;
  const round = params.get('round') ?? '';
  const team = Number(params.get('team'));
  return {
    league: /^[\w.-]{1,32}$/.test(league) ? league : null,
    season: /^\d{4}(-\d{2})?$/.test(season) ? season : null,
    tab: tab && FOOTBALL_TABS.includes(tab) ? tab : 'standings',
    round: round.length > 0 && round.length <= 64 ? round : null,
    team: Number.isSafeInteger(team) && team > 0 ? team : null,
  };
}

/** The address of a state of the page; what is absent is left out. */
export function footballHref(query: Partial<FootballQuery> & { league: string }): string {
  const params = new URLSearchParams({ id: query.league });
  if (query.season) params.set('season', query.season);
  if (query.team) params.set('team', String(query.team));
  else {
    if (query.tab && query.tab !== 'standings') params.set('tab', query.tab);
    if (query.round) params.set('round', query.round);
  }
  return `/base-football?${params}`;
}

/** The season to show: the one asked for when the league has it, else the latest complete one, else the latest. */
export function chooseSeason(
  seasons: readonly { name: string; complete: boolean }[],
  asked: string | null,
): string | null {
  if (asked && seasons.some((s) => s.name === asked)) return asked;
  const complete = seasons.filter((s) => s.complete);
  return (complete[complete.length - 1] ?? seasons[seasons.length - 1])?.name ?? null;
}
