import { describe, expect, it } from 'vitest';
import type { TeamNames } from '../../contracts/match-centre.ts';
import { computeSeasonTable, type TableResult } from '../match-centre/season-table.ts';
import { orderStandings } from './standings-order.ts';

const team = (id: number, name: string): TeamNames => ({ id, name_zh: name, name_en: name, name_vi: name });
const teams = new Map([1, 2, 3, 4].map((id) => [id, team(id, ['Avon', 'Brook', 'Cole', 'Dee'][id - 1]!)]));

let clock = 0;
const game = (home: number, homeScore: number, awayScore: number, away: number): TableResult => ({
  home_team_id: home,
  away_team_id: away,
  home_score: homeScore,
  away_score: awayScore,
  match_time: ++clock,
  group_name: null,
});

function ranked(results: TableResult[], rule: Parameters<typeof orderStandings>[2]) {
  const rows = computeSeasonTable(results, teams, 'points')[0]!.rows;
  return orderStandings(rows, results, rule).map((r) => `${r.position} ${r.team.name_en} ${r.points}`);
}

// Avon and Brook finish on 6 points: Avon has the better goal difference (+5 against +1), Brook
// won their meeting. Cole and Dee trail.
const levelOnPoints = [
  game(1, 0, 1, 2), // Brook beat Avon
  game(1, 5, 0, 3),
  game(1, 1, 0, 4),
  game(2, 0, 1, 3),
  game(2, 1, 0, 4),
  game(3, 0, 1, 4),
];

describe('orderStandings', () => {
  it('ranks teams level on points by goal difference first (Premier League)', () => {
    expect(ranked(levelOnPoints, 'goal_difference')).toEqual(['1 Avon 6', '2 Brook 6', '3 Dee 3', '4 Cole 3']);
  });

  it('ranks teams level on points by their meetings first (La Liga, Serie A)', () => {
    expect(ranked(levelOnPoints, 'head_to_head')).toEqual(['1 Brook 6', '2 Avon 6', '3 Dee 3', '4 Cole 3']);
  });

  it('uses head-to-head only once goal difference and goals for are level', () => {
    // Avon and Brook: 3 points, 2:2 each; Brook won their meeting 2-1. Dee: 3 points, 1:0.
    const results = [game(1, 1, 2, 2), game(1, 1, 0, 3), game(2, 0, 1, 4)];
    expect(ranked(results, 'goal_difference').slice(0, 3)).toEqual(['1 Dee 3', '2 Brook 3', '3 Avon 3']);
  });

  it('separates a league-phase tie on points, goals and goal difference by away goals (UEFA)', () => {
    // Avon and Brook both win 3-1 and lose 0-1 to Dee (3 points, 3:2); Avon scored its three away.
    const results = [game(3, 1, 3, 1), game(1, 0, 1, 4), game(2, 3, 1, 3), game(4, 1, 0, 2)];
    expect(ranked(results, 'uefa_league_phase').slice(0, 3)).toEqual(['1 Dee 6', '2 Avon 3', '3 Brook 3']);
    // They never met, and the name would put Avon first: swap the venues to show the away goals decide.
    const swapped = [game(1, 3, 1, 3), game(4, 1, 0, 1), game(3, 1, 3, 2), game(2, 0, 1, 4)];
    expect(ranked(swapped, 'uefa_league_phase').slice(0, 3)).toEqual(['1 Dee 6', '2 Brook 3', '3 Avon 3']);
  });

  it('falls back to the English name when nothing separates two teams', () => {
    const results = [game(2, 1, 1, 1)];
    expect(ranked(results, 'head_to_head').slice(0, 2)).toEqual(['1 Avon 1', '2 Brook 1']);
  });
});
