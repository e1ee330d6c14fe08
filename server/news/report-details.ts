import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { resultFor, summariseMeetings } from '../match-centre/head-to-head.ts';
import {
  findMatch,
  findMeetings,
  findSeasonTeams,
  findTableResults,
  findTeamMatches,
  TABLE_STAGES,
} from '../match-centre/history-repository.ts';
import { computeSeasonTable } from '../match-centre/season-table.ts';
import type { ReportFacts, TablePlace } from './report-facts.ts';
import type { ReportRow } from './report-repository.ts';

const FORM_LENGTH = 5;

/**
 * The table as it stood after this match: the season's table-stage results up to its kick-off
 * (matches kicking off at the same time count too: they finished together). Null when the match
 * is not a table match (knockouts, play-offs).
 */
async function tableAfter(db: Kysely<DB>, row: ReportRow & { seasonId: number }): Promise<ReportFacts['table']> {
  if (row.stage !== null && !TABLE_STAGES.has(row.stage)) return null;
  if (row.matchTime === null) return null;
  const [results, members] = await Promise.all([findTableResults(db, row.seasonId), findSeasonTeams(db, row.seasonId)]);
  const upTo = results.filter((r) => r.match_time !== null && r.match_time <= row.matchTime!);
  const hasGroups = upTo.some((r) => r.group_name !== null);
  const ranking = row.sport === 'basketball' ? 'win_pct' : 'points';
  const groups = computeSeasonTable(upTo, members.teams, ranking, (id) =>
    hasGroups ? (members.groups.get(id) ?? null) : null,
  );
  const find = (teamId: number) => {
    for (const g of groups) {
      const r = g.rows.find((x) => x.team.id === teamId);
      if (r) {
        const placeOf: TablePlace = {
          position: r.position,
          played: r.played,
          points: r.points,
          won: r.won,
          lost: r.lost,
        };
        return { group: g.name, place: placeOf };
      }
    }
    return null;
  };
  const home = find(row.home.id);
  const away = find(row.away.id);
  if (!home || !away) return null;
  return { home: home.place, away: away.place, group: home.group };
}

/**
 * Reads every fact a full report states about one finished match: an imported one (with its
 * season), or one of today's live feed (`seasonId` null: no scorers or table in the data; form
 * and meetings from the imported results before its kick-off).
 */
export async function loadReportFacts(
  db: Kysely<DB>,
  row: ReportRow & { seasonId: number | null },
): Promise<ReportFacts> {
  const seasonId = row.seasonId;
  const exclude = seasonId === null ? undefined : row.matchId;
  const options = { exclude, before: row.matchTime ?? undefined, limit: FORM_LENGTH };
  const [record, table, homeForm, awayForm, meetings] = await Promise.all([
    seasonId === null ? null : findMatch(db, row.matchId),
    seasonId === null ? null : tableAfter(db, { ...row, seasonId }),
    findTeamMatches(db, row.home.id, options),
    findTeamMatches(db, row.away.id, options),
    findMeetings(db, row.home.id, row.away.id, { exclude }),
  ]);
  const earlier = summariseMeetings(
    meetings.filter((m) => m.match_date < row.date),
    row.home.id,
  );
  return {
    ...row,
    goals: record?.goals_known ? record.goals : null,
    table,
    form: {
      home: homeForm.map((m) => resultFor(m, row.home.id)),
      away: awayForm.map((m) => resultFor(m, row.away.id)),
    },
    meetings: {
      played: earlier.played,
      homeWins: earlier.home_wins,
      draws: earlier.draws,
      awayWins: earlier.away_wins,
    },
  };
}
