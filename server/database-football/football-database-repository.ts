import { sql, type Kysely } from 'kysely';
import type { FixtureRow } from '../../contracts/database-football.ts';
import type { TeamNames } from '../../contracts/match-centre.ts';
import type { DB } from '../db/schema.ts';
import { fixtureStatus, matchdayOf, phaseOf, roundKey } from './rounds.ts';
import { MATCH_TEAM_NAME_COLUMNS } from '../db/team-name-columns.ts';

/** The SQL behind the football database. Read-only: the imported data never changes at run time. */

export interface CompetitionSeasonRow {
  league_id: number;
  code: string;
  name_zh: string;
  name_en: string;
  name_vi: string;
  short_name_zh: string;
  short_name_en: string;
  short_name_vi: string;
  season_id: number;
  season_name: string;
  complete: boolean;
  matches: number;
  finished: number;
}

/** Every season of the given competitions with its fixture counts. */
export async function findCompetitionSeasons(
  db: Kysely<DB>,
  codes: readonly string[],
): Promise<CompetitionSeasonRow[]> {
  const rows = await db
    .selectFrom('seasons as s')
    .innerJoin('leagues as l', 'l.id', 's.league_id')
    .leftJoin('matches as m', 'm.season_id', 's.id')
    .select([
      'l.id as league_id',
      'l.code',
      'l.name_zh',
      'l.name_en',
      'l.name_vi',
      'l.short_name_zh',
      'l.short_name_en',
      'l.short_name_vi',
      's.id as season_id',
      's.name as season_name',
      's.is_complete',
      (eb) => eb.fn.count<number | string>('m.id').as('matches'),
      sql<number | string>`sum(case when m.status = 'finished' then 1 else 0 end)`.as('finished'),
    ])
    .where('l.code', 'in', [...codes])
    .groupBy(['l.id', 's.id'])
    .orderBy('s.name')
    .execute();
  // PostgreSQL answers counts and sums as strings (bigint).
  return rows.map(({ is_complete, matches, finished, ...row }) => ({
    ...row,
    complete: is_complete === 1,
    matches: Number(matches),
    finished: Number(finished ?? 0),
  }));
}

/** Every fixture of a season with both teams' names, in kick-off order. */
export async function findSeasonFixtures(db: Kysely<DB>, seasonId: number): Promise<FixtureRow[]> {
  const rows = await db
    .selectFrom('matches as m')
    .innerJoin('teams as ht', 'ht.id', 'm.home_team_id')
    .innerJoin('teams as at', 'at.id', 'm.away_team_id')
    .select([
      'm.id',
      'm.stage',
      'm.round',
      'm.match_date',
      'm.match_time',
      'm.has_time',
      'm.status',
      'm.home_team_id',
      ...MATCH_TEAM_NAME_COLUMNS,
      'm.away_team_id',
      'm.home_score',
      'm.away_score',
      'm.home_half_score',
      'm.away_half_score',
      'm.home_et_score',
      'm.home_pen_score',
      'm.away_pen_score',
    ])
    .where('m.season_id', '=', seasonId)
    .orderBy('m.match_time')
    .orderBy('m.id')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    round_key: roundKey(r.stage, r.round),
    phase: phaseOf(r.stage, r.round),
    matchday: matchdayOf(r.round),
    match_date: r.match_date,
    match_time: r.match_time,
    has_time: r.has_time === 1,
    status: fixtureStatus(r.status, r.has_time === 1),
    home: { id: r.home_team_id, name_zh: r.home_name_zh, name_en: r.home_name_en, name_vi: r.home_name_vi },
    away: { id: r.away_team_id, name_zh: r.away_name_zh, name_en: r.away_name_en, name_vi: r.away_name_vi },
    home_score: r.home_score,
    away_score: r.away_score,
    home_half_score: r.home_half_score,
    away_half_score: r.away_half_score,
    home_pen_score: r.home_pen_score,
    away_pen_score: r.away_pen_score,
    extra_time: r.home_et_score !== null,
  }));
}

/** A team with its country; null when there is none. */
export async function findTeam(
  db: Kysely<DB>,
  teamId: number,
): Promise<(TeamNames & { country: string | null }) | null> {
  const row = await db
    .selectFrom('teams')
    .select(['id', 'name_zh', 'name_en', 'name_vi', 'country'])
    .where('id', '=', teamId)
    .where('sport', '=', 'football')
    .executeTakeFirst();
  return row ?? null;
}

/** The seasons (of the given competitions) a team took part in. */
export async function findTeamSeasons(
  db: Kysely<DB>,
  teamId: number,
  codes: readonly string[],
): Promise<{ league_id: number; league_code: string; season_name: string }[]> {
  return db
    .selectFrom('season_teams as st')
    .innerJoin('seasons as s', 's.id', 'st.season_id')
    .innerJoin('leagues as l', 'l.id', 's.league_id')
    .select(['l.id as league_id', 'l.code as league_code', 's.name as season_name'])
    .where('st.team_id', '=', teamId)
    .where('l.code', 'in', [...codes])
    .orderBy('s.name')
    .orderBy('l.id')
    .execute();
}
