/**
 * The basketball database's HTTP calls (`/base-basketball`) and what they answer. Pure types and
 * constants, no I/O. Every call is a GET; `league` is a league code (`nba`, the default) or id,
 * `season` a season name (`2022-23`; the latest when absent).
 *
 * - `database/basketball/standings` `{league?, season?}` -> `BasketballStandings`: regular-season
 *   standings by conference and by division.
 * - `database/basketball/results` `{league?, season?, date?}` -> `BasketballResults`: the games of one
 *   day (`YYYY-MM-DD`, local to the venue; the last regular-season day when absent) and every day that has games.
 * - `database/basketball/team` `{team, league?, season?}` -> `BasketballTeamPage`: a team's record,
 *   home/away split, every game and roster. `team` is `teams.id`.
 * - `database/basketball/bracket` `{league?, season?}` -> `BasketballBracket`: play-in games and playoff series.
 */
export const DATABASE_BASKETBALL_PATHS = {
  standings: 'database/basketball/standings',
  results: 'database/basketball/results',
  team: 'database/basketball/team',
  bracket: 'database/basketball/bracket',
} as const;

export type Conference = 'East' | 'West';

/** The NBA's six divisions (2022-23 alignment). */
export type Division = 'Atlantic' | 'Central' | 'Southeast' | 'Northwest' | 'Pacific' | 'Southwest';

/** The league and season a view answers for. */
export interface BasketballSeason {
  league_id: number;
  league_code: string;
  league_name_zh: string;
  league_name_en: string;
  league_name_vi: string;
  season_id: number;
  season_name: string;
}

/** A team with its names in the three languages and its conference and division. */
export interface BasketballTeam {
  id: number;
  /** The data's team code without the `nba:` prefix (`DEN`, `BRK`, `CHO`, `PHO`). */
  code: string;
  name_zh: string;
  name_en: string;
  name_vi: string;
  short_name_zh: string;
  short_name_en: string;
  short_name_vi: string;
  conference: Conference;
  division: Division;
}

/** Wins and losses of a subset of games. */
export interface WinLoss {
  won: number;
  lost: number;
}

/** One line of a standings table (regular season only). */
export interface BasketballStandingRow {
  /** 1-based place in the table this row belongs to (conference or division). */
  position: number;
  team: BasketballTeam;
  won: number;
  lost: number;
  /** Wins / games, 0 before the first game. */
  win_pct: number;
  /** Games behind the first of the table: ((W1 - W) + (L - L1)) / 2; 0 for the first. */
  games_behind: number;
  home: WinLoss;
  away: WinLoss;
  /** Against teams of the same conference and of the same division. */
  conference_record: WinLoss;
  division_record: WinLoss;
  /** The last ten games. */
  last_ten: WinLoss;
  /** The current run of wins (`W`) or losses (`L`); length 0 before the first game. */
  streak: { kind: 'W' | 'L'; length: number };
  points_for: number;
  points_against: number;
  /** First of its division (after tie-breaks). */
  division_leader: boolean;
}

/** One table: a conference (`division` null) or a division. */
export interface BasketballStandingsGroup {
  conference: Conference;
  division: Division | null;
  rows: BasketballStandingRow[];
}

/**
 * `database/basketball/standings`. Ordered by win %; ties broken by the NBA rules that the data
 * allows: head-to-head, division leader, division record (same division), conference record,
 * point differential (for three or more teams level, division leader comes first).
 */
export interface BasketballStandings {
  season: BasketballSeason;
  /** Regular-season games counted. */
  games: number;
  conferences: BasketballStandingsGroup[];
  divisions: BasketballStandingsGroup[];
}

export type BasketballStage = 'regular' | 'play_in' | 'playoffs';

/** Playoff rounds, in order. */
export type PlayoffRound = 'first_round' | 'conference_semifinals' | 'conference_finals' | 'finals';

/** One finished game. */
export interface BasketballGame {
  /** `matches.id`; null for a game added from outside the imported data (see `supplement`). */
  id: number | null;
  /** `YYYY-MM-DD`, local to the venue. */
  date: string;
  stage: BasketballStage;
  /** Null outside the playoffs. */
  round: PlayoffRound | null;
  home: BasketballTeam;
  away: BasketballTeam;
  home_score: number;
  away_score: number;
  neutral: boolean;
  /**
   * True when the result is not in the licensed data file but added by this server from a named
   * source (`BasketballBracket.supplement_source`): the 2023 Finals.
   */
  supplement: boolean;
}

/** `database/basketball/results`: one day's games. */
export interface BasketballResults {
  season: BasketballSeason;
  /** The day shown. */
  date: string;
  /** Every day of the season with at least one game, ascending. */
  dates: string[];
  games: BasketballGame[];
}

/** Record and scoring in home or away games (regular season). */
export interface BasketballSplit extends WinLoss {
  played: number;
  /** Average points scored and conceded per game, one decimal; 0 before the first game. */
  points_for_avg: number;
  points_against_avg: number;
}

/** A player of a team's roster (FiveThirtyEight RAPTOR file: a player who played for the team). */
export interface BasketballRosterPlayer {
  id: number;
  name: string;
  /** Minutes played for the team (regular season and playoffs together). */
  minutes: number;
  /** `RS` regular season, `PO` playoffs: the parts of the season the player played for the team. */
  season_types: ('RS' | 'PO')[];
  /** Null when the source has no position (RAPTOR has none). */
  position: string | null;
}

/** `database/basketball/team`. */
export interface BasketballTeamPage {
  season: BasketballSeason;
  team: BasketballTeam;
  /** The team's line of its conference table (position = conference place). */
  standing: BasketballStandingRow;
  division_position: number;
  split: { home: BasketballSplit; away: BasketballSplit };
  /** Every game of the team (regular season, play-in, playoffs), by date. */
  games: BasketballGame[];
  /** By minutes, most first. */
  roster: BasketballRosterPlayer[];
}

/** A best-of-seven series built from the consecutive playoff games of two teams. */
export interface PlayoffSeries {
  round: PlayoffRound;
  /** Null for the Finals. */
  conference: Conference | null;
  /** The team with home court (home in game 1) and its opponent. */
  high: BasketballTeam;
  low: BasketballTeam;
  /** Playoff seeds (after the play-in); null when unknown. */
  high_seed: number | null;
  low_seed: number | null;
  high_wins: number;
  low_wins: number;
  /** Team id of the first to four wins; null while undecided. */
  winner_id: number | null;
  games: BasketballGame[];
}

/** A play-in game with its place in the tournament. */
export interface PlayInGame {
  conference: Conference;
  /** `7v8` (winner is seed 7), `9v10` (loser is out), `final` (winner is seed 8). */
  slot: '7v8' | '9v10' | 'final';
  game: BasketballGame;
}

/** `database/basketball/bracket`. */
export interface BasketballBracket {
  season: BasketballSeason;
  play_in: PlayInGame[];
  /** Ordered by round, then conference (East first), then bracket position (the 1 seed's side first). */
  series: PlayoffSeries[];
  /** Team id of the Finals winner; null while undecided. */
  champion_id: number | null;
  /** Where the games marked `supplement` come from; null when there are none. */
  supplement_source: { name: string; url: string } | null;
}

/**
 * What the CC BY 4.0 licence of the FiveThirtyEight NBA files requires the pages that show them to
 * say (see server/seed-data/LICENSES/NOTICE-CC-BY-4.0.md). Names and addresses, not UI text.
 */
export const NBA_DATA_ATTRIBUTION = {
  dataset: 'NBA 2022-23',
  source: 'FiveThirtyEight',
  sourceUrl: 'https://github.com/fivethirtyeight/data',
  licence: 'CC BY 4.0',
  licenceUrl: 'https://creativecommons.org/licenses/by/4.0/',
  origin: 'Basketball-Reference.com',
  originUrl: 'https://www.basketball-reference.com/',
} as const;
