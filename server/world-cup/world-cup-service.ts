import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import type {
  GroupRow,
  WorldCupBracket,
  WorldCupGroup,
  WorldCupGroups,
  WorldCupMatch,
  WorldCupMatches,
  WorldCupScorer,
  WorldCupSquad,
  WorldCupStadium,
  WorldCupTeam,
  WorldCupTournament,
} from '../../contracts/world-cup.ts';
import { loadEdition, type Edition } from './edition-data.ts';
import {
  groupCriteria,
  rankAcrossGroups,
  rankTeams,
  rulesForSeason,
  tally,
  type GroupResult,
  type RankedStanding,
} from './group-standings.ts';
import { bracketRounds } from './knockout-bracket.ts';
import { toSquad } from './squad.ts';
import { stadiumsOf } from './stadiums.ts';
import { topScorers } from './top-scorers.ts';
import { findEditions, findSquad } from './world-cup-repository.ts';

export interface WorldCupService {
  tournaments(): Promise<WorldCupTournament[]>;
  /** Each call below answers null for an edition not in the data. */
  groups(season: string): Promise<WorldCupGroups | null>;
  bracket(season: string): Promise<WorldCupBracket | null>;
  matches(season: string): Promise<WorldCupMatches | null>;
  teams(season: string): Promise<WorldCupTeam[] | null>;
  /** Null also for a team that did not play in the edition. */
  squad(season: string, teamId: number): Promise<WorldCupSquad | null>;
  stadiums(season: string): Promise<WorldCupStadium[] | null>;
  scorers(season: string): Promise<WorldCupScorer[] | null>;
}

const played = (m: WorldCupMatch): m is WorldCupMatch & { home_score: number; away_score: number } =>
  m.status === 'finished' && m.home_score !== null && m.away_score !== null;

function toRow(s: RankedStanding, team: WorldCupTeam): GroupRow {
  return {
    position: s.position,
    team,
    played: s.played,
    won: s.won,
    drawn: s.drawn,
    lost: s.lost,
    goals_for: s.goalsFor,
    goals_against: s.goalsAgainst,
    goal_difference: s.goalsFor - s.goalsAgainst,
    points: s.points,
    decided_by: s.decidedBy,
  };
}

function computeGroups(edition: Edition): WorldCupGroups {
  const rules = rulesForSeason(edition.season);
  const team = (id: number) => edition.teams.get(id);
  const nameOf = (id: number) => team(id)?.name_en ?? String(id);
  const letters = [...new Set([...edition.teams.values()].flatMap((t) => (t.group ? [t.group] : [])))].sort();
  const groups = letters.map((letter): WorldCupGroup => {
    const matches = edition.matches.filter((m) => m.stage === 'group' && m.group === letter);
    const results: GroupResult[] = matches.filter(played).map((m) => ({
      home_team_id: m.home.id,
      away_team_id: m.away.id,
      home_score: m.home_score,
      away_score: m.away_score,
    }));
    const ids = [...edition.teams.values()].filter((t) => t.group === letter).map((t) => t.id);
    const ranked = rankTeams(tally(ids, results), results, rules, nameOf);
    return { name: letter, rows: ranked.flatMap((s) => toRow(s, team(s.teamId)!)), matches };
  });

  // Only where the first knockout round has more places than the group winners and runners-up
  // (2026: 32 places, 24 of them for the top two of twelve groups) do third-placed teams go on.
  const firstRound = bracketRounds(edition.matches)[0];
  const places = (firstRound?.matches.length ?? 0) * 2 - groups.length * 2;
  let thirdPlaced: GroupRow[] = [];
  if (places > 0) {
    const thirds = groups.flatMap((g) => g.rows.filter((r) => r.position === 3));
    const table = new Map(
      thirds.map((r) => [
        r.team.id,
        {
          teamId: r.team.id,
          played: r.played,
          won: r.won,
          drawn: r.drawn,
          lost: r.lost,
          goalsFor: r.goals_for,
          goalsAgainst: r.goals_against,
          points: r.points,
        },
      ]),
    );
    thirdPlaced = rankAcrossGroups(table, nameOf).map((s) => toRow(s, team(s.teamId)!));
  }
  return {
    season: edition.season,
    rules,
    criteria: groupCriteria(rules),
    missing_criteria: rules === 'fifa_2026' ? ['fair_play', 'fifa_ranking'] : ['fair_play', 'drawing_of_lots'],
    groups,
    third_placed: thirdPlaced,
    third_placed_through: Math.max(0, places),
  };
}

function summarise(edition: Edition): WorldCupTournament {
  const final = edition.matches.find((m) => m.stage === 'final');
  const third = edition.matches.find((m) => m.stage === 'third_place');
  const side = (m: WorldCupMatch | undefined, winner: boolean): WorldCupTeam | null => {
    if (!m || (m.winner !== 'home' && m.winner !== 'away')) return null;
    return (m.winner === 'home') === winner ? m.home : m.away;
  };
  const dates = edition.matches.map((m) => m.match_date).sort();
  const finished = edition.matches.filter(played);
  return {
    season: edition.season,
    name_zh: edition.name_zh,
    name_en: edition.name_en,
    name_vi: edition.name_vi,
    hosts: edition.hostIds.flatMap((id) => edition.teams.get(id) ?? []),
    first_date: dates[0] ?? '',
    last_date: dates.at(-1) ?? '',
    teams: edition.teams.size,
    groups: new Set([...edition.teams.values()].map((t) => t.group).filter(Boolean)).size,
    matches: edition.matches.length,
    played: finished.length,
    goals: finished.reduce((n, m) => n + m.home_score + m.away_score, 0),
    champion: side(final, true),
    runner_up: side(final, false),
    third: side(third, true),
  };
}

/**
 * The World Cup section: groups, bracket, matches, squads, stadiums and scorers computed from the
 * imported editions. Each edition is read once: the data is imported before the server serves
 * and does not change while it runs.
 */
export function createWorldCupService(db: Kysely<DB>): WorldCupService {
  let editions: Promise<Map<string, Promise<Edition>>> | null = null;
  const loadAll = () => {
    editions ??= findEditions(db).then(
      (rows) => new Map(rows.map((row) => [row.season, loadEdition(db, row)] as const)),
      (error: unknown) => {
        editions = null;
        throw error;
      },
    );
    return editions;
  };
  const edition = async (season: string): Promise<Edition | null> => (await (await loadAll()).get(season)) ?? null;
  const withEdition =
    <T>(compute: (e: Edition) => T) =>
    async (season: string): Promise<T | null> => {
      const e = await edition(season);
      return e ? compute(e) : null;
    };

  return {
    async tournaments() {
      const all = await Promise.all((await loadAll()).values());
      return all.map(summarise);
    },
    groups: withEdition(computeGroups),
    bracket: withEdition((e) => ({
      season: e.season,
      rounds: bracketRounds(e.matches),
      third_place: e.matches.find((m) => m.stage === 'third_place') ?? null,
    })),
    matches: withEdition((e) => ({ season: e.season, matches: e.matches })),
    teams: withEdition((e) =>
      [...e.teams.values()].sort(
        (a, b) => (a.group ?? '~').localeCompare(b.group ?? '~') || a.name_en.localeCompare(b.name_en, 'en'),
      ),
    ),
    async squad(season, teamId) {
      const e = await edition(season);
      const team = e?.teams.get(teamId);
      if (!e || !team) return null;
      return { season: e.season, team, players: toSquad(await findSquad(db, e.season_id, teamId)) };
    },
    stadiums: withEdition((e) => stadiumsOf(e.matches)),
    scorers: withEdition((e) => topScorers(e.matches)),
  };
}
