import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import type { BasketballSeason } from '../../contracts/database-basketball.ts';

/** The SQL behind the basketball database. Read-only: the imported data never changes at run time. */

/**
 * A basketball league (by code or id) and one of its seasons (by name or id; the latest when
 * absent); null when there is none.
 */
export async function findBasketballSeason(
  db: Kysely<DB>,
  league: string,
  season?: string,
): Promise<BasketballSeason | null> {
  const byId = /^\d+$/.test(league);
  const rows = await db
    .selectFrom('seasons as s')
    .innerJoin('leagues as l', 'l.id', 's.league_id')
    .select([
      'l.id as league_id',
      'l.code as league_code',
      'l.name_zh as league_name_zh',
      'l.name_en as league_name_en',
      'l.name_vi as league_name_vi',
      's.id as season_id',
      's.name as season_name',
    ])
    .where('l.sport', '=', 'basketball')
    .where(byId ? 'l.id' : 'l.code', '=', byId ? Number(league) : league)
    .execute();
  const chosen = season
    ? rows.find((r) => r.season_name === season || String(r.season_id) === season)
    : [...rows].sort((a, b) => b.season_name.localeCompare(a.season_name))[0];
  return chosen ?? null;
}

/** The teams of a season with their names. */
export function findSeasonTeams(db: Kysely<DB>, seasonId: number) {
  return db
    .selectFrom('season_teams as st')
    .innerJoin('teams as t', 't.id', 'st.team_id')
    .select([
      't.id',
      't.code',
      't.name_zh',
      't.name_en',
      't.name_vi',
      't.short_name_zh',
      't.short_name_en',
      't.short_name_vi',
    ])
    .where('st.season_id', '=', seasonId)
    .execute();
}

/** Every finished game of a season with its score, in the order played. */
export async function findSeasonGames(db: Kysely<DB>, seasonId: number) {
  const rows = await db
    .selectFrom('matches')
    .select([
      'id',
      'match_date',
      'stage',
      'round',
      'home_team_id',
      'away_team_id',
      'home_score',
      'away_score',
      'neutral',
    ])
    .where('season_id', '=', seasonId)
    .where('status', '=', 'finished')
    .where('home_score', 'is not', null)
    .where('away_score', 'is not', null)
    .orderBy('match_date')
    .orderBy('match_time')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ ...r, home_score: r.home_score ?? 0, away_score: r.away_score ?? 0 }));
}

/** The players a season's data lists for one team. */
export function findRoster(db: Kysely<DB>, seasonId: number, teamId: number) {
  return db
    .selectFrom('players')
    .select(['id', 'name', 'position', 'extra'])
    .where('season_id', '=', seasonId)
    .where('team_id', '=', teamId)
    .execute();
}
