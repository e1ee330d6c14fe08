import { describe, expect, it } from 'vitest';
import type { TeamNames } from '../../contracts/match-centre.ts';
import { computeSeasonTable, type TableResult } from './season-table.ts';

const team = (id: number, name: string): TeamNames => ({ id, name_zh: name, name_en: name, name_vi: name });
const teams = new Map([1, 2, 3, 4].map((id) => [id, team(id, `Team ${String.fromCharCode(64 + id)}`)]));
let time = 0;
const result = (home: number, away: number, hs: number, as: number, group: string | null = null): TableResult => ({
  home_team_id: home,
  away_team_id: away,
  home_score: hs,
  away_score: as,
  match_time: ++time,
  group_name: group,
});

describe('season table', () => {
  it('gives 3 points a win and 1 a draw and ranks by points, goal difference, goals for', () => {
    const [group] = computeSeasonTable(
      [result(1, 2, 2, 0), result(3, 4, 1, 1), result(1, 3, 0, 0), result(2, 4, 3, 0), result(4, 1, 0, 1)],
      teams,
      'points',
    );
    expect(group!.rows.map((r) => [r.team.id, r.points, r.goal_diff])).toEqual([
      [1, 7, 3],
      [2, 3, 1],
      [3, 2, 0],
      [4, 1, -4],
    ]);
    expect(group!.rows[0]).toMatchObject({ played: 3, won: 2, drawn: 1, lost: 0, goals_for: 3, goals_against: 0 });
  });

  it('breaks a tie on points, goal difference and goals for by the teams head-to-head', () => {
    // 1 and 2 both 3 points, +0, 2 goals for; 2 beat 1.
    const [group] = computeSeasonTable([result(1, 2, 1, 2), result(1, 3, 1, 0), result(2, 3, 0, 1)], teams, 'points');
    const order = group!.rows.map((r) => r.team.id);
    expect(order.indexOf(2)).toBeLessThan(order.indexOf(1));
  });

  it('ranks by win percentage for the NBA and counts no draws', () => {
    const [group] = computeSeasonTable(
      [result(1, 2, 100, 90), result(2, 1, 101, 99), result(3, 4, 120, 80), result(3, 1, 90, 95)],
      teams,
      'win_pct',
    );
    expect(group!.rows.map((r) => [r.team.id, r.won, r.lost, r.win_pct])).toEqual([
      [1, 2, 1, 0.667],
      // Level on win % and wins, never met: by name.
      [2, 1, 1, 0.5],
      [3, 1, 1, 0.5],
      [4, 0, 1, 0],
    ]);
  });

  it('keeps one table per group and lists the latest five results first', () => {
    const groups = computeSeasonTable(
      [result(1, 2, 1, 0, 'Group A'), result(2, 1, 0, 0, 'Group A'), result(3, 4, 0, 2, 'Group B')],
      teams,
      'points',
      (id) => (id <= 2 ? 'Group A' : 'Group B'),
    );
    expect(groups.map((g) => g.name)).toEqual(['Group A', 'Group B']);
    expect(groups[0]!.rows.find((r) => r.team.id === 1)!.form).toEqual(['D', 'W']);
    expect(groups[1]!.rows.map((r) => r.team.id)).toEqual([4, 3]);
  });
});
