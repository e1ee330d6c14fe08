import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import type { WorldCupGoal, WorldCupMatch, WorldCupTeam } from '../../contracts/world-cup.ts';
import { stageOfRound, winnerOf } from './knockout-bracket.ts';
import {
  findEditionGoals,
  findEditionMatches,
  findEditionTeams,
  type EditionMatchRow,
  type EditionRow,
  type EditionTeamRow,
} from './world-cup-repository.ts';

/** One edition loaded once: its teams, and its matches with their goals. */
export interface Edition extends EditionRow {
  teams: Map<number, WorldCupTeam>;
  /** By kick-off. */
  matches: WorldCupMatch[];
  /** Teams that played every one of their matches at home (the importer's `neutral` flag). */
  hostIds: number[];
}

/** `Group A` -> `A`. */
export function groupLetter(name: string | null): string | null {
  if (name === null) return null;
  return name.replace(/^group\s+/i, '').trim() || null;
}

function toTeam(row: EditionTeamRow): WorldCupTeam {
  return {
    id: row.id,
    code: row.code.replace(/^nation:/, ''),
    name_zh: row.name_zh,
    name_en: row.name_en,
    name_vi: row.name_vi,
    group: groupLetter(row.group_name),
  };
}

function toMatch(row: EditionMatchRow, team: (id: number) => WorldCupTeam, goals: WorldCupGoal[]): WorldCupMatch {
  const match: Omit<WorldCupMatch, 'winner'> = {
    id: row.id,
    stage: stageOfRound(row.round, row.group_name),
    round: row.round,
    group: groupLetter(row.group_name),
    match_date: row.match_date,
    match_time: row.match_time,
    status: row.status,
    home: team(row.home_team_id),
    away: team(row.away_team_id),
    home_score: row.home_score,
    away_score: row.away_score,
    home_half_score: row.home_half_score,
    away_half_score: row.away_half_score,
    home_ft_score: row.home_ft_score,
    away_ft_score: row.away_ft_score,
    extra_time: row.home_et_score !== null && row.away_et_score !== null,
    home_pen_score: row.home_pen_score,
    away_pen_score: row.away_pen_score,
    venue: row.venue,
    goals,
  };
  return { ...match, winner: row.status === 'finished' ? winnerOf(match) : null };
}

function hostsOf(rows: readonly EditionMatchRow[]): number[] {
  const seen = new Map<number, { all: number; home: number }>();
  for (const r of rows) {
    for (const id of [r.home_team_id, r.away_team_id]) {
      const s = seen.get(id) ?? { all: 0, home: 0 };
      s.all++;
      if (r.neutral === 0) s.home++;
      seen.set(id, s);
    }
  }
  return [...seen].filter(([, s]) => s.home === s.all).map(([id]) => id);
}

/** Reads an edition from the database. */
export async function loadEdition(db: Kysely<DB>, edition: EditionRow): Promise<Edition> {
  const [teamRows, matchRows, goalRows] = await Promise.all([
    findEditionTeams(db, edition.season_id),
    findEditionMatches(db, edition.season_id),
    findEditionGoals(db, edition.season_id),
  ]);
  const teams = new Map(teamRows.map((r) => [r.id, toTeam(r)]));
  const team = (id: number): WorldCupTeam =>
    teams.get(id) ?? { id, code: '', name_zh: String(id), name_en: String(id), name_vi: String(id), group: null };
  const goals = new Map<number, WorldCupGoal[]>();
  for (const g of goalRows) {
    const list = goals.get(g.match_id) ?? [];
    list.push({ side: g.side, kind: g.kind, minute: g.minute, minute_extra: g.minute_extra, player: g.player });
    goals.set(g.match_id, list);
  }
  return {
    ...edition,
    teams,
    matches: matchRows.map((r) => toMatch(r, team, goals.get(r.id) ?? [])),
    hostIds: hostsOf(matchRows),
  };
}
