/** The final score of a live-feed match, written once when the feed finishes it (migration 019). */
export interface MatchResultsTable {
  match_id: number;
  sport: string;
  league_id: number;
  match_time: number;
  home_team_id: number;
  away_team_id: number;
  home_score: number;
  away_score: number;
  home_half_score: number;
  away_half_score: number;
  /** Unix seconds. */
  finished_at: number;
}

export interface SettlementTables {
  match_results: MatchResultsTable;
}
