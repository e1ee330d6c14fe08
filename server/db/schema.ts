import type { BannerTables } from './banner-tables.ts';
import type { ChatTables } from './chat-tables.ts';
import type { CircleTables } from './circle-tables.ts';
import type { AccountTables } from './account-tables.ts';
import type { DynamicsTables } from './dynamics-tables.ts';
import type { FunGuessTables } from './fun-guess-tables.ts';
import type { CommentsTables } from './comments-tables.ts';
import type { LiveTables } from './live-tables.ts';
import type { MemberExtrasTables } from './member-extras-tables.ts';
import type { VideoLibraryTables } from './video-library-tables.ts';
import type { NewsTables } from './news-tables.ts';
import type { RoomTables } from './room-tables.ts';
import type { SearchTables } from './search-tables.ts';
import type { SettlementTables } from './settlement-tables.ts';
import type { ExpertTables } from './expert-tables.ts';
import type { Generated } from 'kysely';

/**
 * Table types for Kysely. Conventions that keep SQLite and PostgreSQL identical:
 * booleans are `0 | 1` integers, timestamps are unix seconds (integers), JSON is text.
 */

/** `0` or `1`: booleans are stored as integers on both dialects. */
export type IntBool = 0 | 1;

export type SportCode = 'football' | 'basketball' | 'esports';

/** Lifecycle of an imported fixture (live states belong to the live store, not to the data import). */
export type ImportedMatchStatus = 'finished' | 'notstarted' | 'postponed';

export type MatchEventKindCode = 'goal' | 'own_goal' | 'penalty_goal';

export interface LeaguesTable {
  id: Generated<number>;
  /** Natural key, e.g. `en.1`, `uefa.cl`, `wc`, `nba`, `esports.lol`. */
  code: string;
  sport: SportCode;
  name_zh: string;
  name_en: string;
  name_vi: string;
  short_name_zh: string;
  short_name_en: string;
  short_name_vi: string;
  /** Country code (FIFA style: ENG, GER, ...) or a region (`EUR`, `WORLD`). */
  country: string | null;
  /** 1 = top tier. */
  tier: number;
  /** IANA zone the source writes local kick-off times in (`UTC` when the source carries offsets). */
  timezone: string;
}

export interface SeasonsTable {
  id: Generated<number>;
  league_id: number;
  /** `2024-25`, `2025-26`, `2022`, `2026`, `2022-23`. */
  name: string;
  /** 1 when the data holds the whole season (no unplayed or missing fixtures). */
  is_complete: IntBool;
}

export interface TeamsTable {
  id: Generated<number>;
  sport: SportCode;
  /** Natural key, e.g. `club:liverpool-fc`, `nation:ARG`, `nba:LAL`, `esports.lol:t1`. */
  code: string;
  name_zh: string;
  name_en: string;
  name_vi: string;
  short_name_zh: string;
  short_name_en: string;
  short_name_vi: string;
  country: string | null;
  /** The name the source data uses (without a Champions League country suffix). */
  source_name: string | null;
  /** A rating from the source (NBA final Elo) or seeded (e-sports); football ratings are computed. */
  base_rating: number | null;
}

/** Which teams take part in a season (and, for tournaments, in which group). */
export interface SeasonTeamsTable {
  season_id: number;
  team_id: number;
  group_name: string | null;
}

export interface MatchesTable {
  id: Generated<number>;
  /** Natural key built by the importer so a re-import updates instead of duplicating. */
  source_key: string;
  season_id: number;
  league_id: number;
  sport: SportCode;
  round: string;
  stage: string | null;
  group_name: string | null;
  home_team_id: number;
  away_team_id: number;
  /** Calendar date as written by the source (local to the venue), `YYYY-MM-DD`. */
  match_date: string;
  /** Kick-off, unix seconds UTC. When `has_time` is 0 it is the date at a default local hour. */
  match_time: number | null;
  has_time: IntBool;
  status: ImportedMatchStatus;
  /** Final result without the shoot-out: after extra time when there was extra time. */
  home_score: number | null;
  away_score: number | null;
  /** Score after 90 minutes (football) / regulation. */
  home_ft_score: number | null;
  away_ft_score: number | null;
  home_half_score: number | null;
  away_half_score: number | null;
  /** Score after extra time (cumulative), when extra time was played. */
  home_et_score: number | null;
  away_et_score: number | null;
  home_pen_score: number | null;
  away_pen_score: number | null;
  /** 1 when the result was awarded by the league rather than played out. */
  awarded: IntBool;
  neutral: IntBool;
  venue: string | null;
}

export interface MatchEventsTable {
  id: Generated<number>;
  match_id: number;
  /** Order within the match (by minute); part of the unique key with `match_id`. */
  seq: number;
  kind: MatchEventKindCode;
  /** The side the event counts for (an own goal counts for the team credited with it). */
  side: 'home' | 'away';
  minute: number;
  minute_extra: number | null;
  player: string;
}

/**
 * One player of an imported match's line-up: a starter, or a substitute who came on. Minutes are
 * the source's (`90+4'` is minute 90, extra 4); null when it did not happen.
 */
export interface MatchLineupsTable {
  id: Generated<number>;
  match_id: number;
  side: 'home' | 'away';
  /** From 1: starters in the order written, then substitutes; unique with `match_id`, `side`. */
  ordinal: number;
  player: string;
  /** Formation line, 0 = goalkeeper; a substitute takes the line of the player he replaced. */
  line: number;
  position: 'GK' | 'DF' | 'MF' | 'FW';
  starter: IntBool;
  captain: IntBool;
  /** A substitute: the `ordinal` of the player he replaced. */
  replaced_ordinal: number | null;
  in_minute: number | null;
  in_minute_extra: number | null;
  out_minute: number | null;
  out_minute_extra: number | null;
  yellow_minute: number | null;
  yellow_minute_extra: number | null;
  red_minute: number | null;
  red_minute_extra: number | null;
  /** 1 when the red card was a second yellow. */
  second_yellow: IntBool;
}

export interface PlayersTable {
  id: Generated<number>;
  team_id: number;
  season_id: number | null;
  name: string;
  position: string | null;
  number: number | null;
  /** JSON text with source extras (date of birth, club, ids). */
  extra: string | null;
}

export interface DataImportsTable {
  name: string;
  checksum: string;
  /** Unix seconds. */
  imported_at: number;
}

/** Every table the application's database holds. */
export interface DB
  extends
    LiveTables,
    AccountTables,
    RoomTables,
    DynamicsTables,
    ChatTables,
    NewsTables,
    VideoLibraryTables,
    BannerTables,
    CommentsTables,
    SearchTables,
    MemberExtrasTables,
    CircleTables,
    SettlementTables,
    FunGuessTables,
    ExpertTables {
  leagues: LeaguesTable;
  seasons: SeasonsTable;
  teams: TeamsTable;
  season_teams: SeasonTeamsTable;
  matches: MatchesTable;
  match_events: MatchEventsTable;
  match_lineups: MatchLineupsTable;
  players: PlayersTable;
  data_imports: DataImportsTable;
}
