import type { TeamNames } from './name-types.ts';

/** An e-sports organisation's roster in one title, with a seeded rating (no open data exists). */
export interface EsportsTeam extends TeamNames {
  /** Slug, unique within the title. */
  slug: string;
  /** Home region, FIFA-style where it is a country. */
  country: string;
  /** Invented strength around 1500 so the simulator has favourites and underdogs. */
  rating: number;
}

/**
 * Eight well-known organisations per title, keyed by league code. Chinese sites write most
 * e-sports teams by their tag (T1, BLG, NAVI); Vietnamese sites use the English names.
 * The ratings are invented (no openly licensed e-sports results exist). Data only.
 */
// One entry per line keeps the table scannable, hence no formatter here.
// prettier-ignore
export const ESPORTS_TEAMS: Record<string, EsportsTeam[]> = {
  'esports.lol': [
    { slug: 't1', country: 'KOR', rating: 1640, zh: 'T1', en: 'T1', vi: 'T1' },
    { slug: 'gen-g', country: 'KOR', rating: 1630, zh: 'Gen.G', en: 'Gen.G', vi: 'Gen.G', shortZh: 'GEN', shortEn: 'GEN', shortVi: 'GEN' },
    { slug: 'hanwha-life', country: 'KOR', rating: 1580, zh: '韩华生命', en: 'Hanwha Life Esports', vi: 'Hanwha Life Esports', shortZh: 'HLE', shortEn: 'HLE', shortVi: 'HLE' },
    { slug: 'bilibili-gaming', country: 'CHN', rating: 1600, zh: '哔哩哔哩电竞', en: 'Bilibili Gaming', vi: 'Bilibili Gaming', shortZh: 'BLG', shortEn: 'BLG', shortVi: 'BLG' },
    { slug: 'top-esports', country: 'CHN', rating: 1520, zh: '滔搏电竞', en: 'Top Esports', vi: 'Top Esports', shortZh: 'TES', shortEn: 'TES', shortVi: 'TES' },
    { slug: 'jd-gaming', country: 'CHN', rating: 1510, zh: '京东电竞', en: 'JD Gaming', vi: 'JD Gaming', shortZh: 'JDG', shortEn: 'JDG', shortVi: 'JDG' },
    { slug: 'g2-esports', country: 'EUR', rating: 1450, zh: 'G2', en: 'G2 Esports', vi: 'G2 Esports', shortEn: 'G2', shortVi: 'G2' },
    { slug: 'fnatic', country: 'EUR', rating: 1400, zh: 'Fnatic', en: 'Fnatic', vi: 'Fnatic', shortEn: 'FNC', shortVi: 'FNC' },
  ],
  'esports.cs2': [
    { slug: 'team-vitality', country: 'FRA', rating: 1630, zh: 'Vitality', en: 'Team Vitality', vi: 'Team Vitality', shortEn: 'Vitality', shortVi: 'Vitality' },
    { slug: 'natus-vincere', country: 'UKR', rating: 1580, zh: 'NAVI', en: 'Natus Vincere', vi: 'Natus Vincere', shortEn: 'NAVI', shortVi: 'NAVI' },
    { slug: 'mouz', country: 'EUR', rating: 1560, zh: 'MOUZ', en: 'MOUZ', vi: 'MOUZ' },
    { slug: 'team-spirit', country: 'RUS', rating: 1550, zh: 'Spirit', en: 'Team Spirit', vi: 'Team Spirit', shortEn: 'Spirit', shortVi: 'Spirit' },
    { slug: 'faze-clan', country: 'EUR', rating: 1500, zh: 'FaZe', en: 'FaZe Clan', vi: 'FaZe Clan', shortEn: 'FaZe', shortVi: 'FaZe' },
    { slug: 'g2-esports', country: 'EUR', rating: 1490, zh: 'G2', en: 'G2 Esports', vi: 'G2 Esports', shortEn: 'G2', shortVi: 'G2' },
    { slug: 'team-liquid', country: 'USA', rating: 1400, zh: 'Liquid', en: 'Team Liquid', vi: 'Team Liquid', shortEn: 'Liquid', shortVi: 'Liquid' },
    { slug: 'astralis', country: 'DEN', rating: 1390, zh: 'Astralis', en: 'Astralis', vi: 'Astralis' },
  ],
  'esports.dota2': [
    { slug: 'team-spirit', country: 'RUS', rating: 1600, zh: 'Spirit', en: 'Team Spirit', vi: 'Team Spirit', shortEn: 'Spirit', shortVi: 'Spirit' },
    { slug: 'team-liquid', country: 'EUR', rating: 1590, zh: 'Liquid', en: 'Team Liquid', vi: 'Team Liquid', shortEn: 'Liquid', shortVi: 'Liquid' },
    { slug: 'gaimin-gladiators', country: 'EUR', rating: 1550, zh: 'GG', en: 'Gaimin Gladiators', vi: 'Gaimin Gladiators', shortEn: 'GG', shortVi: 'GG' },
    { slug: 'team-falcons', country: 'KSA', rating: 1540, zh: 'Falcons', en: 'Team Falcons', vi: 'Team Falcons', shortEn: 'Falcons', shortVi: 'Falcons' },
    { slug: 'tundra-esports', country: 'EUR', rating: 1500, zh: 'Tundra', en: 'Tundra Esports', vi: 'Tundra Esports', shortEn: 'Tundra', shortVi: 'Tundra' },
    { slug: 'xtreme-gaming', country: 'CHN', rating: 1480, zh: 'XG', en: 'Xtreme Gaming', vi: 'Xtreme Gaming', shortEn: 'XG', shortVi: 'XG' },
    { slug: 'betboom-team', country: 'RUS', rating: 1430, zh: 'BetBoom', en: 'BetBoom Team', vi: 'BetBoom Team', shortEn: 'BetBoom', shortVi: 'BetBoom' },
    { slug: 'og', country: 'EUR', rating: 1380, zh: 'OG', en: 'OG', vi: 'OG' },
  ],
  'esports.valorant': [
    { slug: 'sentinels', country: 'USA', rating: 1560, zh: 'SEN', en: 'Sentinels', vi: 'Sentinels', shortEn: 'SEN', shortVi: 'SEN' },
    { slug: 'fnatic', country: 'EUR', rating: 1570, zh: 'Fnatic', en: 'Fnatic', vi: 'Fnatic', shortEn: 'FNC', shortVi: 'FNC' },
    { slug: 'paper-rex', country: 'SGP', rating: 1540, zh: 'PRX', en: 'Paper Rex', vi: 'Paper Rex', shortEn: 'PRX', shortVi: 'PRX' },
    { slug: 'edward-gaming', country: 'CHN', rating: 1530, zh: 'EDG', en: 'EDward Gaming', vi: 'EDward Gaming', shortEn: 'EDG', shortVi: 'EDG' },
    { slug: 'team-heretics', country: 'ESP', rating: 1520, zh: 'Heretics', en: 'Team Heretics', vi: 'Team Heretics', shortEn: 'Heretics', shortVi: 'Heretics' },
    { slug: 'loud', country: 'BRA', rating: 1480, zh: 'LOUD', en: 'LOUD', vi: 'LOUD' },
    { slug: 'drx', country: 'KOR', rating: 1460, zh: 'DRX', en: 'DRX', vi: 'DRX' },
    { slug: '100-thieves', country: 'USA', rating: 1400, zh: '100T', en: '100 Thieves', vi: '100 Thieves', shortEn: '100T', shortVi: '100T' },
  ],
};
