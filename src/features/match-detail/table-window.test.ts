import { describe, expect, it } from 'vitest';
import type { TableGroup, TableRow } from '../../../contracts/match-centre.ts';
import { groupsOf, tableWindow } from './table-window.ts';

const row = (id: number): TableRow => ({
  position: id,
  team: { id, name_zh: `${id}`, name_en: `${id}`, name_vi: `${id}` },
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
});
const rows = Array.from({ length: 20 }, (_, i) => row(i + 1));
const shown = (items: ReturnType<typeof tableWindow>) =>
  items.map((item) => (item.kind === 'row' ? item.row.team.id : '…'));

describe('table window', () => {
  it('shows two rows either side of each team with gaps between', () => {
    expect(shown(tableWindow(rows, [1, 12]))).toEqual([1, 2, 3, '…', 10, 11, 12, 13, 14, '…']);
  });

  it('merges the windows of teams close together', () => {
    expect(shown(tableWindow(rows, [18, 20]))).toEqual(['…', 16, 17, 18, 19, 20]);
  });

  it('shows the top of the table when neither team is in it', () => {
    expect(shown(tableWindow(rows, [99]))).toEqual([1, 2, 3, 4, 5, '…']);
  });

  it('picks the groups that hold either team', () => {
    const groups: TableGroup[] = [
      { name: 'Group A', rows: [row(1), row(2)] },
      { name: 'Group B', rows: [row(3), row(4)] },
      { name: 'Group C', rows: [row(5)] },
    ];
    expect(groupsOf(groups, [2, 5]).map((g) => g.name)).toEqual(['Group A', 'Group C']);
    expect(groupsOf(groups, [9])).toHaveLength(3);
  });
});
