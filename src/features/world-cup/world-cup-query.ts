/** The page's sections, in tab order. */
export const SECTIONS = ['groups', 'bracket', 'matches', 'squads', 'stadiums', 'scorers'] as const;
export type Section = (typeof SECTIONS)[number];

/** The edition opened when the query names none (or one not in the data). */
export const DEFAULT_SEASON = '2022';

/** `?tab=`: a known section, else the groups. */
export function sectionFromQuery(value: string | null): Section {
  return (SECTIONS as readonly string[]).includes(value ?? '') ? (value as Section) : 'groups';
}

/** `?season=`: an edition in the data, else the default one, else the first. */
export function seasonFromQuery(value: string | null, seasons: readonly string[]): string | null {
  if (value !== null && seasons.includes(value)) return value;
  if (seasons.includes(DEFAULT_SEASON)) return DEFAULT_SEASON;
  return seasons[0] ?? null;
}
