import { describe, expect, it } from 'vitest';
import type { GroupRules } from '../../contracts/world-cup.ts';
import {
  groupCriteria,
  rankAcrossGroups,
  rankTeams,
  rulesForSeason,
  tally,
  type GroupResult,
} from './group-standings.ts';

const A = 1;
const B = 2;
const C = 3;
const D = 4;
const NAMES = new Map([
  [A, 'Aland'],
  [B, 'Borduria'],
  [C, 'Carpania'],
  [D, 'Dorne'],
]);
const nameOf = (id: number) => NAMES.get(id) ?? '';
const result = (home: number, away: number, hs: number, as: number): GroupResult => ({
  home_team_id: home,
  away_team_id: away,
  home_score: hs,
  away_score: as,
});

function rank(results: GroupResult[], rules: GroupRules) {
  return rankTeams(tally([A, B, C, D], results), results, rules, nameOf).map((r) => [
    nameOf(r.teamId),
    r.points,
    r.decidedBy,
  ]);
}

describe('group standings', () => {
  it('counts 3 points a win, 1 a draw, and goals for and against', () => {
    const table = tally([A, B], [result(A, B, 2, 2), result(B, A, 3, 1)]);
    expect(table.get(A)).toMatchObject({
      played: 2,
      won: 0,
      drawn: 1,
      lost: 1,
      goalsFor: 3,
      goalsAgainst: 5,
      points: 1,
    });
    expect(table.get(B)).toMatchObject({
      played: 2,
      won: 1,
      drawn: 1,
      lost: 0,
      goalsFor: 5,
      goalsAgainst: 3,
      points: 4,
    });
  });

  it('2022: teams level on points, goal difference and goals go by the match between them', () => {
    // Aland and Borduria: 6 points, 4-3 in goals each; Aland won their meeting 1-0.
    const results = [
      result(A, B, 1, 0),
      result(A, C, 0, 2),
      result(A, D, 3, 1),
      result(B, C, 3, 2),
      result(B, D, 1, 0),
      result(C, D, 0, 0),
    ];
    expect(rank(results, 'fifa_2022')).toEqual([
      ['Aland', 6, 'head_to_head_points'],
      ['Borduria', 6, 'points'],
      ['Carpania', 4, 'points'],
      ['Dorne', 1, null],
    ]);
  });

  // Three teams on 6 points. Among the three: every one on 3 points and goal difference 0, Carpania
  // with 3 goals, Aland and Borduria with 2 each; Aland beat Borduria. Overall Borduria has the best
  // goal difference (+3), Aland and Carpania +1 with Carpania scoring more.
  const threeLevel = [
    result(A, B, 1, 0),
    result(C, A, 2, 1),
    result(B, C, 2, 1),
    result(A, D, 1, 0),
    result(B, D, 3, 0),
    result(C, D, 1, 0),
  ];

  it('2022: goal difference and goals scored in all matches come before head-to-head', () => {
    expect(rank(threeLevel, 'fifa_2022')).toEqual([
      ['Borduria', 6, 'goal_difference'],
      ['Carpania', 6, 'goals_for'],
      ['Aland', 6, 'points'],
      ['Dorne', 0, null],
    ]);
  });

  it('2026: head-to-head comes right after points and is applied again to the teams still level', () => {
    expect(rank(threeLevel, 'fifa_2026')).toEqual([
      ['Carpania', 6, 'head_to_head_goals_for'],
      // Level with Borduria on the three-team mini-table; their own meeting decides.
      ['Aland', 6, 'head_to_head_points'],
      ['Borduria', 6, 'points'],
      ['Dorne', 0, null],
    ]);
  });

  it('2026: a drawn meeting falls back to goal difference in all matches', () => {
    const results = [
      result(A, B, 1, 1),
      result(A, C, 4, 0),
      result(A, D, 0, 1),
      result(B, C, 1, 0),
      result(B, D, 0, 1),
      result(C, D, 0, 0),
    ];
    expect(rank(results, 'fifa_2026')).toEqual([
      ['Dorne', 7, 'points'],
      ['Aland', 4, 'goal_difference'],
      ['Borduria', 4, 'points'],
      ['Carpania', 1, null],
    ]);
  });

  it('leaves teams level on every criterion in the data unresolved, in name order', () => {
    // Borduria and Aland: same results against the others and a draw between them (fair play would decide).
    const results = [
      result(B, A, 1, 1),
      result(A, C, 2, 0),
      result(B, C, 2, 0),
      result(D, A, 1, 0),
      result(D, B, 1, 0),
      result(C, D, 0, 0),
    ];
    for (const rules of ['fifa_2022', 'fifa_2026'] as const) {
      expect(rank(results, rules)).toEqual([
        ['Dorne', 7, 'points'],
        ['Aland', 4, 'unresolved'],
        ['Borduria', 4, 'points'],
        ['Carpania', 1, null],
      ]);
    }
  });

  it('ranks third-placed teams of different groups by points, goal difference, goals', () => {
    const table = tally([A, B, C], []);
    Object.assign(table.get(A)!, { points: 4, goalsFor: 3, goalsAgainst: 3 });
    Object.assign(table.get(B)!, { points: 4, goalsFor: 5, goalsAgainst: 4 });
    Object.assign(table.get(C)!, { points: 4, goalsFor: 4, goalsAgainst: 3 });
    expect(rankAcrossGroups(table, nameOf).map((r) => [nameOf(r.teamId), r.decidedBy])).toEqual([
      ['Borduria', 'goals_for'],
      ['Carpania', 'goal_difference'],
      ['Aland', null],
    ]);
  });

  it('applies the 2026 rules from 2026 on and lists the criteria in order', () => {
    expect(rulesForSeason('2022')).toBe('fifa_2022');
    expect(rulesForSeason('2026')).toBe('fifa_2026');
    expect(groupCriteria('fifa_2026').slice(0, 2)).toEqual(['points', 'head_to_head_points']);
    expect(groupCriteria('fifa_2022').slice(0, 4)).toEqual([
      'points',
      'goal_difference',
      'goals_for',
      'head_to_head_points',
    ]);
  });
});
