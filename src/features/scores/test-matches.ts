import { blankScores } from '../../../contracts/match.ts';
import type { LiveMatch } from '../../../contracts/match.ts';
import type { OddsLine } from '../../../contracts/odds.ts';
import type { TFunction } from 'i18next';

/** A football match with every field set; tests override what they care about. */
export function testMatch(fields: Partial<LiveMatch> & Pick<LiveMatch, 'id'>): LiveMatch {
  return {
    sport: 'football',
    v: 1,
    league_id: 1,
    short_name_zh: '英超',
    short_name_en: 'EPL',
    short_name_vi: 'NHA',
    home_team_id: 1,
    away_team_id: 2,
    home_team_name_zh: '主',
    home_team_name_en: 'Home',
    home_team_name_vi: 'Nha',
    away_team_name_zh: '客',
    away_team_name_en: 'Away',
    away_team_name_vi: 'Khach',
    match_time: 1_700_000_000,
    status: 'notstarted',
    period: 0,
    minute: 0,
    match_str: '',
    ...blankScores(),
    updated_at: 0,
    ...fields,
  };
}

/** A company's odds line for a match, opening odds as current; tests override what they care about. */
export function testOdds(fields: Partial<OddsLine> & Pick<OddsLine, 'match_id'>): OddsLine {
  return {
    company_id: 1,
    v: 1,
    eu: [2.1, 3.4, 3.25],
    asia: [0.92, 0.75, 1.01],
    ou: [1.9, 2.5, 1.95],
    eu_open: [2.1, 3.4, 3.25],
    asia_open: [0.92, 0.75, 1.01],
    ou_open: [1.9, 2.5, 1.95],
    closed: false,
    updated_at: 0,
    ...fields,
  };
}

/** An in-memory Storage stand-in. */
export function memoryStorage(initial: Record<string, string> = {}): Pick<Storage, 'getItem' | 'setItem'> {
  const map = new Map(Object.entries(initial));
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
  };
}

/** `t` that records each key it is asked for (to count what reaches i18next). */
export function countingT(t: TFunction<'scores'> | ((key: string, options?: object) => string)): {
  t: TFunction<'scores'>;
  asked: string[];
} {
  const asked: string[] = [];
  const translate = t as (key: string, options?: object) => string;
  const counting = (key: string, options?: object) => {
    asked.push(key);
    return translate(key, options);
  };
  return { t: counting as unknown as TFunction<'scores'>, asked };
}
