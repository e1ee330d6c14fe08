import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import type { HistoricalMatchDetail, PastMatch, RecordedGoal, TeamNames } from '../../contracts/match-centre.ts';
import type { TableResult } from './season-table.ts';
import { MATCH_TEAM_NAME_COLUMNS } from '../db/team-name-columns.ts';

/** The SQL behind the match centre's history calls. Read-only: the imported data never changes at run time. */

function pastMatches(db: Kysely<DB>) {
  return db
    .selectFrom('matches as m')
    .innerJoin('leagues as l', 'l.id', 'm.league_id')
    .innerJoin('seasons as s', 's.id', 'm.season_id')
    .innerJoin('teams as ht', 'ht.id', 'm.home_team_id')
    .innerJoin('teams as at', 'at.id', 'm.away_team_id')
    .select([
      'm.id',
      'm.league_id',
      'l.short_name_zh as league_short_zh',
      'l.short_name_en as league_short_en',
      'l.short_name_vi as league_short_vi',
      's.name as season_name',
      'm.match_date',
      'm.match_time',
      'm.home_team_id',
      ...MATCH_TEAM_NAME_COLUMNS,
      'm.away_team_id',
      'm.home_score',
      'm.away_score',
      'm.home_half_score',
      'm.away_half_score',
      'm.home_pen_score',
      'm.away_pen_score',
    ])
    .where('m.status', '=', 'finished')
    .where('m.home_score', 'is not', null)
    .where('m.away_score', 'is not', null);
}

type PastRow = Awaited<ReturnType<ReturnType<typeof pastMatches>['execute']>>[number];

function toPastMatch(r: PastRow): PastMatch {
  return {
    id: r.id,
    league_id: r.league_id,
    league_short_zh: r.league_short_zh,
    league_short_en: r.league_short_en,
    league_short_vi: r.league_short_vi,
    season_name: r.season_name,
    match_date: r.match_date,
    home: { id: r.home_team_id, name_zh: r.home_name_zh, name_en: r.home_name_en, name_vi: r.home_name_vi },
    away: { id: r.away_team_id, name_zh: r.away_name_zh, name_en: r.away_name_en, name_vi: r.away_name_vi },
    home_score: r.home_score ?? 0,
    away_score: r.away_score ?? 0,
    home_half_score: r.home_half_score,
    away_half_score: r.away_half_score,
    home_pen_score: r.home_pen_score,
    away_pen_score: r.away_pen_score,
  };
}

export async function findTeams(db: Kysely<DB>, ids: readonly number[]): Promise<Map<number, TeamNames>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('teams')
    .select(['id', 'name_zh', 'name_en', 'name_vi'])
    .where('id', 'in', [...ids])
    .execute();
  return new Map(rows.map((r) => [r.id, r]));
}

/** Every finished meeting of two teams, whichever side was at home, newest first. */
export async function findMeetings(
  db: Kysely<DB>,
  a: number,
  b: number,
  options: { exclude?: number },
): Promise<PastMatch[]> {
  let query = pastMatches(db).where((eb) =>
    eb.or([
      eb.and([eb('m.home_team_id', '=', a), eb('m.away_team_id', '=', b)]),
      eb.and([eb('m.home_team_id', '=', b), eb('m.away_team_id', '=', a)]),
    ]),
  );
  if (options.exclude !== undefined) query = query.where('m.id', '!=', options.exclude);
  const rows = await query.orderBy('m.match_time', 'desc').orderBy('m.id', 'desc').execute();
  return rows.map(toPastMatch);
}

/** A team's latest finished matches, newest first. */
export async function findTeamMatches(
  db: Kysely<DB>,
  teamId: number,
  options: { exclude?: number; before?: number; limit: number },
): Promise<PastMatch[]> {
  let query = pastMatches(db).where((eb) =>
    eb.or([eb('m.home_team_id', '=', teamId), eb('m.away_team_id', '=', teamId)]),
  );
  if (options.exclude !== undefined) query = query.where('m.id', '!=', options.exclude);
  if (options.before !== undefined) query = query.where('m.match_time', '<', options.before);
  const rows = await query.orderBy('m.match_time', 'desc').orderBy('m.id', 'desc').limit(options.limit).execute();
  return rows.map(toPastMatch);
}

/** An imported match as its own row tells it: without the line-ups and the timeline built from them. */
export type MatchRecord = Omit<HistoricalMatchDetail, 'lineups' | 'events'>;

/** One imported match with its league, season, teams and goals; null when there is none. */
export async function findMatch(db: Kysely<DB>, id: number): Promise<MatchRecord | null> {
  const row = await db
    .selectFrom('matches as m')
    .innerJoin('leagues as l', 'l.id', 'm.league_id')
    .innerJoin('seasons as s', 's.id', 'm.season_id')
    .selectAll('m')
    .select(['l.name_zh as league_name_zh', 'l.name_en as league_name_en', 'l.name_vi as league_name_vi'])
    .select('s.name as season_name')
    .where('m.id', '=', id)
    .executeTakeFirst();
  if (!row) return null;
  const teams = await findTeams(db, [row.home_team_id, row.away_team_id]);
  const goals = await db
    .selectFrom('match_events')
    .select(['side', 'kind', 'minute', 'minute_extra', 'player'])
    .where('match_id', '=', id)
    .orderBy('seq')
    .execute();
  // Only the World Cup sources carry scorers: elsewhere an empty list means "not in the data".
  const eventsInCompetition = await db
    .selectFrom('match_events')
    .innerJoin('matches', 'matches.id', 'match_events.match_id')
    .select('match_events.id')
    .where('matches.season_id', '=', row.season_id)
    .limit(1)
    .executeTakeFirst();
  const team = (teamId: number): TeamNames =>
    teams.get(teamId) ?? { id: teamId, name_zh: String(teamId), name_en: String(teamId), name_vi: String(teamId) };
  return {
    id: row.id,
    sport: row.sport,
    league_id: row.league_id,
    league_name_zh: row.league_name_zh,
    league_name_en: row.league_name_en,
    league_name_vi: row.league_name_vi,
    season_id: row.season_id,
    season_name: row.season_name,
    round: row.round,
    stage: row.stage,
    group_name: row.group_name,
    match_date: row.match_date,
    match_time: row.match_time,
    has_time: row.has_time === 1,
    status: row.status,
    home: team(row.home_team_id),
    away: team(row.away_team_id),
    home_score: row.home_score,
    away_score: row.away_score,
    home_ft_score: row.home_ft_score,
    away_ft_score: row.away_ft_score,
    home_half_score: row.home_half_score,
    away_half_score: row.away_half_score,
    home_et_score: row.home_et_score,
    away_et_score: row.away_et_score,
    home_pen_score: row.home_pen_score,
    away_pen_score: row.away_pen_score,
    awarded: row.awarded === 1,
    neutral: row.neutral === 1,
    venue: row.venue,
    goals: goals.map((g): RecordedGoal => ({ ...g })),
    goals_known: eventsInCompetition !== undefined,
  };
}

export interface SeasonRef {
  league_id: number;
  league_name_zh: string;
  league_name_en: string;
  league_name_vi: string;
  sport: 'football' | 'basketball' | 'esports';
  season_id: number;
  season_name: string;
}

/**
 * A league (by id or code) and one of its seasons (by name; the latest when absent). Season
 * names sort chronologically within a league ('2024-25' < '2025-26', '2022' < '2026').
 */
export async function findSeason(db: Kysely<DB>, league: string, season?: string): Promise<SeasonRef | null> {
  const byId = /^\d+$/.test(league);
  const rows = await db
    .selectFrom('seasons as s')
    .innerJoin('leagues as l', 'l.id', 's.league_id')
    .select([
      'l.id as league_id',
      'l.name_zh as league_name_zh',
      'l.name_en as league_name_en',
      'l.name_vi as league_name_vi',
      'l.sport',
      's.id as season_id',
      's.name as season_name',
    ])
    .where(byId ? 'l.id' : 'l.code', '=', byId ? Number(league) : league)
    .execute();
  const chosen = season
    ? rows.find((r) => r.season_name === season || String(r.season_id) === season)
    : [...rows].sort((a, b) => b.season_name.localeCompare(a.season_name))[0];
  return chosen ?? null;
}

/**
 * The finished matches that make a season's table: a league's every match, a Champions League's
 * league phase, a World Cup's group stage, the NBA's regular season. Knockout rounds never count.
 */
export async function findTableResults(db: Kysely<DB>, seasonId: number): Promise<TableResult[]> {
  const rows = await db
    .selectFrom('matches')
    .select(['home_team_id', 'away_team_id', 'home_score', 'away_score', 'match_time', 'group_name', 'stage'])
    .where('season_id', '=', seasonId)
    .where('status', '=', 'finished')
    .where('home_score', 'is not', null)
    .where('away_score', 'is not', null)
    .orderBy('match_time')
    .orderBy('id')
    .execute();
  return rows
    .filter((r) => r.stage === null || TABLE_STAGES.has(r.stage))
    .map((r) => ({
      home_team_id: r.home_team_id,
      away_team_id: r.away_team_id,
      home_score: r.home_score ?? 0,
      away_score: r.away_score ?? 0,
      match_time: r.match_time,
      group_name: r.stage === 'Group stage' ? r.group_name : null,
    }));
}

/** Stages whose results make a table (as the importers write them). */
export const TABLE_STAGES: ReadonlySet<string> = new Set(['League', 'Group stage', 'Regular Season']);

/** The teams of a season with their group (World Cup), for tables that list teams without a result yet. */
export async function findSeasonTeams(
  db: Kysely<DB>,
  seasonId: number,
): Promise<{ teams: Map<number, TeamNames>; groups: Map<number, string | null> }> {
  const rows = await db
    .selectFrom('season_teams as st')
    .innerJoin('teams as t', 't.id', 'st.team_id')
    .select(['t.id', 't.name_zh', 't.name_en', 't.name_vi', 'st.group_name'])
    .where('st.season_id', '=', seasonId)
    .execute();
  return {
    teams: new Map(rows.map((r) => [r.id, { id: r.id, name_zh: r.name_zh, name_en: r.name_en, name_vi: r.name_vi }])),
    groups: new Map(rows.map((r) => [r.id, r.group_name])),
  };
}
