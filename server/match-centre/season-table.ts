import type { FormResult, TableGroup, TableRow, TeamNames } from '../../contracts/match-centre.ts';

/** A finished match that counts for the table. */
export interface TableResult {
  home_team_id: number;
  away_team_id: number;
  home_score: number;
  away_score: number;
  /** Orders the form; matches without a time sort by their position in the input. */
  match_time: number | null;
  group_name: string | null;
}

export type Ranking = 'points' | 'win_pct';

interface Tally {
  teamId: number;
  played: number;
  won: number;
  drawn: number;
  lost: number;
  goalsFor: number;
  goalsAgainst: number;
  /** Newest first once sorted. */
  results: { time: number; order: number; result: FormResult }[];
}

const FORM_LENGTH = 5;

function emptyTally(teamId: number): Tally {
  return { teamId, played: 0, won: 0, drawn: 0, lost: 0, goalsFor: 0, goalsAgainst: 0, results: [] };
}

function resultOf(goalsFor: number, goalsAgainst: number): FormResult {
  return goalsFor > goalsAgainst ? 'W' : goalsFor < goalsAgainst ? 'L' : 'D';
}

function tallyResults(results: readonly TableResult[], teamIds: Iterable<number>): Map<number, Tally> {
  const tallies = new Map<number, Tally>();
  for (const id of teamIds) tallies.set(id, emptyTally(id));
  results.forEach((r, order) => {
    const sides = [
      { id: r.home_team_id, gf: r.home_score, ga: r.away_score },
      { id: r.away_team_id, gf: r.away_score, ga: r.home_score },
    ];
    for (const side of sides) {
      let tally = tallies.get(side.id);
      if (!tally) {
        tally = emptyTally(side.id);
        tallies.set(side.id, tally);
      }
      const result = resultOf(side.gf, side.ga);
      tally.played++;
      tally.goalsFor += side.gf;
      tally.goalsAgainst += side.ga;
      if (result === 'W') tally.won++;
      else if (result === 'L') tally.lost++;
      else tally.drawn++;
      tally.results.push({ time: r.match_time ?? 0, order, result });
    }
  });
  return tallies;
}

const pointsOf = (t: Tally) => 3 * t.won + t.drawn;
const winPctOf = (t: Tally) => (t.played === 0 ? 0 : t.won / t.played);

/** Compares on the main criteria only (no head-to-head); negative when `a` ranks higher. */
function mainOrder(ranking: Ranking): (a: Tally, b: Tally) => number {
  if (ranking === 'win_pct') return (a, b) => winPctOf(b) - winPctOf(a) || b.won - a.won;
  return (a, b) =>
    pointsOf(b) - pointsOf(a) || b.goalsFor - b.goalsAgainst - (a.goalsFor - a.goalsAgainst) || b.goalsFor - a.goalsFor;
}

/**
 * Orders the teams of one group: main criteria, then head-to-head among the teams still level
 * (a mini-table of their matches against each other, on the same criteria), then the English
 * name so the order is stable.
 */
function rank(tallies: Tally[], results: readonly TableResult[], ranking: Ranking, nameOf: (id: number) => string) {
  const order = mainOrder(ranking);
  const sorted = [...tallies].sort(order);
  const out: Tally[] = [];
  for (let i = 0; i < sorted.length;) {
    let j = i + 1;
    while (j < sorted.length && order(sorted[i]!, sorted[j]!) === 0) j++;
    const level = sorted.slice(i, j);
    if (level.length > 1) {
      const ids = new Set(level.map((t) => t.teamId));
      const mutual = results.filter((r) => ids.has(r.home_team_id) && ids.has(r.away_team_id));
      const mini = tallyResults(mutual, ids);
      level.sort(
        (a, b) => order(mini.get(a.teamId)!, mini.get(b.teamId)!) || nameOf(a.teamId).localeCompare(nameOf(b.teamId)),
      );
    }
    out.push(...level);
    i = j;
  }
  return out;
}

/**
 * The table of a season from its results: 3-1-0 points ranked by points, goal difference, goals
 * for, then head-to-head (`points`), or the NBA's win percentage (`win_pct`). One table per group
 * when the results carry groups (World Cup); `teams` adds teams with no result yet (in `groupOf`).
 */
export function computeSeasonTable(
  results: readonly TableResult[],
  teams: ReadonlyMap<number, TeamNames>,
  ranking: Ranking,
  groupOf: (teamId: number) => string | null = () => null,
): TableGroup[] {
  const byGroup = new Map<string | null, TableResult[]>();
  for (const r of results) {
    const list = byGroup.get(r.group_name) ?? [];
    list.push(r);
    byGroup.set(r.group_name, list);
  }
  const members = new Map<string | null, Set<number>>();
  for (const id of teams.keys()) {
    const group = groupOf(id);
    if (!byGroup.has(group)) continue;
    const set = members.get(group) ?? new Set<number>();
    set.add(id);
    members.set(group, set);
  }
  const nameOf = (id: number) => teams.get(id)?.name_en ?? String(id);
  const groups: TableGroup[] = [];
  const names = [...byGroup.keys()].sort((a, b) => (a ?? '').localeCompare(b ?? ''));
  for (const name of names) {
    const groupResults = byGroup.get(name) ?? [];
    const tallies = tallyResults(groupResults, members.get(name) ?? []);
    const ranked = rank([...tallies.values()], groupResults, ranking, nameOf);
    const rows: TableRow[] = ranked.map((t, index) => ({
      position: index + 1,
      team: teams.get(t.teamId) ?? {
        id: t.teamId,
        name_zh: nameOf(t.teamId),
        name_en: nameOf(t.teamId),
        name_vi: nameOf(t.teamId),
      },
      played: t.played,
      won: t.won,
      drawn: t.drawn,
      lost: t.lost,
      goals_for: t.goalsFor,
      goals_against: t.goalsAgainst,
      goal_diff: t.goalsFor - t.goalsAgainst,
      points: ranking === 'points' ? pointsOf(t) : t.won,
      win_pct: Math.round(winPctOf(t) * 1000) / 1000,
      form: [...t.results]
        .sort((a, b) => b.time - a.time || b.order - a.order)
        .slice(0, FORM_LENGTH)
        .map((r) => r.result),
    }));
    groups.push({ name, rows });
  }
  return groups;
}
