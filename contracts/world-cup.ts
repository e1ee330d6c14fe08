/**
 * The World Cup section's HTTP calls (`/trophy/home`) and what they answer. Pure types, no I/O.
 * Everything is computed from the imported openfootball data (World Cups 2022 and 2026).
 *
 * Calls (GET, parameters in the query; `season` is the edition's year, `2022` or `2026`):
 * - `world_cup/tournaments` -> `WorldCupTournament[]`, oldest first.
 * - `world_cup/groups` `{season}` -> `WorldCupGroups`: tables computed from the results, with the matches.
 * - `world_cup/bracket` `{season}` -> `WorldCupBracket`: the knockout rounds in bracket order.
 * - `world_cup/matches` `{season}` -> `WorldCupMatches`: every match by kick-off, with goals.
 * - `world_cup/teams` `{season}` -> `WorldCupTeam[]`: the teams, by group then English name.
 * - `world_cup/squad` `{season, team_id}` -> `WorldCupSquad`.
 * - `world_cup/stadiums` `{season}` -> `WorldCupStadium[]`.
 * - `world_cup/scorers` `{season}` -> `WorldCupScorer[]`: own goals left out, penalties counted.
 */
export const WORLD_CUP_PATHS = {
  tournaments: 'world_cup/tournaments',
  groups: 'world_cup/groups',
  bracket: 'world_cup/bracket',
  matches: 'world_cup/matches',
  teams: 'world_cup/teams',
  squad: 'world_cup/squad',
  stadiums: 'world_cup/stadiums',
  scorers: 'world_cup/scorers',
} as const;

/** Stages of a World Cup; the knockout ones in playing order. */
export const WORLD_CUP_STAGES = [
  'group',
  'round_of_32',
  'round_of_16',
  'quarter_final',
  'semi_final',
  'third_place',
  'final',
] as const;
export type WorldCupStage = (typeof WORLD_CUP_STAGES)[number];

/** A national team with its names in the three languages (from the database). */
export interface WorldCupTeam {
  id: number;
  /** FIFA code, e.g. `ARG`. */
  code: string;
  name_zh: string;
  name_en: string;
  name_vi: string;
  /** Group letter (`A`..`L`); null for a team without a group. */
  group: string | null;
}

/** One goal. Shoot-out kicks are not goals: see the match's `home_pen_score` / `away_pen_score`. */
export interface WorldCupGoal {
  /** The side the goal counts for: an own goal counts for the team credited with it. */
  side: 'home' | 'away';
  kind: 'goal' | 'own_goal' | 'penalty_goal';
  /** `90` with `minute_extra` 8 is 90+8 (stoppage time); extra time runs 91..120. */
  minute: number;
  minute_extra: number | null;
  /** As the source writes it; for an own goal, the opponent who scored it. */
  player: string;
}

/** One match with its result at every stage of the game and its goals in time order. */
export interface WorldCupMatch {
  /** `matches.id`: the match centre's `/score-detail?mid=<id>`. */
  id: number;
  stage: WorldCupStage;
  /** As the source writes it: `Matchday 3`, `Round of 16`, `Final`. */
  round: string;
  /** Group letter for group matches. */
  group: string | null;
  /** `YYYY-MM-DD`, local to the venue. */
  match_date: string;
  /** Kick-off, unix seconds. */
  match_time: number | null;
  status: 'finished' | 'notstarted' | 'postponed';
  home: WorldCupTeam;
  away: WorldCupTeam;
  /** Result without the shoot-out: after extra time when extra time was played. */
  home_score: number | null;
  away_score: number | null;
  home_half_score: number | null;
  away_half_score: number | null;
  /** After 90 minutes. */
  home_ft_score: number | null;
  away_ft_score: number | null;
  extra_time: boolean;
  home_pen_score: number | null;
  away_pen_score: number | null;
  /** Who went through (knockout) or won; `draw` for a drawn group match; null when not played. */
  winner: 'home' | 'away' | 'draw' | null;
  /** `Stadium, City` as the data names it. */
  venue: string | null;
  goals: WorldCupGoal[];
}

/** The criteria a group table is ordered by, in the order applied. */
export type GroupCriterion =
  | 'points'
  | 'goal_difference'
  | 'goals_for'
  | 'head_to_head_points'
  | 'head_to_head_goal_difference'
  | 'head_to_head_goals_for';

/**
 * FIFA's order up to 2022: points, goal difference, goals scored, then points, goal difference and
 * goals scored in the matches between the teams still level. From 2026 head-to-head comes right
 * after points (re-applied to the teams still level), then goal difference and goals scored.
 */
export type GroupRules = 'fifa_2022' | 'fifa_2026';

export interface GroupRow {
  position: number;
  team: WorldCupTeam;
  played: number;
  won: number;
  drawn: number;
  lost: number;
  goals_for: number;
  goals_against: number;
  goal_difference: number;
  points: number;
  /**
   * What put this team above the next one: the first criterion that separates them, or
   * `unresolved` when every criterion in the data is equal (FIFA would go on to fair play and then
   * lots or the FIFA ranking, which are not in the data; the order shown is then alphabetical).
   * Null for the last row.
   */
  decided_by: GroupCriterion | 'unresolved' | null;
}

export interface WorldCupGroup {
  /** `A`..`L`. */
  name: string;
  rows: GroupRow[];
  /** By kick-off. */
  matches: WorldCupMatch[];
}

/** `world_cup/groups`. */
export interface WorldCupGroups {
  season: string;
  rules: GroupRules;
  criteria: GroupCriterion[];
  /**
   * Criteria FIFA applies next that the data cannot: `fair_play` (the cards are not in the data),
   * then drawing of lots (2022) or the FIFA ranking (2026).
   */
  missing_criteria: Array<'fair_play' | 'drawing_of_lots' | 'fifa_ranking'>;
  groups: WorldCupGroup[];
  /**
   * 2026: the best eight of the twelve third-placed teams go through. Ranked by points, goal
   * difference, goals scored (then fair play, not in the data). Empty for 2022.
   */
  third_placed: GroupRow[];
  /** How many of `third_placed` go through (the first ones): 8 in 2026, 0 in 2022. */
  third_placed_through: number;
}

export interface BracketRound {
  stage: Exclude<WorldCupStage, 'group' | 'third_place'>;
  /**
   * Bracket order: the winners of ties 2k and 2k+1 meet in tie k of the next round. Derived from
   * which teams played on, so it holds for any data; ties it cannot place come last, by kick-off.
   */
  matches: WorldCupMatch[];
}

/** `world_cup/bracket`. */
export interface WorldCupBracket {
  season: string;
  /** First knockout round (round of 16 in 2022, round of 32 in 2026) to the final. */
  rounds: BracketRound[];
  third_place: WorldCupMatch | null;
}

/** `world_cup/matches`. */
export interface WorldCupMatches {
  season: string;
  matches: WorldCupMatch[];
}

export interface SquadPlayer {
  id: number;
  name: string;
  /** `GK`, `DF`, `MF`, `FW`. */
  position: string | null;
  number: number | null;
  /** `YYYY-MM-DD` when the source gives it. */
  date_of_birth: string | null;
  /** Club at the time of the tournament (2026 data only). */
  club: string | null;
}

/** `world_cup/squad`: one team's players, by position then shirt number. */
export interface WorldCupSquad {
  season: string;
  team: WorldCupTeam;
  players: SquadPlayer[];
}

/** A venue of the edition as the match data names it, with what was played there. */
export interface WorldCupStadium {
  name: string;
  city: string | null;
  matches: number;
  goals: number;
  first_date: string;
  last_date: string;
  /** Stages played there, in playing order. */
  stages: WorldCupStage[];
}

export interface WorldCupScorer {
  /** Shared by scorers on the same number of goals. */
  rank: number;
  player: string;
  team: WorldCupTeam;
  goals: number;
  /** Of `goals`, how many were penalties (shoot-outs do not count). */
  penalties: number;
  matches_scored_in: number;
}

/** `world_cup/tournaments`: one edition. */
export interface WorldCupTournament {
  season: string;
  name_zh: string;
  name_en: string;
  name_vi: string;
  /** Teams that played every match at home. */
  hosts: WorldCupTeam[];
  first_date: string;
  last_date: string;
  teams: number;
  groups: number;
  matches: number;
  played: number;
  goals: number;
  champion: WorldCupTeam | null;
  runner_up: WorldCupTeam | null;
  third: WorldCupTeam | null;
}
