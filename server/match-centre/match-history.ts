import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { summariseMeetings, toForm } from './head-to-head.ts';
import {
  findMatch,
  findMeetings,
  findSeason,
  findSeasonTeams,
  findTableResults,
  findTeamMatches,
  findTeams,
} from './history-repository.ts';
import type { HeadToHead, HistoricalMatchDetail, SeasonTable } from '../../contracts/match-centre.ts';
import { findLineupRows } from './lineups-repository.ts';
import { lineupEvents, matchEvents, toLineups } from './match-lineups.ts';
import { computeSeasonTable } from './season-table.ts';

export interface HeadToHeadQuery {
  homeTeamId: number;
  awayTeamId: number;
  /** A match left out of every list (the one being viewed). */
  exclude?: number;
  /** Form counts only matches before this instant (unix s): the form going into a past match. */
  before?: number;
  /** Meetings and form matches per team (default 10). */
  limit?: number;
}

/**
 * The match centre's history: real results from the imported data. Tables are cached per season:
 * the data is imported before the server serves and never changes while it runs.
 */
export function createMatchHistory(db: Kysely<DB>) {
  const tables = new Map<number, Promise<SeasonTable>>();

  async function buildTable(season: NonNullable<Awaited<ReturnType<typeof findSeason>>>): Promise<SeasonTable> {
    const [results, members] = await Promise.all([
      findTableResults(db, season.season_id),
      findSeasonTeams(db, season.season_id),
    ]);
    const ranking = season.sport === 'basketball' ? 'win_pct' : 'points';
    const hasGroups = results.some((r) => r.group_name !== null);
    const groups = computeSeasonTable(results, members.teams, ranking, (id) =>
      hasGroups ? (members.groups.get(id) ?? null) : null,
    );
    return { ...season, ranking, matches: results.length, groups };
  }

  return {
    async detail(id: number): Promise<HistoricalMatchDetail | null> {
      const [match, rows] = await Promise.all([findMatch(db, id), findLineupRows(db, id)]);
      if (!match) return null;
      return { ...match, lineups: toLineups(rows), events: matchEvents(match.goals, lineupEvents(rows)) };
    },

    async headToHead(query: HeadToHeadQuery): Promise<HeadToHead | null> {
      const { homeTeamId, awayTeamId, exclude, before } = query;
      const limit = query.limit ?? 10;
      const teams = await findTeams(db, [homeTeamId, awayTeamId]);
      const home = teams.get(homeTeamId);
      const away = teams.get(awayTeamId);
      if (!home || !away) return null;
      // Every meeting for the tally (two teams meet a few dozen times at most), the latest listed.
      const [meetings, homeMatches, awayMatches] = await Promise.all([
        findMeetings(db, homeTeamId, awayTeamId, { exclude }),
        findTeamMatches(db, homeTeamId, { exclude, before, limit }),
        findTeamMatches(db, awayTeamId, { exclude, before, limit }),
      ]);
      return {
        home,
        away,
        meetings: meetings.slice(0, limit),
        summary: summariseMeetings(meetings, homeTeamId),
        home_form: toForm(homeMatches, homeTeamId),
        away_form: toForm(awayMatches, awayTeamId),
      };
    },

    async seasonTable(league: string, season?: string): Promise<SeasonTable | null> {
      const ref = await findSeason(db, league, season);
      if (!ref) return null;
      let table = tables.get(ref.season_id);
      if (!table) {
        table = buildTable(ref);
        tables.set(ref.season_id, table);
        // A failed build must not stay cached.
        table.catch(() => tables.delete(ref.season_id));
      }
      return table;
    },
  };
}

export type MatchHistory = ReturnType<typeof createMatchHistory>;
