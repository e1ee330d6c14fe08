import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import type { DatasetCounts } from './dataset.ts';
import { ESPORTS_TEAMS } from './names/esports-teams.ts';
import { ensureLeague, ensureSeason, linkSeasonTeams, teamRow, upsertTeams } from './writer.ts';

/** The season the seeded e-sports leagues run in (no results exist, so it never completes). */
export const ESPORTS_SEASON = '2026';

/**
 * Seed one league per e-sports title with eight real organisations and invented ratings.
 * No openly licensed e-sports results exist, so there are no matches: the simulator plays them.
 */
export async function importEsports(db: Kysely<DB>): Promise<DatasetCounts> {
  let teams = 0;
  for (const [leagueCode, entries] of Object.entries(ESPORTS_TEAMS)) {
    const leagueId = await ensureLeague(db, leagueCode);
    const seasonId = await ensureSeason(db, leagueId, ESPORTS_SEASON, false);
    const ids = await upsertTeams(
      db,
      entries.map((t) =>
        teamRow({
          code: `${leagueCode}:${t.slug}`,
          sport: 'esports',
          names: t,
          country: t.country,
          sourceName: null,
          baseRating: t.rating,
        }),
      ),
    );
    await linkSeasonTeams(
      db,
      seasonId,
      [...ids.values()].map((teamId) => ({ teamId, group: null })),
    );
    teams += entries.length;
  }
  return { teams, matches: 0, events: 0, players: 0 };
}
