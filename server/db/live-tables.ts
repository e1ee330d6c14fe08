/**
 * Tables of the live store: today's fixtures as the feed plays them, and their odds. Each row
 * keeps the whole contract object as JSON text (it is read and written whole) next to the
 * columns queries filter on.
 */
export interface LiveMatchesTable {
  id: number;
  sport: string;
  match_time: number;
  status: string;
  v: number;
  /** JSON of `LiveMatch`. */
  data: string;
  updated_at: number;
}

export interface LiveOddsTable {
  match_id: number;
  company_id: number;
  v: number;
  /** JSON of `OddsLine`. */
  data: string;
  updated_at: number;
}

export interface LiveTables {
  live_matches: LiveMatchesTable;
  live_odds: LiveOddsTable;
}
