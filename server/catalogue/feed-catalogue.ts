import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import type { CatalogueLeague, CatalogueTeam, FeedCatalogue } from '../feed/feed-provider.ts';
import { computeElo } from './elo.ts';

/**
 * Leagues the live feed schedules. The World Cup is imported for history and squads but left
 * out: it is a tournament of national teams, not a competition that plays every week.
 */
export const FEED_LEAGUE_CODES: readonly string[] = [
  'en.1',
  'de.1',
  'es.1',
  'it.1',
  'fr.1',
  'uefa.cl',
  'nba',
  'esports.lol',
  'esports.cs2',
  'esports.dota2',
  'esports.valorant',
];

const DEFAULT_RATING = 1500;

/**
 * Football strength from the imported results: one Elo run (start 1500, K 20, home advantage 60)
 * over every finished football match, oldest first, so Champions League games calibrate the
 * five leagues against each other.
 */
async function footballRatings(db: Kysely<DB>): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('matches')
    .select(['home_team_id', 'away_team_id', 'home_score', 'away_score', 'neutral'])
    .where('sport', '=', 'football')
    .where('status', '=', 'finished')
    .where('home_score', 'is not', null)
    .where('away_score', 'is not', null)
    .orderBy('match_time')
    .orderBy('id')
    .execute();
  return computeElo(
    rows.map((r) => ({
      homeTeamId: r.home_team_id,
      awayTeamId: r.away_team_id,
      homeScore: r.home_score ?? 0,
      awayScore: r.away_score ?? 0,
      neutral: r.neutral === 1,
    })),
  );
}

/**
 * The feed's catalogue: each feed league with the teams of its latest season, names in three
 * languages and a strength rating (computed Elo for football, the source's final Elo for the
 * NBA, the seeded rating for e-sports). Leagues by tier then id; teams strongest first.
 */
export async function loadFeedCatalogue(db: Kysely<DB>): Promise<FeedCatalogue> {
  const leagues = await db
    .selectFrom('leagues')
    .selectAll()
    .where('code', 'in', [...FEED_LEAGUE_CODES])
    .orderBy('tier')
    .orderBy('id')
    .execute();
  if (leagues.length === 0) return { leagues: [] };

  const seasons = await db
    .selectFrom('seasons')
    .select(['id', 'league_id', 'name'])
    .where(
      'league_id',
      'in',
      leagues.map((l) => l.id),
    )
    .execute();
  // Season names sort chronologically within a league ('2024-25' < '2025-26', '2022' < '2026').
  const latest = new Map<number, { id: number; name: string }>();
  for (const s of seasons) {
    const current = latest.get(s.league_id);
    if (current === undefined || s.name > current.name) latest.set(s.league_id, s);
  }
  const seasonIds = [...latest.values()].map((s) => s.id);
  if (seasonIds.length === 0) return { leagues: [] };

  const members = await db
    .selectFrom('season_teams')
    .innerJoin('teams', 'teams.id', 'season_teams.team_id')
    .select([
      'season_teams.season_id',
      'teams.id',
      'teams.sport',
      'teams.name_zh',
      'teams.name_en',
      'teams.name_vi',
      'teams.base_rating',
    ])
    .where('season_teams.season_id', 'in', seasonIds)
    .execute();
  const elo = await footballRatings(db);

  const result: CatalogueLeague[] = [];
  for (const league of leagues) {
    const season = latest.get(league.id);
    if (season === undefined) continue;
    const teams: CatalogueTeam[] = members
      .filter((m) => m.season_id === season.id)
      .map((m) => {
        const rating = m.sport === 'football' ? elo.get(m.id) : m.base_rating;
        return {
          id: m.id,
          name_zh: m.name_zh,
          name_en: m.name_en,
          name_vi: m.name_vi,
          rating: Math.round(rating ?? DEFAULT_RATING),
        };
      })
      .sort((a, b) => b.rating - a.rating || a.id - b.id);
    if (teams.length < 2) continue;
    result.push({
      id: league.id,
      sport: league.sport,
      short_name_zh: league.short_name_zh,
      short_name_en: league.short_name_en,
      short_name_vi: league.short_name_vi,
      tier: league.tier,
      teams,
    });
  }
  return { leagues: result };
}
