import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';

/** The SQL behind the World Cup section. Read-only: the imported data never changes at run time. */

/** The league code the importer gives the World Cup. */
export const WORLD_CUP_LEAGUE = 'wc';

export interface EditionRow {
  season_id: number;
  season: string;
  name_zh: string;
  name_en: string;
  name_vi: string;
}

/** Every imported edition, oldest first. */
export async function findEditions(db: Kysely<DB>): Promise<EditionRow[]> {
  return db
    .selectFrom('seasons as s')
    .innerJoin('leagues as l', 'l.id', 's.league_id')
    .select(['s.id as season_id', 's.name as season', 'l.name_zh', 'l.name_en', 'l.name_vi'])
    .where('l.code', '=', WORLD_CUP_LEAGUE)
    .orderBy('s.name')
    .execute();
}

export interface EditionTeamRow {
  id: number;
  code: string;
  name_zh: string;
  name_en: string;
  name_vi: string;
  group_name: string | null;
}

/** The teams of an edition with their group (`Group A`). */
export async function findEditionTeams(db: Kysely<DB>, seasonId: number): Promise<EditionTeamRow[]> {
  return db
    .selectFrom('season_teams as st')
    .innerJoin('teams as t', 't.id', 'st.team_id')
    .select(['t.id', 't.code', 't.name_zh', 't.name_en', 't.name_vi', 'st.group_name'])
    .where('st.season_id', '=', seasonId)
    .execute();
}

/** Every match of an edition. */
export async function findEditionMatches(db: Kysely<DB>, seasonId: number) {
  return db
    .selectFrom('matches')
    .select([
      'id',
      'round',
      'group_name',
      'match_date',
      'match_time',
      'status',
      'home_team_id',
      'away_team_id',
      'home_score',
      'away_score',
      'home_half_score',
      'away_half_score',
      'home_ft_score',
      'away_ft_score',
      'home_et_score',
      'away_et_score',
      'home_pen_score',
      'away_pen_score',
      'neutral',
      'venue',
    ])
    .where('season_id', '=', seasonId)
    .orderBy('match_time')
    .orderBy('id')
    .execute();
}

export type EditionMatchRow = Awaited<ReturnType<typeof findEditionMatches>>[number];

/** Every goal of an edition, in match then time order. */
export async function findEditionGoals(db: Kysely<DB>, seasonId: number) {
  return db
    .selectFrom('match_events as e')
    .innerJoin('matches as m', 'm.id', 'e.match_id')
    .select(['e.match_id', 'e.side', 'e.kind', 'e.minute', 'e.minute_extra', 'e.player'])
    .where('m.season_id', '=', seasonId)
    .orderBy('e.match_id')
    .orderBy('e.seq')
    .execute();
}

/** A team's squad for an edition, as the importer stored it. */
export async function findSquad(db: Kysely<DB>, seasonId: number, teamId: number) {
  return db
    .selectFrom('players')
    .select(['id', 'name', 'position', 'number', 'extra'])
    .where('season_id', '=', seasonId)
    .where('team_id', '=', teamId)
    .execute();
}
