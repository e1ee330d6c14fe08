import type { LiveMatch } from './match.ts';
import type { CompanyOdds, FormMatch, FormResult, HeadToHeadSummary, OddsQuote, PastMatch } from './match-centre.ts';

/**
 * Foresight (`/foresight`): today's matches of the live feed with what the imported data says
 * before kick-off (form, meetings, table places, goal trends) and how each company's odds moved
 * since opening.
 */
export const FORESIGHT_PATHS = {
  list: 'Foresight/list',
  match: 'Foresight/match',
} as const;

/** The sports foresight covers (e-sports has no history in the data and no odds). */
export const FORESIGHT_SPORTS = ['football', 'basketball'] as const;
export type ForesightSport = (typeof FORESIGHT_SPORTS)[number];

/** Football's goal line for the "over" share: more than 2.5 goals in the match. */
export const OVER_GOALS_LINE = 2.5;

/** W/D/L counts of a run of results, newest first. */
export interface FormTally {
  results: FormResult[];
  won: number;
  drawn: number;
  lost: number;
}

/**
 * Goals (points, in basketball) for and against over a run of matches, from one team's side (or,
 * for meetings, per match). Shares are 0..1; `over_share` and `both_scored_share` are football's
 * (null in basketball).
 */
export interface GoalTrend {
  matches: number;
  scored_avg: number;
  conceded_avg: number;
  /** Both sides together, per match. */
  total_avg: number;
  /** Matches with more than OVER_GOALS_LINE goals. */
  over_share: number | null;
  /** Matches where both sides scored. */
  both_scored_share: number | null;
}

/** A team's place in its league's table of the latest season in the data (computed from the results). */
export interface TablePlace {
  season_name: string;
  /** `Group A` (World Cup); null for a single table. */
  group: string | null;
  position: number;
  /** Teams in the table (or group). */
  of: number;
  played: number;
  won: number;
  drawn: number;
  lost: number;
  goals_for: number;
  goals_against: number;
  /** 3-1-0 (football); wins (NBA). */
  points: number;
  /** 0..1 */
  win_pct: number;
}

/** One side of a match in the list: enough to read at a glance. */
export interface TeamGlance {
  /** Latest five results in the data, newest first. */
  form: FormResult[];
  place: TablePlace | null;
}

/** One of today's matches in the foresight list. */
export interface ForesightListItem {
  match: LiveMatch;
  home: TeamGlance;
  away: TeamGlance;
  /** Every meeting of the two teams in the data, from the home side. */
  h2h: HeadToHeadSummary;
}

/** `Foresight/list`: today's matches of the sport by kick-off. */
export interface ForesightList {
  sport: ForesightSport;
  matches: ForesightListItem[];
}

/** One team's figures going into the match. */
export interface TeamForesight {
  /** Latest finished matches, newest first (at most FORM_MATCHES). */
  form: FormMatch[];
  last5: FormTally;
  last10: FormTally;
  /** Over `form`. */
  trend: GoalTrend;
  place: TablePlace | null;
}

/** A company's odds since opening: the lines, the change of each price and the moves recorded. */
export interface OddsMovement extends CompanyOdds {
  /** live - open, per price (rounded to 0.01). */
  change: OddsQuote;
}

/** An expert of a published scheme, with the record of their settled schemes. */
export interface SchemeExpert {
  id: number;
  nickname: string;
  avatar: string;
  /** Settled schemes counted in the record. */
  settled: number;
  /** Wins / settled over the latest settled schemes, 0..1; null when none is settled yet. */
  hit_rate: number | null;
  /** Current run: positive wins in a row, negative losses in a row. */
  streak: number;
}

/** A published expert scheme on the match (the experts' area publishes and settles them). */
export interface ForesightScheme {
  id: number;
  market: 'eu' | 'asia' | 'ou';
  /** Price in diamonds; 0 is free. */
  price: number;
  /** Unix s. */
  published_at: number;
  expert: SchemeExpert;
}

/** `Foresight/match`: everything foresight knows about one of today's matches. */
export interface ForesightDetail {
  match: LiveMatch;
  home: TeamForesight;
  away: TeamForesight;
  h2h: {
    /** Every meeting in the data, from the home side. */
    summary: HeadToHeadSummary;
    /** Newest first (at most FORM_MATCHES). */
    meetings: PastMatch[];
    /** Per meeting, from the home side's goals. */
    trend: GoalTrend;
  };
  /** Per company, by id. Empty when the feed quotes none. */
  odds: OddsMovement[];
  /**
   * The experts' published schemes on this match with their records. Optional: filled once the
   * experts' service answers for the match (`schemesOnMatches`); until then always empty.
   */
  schemes?: ForesightScheme[];
}

/** Matches a form and trend look back over. */
export const FORM_MATCHES = 10;
