import type { FormResult, RecordedGoal } from '../../contracts/match-centre.ts';
import type { Lang } from '../../contracts/match.ts';

/** A name in the three languages (teams and leagues from the catalogue). */
export type Names = Record<Lang, string>;

/** What the list needs to write a headline and a standfirst: the match's own row. */
export interface MatchSummary {
  matchId: number;
  sport: 'football' | 'basketball';
  league: { code: string; names: Names };
  season: string;
  /** As the importers write them (`Matchday 3`, `Round of 16`, `Regular Season`). */
  round: string;
  stage: string | null;
  group: string | null;
  /** `YYYY-MM-DD`, local to the venue. */
  date: string;
  home: { id: number; names: Names };
  away: { id: number; names: Names };
  /** Final score without the shoot-out (after extra time when played). */
  score: [number, number];
  halfTime: [number, number] | null;
  extraTime: boolean;
  penalties: [number, number] | null;
  neutral: boolean;
  awarded: boolean;
}

/** One team's place after the match, in its league table (or World Cup group). */
export interface TablePlace {
  position: number;
  played: number;
  points: number;
  won: number;
  lost: number;
}

/** Everything a full report states, each fact read from the data. */
export interface ReportFacts extends MatchSummary {
  venue: string | null;
  /** Null when the competition's data carries no scorers (club leagues, NBA). */
  goals: RecordedGoal[] | null;
  /** Null when the match does not count for a table (knockouts, play-offs). */
  table: { home: TablePlace; away: TablePlace; group: string | null } | null;
  /** Last five results before kick-off, newest first. */
  form: { home: FormResult[]; away: FormResult[] };
  /** Earlier meetings in the data, counted from the home side. */
  meetings: { played: number; homeWins: number; draws: number; awayWins: number };
}
