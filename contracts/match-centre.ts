import type { LiveMatch, MatchEventKind } from './match.ts';
import type { AsiaOdds, CompanyId, EuOdds, OuOdds } from './odds.ts';

/**
 * The match centre's HTTP calls and what they answer. Pure types, no I/O: this file is written to
 * move to `contracts/match-centre.ts` as is (the tab keeps a copy of the types it reads until then).
 *
 * Calls (GET or POST, parameters from the query or the body):
 * - `match/detail` `{id}`: a match of the imported history (`matches.id`) -> `HistoricalMatchDetail`.
 * - `match/timeline` `{id}`: a match of today's live feed (`LiveMatch.id`) -> `LiveTimeline`.
 * - `match/odds` `{id}`: the odds of a live match per company with their movement -> `LiveOddsDetail`.
 * - `match/h2h` `{home_team_id, away_team_id, exclude?, before?, limit?}` -> `HeadToHead`: `exclude` leaves
 *   a match out (the one viewed), `before` (unix s) limits the form to earlier matches, `limit` (default
 *   10, at most 30) bounds the lists.
 * - `Football/season_table` `{league, season?}` -> `SeasonTable` (the NBA's too, by win %).
 */
export const MATCH_CENTRE_PATHS = {
  detail: 'match/detail',
  timeline: 'match/timeline',
  odds: 'match/odds',
  h2h: 'match/h2h',
  seasonTable: 'Football/season_table',
} as const;

export type Side = 'home' | 'away';

/** A team with its names in the three languages. */
export interface TeamNames {
  id: number;
  name_zh: string;
  name_en: string;
  name_vi: string;
}

/** A goal from the data (World Cups carry scorers and minutes; club and NBA data do not). */
export interface RecordedGoal {
  side: Side;
  kind: 'goal' | 'own_goal' | 'penalty_goal';
  minute: number;
  minute_extra: number | null;
  /** As the source writes it (not translated). */
  player: string;
}

/** A minute of a recorded match: `90+4'` is `{ minute: 90, minute_extra: 4 }`. */
export interface MatchMinute {
  minute: number;
  minute_extra: number | null;
}

/** Where a player lined up, from his formation line: goalkeeper, defence, midfield, attack. */
export type LineupPosition = 'GK' | 'DF' | 'MF' | 'FW';

/** One player of a line-up, named as the source writes him (not translated). */
export interface LineupPlayer {
  name: string;
  /** Formation line, 0 = goalkeeper; a substitute has the line of the player he replaced. */
  line: number;
  position: LineupPosition;
  captain: boolean;
  starter: boolean;
  /** A substitute: when he came on and whom he replaced. */
  on: MatchMinute | null;
  replaced: string | null;
  /** When he was substituted; null when he played on. */
  off: MatchMinute | null;
  yellow: MatchMinute | null;
  /** `second_yellow`: the red was a second yellow card. */
  red: (MatchMinute & { second_yellow: boolean }) | null;
}

export interface TeamLineup {
  /** In formation order: the goalkeeper, then each line as the source writes it. */
  starters: LineupPlayer[];
  /** The substitutes who came on, in the order they did (the data does not list an unused bench). */
  substitutes: LineupPlayer[];
}

/** Both line-ups of a match. */
export interface MatchLineups {
  home: TeamLineup;
  away: TeamLineup;
}

/** A moment of a recorded match: a goal, a card or a substitution. */
export interface RecordedEvent {
  side: Side;
  kind: RecordedGoal['kind'] | 'yellow_card' | 'red_card' | 'second_yellow' | 'substitution';
  minute: number;
  minute_extra: number | null;
  /** The scorer, the player booked, or the substitute who came on; as the source writes it. */
  player: string;
  /** A substitution: the player who went off. */
  player_off?: string;
}

/** `match/detail`: one match of the imported history, with its real result. */
export interface HistoricalMatchDetail {
  id: number;
  sport: 'football' | 'basketball' | 'esports';
  league_id: number;
  league_name_zh: string;
  league_name_en: string;
  league_name_vi: string;
  season_id: number;
  season_name: string;
  /** As the source writes it, e.g. `Matchday 36`, `Round of 16`, `Regular Season`. */
  round: string;
  stage: string | null;
  group_name: string | null;
  /** `YYYY-MM-DD`, local to the venue. */
  match_date: string;
  /** Kick-off, unix seconds; only the date is known when `has_time` is 0. */
  match_time: number | null;
  has_time: boolean;
  status: 'finished' | 'notstarted' | 'postponed';
  home: TeamNames;
  away: TeamNames;
  /** Final result without the shoot-out (after extra time when played); null when not played. */
  home_score: number | null;
  away_score: number | null;
  /** After 90 minutes (football) or regulation. */
  home_ft_score: number | null;
  away_ft_score: number | null;
  home_half_score: number | null;
  away_half_score: number | null;
  home_et_score: number | null;
  away_et_score: number | null;
  home_pen_score: number | null;
  away_pen_score: number | null;
  awarded: boolean;
  neutral: boolean;
  venue: string | null;
  /** Empty when the source has no scorers for this competition (see `goals_known`). */
  goals: RecordedGoal[];
  goals_known: boolean;
  /** Both line-ups where the data has them (the World Cups); null where it has none. */
  lineups: MatchLineups | null;
  /**
   * Goals, cards and substitutions in match order (`90+8'` before `91'`). Cards and substitutions
   * come from the line-ups, so without line-ups this holds the goals only.
   */
  events: RecordedEvent[];
}

/** One moment of a live match, as the feed reported it. */
export interface TimelineEntry {
  /** Order within the match, from 1. */
  seq: number;
  kind: MatchEventKind;
  side?: Side;
  /** `match_str` at the moment (`23`, `45+2`, `HT`, `Q3 04:31`, `FT`). */
  at: string;
  period: number;
  minute: number;
  /** Score just after the moment. */
  home_score: number;
  away_score: number;
  /** `points`: how many the scoring side made (basketball) or maps won (e-sports). */
  points?: number;
  /**
   * Basketball `points`: what the scoring side has scored since the other side last scored, this
   * basket included (counted from when recording began).
   */
  run?: number;
  /** Server time, ms. */
  t: number;
}

/** Unanswered basketball points that make a scoring run worth its own line (an "8-0 run"). */
export const SCORING_RUN_POINTS = 8;

/** The state a match was in when this server began recording it. */
export interface RecordingStart {
  /** Server time, ms. */
  t: number;
  status: LiveMatch['status'];
  match_str: string;
  home_score: number;
  away_score: number;
}

/**
 * A key that changes exactly when the feed can have added an event to a live match's timeline
 * (a clock tick does not): views refetch `match/timeline` when it changes.
 */
export function timelineEventKey(row: LiveMatch | undefined): string {
  if (!row) return '';
  return [
    row.status,
    row.period,
    row.home_score,
    row.away_score,
    row.home_yellow,
    row.away_yellow,
    row.home_red,
    row.away_red,
    row.home_corner,
    row.away_corner,
  ].join('|');
}

/** The chances of a home win, a draw and an away win at a match minute; the three add up to 1. */
export interface WinProbabilityPoint {
  minute: number;
  home: number;
  draw: number;
  away: number;
}

/** Who is pressing at a match minute: -100 (all away) to 100 (all home). */
export interface MomentumPoint {
  minute: number;
  value: number;
}

/**
 * A live football match read minute by minute since recording began: the win probability of the
 * model in `server/match-centre/win-probability.ts` (Poisson on the teams' real 2024-25 scoring
 * rates, the minute and the score) and the attack momentum (attempts, attempts on target and
 * corners of each minute, smoothed). Minutes count first-half stoppage as 45.
 */
export interface LiveAnalysis {
  /** The model's expected goals of each side over a whole match. */
  rates: { home: number; away: number };
  probability: WinProbabilityPoint[];
  momentum: MomentumPoint[];
}

/** `match/timeline`: a live match as it stands and what happened since recording began. */
export interface LiveTimeline {
  match: LiveMatch;
  /**
   * Recording starts when the server starts (nothing is persisted): a match already under way
   * then has no events before `recording.match_str`.
   */
  recording: RecordingStart;
  events: TimelineEntry[];
  /** Football: win probability and momentum; absent for the other sports. */
  analysis?: LiveAnalysis;
}

/** The three markets of one company at one instant. */
export interface OddsQuote {
  eu: EuOdds;
  asia: AsiaOdds;
  ou: OuOdds;
}

/** One change of a company's prices. Only the markets that moved are present. */
export interface OddsMove {
  /** Server time, ms. */
  t: number;
  /** Match clock and score at the move. */
  at: string;
  home_score: number;
  away_score: number;
  eu?: EuOdds;
  asia?: AsiaOdds;
  ou?: OuOdds;
  closed?: boolean;
}

export interface CompanyOdds {
  company_id: CompanyId;
  open: OddsQuote;
  live: OddsQuote;
  closed: boolean;
  updated_at: number;
  /** Oldest first, bounded (the oldest are dropped); starts when recording began. */
  moves: OddsMove[];
}

/** `match/odds`: the simulator's books on one live match. */
export interface LiveOddsDetail {
  match_id: number;
  companies: CompanyOdds[];
}

/** A finished match of the history, as h2h and form list it. */
export interface PastMatch {
  id: number;
  league_id: number;
  league_short_zh: string;
  league_short_en: string;
  league_short_vi: string;
  season_name: string;
  match_date: string;
  home: TeamNames;
  away: TeamNames;
  home_score: number;
  away_score: number;
  home_half_score: number | null;
  away_half_score: number | null;
  home_pen_score: number | null;
  away_pen_score: number | null;
}

/** W, D or L from one team's side; a shoot-out counts as a draw. */
export type FormResult = 'W' | 'D' | 'L';

export interface FormMatch extends PastMatch {
  result: FormResult;
}

/** Meetings counted from the side of the `home_team_id` asked for. */
export interface HeadToHeadSummary {
  played: number;
  home_wins: number;
  draws: number;
  away_wins: number;
  home_goals: number;
  away_goals: number;
}

/** `match/h2h`: real results between two teams (matched by team id across seasons) and each side's form. */
export interface HeadToHead {
  home: TeamNames;
  away: TeamNames;
  /** Newest first, at most `limit`. */
  meetings: PastMatch[];
  /** Over every meeting in the data. */
  summary: HeadToHeadSummary;
  /** Each team's latest finished matches (before `before` when given), newest first. */
  home_form: FormMatch[];
  away_form: FormMatch[];
}

export interface TableRow {
  position: number;
  team: TeamNames;
  played: number;
  won: number;
  drawn: number;
  lost: number;
  goals_for: number;
  goals_against: number;
  goal_diff: number;
  /** 3-1-0 (football); wins (NBA). */
  points: number;
  /** Wins / played, 0..1 (the NBA ranks by it). */
  win_pct: number;
  /** Latest first, at most 5. */
  form: FormResult[];
}

export interface TableGroup {
  /** `Group A` (World Cup); null for a single table. */
  name: string | null;
  rows: TableRow[];
}

/** `Football/season_table`: a league's table computed from the season's results in the data. */
export interface SeasonTable {
  league_id: number;
  league_name_zh: string;
  league_name_en: string;
  league_name_vi: string;
  sport: 'football' | 'basketball' | 'esports';
  season_id: number;
  season_name: string;
  /** `points`: 3-1-0, then goal difference, goals for, head-to-head. `win_pct`: the NBA's order. */
  ranking: 'points' | 'win_pct';
  /** Finished matches counted. */
  matches: number;
  groups: TableGroup[];
}
