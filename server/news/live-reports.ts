import type { Kysely } from 'kysely';
import type { LiveMatch } from '../../contracts/match.ts';
import type { DB } from '../db/schema.ts';
import type { ReportRow, ReportScope } from './report-repository.ts';

/** The stage a report of today's live feed carries: it has no round in the data. */
export const LIVE_STAGE = 'Live feed';

/**
 * Today's feed matches that have finished, newest kick-off first, as report rows: the live store
 * keeps each match whole (`live_matches.data`); the league's full names come from the catalogue.
 */
export async function findFinishedLive(db: Kysely<DB>, scope: ReportScope): Promise<ReportRow[]> {
  const rows = await db
    .selectFrom('live_matches')
    .select(['id', 'data'])
    .where('status', '=', 'finished')
    .where('sport', 'in', ['football', 'basketball'])
    .orderBy('match_time', 'desc')
    .orderBy('id', 'desc')
    .execute();
  const matches = rows.map((r) => JSON.parse(r.data) as LiveMatch);
  if (matches.length === 0) return [];
  const leagues = new Map(
    (
      await db
        .selectFrom('leagues')
        .select(['id', 'code', 'name_zh', 'name_en', 'name_vi'])
        .where('id', 'in', [...new Set(matches.map((m) => m.league_id))])
        .execute()
    ).map((l) => [l.id, l]),
  );
  return matches.flatMap((m): ReportRow[] => {
    const league = leagues.get(m.league_id);
    if (!league) return [];
    if (scope.kind === 'sport' && m.sport !== scope.sport) return [];
    if (scope.kind === 'league' && league.code !== scope.code) return [];
    if (scope.team !== undefined && m.home_team_id !== scope.team && m.away_team_id !== scope.team) return [];
    const date = new Date(m.match_time * 1000).toISOString().slice(0, 10);
    return [
      {
        matchId: m.id,
        sport: m.sport === 'basketball' ? 'basketball' : 'football',
        league: { code: league.code, names: { zh: league.name_zh, en: league.name_en, vi: league.name_vi } },
        season: date.slice(0, 4),
        round: '',
        stage: LIVE_STAGE,
        group: null,
        date,
        home: {
          id: m.home_team_id,
          names: { zh: m.home_team_name_zh, en: m.home_team_name_en, vi: m.home_team_name_vi },
        },
        away: {
          id: m.away_team_id,
          names: { zh: m.away_team_name_zh, en: m.away_team_name_en, vi: m.away_team_name_vi },
        },
        score: [m.home_score, m.away_score],
        halfTime: m.sport === 'football' ? [m.home_half_score, m.away_half_score] : null,
        extraTime: false,
        penalties: null,
        neutral: false,
        awarded: false,
        matchTime: m.match_time,
        venue: null,
      },
    ];
  });
}
