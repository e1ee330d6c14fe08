import { FORESIGHT_SPORTS, type ForesightSport } from '../../../contracts/foresight.ts';

/** What `/foresight?sport=&league=&match=` asks for: the sport tab, a league filter and the open match. */
export interface ForesightQuery {
  sport: ForesightSport;
  league: number | null;
  match: number | null;
}

const positiveId = (value: string | null): number | null => {
  if (value === null || !/^\d{1,15}$/.test(value)) return null;
  const n = Number(value);
  return n > 0 ? n : null;
};

/** Reads the page's query; anything unknown falls back to football, every league, no match open. */
export function readForesightQuery(params: URLSearchParams): ForesightQuery {
  const sport = params.get('sport');
  return {
    sport: (FORESIGHT_SPORTS as readonly string[]).includes(sport ?? '') ? (sport as ForesightSport) : 'football',
    league: positiveId(params.get('league')),
    match: positiveId(params.get('match')),
  };
}

/** The query for a changed choice; football, every league and no match are left out of the address. */
export function writeForesightQuery(current: URLSearchParams, change: Partial<ForesightQuery>): URLSearchParams {
  const next = { ...readForesightQuery(current), ...change };
  const out = new URLSearchParams();
  if (next.sport !== 'football') out.set('sport', next.sport);
  if (next.league !== null) out.set('league', String(next.league));
  if (next.match !== null) out.set('match', String(next.match));
  return out;
}
