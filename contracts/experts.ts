/**
 * Experts and their schemes (`/specialist*` pages): an approved expert publishes a pick on an
 * upcoming match at a company's odds, free or for diamonds (optionally refunded when it loses);
 * schemes settle by themselves from the final result; records and rankings come from the settled
 * ones. Handlers in server/routes/expert-routes.ts.
 */
import type { CompanyId } from './odds.ts';

export const EXPERT_PATHS = {
  /** `{type?}` -> SchemeMatch[]: today's matches still to come with each company's current odds (the publish form). */
  matches: 'Expert/matches',
  /** `{match_id, market, pick, company_id, analysis, price, refund_on_lose}` -> SchemeDetail. Login, experts only. */
  publish: 'Expert/publish',
  /** `{type, window?}` -> ExpertCard[]: the ranking of one kind (0 football, 1 basketball). */
  ranking: 'Expert/ranking',
  /** `{type}` -> ExpertHome: the ranking and the latest schemes of one kind. */
  home: 'Expert/home',
  /** `{id}` -> ExpertProfile: an expert's record and schemes. */
  info: 'Expert/info',
  /** `{id}` -> SchemeDetail: one scheme (the analysis only when it may be shown). */
  scheme: 'Expert/scheme',
  /** `{id}` -> SchemeDetail: buys a paid scheme (once per buyer; a repeat changes nothing). Login. */
  buy: 'Expert/buy',
  /** `{id, follow}` -> FollowState. Login. */
  follow: 'Expert/follow',
  /** `{page?, limit?}` -> SchemePage: the caller's purchased schemes, latest first. Login. */
  purchases: 'Expert/purchases',
  /** `{id}` -> ExpertArticle[]: the expert's approved headlines (news). */
  articles: 'Expert/articles',
} as const;

/** The two kinds of the seed's `type`: 0 football, 1 basketball. */
export const EXPERT_KINDS = ['football', 'basketball'] as const;
export type ExpertKind = (typeof EXPERT_KINDS)[number];

/** 1X2 (eu), Asian handicap (asia), over/under (ou): the odds lines' markets (contracts/odds.ts). */
export const SCHEME_MARKETS = ['eu', 'asia', 'ou'] as const;
export type SchemeMarket = (typeof SCHEME_MARKETS)[number];

export const SCHEME_PICKS = ['home', 'draw', 'away', 'over', 'under'] as const;
export type SchemePick = (typeof SCHEME_PICKS)[number];

/** The picks each market takes (basketball's 1X2 has no draw). */
export const MARKET_PICKS: Record<SchemeMarket, readonly SchemePick[]> = {
  eu: ['home', 'draw', 'away'],
  asia: ['home', 'away'],
  ou: ['over', 'under'],
};

/** Settled outcomes: a quarter line can end half won or half lost. */
export const SCHEME_OUTCOMES = ['win', 'half_win', 'push', 'half_lose', 'lose'] as const;
export type SchemeOutcome = (typeof SCHEME_OUTCOMES)[number];
export type SchemeStatus = 'pending' | SchemeOutcome;

/** Analysis text, in characters. */
export const ANALYSIS_MIN = 20;
export const ANALYSIS_MAX = 2000;
/** Price in diamonds (0 is free). */
export const SCHEME_PRICE_MAX = 9999;
/** Windows of the hit rate. */
export const RECORD_WINDOWS = [10, 20, 50] as const;
export type RecordWindow = (typeof RECORD_WINDOWS)[number];

export interface SchemeMatchInfo {
  match_id: number;
  sport: ExpertKind;
  league_id: number;
  league: { zh: string; en: string; vi: string };
  home: { zh: string; en: string; vi: string };
  away: { zh: string; en: string; vi: string };
  /** Unix seconds. */
  match_time: number;
  /** The final score once settled. */
  home_score: number | null;
  away_score: number | null;
}

/** A match the form offers, with each company's current line and prices. */
export interface SchemeMatch extends SchemeMatchInfo {
  odds: {
    company_id: CompanyId;
    eu: [number, number, number];
    asia: [number, number, number];
    ou: [number, number, number];
  }[];
}

export interface ExpertSummary {
  id: number;
  nickname: string;
  avatar: string;
  followers: number;
  /** Hit rate over the last 10 decided schemes (0..1), null without any. */
  hit_rate: number | null;
  streak: Streak;
  /** Profit per scheme staked (one unit each), e.g. 0.12 is +12 %. */
  roi: number;
  settled: number;
}

export interface Streak {
  kind: 'win' | 'lose' | null;
  n: number;
}

/** A scheme as lists show it: no analysis. */
export interface SchemeCard {
  id: number;
  expert: { id: number; nickname: string; avatar: string };
  match: SchemeMatchInfo;
  market: SchemeMarket;
  pick: SchemePick;
  company_id: CompanyId;
  /** Handicap (home gives) or total; 0 for 1X2. */
  line: number;
  /** Decimal odds of the pick at publish time. */
  odds: number;
  price: number;
  refund_on_lose: boolean;
  status: SchemeStatus;
  buyers: number;
  created_at: number;
}

export interface SchemeDetail extends SchemeCard {
  /** Null while locked (paid, not bought, before kick-off). */
  analysis: string | null;
  bought: boolean;
  mine: boolean;
  /** The match has kicked off: no more purchases. */
  closed: boolean;
}

export interface SchemePage {
  list: SchemeCard[];
  total: number;
  page: number;
}

export interface RecordLine {
  key: string;
  settled: number;
  decided: number;
  hits: number;
  roi: number;
}

export interface ExpertRecord {
  /** Hit rate over the last N decided schemes, by window; null without any. */
  hit_rates: Record<`${RecordWindow}`, number | null>;
  streak: Streak;
  roi: number;
  settled: number;
  by_market: RecordLine[];
  by_league: (RecordLine & { league: { zh: string; en: string; vi: string } })[];
}

export interface ExpertProfile {
  expert: ExpertSummary;
  record: ExpertRecord;
  following: boolean;
  schemes: SchemeCard[];
}

export interface ExpertHome {
  ranking: ExpertSummary[];
  latest: SchemeCard[];
}

export interface FollowState {
  following: boolean;
  followers: number;
}

export interface ExpertArticle {
  id: number;
  title: string;
  content: string;
  reviewed_at: number;
}
