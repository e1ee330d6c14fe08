import type { LiveMatch, Sport } from './match.ts';

/** The schedule call (seed style name, matched case-insensitively like every call). */
export const SCHEDULE_LIST_PATH = 'schedule/list';

/** One match of the schedule: the row the list shows, without the live store's versions. */
export type ScheduleMatch = Pick<
  LiveMatch,
  | 'id'
  | 'sport'
  | 'league_id'
  | 'home_team_id'
  | 'away_team_id'
  | 'home_team_name_zh'
  | 'home_team_name_en'
  | 'home_team_name_vi'
  | 'away_team_name_zh'
  | 'away_team_name_en'
  | 'away_team_name_vi'
  | 'match_time'
  | 'status'
  | 'match_str'
  | 'home_score'
  | 'away_score'
  | 'home_half_score'
  | 'away_half_score'
> & {
  /** True when the row comes from the live feed (today's board): it has a live detail page. */
  live: boolean;
};

/** A league's matches of the day, kick-off order. */
export interface ScheduleLeague {
  league_id: number;
  sport: Sport;
  short_name_zh: string;
  short_name_en: string;
  short_name_vi: string;
  matches: ScheduleMatch[];
}

/** `data` of `schedule/list`. */
export interface ScheduleList {
  /** The range asked for, UTC unix seconds, `from` inclusive, `to` exclusive. */
  from: number;
  to: number;
  /** The calendar date and zone the range was computed from (null when a UTC range was given). */
  date: string | null;
  tz: string | null;
  /** Seed sport type: 0 all, 1 football, 2 basketball, 3 e-sports. */
  type: number;
  /** Server time, unix seconds: the instant the scores are as of. */
  now: number;
  /** Leagues by prominence (tier) then id; empty leagues left out. */
  leagues: ScheduleLeague[];
}

/** Seed `type` of the schedule page: 0 all, 1 football, 2 basketball, 3 e-sports. */
export const SCHEDULE_TYPES = [0, 1, 2, 3] as const;
export type ScheduleType = (typeof SCHEDULE_TYPES)[number];
export const SPORT_OF_TYPE: Record<ScheduleType, Sport | null> = {
  0: null,
  1: 'football',
  2: 'basketball',
  3: 'esports',
};
