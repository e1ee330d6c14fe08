import type { SportCode } from '../../db/schema.ts';
import type { LeagueNames } from './name-types.ts';

/** A league row as the importer writes it: names plus the facts the data does not carry. */
export interface LeagueDefinition extends LeagueNames {
  sport: SportCode;
  /** FIFA-style country code, or a region (`EUR`, `WORLD`, `GLOBAL`). */
  country: string;
  /** 1 = top tier (shown under "important"). */
  tier: number;
  /** IANA zone of the source's local kick-off times; `UTC` when the source carries offsets. */
  timezone: string;
}

/**
 * Leagues keyed by their code. Club kick-off times in openfootball are local to the league;
 * the Champions League file writes Central European time (18:45 / 21:00 kick-offs). Data only.
 */
export const LEAGUES: Record<string, LeagueDefinition> = {
  'en.1': {
    sport: 'football',
    country: 'ENG',
    tier: 1,
    timezone: 'Europe/London',
    zh: '英格兰超级联赛',
    en: 'Premier League',
    vi: 'Ngoại hạng Anh',
    shortZh: '英超',
    shortEn: 'EPL',
    shortVi: 'NHA',
  },
  'de.1': {
    sport: 'football',
    country: 'GER',
    tier: 1,
    timezone: 'Europe/Berlin',
    zh: '德国甲级联赛',
    en: 'Bundesliga',
    vi: 'Bundesliga',
    shortZh: '德甲',
    shortEn: 'Bundesliga',
    shortVi: 'Bundesliga',
  },
  'es.1': {
    sport: 'football',
    country: 'ESP',
    tier: 1,
    timezone: 'Europe/Madrid',
    zh: '西班牙甲级联赛',
    en: 'La Liga',
    vi: 'La Liga',
    shortZh: '西甲',
    shortEn: 'La Liga',
    shortVi: 'La Liga',
  },
  'it.1': {
    sport: 'football',
    country: 'ITA',
    tier: 1,
    timezone: 'Europe/Rome',
    zh: '意大利甲级联赛',
    en: 'Serie A',
    vi: 'Serie A',
    shortZh: '意甲',
    shortEn: 'Serie A',
    shortVi: 'Serie A',
  },
  'fr.1': {
    sport: 'football',
    country: 'FRA',
    tier: 1,
    timezone: 'Europe/Paris',
    zh: '法国甲级联赛',
    en: 'Ligue 1',
    vi: 'Ligue 1',
    shortZh: '法甲',
    shortEn: 'Ligue 1',
    shortVi: 'Ligue 1',
  },
  'uefa.cl': {
    sport: 'football',
    country: 'EUR',
    tier: 1,
    timezone: 'Europe/Paris',
    zh: '欧洲冠军联赛',
    en: 'UEFA Champions League',
    vi: 'Cúp C1 châu Âu',
    shortZh: '欧冠',
    shortEn: 'UCL',
    shortVi: 'C1',
  },
  wc: {
    // 2022 times are local to Qatar and 2026 times carry offsets: the importer converts per edition.
    sport: 'football',
    country: 'WORLD',
    tier: 1,
    timezone: 'UTC',
    zh: '国际足联世界杯',
    en: 'FIFA World Cup',
    vi: 'World Cup',
    shortZh: '世界杯',
    shortEn: 'World Cup',
    shortVi: 'World Cup',
  },
  nba: {
    sport: 'basketball',
    country: 'USA',
    tier: 1,
    timezone: 'America/New_York',
    zh: '美国职业篮球联赛',
    en: 'NBA',
    vi: 'NBA',
    shortZh: 'NBA',
    shortEn: 'NBA',
    shortVi: 'NBA',
  },
  'esports.lol': {
    sport: 'esports',
    country: 'GLOBAL',
    tier: 2,
    timezone: 'UTC',
    zh: '英雄联盟',
    en: 'League of Legends',
    vi: 'Liên Minh Huyền Thoại',
    shortZh: 'LOL',
    shortEn: 'LoL',
    shortVi: 'LMHT',
  },
  'esports.cs2': {
    sport: 'esports',
    country: 'GLOBAL',
    tier: 2,
    timezone: 'UTC',
    zh: '反恐精英2',
    en: 'Counter-Strike 2',
    vi: 'Counter-Strike 2',
    shortZh: 'CS2',
    shortEn: 'CS2',
    shortVi: 'CS2',
  },
  'esports.dota2': {
    sport: 'esports',
    country: 'GLOBAL',
    tier: 2,
    timezone: 'UTC',
    zh: '刀塔2',
    en: 'Dota 2',
    vi: 'Dota 2',
    shortZh: 'DOTA2',
    shortEn: 'Dota 2',
    shortVi: 'Dota 2',
  },
  'esports.valorant': {
    sport: 'esports',
    country: 'GLOBAL',
    tier: 2,
    timezone: 'UTC',
    zh: '无畏契约',
    en: 'Valorant',
    vi: 'Valorant',
    shortZh: '无畏契约',
    shortEn: 'Valorant',
    shortVi: 'Valorant',
  },
};
