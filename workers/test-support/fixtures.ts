import { blankScores } from '../../contracts/match.ts';
import type { Channel, DataFrame } from '../../contracts/live-protocol.ts';
import type { LiveMatch, MatchDelta, Sport } from '../../contracts/match.ts';
import type { CompanyId, OddsDelta, OddsLine } from '../../contracts/odds.ts';

/** A whole football match at version `v`, overridable field by field. */
export function makeMatch(id: number, overrides: Partial<LiveMatch> = {}): LiveMatch {
  return {
    id,
    sport: 'football',
    v: 1,
    league_id: 39,
    short_name_zh: '英超',
    short_name_en: 'EPL',
    short_name_vi: 'NHA',
    home_team_id: id * 10 + 1,
    away_team_id: id * 10 + 2,
    home_team_name_zh: `主队${id}`,
    home_team_name_en: `Home ${id}`,
    home_team_name_vi: `Chủ ${id}`,
    away_team_name_zh: `客队${id}`,
    away_team_name_en: `Away ${id}`,
    away_team_name_vi: `Khách ${id}`,
    match_time: 1_700_000_000,
    status: 'live',
    period: 1,
    minute: 10,
    match_str: '10',
    ...blankScores(),
    updated_at: 1_700_000_000_000,
    ...overrides,
  };
}

/** The v1 delta that carries a whole new match (no `sport`: the channel says it). */
export function insertDelta(match: LiveMatch): MatchDelta {
  const { sport: _sport, ...fields } = match;
  return fields;
}

/** A home goal as the server sends it: new score, new `v`, the event. */
export function goalDelta(
  id: number,
  v: number,
  home: number,
  away: number,
  side: 'home' | 'away' = 'home',
): MatchDelta {
  return { id, v, home_score: home, away_score: away, event: { kind: 'goal', side, at: '23' } };
}

/** A clock tick: only the minute changes. */
export function minuteDelta(id: number, v: number, minute: number): MatchDelta {
  return { id, v, minute, match_str: String(minute) };
}

/** A sequenced data frame of a match channel. */
export function matchFrame(sport: Sport, epoch: string, seq: number, list: MatchDelta[]): DataFrame {
  return { code: 100, channel: sport, epoch, seq, ts: 0, data: { type: sport, list } };
}

/** A sequenced data frame of an odds channel. */
export function oddsFrame(
  companyId: CompanyId,
  epoch: string,
  seq: number,
  list: OddsDelta[],
  type: 'football_exponent' | 'basketball_exponent' = 'football_exponent',
): DataFrame {
  const channel: Channel = `odds:${companyId}`;
  return { code: 100, channel, epoch, seq, ts: 0, data: { type, company_id: companyId, list } };
}

/** A whole odds line at version `v`. */
export function makeOdds(matchId: number, companyId: CompanyId, overrides: Partial<OddsLine> = {}): OddsLine {
  return {
    match_id: matchId,
    company_id: companyId,
    v: 1,
    eu: [2.1, 3.2, 3.5],
    asia: [0.9, 0.25, 0.95],
    ou: [0.85, 2.5, 1.0],
    eu_open: [2.1, 3.2, 3.5],
    asia_open: [0.9, 0.25, 0.95],
    ou_open: [0.85, 2.5, 1.0],
    closed: false,
    updated_at: 1_700_000_000_000,
    ...overrides,
  };
}
