/** Sports the live feed carries. */
export const SPORTS = ['football', 'basketball', 'esports'] as const;
export type Sport = (typeof SPORTS)[number];

/**
 * Lifecycle of a match. `notstarted` -> `live` (-> `halftime` -> `live`) -> `finished`;
 * `postponed` and `cancelled` are terminal states of a fixture that never completed.
 */
export const MATCH_STATUSES = ['notstarted', 'live', 'halftime', 'finished', 'postponed', 'cancelled'] as const;
export type MatchStatus = (typeof MATCH_STATUSES)[number];

/** The three languages every team and league name exists in. */
export const LANGS = ['zh', 'en', 'vi'] as const;
export type Lang = (typeof LANGS)[number];

/**
 * One match as the live lists show it. Field names follow the seed (`short_name_zh`,
 * `home_team_name_zh`, ...), extended with `_en` and `_vi` variants.
 */
export interface LiveMatch {
  id: number;
  sport: Sport;
  /** Per-match version: +1 for every change the server makes to this match. */
  v: number;
  league_id: number;
  short_name_zh: string;
  short_name_en: string;
  short_name_vi: string;
  home_team_id: number;
  away_team_id: number;
  home_team_name_zh: string;
  home_team_name_en: string;
  home_team_name_vi: string;
  away_team_name_zh: string;
  away_team_name_en: string;
  away_team_name_vi: string;
  /** Kick-off, unix seconds (UTC). */
  match_time: number;
  status: MatchStatus;
  /** Football: half (1, 2, 3-4 extra time); basketball: quarter (5+ overtime); e-sports: map. */
  period: number;
  /** Football: minutes played; basketball: seconds left in the quarter; e-sports: unused (0). */
  minute: number;
  /** The clock as shown, e.g. `67`, `45+2`, `HT`, `Q3 04:31`, `FT`. */
  match_str: string;
  home_score: number;
  away_score: number;
  home_half_score: number;
  away_half_score: number;
  home_red: number;
  away_red: number;
  home_yellow: number;
  away_yellow: number;
  home_corner: number;
  away_corner: number;
  /** Points per quarter (basketball) or maps won per map (e-sports); empty for football. */
  home_periods: number[];
  away_periods: number[];
  /** Football in play: the simulator's team statistics (absent before kick-off and in other sports). */
  stats?: FootballStats;
  /** Ours: the live room this match can be watched in (the most followed bound to it); 0 or absent: none. */
  room_id?: number;
  /** Server time of the last change, ms. */
  updated_at: number;
}

/** A count for each side, `[home, away]`. */
export type SidePair = [number, number];

/**
 * A football match's team statistics as FlashScore lists them, each `[home, away]`. The simulator
 * models them (see `server/feed/simulator/football-stats.ts`); corners and cards stay on the row.
 */
export interface FootballStats {
  /** Every attempt: on target (goals included), off target and blocked. */
  shots: SidePair;
  /** Goals plus the attempts the other keeper saved. */
  on_target: SidePair;
  /** Share of the ball over the minutes played, in %; the two add up to 100. */
  possession: SidePair;
  fouls: SidePair;
  offsides: SidePair;
  /** The keeper's saves (the other side's attempts on target that were not goals). */
  saves: SidePair;
  /** Free kicks awarded: the other side's fouls and offsides. */
  free_kicks: SidePair;
}

/** Counters of a match that has not kicked off: no score, cards, corners or periods. */
export function blankScores(): Pick<
  LiveMatch,
  | 'home_score'
  | 'away_score'
  | 'home_half_score'
  | 'away_half_score'
  | 'home_red'
  | 'away_red'
  | 'home_yellow'
  | 'away_yellow'
  | 'home_corner'
  | 'away_corner'
  | 'home_periods'
  | 'away_periods'
> {
  return {
    home_score: 0,
    away_score: 0,
    home_half_score: 0,
    away_half_score: 0,
    home_red: 0,
    away_red: 0,
    home_yellow: 0,
    away_yellow: 0,
    home_corner: 0,
    away_corner: 0,
    home_periods: [],
    away_periods: [],
  };
}

/** What happened in a delta, when it is more than a clock tick. */
export const MATCH_EVENT_KINDS = [
  'kickoff',
  'goal',
  'yellow',
  'red',
  'corner',
  'halftime',
  'period',
  'fulltime',
  'points',
] as const;
export type MatchEventKind = (typeof MATCH_EVENT_KINDS)[number];

export interface MatchEvent {
  kind: MatchEventKind;
  side?: 'home' | 'away';
  /** `match_str` at the moment of the event. */
  at: string;
}

/** Fields of a match that change while it is played. */
export type MatchMutableField = Exclude<keyof LiveMatch, 'id' | 'v' | 'sport'>;

/** A field delta: only what changed, with the new `v`. Never a whole list. */
export type MatchDelta = { id: number; v: number; event?: MatchEvent } & Partial<Pick<LiveMatch, MatchMutableField>>;

/** Key events reach hidden tabs and raise alerts. */
export function isKeyEvent(event: MatchEvent | undefined): boolean {
  return event !== undefined && (event.kind === 'goal' || event.kind === 'red' || event.kind === 'fulltime');
}

/** Apply a delta to a match; the caller has checked `delta.v === match.v + 1` or accepts a jump. */
export function applyMatchDelta(match: LiveMatch, delta: MatchDelta): LiveMatch {
  const { event: _event, ...fields } = delta;
  return { ...match, ...fields };
}
