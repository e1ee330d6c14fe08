import type { Kysely } from 'kysely';
import type {
  DatabaseLeague,
  DatabaseLeagues,
  FixtureRow,
  KnockoutBracket,
  LeagueStandings,
  RoundFixtures,
  SeasonHeader,
  TeamSeason,
} from '../../contracts/database-football.ts';
import type { TableRow, TeamNames } from '../../contracts/match-centre.ts';
import type { DB } from '../db/schema.ts';
import { ApiError } from '../http/envelope.ts';
import { computeSeasonTable, type TableResult } from '../match-centre/season-table.ts';
import { COMPETITIONS, COMPETITION_CODES, zoneOf, zonesFor } from './competition-rules.ts';
import {
  findCompetitionSeasons,
  findSeasonFixtures,
  findTeam,
  findTeamSeasons,
} from './football-database-repository.ts';
import { buildBracket } from './knockout.ts';
import { currentRound, listRounds } from './rounds.ts';
import { orderStandings } from './standings-order.ts';
import { goalsByRound, splitRecord, teamMatches } from './team-season.ts';

interface SeasonData {
  fixtures: FixtureRow[];
  standings: LeagueStandings;
}

/** The table of a season from its finished league (phase) matches, ranked by the competition's rules. */
function buildStandings(header: SeasonHeader, fixtures: readonly FixtureRow[]): LeagueStandings {
  const rules = COMPETITIONS[header.league_code]!;
  const league = fixtures.filter((f) => f.phase === 'league');
  const teams = new Map<number, TeamNames>();
  for (const f of league) {
    teams.set(f.home.id, f.home);
    teams.set(f.away.id, f.away);
  }
  const results: TableResult[] = league
    .filter((f) => f.status === 'finished' && f.home_score !== null && f.away_score !== null)
    .map((f) => ({
      home_team_id: f.home.id,
      away_team_id: f.away.id,
      home_score: f.home_score ?? 0,
      away_score: f.away_score ?? 0,
      match_time: f.match_time,
      group_name: null,
    }));
  // The match centre's tally (figures and form); only the order differs by competition.
  const tallied: TableRow[] = computeSeasonTable(results, teams, 'points')[0]?.rows ?? [];
  const counted = new Set(tallied.map((r) => r.team.id));
  const unplayed: TableRow[] = [...teams.values()]
    .filter((t) => !counted.has(t.id))
    .map((team) => ({
      position: 0,
      team,
      played: 0,
      won: 0,
      drawn: 0,
      lost: 0,
      goals_for: 0,
      goals_against: 0,
      goal_diff: 0,
      points: 0,
      win_pct: 0,
      form: [],
    }));
  const zones = zonesFor(rules, header.season_name);
  const rows = orderStandings([...tallied, ...unplayed], results, rules.tieBreak).map((row) => ({
    ...row,
    zone: zoneOf(zones, row.position),
  }));
  return { ...header, tie_break: rules.tieBreak, zones, matches: results.length, rows };
}

/**
 * The football database: the club competitions' seasons, tables, rounds, knockout ties and team
 * seasons, from the imported data. Everything is computed once per season and kept: the data is
 * imported before the server serves and never changes while it runs.
 */
export function createFootballDatabase(db: Kysely<DB>) {
  let leagues: Promise<DatabaseLeague[]> | null = null;
  const seasons = new Map<number, Promise<SeasonData>>();

  function loadLeagues(): Promise<DatabaseLeague[]> {
    if (!leagues) {
      leagues = findCompetitionSeasons(db, COMPETITION_CODES).then((rows) =>
        COMPETITION_CODES.flatMap((code): DatabaseLeague[] => {
          const own = rows.filter((r) => r.code === code);
          const first = own[0];
          if (!first) return [];
          return [
            {
              id: first.league_id,
              code,
              name_zh: first.name_zh,
              name_en: first.name_en,
              name_vi: first.name_vi,
              short_name_zh: first.short_name_zh,
              short_name_en: first.short_name_en,
              short_name_vi: first.short_name_vi,
              format: COMPETITIONS[code]!.format,
              seasons: own.map((r) => ({
                id: r.season_id,
                name: r.season_name,
                complete: r.complete,
                matches: r.matches,
                finished: r.finished,
              })),
            },
          ];
        }),
      );
      leagues.catch(() => (leagues = null));
    }
    return leagues;
  }

  /** The league (id or code) and season (name or id; the latest when absent) asked for. */
  async function resolve(league: string, season?: string): Promise<SeasonHeader> {
    const all = await loadLeagues();
    const found = all.find((l) => l.code === league || String(l.id) === league);
    if (!found) throw new ApiError('league: no such league in the football database');
    const chosen = season
      ? found.seasons.find((s) => s.name === season || String(s.id) === season)
      : found.seasons[found.seasons.length - 1];
    if (!chosen) throw new ApiError('season: no such season of this league');
    return {
      league_id: found.id,
      league_code: found.code,
      league_name_zh: found.name_zh,
      league_name_en: found.name_en,
      league_name_vi: found.name_vi,
      format: found.format,
      season_id: chosen.id,
      season_name: chosen.name,
      complete: chosen.complete,
    };
  }

  function loadSeason(header: SeasonHeader): Promise<SeasonData> {
    let data = seasons.get(header.season_id);
    if (!data) {
      data = findSeasonFixtures(db, header.season_id).then((fixtures) => ({
        fixtures,
        standings: buildStandings(header, fixtures),
      }));
      seasons.set(header.season_id, data);
      // A failed load must not stay cached.
      data.catch(() => seasons.delete(header.season_id));
    }
    return data;
  }

  return {
    async leagues(): Promise<DatabaseLeagues> {
      return { leagues: await loadLeagues() };
    },

    async standings(league: string, season?: string): Promise<LeagueStandings> {
      return (await loadSeason(await resolve(league, season))).standings;
    },

    async fixtures(league: string, season?: string, round?: string): Promise<RoundFixtures> {
      const header = await resolve(league, season);
      const { fixtures } = await loadSeason(header);
      const rounds = listRounds(fixtures);
      const current = currentRound(rounds, fixtures);
      const chosen =
        round === undefined ? current : rounds.find((r) => r.key.toLowerCase() === round.toLowerCase())?.key;
      if (chosen === undefined) throw new ApiError('round: no such round in this season');
      return {
        ...header,
        rounds,
        round: chosen,
        current_round: current,
        matches: fixtures.filter((f) => f.round_key === chosen),
      };
    },

    async knockout(league: string, season?: string): Promise<KnockoutBracket> {
      const header = await resolve(league, season);
      if (header.format !== 'cup') throw new ApiError('league: this competition has no knockout rounds');
      const { fixtures } = await loadSeason(header);
      return { ...header, rounds: buildBracket(fixtures.filter((f) => f.phase !== 'league')) };
    },

    async team(teamId: number, league: string, season?: string): Promise<TeamSeason> {
      const header = await resolve(league, season);
      const [team, { fixtures, standings }, others] = await Promise.all([
        findTeam(db, teamId),
        loadSeason(header),
        findTeamSeasons(db, teamId, COMPETITION_CODES),
      ]);
      const matches = teamMatches(fixtures, teamId);
      if (!team || matches.length === 0) throw new ApiError('team: no such team in this league and season');
      return {
        ...header,
        team,
        standing: standings.rows.find((r) => r.team.id === teamId) ?? null,
        matches,
        split: splitRecord(matches),
        goals_by_round: goalsByRound(matches),
        other_seasons: others.filter(
          (o) => !(o.league_id === header.league_id && o.season_name === header.season_name),
        ),
      };
    },
  };
}

export type FootballDatabase = ReturnType<typeof createFootballDatabase>;
