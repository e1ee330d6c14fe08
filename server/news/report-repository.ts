import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { MATCH_TEAM_NAME_COLUMNS } from '../db/team-name-columns.ts';
import type { MatchSummary } from './report-facts.ts';
import { ROW_ID_MAX } from '../../contracts/routes/room-params.ts';

/** The SQL behind the match reports: finished matches of the imported data, newest first. */

/** Which finished matches a category holds: every sport's, one sport's, or one league's. */
export type ReportScope = (
  { kind: 'all' } | { kind: 'sport'; sport: 'football' | 'basketball' } | { kind: 'league'; code: string }
) & {
  /** Only the matches this team played (a team circle's news). */
  team?: number;
};

function finished(db: Kysely<DB>, scope: ReportScope) {
  let query = db
    .selectFrom('matches as m')
    .innerJoin('leagues as l', 'l.id', 'm.league_id')
    .where('m.status', '=', 'finished')
    .where('m.home_score', 'is not', null)
    .where('m.away_score', 'is not', null)
    .where('m.sport', 'in', ['football', 'basketball']);
  if (scope.kind === 'sport') query = query.where('m.sport', '=', scope.sport);
  if (scope.kind === 'league') query = query.where('l.code', '=', scope.code);
  const team = scope.team;
  if (team !== undefined) {
    query = query.where((eb) => eb.or([eb('m.home_team_id', '=', team), eb('m.away_team_id', '=', team)]));
  }
  return query;
}

export async function countReports(db: Kysely<DB>, scope: ReportScope): Promise<number> {
  const row = await finished(db, scope)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

function summaries(db: Kysely<DB>, scope: ReportScope) {
  return finished(db, scope)
    .innerJoin('seasons as s', 's.id', 'm.season_id')
    .innerJoin('teams as ht', 'ht.id', 'm.home_team_id')
    .innerJoin('teams as at', 'at.id', 'm.away_team_id')
    .select([
      'm.id',
      'm.sport',
      'l.code as league_code',
      'l.name_zh as league_zh',
      'l.name_en as league_en',
      'l.name_vi as league_vi',
      's.name as season',
      'm.round',
      'm.stage',
      'm.group_name',
      'm.match_date',
      'm.match_time',
      'm.home_team_id',
      'm.away_team_id',
      ...MATCH_TEAM_NAME_COLUMNS,
      'm.home_score',
      'm.away_score',
      'm.home_half_score',
      'm.away_half_score',
      'm.home_et_score',
      'm.away_et_score',
      'm.home_pen_score',
      'm.away_pen_score',
      'm.neutral',
      'm.awarded',
      'm.venue',
    ]);
}

type SummaryRow = Awaited<ReturnType<ReturnType<typeof summaries>['execute']>>[number];

/** A summary row plus what only the article needs. */
export interface ReportRow extends MatchSummary {
  matchTime: number | null;
  venue: string | null;
}

function toSummary(r: SummaryRow): ReportRow {
  const pair = (a: number | null, b: number | null): [number, number] | null =>
    a === null || b === null ? null : [a, b];
  return {
    matchId: r.id,
    sport: r.sport === 'basketball' ? 'basketball' : 'football',
    league: { code: r.league_code, names: { zh: r.league_zh, en: r.league_en, vi: r.league_vi } },
    season: r.season,
    round: r.round,
    stage: r.stage,
    group: r.group_name,
    date: r.match_date,
    home: { id: r.home_team_id, names: { zh: r.home_name_zh, en: r.home_name_en, vi: r.home_name_vi } },
    away: { id: r.away_team_id, names: { zh: r.away_name_zh, en: r.away_name_en, vi: r.away_name_vi } },
    score: [r.home_score ?? 0, r.away_score ?? 0],
    halfTime: pair(r.home_half_score, r.away_half_score),
    extraTime: r.home_et_score !== null,
    penalties: pair(r.home_pen_score, r.away_pen_score),
    neutral: r.neutral === 1,
    awarded: r.awarded === 1,
    matchTime: r.match_time,
    venue: r.venue,
  };
}

/** One page of finished matches, newest first (by date, then kick-off, then id). */
export async function findReportPage(
  db: Kysely<DB>,
  scope: ReportScope,
  offset: number,
  limit: number,
): Promise<ReportRow[]> {
  const rows = await summaries(db, scope)
    .orderBy('m.match_date', 'desc')
    .orderBy('m.match_time', 'desc')
    .orderBy('m.id', 'desc')
    .offset(offset)
    .limit(limit)
    .execute();
  return rows.map(toSummary);
}

/** One finished match, with its season id (for the table); null when there is none. */
export async function findReport(db: Kysely<DB>, matchId: number): Promise<(ReportRow & { seasonId: number }) | null> {
  // Imported matches have 32-bit ids: a larger one (a feed id) is none of them, and PostgreSQL
  // would fail the query comparing it with the integer column.
  if (matchId > ROW_ID_MAX) return null;
  const row = await summaries(db, { kind: 'all' }).select('m.season_id').where('m.id', '=', matchId).executeTakeFirst();
  return row ? { ...toSummary(row), seasonId: row.season_id } : null;
}

/** The leagues that have finished matches, for the categories. */
export async function findReportLeagues(db: Kysely<DB>) {
  return db
    .selectFrom('leagues as l')
    .select(['l.code', 'l.sport', 'l.name_zh', 'l.name_en', 'l.name_vi', 'l.tier', 'l.id'])
    .where('l.sport', 'in', ['football', 'basketball'])
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('matches as m')
          .select('m.id')
          .whereRef('m.league_id', '=', 'l.id')
          .where('m.status', '=', 'finished'),
      ),
    )
    .orderBy('l.sport', 'desc')
    .orderBy('l.tier')
    .orderBy('l.id')
    .execute();
}
