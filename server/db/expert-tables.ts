import type { Generated } from 'kysely';

/** Experts' schemes, their purchases and follows (migration 020). */
export interface ExpertSchemesTable {
  id: Generated<number>;
  expert_id: number;
  match_id: number;
  sport: string;
  league_id: number;
  match_time: number;
  /** JSON: `{league, home, away}`, each `{zh, en, vi}`. */
  names: string;
  market: string;
  pick: string;
  company_id: number;
  line: number;
  odds: number;
  analysis: string;
  price: number;
  refund_on_lose: number;
  status: Generated<string>;
  home_score: number | null;
  away_score: number | null;
  buyers: Generated<number>;
  created_at: number;
  settled_at: number | null;
}

export interface SchemePurchasesTable {
  id: Generated<number>;
  scheme_id: number;
  user_id: number;
  price: number;
  txn_id: number;
  refunded: Generated<number>;
  created_at: number;
}

export interface ExpertFollowsTable {
  user_id: number;
  expert_id: number;
  created_at: number;
}

export interface ExpertTables {
  expert_schemes: ExpertSchemesTable;
  scheme_purchases: SchemePurchasesTable;
  expert_follows: ExpertFollowsTable;
}
