/** Both teams' names in every language: what anything naming a match reads. */
export const TEAM_NAME_FIELDS = [
  'home_team_name_zh',
  'home_team_name_en',
  'home_team_name_vi',
  'away_team_name_zh',
  'away_team_name_en',
  'away_team_name_vi',
] as const;

/** The league's short name in every language. */
export const LEAGUE_NAME_FIELDS = ['short_name_zh', 'short_name_en', 'short_name_vi'] as const;
