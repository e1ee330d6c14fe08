import type { LiveMatch, MatchDelta, Sport } from '../contracts/match.ts';
import { MATCH_STATUSES } from '../contracts/match.ts';
import type { OddsDelta, OddsLine } from '../contracts/odds.ts';
import { isCompanyId } from '../contracts/odds.ts';

type FieldKind = 'number' | 'string' | 'numbers' | 'boolean';

// The Record types make the compiler list every field: a new field in the contract fails here.
const MATCH_FIELDS: Record<Exclude<keyof LiveMatch, 'sport'>, FieldKind> = {
  id: 'number',
  v: 'number',
  league_id: 'number',
  short_name_zh: 'string',
  short_name_en: 'string',
  short_name_vi: 'string',
  home_team_id: 'number',
  away_team_id: 'number',
  home_team_name_zh: 'string',
  home_team_name_en: 'string',
  home_team_name_vi: 'string',
  away_team_name_zh: 'string',
  away_team_name_en: 'string',
  away_team_name_vi: 'string',
  match_time: 'number',
  status: 'string',
  period: 'number',
  minute: 'number',
  match_str: 'string',
  home_score: 'number',
  away_score: 'number',
  home_half_score: 'number',
  away_half_score: 'number',
  home_red: 'number',
  away_red: 'number',
  home_yellow: 'number',
  away_yellow: 'number',
  home_corner: 'number',
  away_corner: 'number',
  home_periods: 'numbers',
  away_periods: 'numbers',
  updated_at: 'number',
};

const ODDS_FIELDS: Record<keyof OddsLine, FieldKind> = {
  match_id: 'number',
  company_id: 'number',
  v: 'number',
  eu: 'numbers',
  asia: 'numbers',
  ou: 'numbers',
  eu_open: 'numbers',
  asia_open: 'numbers',
  ou_open: 'numbers',
  closed: 'boolean',
  updated_at: 'number',
};

function hasKind(value: unknown, kind: FieldKind): boolean {
  switch (kind) {
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'string':
      return typeof value === 'string';
    case 'boolean':
      return typeof value === 'boolean';
    case 'numbers':
      return Array.isArray(value) && value.every((n) => typeof n === 'number');
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function hasAll(value: Record<string, unknown>, fields: Record<string, FieldKind>): boolean {
  for (const [key, kind] of Object.entries(fields)) {
    if (!hasKind(value[key], kind)) return false;
  }
  return true;
}

/**
 * The whole match a delta or snapshot row carries, or null when a field is missing. `sport`
 * comes from the channel: deltas do not carry it.
 */
export function toWholeMatch(value: unknown, sport: Sport): LiveMatch | null {
  if (!isRecord(value) || !hasAll(value, MATCH_FIELDS)) return null;
  if (!(MATCH_STATUSES as readonly unknown[]).includes(value.status)) return null;
  const { event: _event, ...fields } = value;
  // Every field was checked just above.
  return { ...fields, sport } as LiveMatch;
}

/** The whole odds line a delta or snapshot row carries, or null when a field is missing. */
export function toWholeOdds(value: unknown): OddsLine | null {
  if (!isRecord(value) || !hasAll(value, ODDS_FIELDS)) return null;
  if (typeof value.company_id !== 'number' || !isCompanyId(value.company_id)) return null;
  // Every field was checked just above.
  return { ...value } as unknown as OddsLine;
}

/** A match delta is usable when it names its match and version. */
export function isMatchDelta(value: unknown): value is MatchDelta {
  return isRecord(value) && Number.isInteger(value.id) && Number.isInteger(value.v);
}

/** An odds delta is usable when it names its match, company and version. */
export function isOddsDelta(value: unknown): value is OddsDelta {
  return (
    isRecord(value) &&
    Number.isInteger(value.match_id) &&
    typeof value.company_id === 'number' &&
    isCompanyId(value.company_id) &&
    Number.isInteger(value.v)
  );
}
