/**
 * Odds ("exponent" in the seed) per match and company: 1X2 (eu), Asian handicap (asia) and
 * over/under (ou). Companies are the simulator's own books, not real bookmakers.
 */
export const ODDS_COMPANIES = [
  { id: 1, key: 'orient' },
  { id: 2, key: 'euro' },
  { id: 3, key: 'pacific' },
] as const;
export type CompanyId = (typeof ODDS_COMPANIES)[number]['id'];
export const DEFAULT_COMPANY_ID: CompanyId = 1;

export function isCompanyId(value: number): value is CompanyId {
  return ODDS_COMPANIES.some((c) => c.id === value);
}

/** [home win, draw, away win] decimal odds. Basketball has no draw: the middle value is 0. */
export type EuOdds = [number, number, number];
/** [home odds, handicap line (home gives, e.g. 0.75), away odds]. */
export type AsiaOdds = [number, number, number];
/** [over odds, total line, under odds]. */
export type OuOdds = [number, number, number];

export interface OddsLine {
  match_id: number;
  company_id: CompanyId;
  /** Per-line version, +1 on every move. */
  v: number;
  eu: EuOdds;
  asia: AsiaOdds;
  ou: OuOdds;
  eu_open: EuOdds;
  asia_open: AsiaOdds;
  ou_open: OuOdds;
  /** Betting closed (match finished or suspended after a key event). */
  closed: boolean;
  updated_at: number;
}

export type OddsDelta = { match_id: number; company_id: CompanyId; v: number } & Partial<
  Pick<OddsLine, 'eu' | 'asia' | 'ou' | 'closed' | 'updated_at'>
> &
  Partial<Pick<OddsLine, 'eu_open' | 'asia_open' | 'ou_open'>>;

export function oddsKey(matchId: number, companyId: number): string {
  return `${matchId}:${companyId}`;
}
