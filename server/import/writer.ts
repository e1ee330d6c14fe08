import type { Insertable, Kysely } from 'kysely';
import type {
  DB,
  MatchEventsTable,
  MatchLineupsTable,
  MatchesTable,
  PlayersTable,
  SportCode,
  TeamsTable,
} from '../db/schema.ts';
import { LEAGUES } from './names/league-names.ts';
import type { TeamNames } from './names/name-types.ts';

/**
 * Idempotent writers shared by the dataset importers. Every write is an upsert on a natural key,
 * so importing the same data twice changes nothing and importing corrected data updates rows in
 * place (ids stay stable for anything that references them).
 */

export type NewTeam = Insertable<TeamsTable>;
export type NewMatch = Insertable<MatchesTable>;
export type NewMatchEvent = Insertable<MatchEventsTable>;
export type NewPlayer = Insertable<PlayersTable>;
export type NewLineupRow = Insertable<MatchLineupsTable>;

/** Rows per statement: well under SQLite's 32,766 and PostgreSQL's 65,535 bound parameters. */
const CHUNK = 200;

function chunks<T>(rows: readonly T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

/** Upsert the league `code` (from the league table) and return its id. */
export async function ensureLeague(db: Kysely<DB>, code: string): Promise<number> {
  const def = LEAGUES[code];
  if (def === undefined) throw new Error(`No league definition for "${code}"`);
  const row = {
    code,
    sport: def.sport,
    name_zh: def.zh,
    name_en: def.en,
    name_vi: def.vi,
    short_name_zh: def.shortZh,
    short_name_en: def.shortEn,
    short_name_vi: def.shortVi,
    country: def.country,
    tier: def.tier,
    timezone: def.timezone,
  };
  const { code: _code, ...update } = row;
  const inserted = await db
    .insertInto('leagues')
    .values(row)
    .onConflict((oc) => oc.column('code').doUpdateSet(update))
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

/** Upsert a season of a league and return its id. */
export async function ensureSeason(
  db: Kysely<DB>,
  leagueId: number,
  name: string,
  isComplete: boolean,
): Promise<number> {
  const inserted = await db
    .insertInto('seasons')
    .values({ league_id: leagueId, name, is_complete: isComplete ? 1 : 0 })
    .onConflict((oc) => oc.columns(['league_id', 'name']).doUpdateSet({ is_complete: isComplete ? 1 : 0 }))
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

/** Build a team row from a name-table entry; short names fall back to the full names. */
export function teamRow(input: {
  code: string;
  sport: SportCode;
  names: TeamNames;
  country: string | null;
  sourceName: string | null;
  baseRating?: number | null;
}): NewTeam {
  const { names } = input;
  return {
    code: input.code,
    sport: input.sport,
    name_zh: names.zh,
    name_en: names.en,
    name_vi: names.vi,
    short_name_zh: names.shortZh ?? names.zh,
    short_name_en: names.shortEn ?? names.en,
    short_name_vi: names.shortVi ?? names.vi,
    country: input.country,
    source_name: input.sourceName,
    base_rating: input.baseRating ?? null,
  };
}

/** Upsert teams by code; returns code -> id for every given team. */
export async function upsertTeams(db: Kysely<DB>, teams: readonly NewTeam[]): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const part of chunks(teams)) {
    const rows = await db
      .insertInto('teams')
      .values(part)
      .onConflict((oc) =>
        oc.column('code').doUpdateSet((eb) => ({
          sport: eb.ref('excluded.sport'),
          name_zh: eb.ref('excluded.name_zh'),
          name_en: eb.ref('excluded.name_en'),
          name_vi: eb.ref('excluded.name_vi'),
          short_name_zh: eb.ref('excluded.short_name_zh'),
          short_name_en: eb.ref('excluded.short_name_en'),
          short_name_vi: eb.ref('excluded.short_name_vi'),
          country: eb.ref('excluded.country'),
          source_name: eb.ref('excluded.source_name'),
          base_rating: eb.ref('excluded.base_rating'),
        })),
      )
      .returning(['id', 'code'])
      .execute();
    for (const row of rows) ids.set(row.code, row.id);
  }
  return ids;
}

/** Record which teams play in a season (and in which group). */
export async function linkSeasonTeams(
  db: Kysely<DB>,
  seasonId: number,
  entries: ReadonlyArray<{ teamId: number; group: string | null }>,
): Promise<void> {
  const rows = entries.map((e) => ({ season_id: seasonId, team_id: e.teamId, group_name: e.group }));
  for (const part of chunks(rows)) {
    await db
      .insertInto('season_teams')
      .values(part)
      .onConflict((oc) =>
        oc.columns(['season_id', 'team_id']).doUpdateSet((eb) => ({ group_name: eb.ref('excluded.group_name') })),
      )
      .execute();
  }
}

/** Upsert matches by `source_key`; returns source_key -> id. */
export async function upsertMatches(db: Kysely<DB>, matches: readonly NewMatch[]): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const part of chunks(matches)) {
    const rows = await db
      .insertInto('matches')
      .values(part)
      .onConflict((oc) =>
        oc.column('source_key').doUpdateSet((eb) => ({
          season_id: eb.ref('excluded.season_id'),
          league_id: eb.ref('excluded.league_id'),
          sport: eb.ref('excluded.sport'),
          round: eb.ref('excluded.round'),
          stage: eb.ref('excluded.stage'),
          group_name: eb.ref('excluded.group_name'),
          home_team_id: eb.ref('excluded.home_team_id'),
          away_team_id: eb.ref('excluded.away_team_id'),
          match_date: eb.ref('excluded.match_date'),
          match_time: eb.ref('excluded.match_time'),
          has_time: eb.ref('excluded.has_time'),
          status: eb.ref('excluded.status'),
          home_score: eb.ref('excluded.home_score'),
          away_score: eb.ref('excluded.away_score'),
          home_ft_score: eb.ref('excluded.home_ft_score'),
          away_ft_score: eb.ref('excluded.away_ft_score'),
          home_half_score: eb.ref('excluded.home_half_score'),
          away_half_score: eb.ref('excluded.away_half_score'),
          home_et_score: eb.ref('excluded.home_et_score'),
          away_et_score: eb.ref('excluded.away_et_score'),
          home_pen_score: eb.ref('excluded.home_pen_score'),
          away_pen_score: eb.ref('excluded.away_pen_score'),
          awarded: eb.ref('excluded.awarded'),
          neutral: eb.ref('excluded.neutral'),
          venue: eb.ref('excluded.venue'),
        })),
      )
      .returning(['id', 'source_key'])
      .execute();
    for (const row of rows) ids.set(row.source_key, row.id);
  }
  return ids;
}

/** Upsert goal events by (match_id, seq). */
export async function upsertMatchEvents(db: Kysely<DB>, events: readonly NewMatchEvent[]): Promise<void> {
  for (const part of chunks(events)) {
    await db
      .insertInto('match_events')
      .values(part)
      .onConflict((oc) =>
        oc.columns(['match_id', 'seq']).doUpdateSet((eb) => ({
          kind: eb.ref('excluded.kind'),
          side: eb.ref('excluded.side'),
          minute: eb.ref('excluded.minute'),
          minute_extra: eb.ref('excluded.minute_extra'),
          player: eb.ref('excluded.player'),
        })),
      )
      .execute();
  }
}

/** Upsert squad entries by (team_id, season_id, name). */
export async function upsertPlayers(db: Kysely<DB>, players: readonly NewPlayer[]): Promise<void> {
  for (const part of chunks(players)) {
    await db
      .insertInto('players')
      .values(part)
      .onConflict((oc) =>
        oc.columns(['team_id', 'season_id', 'name']).doUpdateSet((eb) => ({
          position: eb.ref('excluded.position'),
          number: eb.ref('excluded.number'),
          extra: eb.ref('excluded.extra'),
        })),
      )
      .execute();
  }
}

/**
 * Replace the line-ups of `matchIds` with `rows`. Whole, not upserted: a corrected file may drop a
 * player, and no other row refers to a line-up row.
 */
export async function replaceMatchLineups(
  db: Kysely<DB>,
  matchIds: readonly number[],
  rows: readonly NewLineupRow[],
): Promise<void> {
  for (const part of chunks(matchIds)) await db.deleteFrom('match_lineups').where('match_id', 'in', part).execute();
  for (const part of chunks(rows)) await db.insertInto('match_lineups').values(part).execute();
}
