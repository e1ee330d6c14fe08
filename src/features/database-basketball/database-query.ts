/** The page's state in its address: `/base-basketball?id=nba&tab=results&date=2023-01-15`, `?id=nba&team=316`. */

export const TABS = ['standings', 'results', 'playoffs'] as const;
export type DatabaseTab = (typeof TABS)[number];

export const STANDINGS_VIEWS = ['conference', 'division'] as const;
export type StandingsView = (typeof STANDINGS_VIEWS)[number];

export interface DatabaseQuery {
  /** League code (the seed's `id` query selects the league); `nba` when absent. */
  league: string;
  tab: DatabaseTab;
  view: StandingsView;
  /** `YYYY-MM-DD`, or null for the server's default day. */
  date: string | null;
  /** A team id: the team page instead of the tabs. */
  team: number | null;
}

const oneOf = <T extends string>(values: readonly T[], value: string | null, fallback: T): T =>
  values.includes(value as T) ? (value as T) : fallback;

/** Reads the query, falling back to defaults for anything missing or malformed. */
export function readDatabaseQuery(params: URLSearchParams): DatabaseQuery {
  const league = params.get('id') ?? '';
  const date = params.get('date') ?? '';
  const team = Number(params.get('team'));
  return {
    league: /^[\w.-]{1,32}$/.test(league) ? league : 'nba',
    tab: oneOf(TABS, params.get('tab'), 'standings'),
    view: oneOf(STANDINGS_VIEWS, params.get('view'), 'conference'),
    date: /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : null,
    team: Number.isSafeInteger(team) && team > 0 ? team : null,
  };
}

/** The address of a state of the page; defaults are left out. */
export function databaseHref(query: Partial<DatabaseQuery> & { league: string }): string {
  const params = new URLSearchParams({ id: query.league });
  if (query.team) params.set('team', String(query.team));
  else {
    if (query.tab && query.tab !== 'standings') params.set('tab', query.tab);
    if (query.view && query.view !== 'conference') params.set('view', query.view);
    if (query.date) params.set('date', query.date);
  }
  return `/base-basketball?${params}`;
}
