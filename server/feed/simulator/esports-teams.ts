import type { CatalogueLeague, CatalogueTeam } from '../feed-provider.ts';

const team = (id: number, name: string, zh: string, rating: number): CatalogueTeam => ({
  id,
  name_zh: zh,
  name_en: name,
  name_vi: name,
  rating,
});

/**
 * E-sports teams the simulator uses when the catalogue has no e-sports league (the seed data has
 * none: no openly licensed e-sports dataset exists). Team names are brands, the same in every
 * language except the customary Chinese names. Ids sit in a block (9_900_000+) far from imported ids;
 * an importer that wants these rows in the database can insert this league as is.
 */
export const FALLBACK_ESPORTS_LEAGUE: CatalogueLeague = {
  id: 9_900,
  sport: 'esports',
  short_name_zh: '英雄联盟',
  short_name_en: 'LoL',
  short_name_vi: 'LMHT',
  tier: 1,
  teams: [
    team(9_900_001, 'T1', 'T1', 1720),
    team(9_900_002, 'Gen.G', 'Gen.G', 1740),
    team(9_900_003, 'Hanwha Life Esports', '韩华生命', 1680),
    team(9_900_004, 'Bilibili Gaming', '哔哩哔哩电竞', 1700),
    team(9_900_005, 'JD Gaming', '京东JDG', 1640),
    team(9_900_006, 'Top Esports', '滔搏电竞', 1650),
    team(9_900_007, 'G2 Esports', 'G2', 1600),
    team(9_900_008, 'Fnatic', 'Fnatic', 1540),
    team(9_900_009, 'Team Liquid', 'Team Liquid', 1520),
    team(9_900_010, 'Cloud9', 'Cloud9', 1500),
    team(9_900_011, 'Weibo Gaming', '微博电竞', 1600),
    team(9_900_012, 'LNG Esports', 'LNG', 1610),
  ],
};
