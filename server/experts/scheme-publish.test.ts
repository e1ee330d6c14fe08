import { describe, expect, it } from 'vitest';
import { blankScores, type LiveMatch, type MatchStatus, type Sport } from '../../contracts/match.ts';
import type { CompanyId, OddsLine } from '../../contracts/odds.ts';
import type { BannedWords } from '../rooms/banned-words.ts';
import { priceOf, schemeMatches, type SchemeDeps } from './scheme-publish.ts';

function line(matchId: number, companyId: CompanyId, closed = false): OddsLine {
  const eu: [number, number, number] = [2.1, 3.3, 3.4];
  const asia: [number, number, number] = [1.92, 0.25, 1.96];
  const ou: [number, number, number] = [1.88, 2.75, 2.0];
  return {
    match_id: matchId,
    company_id: companyId,
    v: 1,
    eu,
    asia,
    ou,
    eu_open: eu,
    asia_open: asia,
    ou_open: ou,
    closed,
    updated_at: 0,
  };
}

function match(id: number, sport: Sport, status: MatchStatus, matchTime: number): LiveMatch {
  const name = `team ${id}`;
  return {
    id,
    sport,
    v: 1,
    league_id: 1,
    short_name_zh: 'L',
    short_name_en: 'L',
    short_name_vi: 'L',
    home_team_id: id * 10,
    away_team_id: id * 10 + 1,
    home_team_name_zh: name,
    home_team_name_en: name,
    home_team_name_vi: name,
    away_team_name_zh: name,
    away_team_name_en: name,
    away_team_name_vi: name,
    match_time: matchTime,
    status,
    period: 0,
    minute: 0,
    match_str: '',
    ...blankScores(),
    updated_at: 0,
  };
}

describe('publishing schemes', () => {
  it('takes the pick’s line and decimal price from the company’s current odds', () => {
    const odds = line(1, 1);
    expect(priceOf(odds, 'eu', 'draw')).toEqual({ line: 0, odds: 3.3 });
    expect(priceOf(odds, 'eu', 'away')).toEqual({ line: 0, odds: 3.4 });
    expect(priceOf(odds, 'asia', 'away')).toEqual({ line: 0.25, odds: 1.96 });
    expect(priceOf(odds, 'ou', 'over')).toEqual({ line: 2.75, odds: 1.88 });
    expect(priceOf(odds, 'ou', 'under')).toEqual({ line: 2.75, odds: 2.0 });
    // Basketball's 1X2 has no draw price.
    expect(priceOf({ ...odds, eu: [1.5, 0, 2.6] }, 'eu', 'draw')).toBeNull();
  });

  it('offers only football and basketball matches still to come, with the open lines, earliest first', () => {
    const deps: SchemeDeps = {
      db: null as never,
      words: null as unknown as BannedWords,
      nowS: () => 0,
      matches: () => [
        match(1, 'football', 'notstarted', 300),
        match(2, 'football', 'live', 100),
        match(3, 'esports', 'notstarted', 100),
        match(4, 'basketball', 'notstarted', 200),
        match(5, 'football', 'notstarted', 50),
      ],
      odds: (companyId) =>
        companyId === 1
          ? [line(1, 1), line(2, 1), line(3, 1), line(4, 1), line(5, 1, true)]
          : companyId === 2
            ? [line(1, 2)]
            : [],
    };
    expect(schemeMatches(deps).map((m) => [m.match_id, m.odds.map((o) => o.company_id)])).toEqual([
      [4, [1]],
      [1, [1, 2]],
    ]);
    expect(schemeMatches(deps, 'basketball').map((m) => m.match_id)).toEqual([4]);
  });
});
