import type { TableGroup, TableRow } from '../../../contracts/match-centre.ts';

export type WindowItem = { kind: 'row'; row: TableRow } | { kind: 'gap'; after: number };

/**
 * The rows around two teams: each team's row with `radius` rows either side, merged, with a gap
 * marker where rows are left out. Without the teams in the table, the top of it.
 */
export function tableWindow(rows: readonly TableRow[], teamIds: readonly number[], radius = 2): WindowItem[] {
  const indexes = teamIds.map((id) => rows.findIndex((r) => r.team.id === id)).filter((i) => i >= 0);
  const keep = new Set<number>();
  if (indexes.length === 0) for (let i = 0; i < Math.min(rows.length, 2 * radius + 1); i++) keep.add(i);
  for (const index of indexes) {
    for (let i = Math.max(0, index - radius); i <= Math.min(rows.length - 1, index + radius); i++) keep.add(i);
  }
  const items: WindowItem[] = [];
  let last = -1;
  for (const i of [...keep].sort((a, b) => a - b)) {
    if (i > last + 1) items.push({ kind: 'gap', after: last });
    items.push({ kind: 'row', row: rows[i]! });
    last = i;
  }
  if (last < rows.length - 1) items.push({ kind: 'gap', after: last });
  return items;
}

/** The groups holding either team (World Cup groups); all groups when neither is in one. */
export function groupsOf(groups: readonly TableGroup[], teamIds: readonly number[]): TableGroup[] {
  const holding = groups.filter((g) => g.rows.some((r) => teamIds.includes(r.team.id)));
  return holding.length > 0 ? holding : [...groups];
}
