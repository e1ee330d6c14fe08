import type { FormResult, TableRow, TeamNames } from './match-centre.ts';

/**
 * The football database's HTTP calls (page `/base-football`). All GET, parameters from the query,
 * answers in the usual `{code, msg, data}` envelope. `league` is a league id or code (`en.1`),
 * `season` a season name (`2024-25`) or id; without `season` the latest season is used.
 *
 * - `Football_database/leagues` -> `DatabaseLeagues`: the club competitions and their seasons.
 * - `Football_database/standings` `{league, season?}` -> `LeagueStandings`: the table ranked by the
 *   competition's own tie-breaks, with its zones (the Champions League's league phase for `uefa.cl`).
 * - `Football_database/fixtures` `{league, season?, round?}` -> `RoundFixtures`: one round's
 *   results and fixtures (the current round without `round`) and the list of every round.
 * - `Football_database/knockout` `{league, season?}` -> `KnockoutBracket`: a cup's ties from the
 *   knockout play-offs to the final, with two-leg aggregates.
 * - `Football_database/team` `{team, league, season?}` -> `TeamSeason`: a club's season in one competition.
 */
export const DATABASE_FOOTBALL_PATHS = {
  leagues: 'Football_database/leagues',
  standings: 'Football_database/standings',
  fixtures: 'Football_database/fixtures',
  knockout: 'Football_database/knockout',
  team: 'Football_database/team',
} as const;

/** `league`: a domestic round robin; `cup`: a league phase followed by knockout ties (Champions League). */
export type CompetitionFormat = 'league' | 'cup';

export interface DatabaseSeason {
  id: number;
  /** `2024-25`, `2025-26`. */
  name: string;
  /** True when every fixture of the season has been played. */
  complete: boolean;
  /** Fixtures in the data, and how many of them are finished. */
  matches: number;
  finished: number;
}

export interface DatabaseLeague {
  id: number;
  /** Natural key: `en.1`, `es.1`, `it.1`, `de.1`, `fr.1`, `uefa.cl`. */
  code: string;
  name_zh: string;
  name_en: string;
  name_vi: string;
  short_name_zh: string;
  short_name_en: string;
  short_name_vi: string;
  format: CompetitionFormat;
  /** Oldest first. */
  seasons: DatabaseSeason[];
}

/** `Football_database/leagues`: the five big leagues then the Champions League. */
export interface DatabaseLeagues {
  leagues: DatabaseLeague[];
}

/** The league and season an answer is about. */
export interface SeasonHeader {
  league_id: number;
  league_code: string;
  league_name_zh: string;
  league_name_en: string;
  league_name_vi: string;
  format: CompetitionFormat;
  season_id: number;
  season_name: string;
  complete: boolean;
}

/**
 * What a place in the table leads to. League places by league position only (a cup winner's own
 * European place is not shown); the Champions League's league phase splits into three.
 */
export type ZoneKind =
  | 'champions_league'
  | 'champions_league_qualifying'
  | 'europa_league'
  | 'conference_league'
  | 'relegation_playoff'
  | 'relegation'
  | 'round_of_16'
  | 'knockout_playoff'
  | 'eliminated';

/** Positions `from`..`to` (inclusive, from 1) lead to `kind`. */
export interface TableZone {
  kind: ZoneKind;
  from: number;
  to: number;
}

/**
 * How teams level on points are separated, in order:
 * - `goal_difference`: goal difference, goals for, then head-to-head among the teams still level
 *   (Premier League, Bundesliga, Ligue 1).
 * - `head_to_head`: head-to-head points and goal difference among the teams level on points
 *   first, then goal difference and goals for (La Liga, Serie A).
 * - `uefa_league_phase`: goal difference, goals for, away goals, wins, away wins, then the
 *   opponents' points, goal difference and goals for (Champions League league phase).
 * Teams level on every criterion the data allows are ordered by English name.
 */
export type TieBreakRule = 'goal_difference' | 'head_to_head' | 'uefa_league_phase';

export interface StandingRow extends TableRow {
  /** Null when the place leads nowhere. */
  zone: ZoneKind | null;
}

/** `Football_database/standings`: the table from the season's finished results. */
export interface LeagueStandings extends SeasonHeader {
  tie_break: TieBreakRule;
  zones: TableZone[];
  /** Finished matches counted (the league phase only, for a cup). */
  matches: number;
  rows: StandingRow[];
}

/**
 * - `finished`: played, with a score.
 * - `scheduled`: date and kick-off time fixed.
 * - `unscheduled`: a date is planned but the kick-off time is not fixed yet.
 * - `postponed`: put off; the new date is not known.
 */
export type FixtureStatus = 'finished' | 'scheduled' | 'unscheduled' | 'postponed';

/** The phase a round belongs to; `league` for every domestic matchday and the cup's league phase. */
export type RoundPhase = 'league' | 'knockout_playoff' | 'round_of_16' | 'quarterfinals' | 'semifinals' | 'final';

/** One round of a season, as the round picker lists it. */
export interface RoundInfo {
  /** Pass as `round` to `Football_database/fixtures`: the source's round, with the stage for a cup (`Finals/Round of 16`). */
  key: string;
  phase: RoundPhase;
  /** The matchday of the league (phase) or of the play-offs' two legs; null for other knockout rounds. */
  matchday: number | null;
  matches: number;
  finished: number;
  /** First and last date of the round, `YYYY-MM-DD`. */
  first_date: string;
  last_date: string;
}

export interface FixtureRow {
  id: number;
  round_key: string;
  phase: RoundPhase;
  /** As in `RoundInfo`. */
  matchday: number | null;
  /** `YYYY-MM-DD`, local to the venue. */
  match_date: string;
  /** Kick-off, unix seconds; when `has_time` is false only the date is known. */
  match_time: number | null;
  has_time: boolean;
  status: FixtureStatus;
  home: TeamNames;
  away: TeamNames;
  /** Final score (after extra time when played); null until played. */
  home_score: number | null;
  away_score: number | null;
  home_half_score: number | null;
  away_half_score: number | null;
  home_pen_score: number | null;
  away_pen_score: number | null;
  extra_time: boolean;
}

/** `Football_database/fixtures`: one round's matches in kick-off order. */
export interface RoundFixtures extends SeasonHeader {
  /** Every round of the season, in playing order. */
  rounds: RoundInfo[];
  /** The round answered. */
  round: string;
  /** The first round that still has a match to play (postponed ones aside), else the last round. */
  current_round: string;
  matches: FixtureRow[];
}

/** How a tie was settled. */
export type TieDecision = 'aggregate' | 'extra_time' | 'penalties' | 'single_match';

/** One knockout tie: one match (the final) or two legs. `first` is at home in the first leg. */
export interface KnockoutTie {
  first: TeamNames;
  second: TeamNames;
  /** In playing order. */
  legs: FixtureRow[];
  /** Goals over the legs played (extra time included, shoot-outs not); null before the first leg. */
  aggregate: { first: number; second: number } | null;
  /** The shoot-out that settled it, when one did. */
  penalties: { first: number; second: number } | null;
  /** Null while undecided. */
  winner_id: number | null;
  decided_by: TieDecision | null;
}

export interface KnockoutRound {
  phase: Exclude<RoundPhase, 'league'>;
  /**
   * Ordered as a bracket: the winners of ties 2k and 2k+1 meet in tie k of the next round (the
   * play-offs: tie k's winner plays in tie k of the round of 16).
   */
  ties: KnockoutTie[];
}

/** `Football_database/knockout`: a cup's knockout rounds, play-offs first, final last. */
export interface KnockoutBracket extends SeasonHeader {
  rounds: KnockoutRound[];
}

/** Played, won, drawn, lost, goals and points over some matches. */
export interface RecordLine {
  played: number;
  won: number;
  drawn: number;
  lost: number;
  goals_for: number;
  goals_against: number;
  points: number;
}

/** A match from the team's side. */
export interface TeamMatch extends FixtureRow {
  venue: 'home' | 'away';
  opponent: TeamNames;
  /** Null until played; a shoot-out counts as a draw. */
  result: FormResult | null;
  goals_for: number | null;
  goals_against: number | null;
}

/** Goals in one round the team played, for the chart. */
export interface RoundGoals {
  round_key: string;
  phase: RoundPhase;
  matchday: number | null;
  goals_for: number;
  goals_against: number;
  /** Totals up to and including this round. */
  cumulative_for: number;
  cumulative_against: number;
}

/** `Football_database/team`: a club's season in one competition. */
export interface TeamSeason extends SeasonHeader {
  team: TeamNames & { country: string | null };
  /** The team's row of the table (the league phase for a cup); null when it has none. */
  standing: StandingRow | null;
  /** Every match of the team in this competition-season, in playing order. */
  matches: TeamMatch[];
  split: { home: RecordLine; away: RecordLine; total: RecordLine };
  /** Finished matches only, in playing order. */
  goals_by_round: RoundGoals[];
  /** The other competition-seasons of the club in the database, to switch to. */
  other_seasons: { league_id: number; league_code: string; season_name: string }[];
}
