/**
 * Both teams' names in the three languages, for a match query that joins `teams` as `ht` (home)
 * and `at` (away): `home_name_zh` ... `away_name_vi`.
 */
export const MATCH_TEAM_NAME_COLUMNS = [
  'ht.name_zh as home_name_zh',
  'ht.name_en as home_name_en',
  'ht.name_vi as home_name_vi',
  'at.name_zh as away_name_zh',
  'at.name_en as away_name_en',
  'at.name_vi as away_name_vi',
] as const;
