import type { TieBreakRule } from '../../contracts/database-football.ts';
import type { TableRow } from '../../contracts/match-centre.ts';
import type { TableResult } from '../match-centre/season-table.ts';

type Keys = (row: TableRow) => number[];

/** Negative when `a` ranks higher: every key is "more is better". */
function compareKeys(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < a.length; i++) {
    const d = (b[i] ?? 0) - (a[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

const byName = (a: TableRow, b: TableRow) => a.team.name_en.localeCompare(b.team.name_en);

/** Points, goal difference and goals for of each team over the given results only. */
function miniTable(results: readonly TableResult[], ids: ReadonlySet<number>) {
  const tally = new Map<number, { points: number; gd: number; gf: number }>();
  for (const id of ids) tally.set(id, { points: 0, gd: 0, gf: 0 });
  for (const r of results) {
    const home = tally.get(r.home_team_id);
    const away = tally.get(r.away_team_id);
    if (!home || !away) continue;
    home.gf += r.home_score;
    away.gf += r.away_score;
    home.gd += r.home_score - r.away_score;
    away.gd += r.away_score - r.home_score;
    if (r.home_score > r.away_score) home.points += 3;
    else if (r.home_score < r.away_score) away.points += 3;
    else {
      home.points++;
      away.points++;
    }
  }
  return tally;
}

/**
 * Sorts by `keys`, then each block of rows still level by `blockKeys` (computed for that block,
 * e.g. a head-to-head mini-table), then by name.
 */
function rankInBlocks(rows: readonly TableRow[], keys: Keys, blockKeys: (block: TableRow[]) => Keys): TableRow[] {
  const sorted = [...rows].sort((a, b) => compareKeys(keys(a), keys(b)));
  const out: TableRow[] = [];
  for (let i = 0; i < sorted.length;) {
    let j = i + 1;
    while (j < sorted.length && compareKeys(keys(sorted[i]!), keys(sorted[j]!)) === 0) j++;
    const block = sorted.slice(i, j);
    if (block.length > 1) {
      const inner = blockKeys(block);
      block.sort((a, b) => compareKeys(inner(a), inner(b)) || byName(a, b));
    }
    out.push(...block);
    i = j;
  }
  return out;
}

/** A mini-table of the block's matches against each other: points, goal difference, goals for. */
function headToHeadKeys(results: readonly TableResult[]) {
  return (block: TableRow[]): Keys => {
    const ids = new Set(block.map((r) => r.team.id));
    const mini = miniTable(
      results.filter((r) => ids.has(r.home_team_id) && ids.has(r.away_team_id)),
      ids,
    );
    return (row) => {
      const m = mini.get(row.team.id) ?? { points: 0, gd: 0, gf: 0 };
      return [m.points, m.gd, m.gf];
    };
  };
}

/** Away goals, wins, away wins and the opponents' record, as UEFA's league phase ranks by them. */
function uefaKeys(rows: readonly TableRow[], results: readonly TableResult[]): Keys {
  const byId = new Map(rows.map((r) => [r.team.id, r]));
  const extra = new Map<number, { awayGoals: number; awayWins: number; opponents: number[] }>();
  const of = (id: number) => {
    let e = extra.get(id);
    if (!e) extra.set(id, (e = { awayGoals: 0, awayWins: 0, opponents: [] }));
    return e;
  };
  for (const r of results) {
    const away = of(r.away_team_id);
    away.awayGoals += r.away_score;
    if (r.away_score > r.home_score) away.awayWins++;
    away.opponents.push(r.home_team_id);
    of(r.home_team_id).opponents.push(r.away_team_id);
  }
  const sum = (ids: number[], field: (row: TableRow) => number) =>
    ids.reduce((n, id) => n + (byId.has(id) ? field(byId.get(id)!) : 0), 0);
  return (row) => {
    const e = extra.get(row.team.id) ?? { awayGoals: 0, awayWins: 0, opponents: [] };
    return [
      row.points,
      row.goal_diff,
      row.goals_for,
      e.awayGoals,
      row.won,
      e.awayWins,
      sum(e.opponents, (o) => o.points),
      sum(e.opponents, (o) => o.goal_diff),
      sum(e.opponents, (o) => o.goals_for),
    ];
  };
}

/**
 * Ranks a football table by a competition's tie-break rule (see `TieBreakRule`) and renumbers the
 * positions. `results` are the matches the table counts (head-to-head and away records come
 * from them); the rows' own figures are not recomputed.
 */
export function orderStandings(
  rows: readonly TableRow[],
  results: readonly TableResult[],
  rule: TieBreakRule,
): TableRow[] {
  let ranked: TableRow[];
  if (rule === 'uefa_league_phase') {
    ranked = rankInBlocks(rows, uefaKeys(rows, results), () => () => []);
  } else if (rule === 'head_to_head') {
    const h2h = headToHeadKeys(results);
    ranked = rankInBlocks(
      rows,
      (r) => [r.points],
      (block) => {
        const mini = h2h(block);
        return (r) => [...mini(r), r.goal_diff, r.goals_for];
      },
    );
  } else {
    ranked = rankInBlocks(rows, (r) => [r.points, r.goal_diff, r.goals_for], headToHeadKeys(results));
  }
  return ranked.map((row, index) => ({ ...row, position: index + 1 }));
}
