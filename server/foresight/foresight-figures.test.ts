import { describe, expect, it } from 'vitest';
import type { CompanyOdds, PastMatch, SeasonTable, TeamNames } from '../../contracts/match-centre.ts';
import { computeSeasonTable, type TableResult } from '../match-centre/season-table.ts';
import { toForm } from '../match-centre/head-to-head.ts';
import { formTally, goalTrend, oddsMovement, tablePlace } from './foresight-figures.ts';

const team = (id: number): TeamNames => ({ id, name_zh: `T${id}`, name_en: `Team ${id}`, name_vi: `T${id}` });

let nextId = 0;
const past = (home: number, away: number, hs: number, as: number): PastMatch => ({
  id: ++nextId,
  league_id: 1,
  league_short_zh: 'L',
  league_short_en: 'L',
  league_short_vi: 'L',
  season_name: '2024-25',
  match_date: '2025-01-01',
  home: team(home),
  away: team(away),
  home_score: hs,
  away_score: as,
  home_half_score: null,
  away_half_score: null,
  home_pen_score: null,
  away_pen_score: null,
});

// Team 1's last six, newest first: won 3-1 at home, lost 0-2 away, drew 1-1, won 2-0 away,
// drew 0-0, lost 2-3.
const teamOneRun = [
  past(1, 2, 3, 1),
  past(3, 1, 2, 0),
  past(1, 4, 1, 1),
  past(5, 1, 0, 2),
  past(1, 2, 0, 0),
  past(1, 3, 2, 3),
];

describe('foresight figures', () => {
  it('counts wins, draws and losses over the latest five and ten, from the team side', () => {
    const results = toForm(teamOneRun, 1).map((m) => m.result);
    expect(results).toEqual(['W', 'L', 'D', 'W', 'D', 'L']);
    expect(formTally(results, 5)).toEqual({ results: ['W', 'L', 'D', 'W', 'D'], won: 2, drawn: 2, lost: 1 });
    expect(formTally(results, 10)).toMatchObject({ won: 2, drawn: 2, lost: 2 });
    expect(formTally([], 5)).toEqual({ results: [], won: 0, drawn: 0, lost: 0 });
  });

  it('averages goals for and against and shares over 2.5 and both teams scoring', () => {
    // For: 3+0+1+2+0+2 = 8, against: 1+2+1+0+0+3 = 7 over 6 matches. Totals 4,2,2,2,0,5:
    // two over 2.5. Both scored in 3-1, 1-1 and 2-3.
    expect(goalTrend(teamOneRun, 1, 'football')).toEqual({
      matches: 6,
      scored_avg: 1.33,
      conceded_avg: 1.17,
      total_avg: 2.5,
      over_share: 0.333,
      both_scored_share: 0.5,
    });
    // From the other side of the same matches the goals swap; the shares do not.
    expect(goalTrend(teamOneRun.slice(0, 1), 2, 'football')).toMatchObject({ scored_avg: 1, conceded_avg: 3 });
  });

  it('leaves the goal-line shares out for basketball and answers zeros for no matches', () => {
    expect(goalTrend([past(1, 2, 110, 102)], 2, 'basketball')).toEqual({
      matches: 1,
      scored_avg: 102,
      conceded_avg: 110,
      total_avg: 212,
      over_share: null,
      both_scored_share: null,
    });
    expect(goalTrend([], 1, 'football')).toMatchObject({ matches: 0, scored_avg: 0, over_share: 0 });
  });

  it('finds a team place in a table computed from a small set of results', () => {
    let time = 0;
    const result = (h: number, a: number, hs: number, as: number, group: string | null = null): TableResult => ({
      home_team_id: h,
      away_team_id: a,
      home_score: hs,
      away_score: as,
      match_time: ++time,
      group_name: group,
    });
    const teams = new Map([1, 2, 3].map((id) => [id, team(id)]));
    // 2: W 2-0, W 1-0 = 6 pts; 1: L 0-2, W 3-1 = 3 pts; 3: L 0-1, L 1-3 = 0 pts.
    const groups = computeSeasonTable([result(2, 1, 2, 0), result(3, 2, 0, 1), result(1, 3, 3, 1)], teams, 'points');
    const table: SeasonTable = {
      league_id: 1,
      league_name_zh: 'L',
      league_name_en: 'L',
      league_name_vi: 'L',
      sport: 'football',
      season_id: 1,
      season_name: '2025-26',
      ranking: 'points',
      matches: 3,
      groups,
    };
    expect(tablePlace(table, 1)).toEqual({
      season_name: '2025-26',
      group: null,
      position: 2,
      of: 3,
      played: 2,
      won: 1,
      drawn: 0,
      lost: 1,
      goals_for: 3,
      goals_against: 3,
      points: 3,
      win_pct: 0.5,
    });
    expect(tablePlace(table, 2)).toMatchObject({ position: 1, points: 6 });
    expect(tablePlace(table, 99)).toBeNull();
  });

  it('names the group of a team in a group stage and counts only its group', () => {
    const teams = new Map([1, 2, 3, 4].map((id) => [id, team(id)]));
    const groups = computeSeasonTable(
      [
        { home_team_id: 1, away_team_id: 2, home_score: 1, away_score: 0, match_time: 1, group_name: 'Group A' },
        { home_team_id: 3, away_team_id: 4, home_score: 0, away_score: 2, match_time: 2, group_name: 'Group B' },
      ],
      teams,
      'points',
      (id) => (id <= 2 ? 'Group A' : 'Group B'),
    );
    const table = { season_name: 'WC', groups } as SeasonTable;
    expect(tablePlace(table, 3)).toMatchObject({ group: 'Group B', position: 2, of: 2, points: 0 });
  });

  it('tells how far each price moved since opening', () => {
    const company: CompanyOdds = {
      company_id: 2,
      open: { eu: [2.1, 3.4, 3.3], asia: [0.92, 0.25, 0.93], ou: [0.88, 2.5, 0.96] },
      live: { eu: [1.95, 3.5, 3.6], asia: [0.85, 0.5, 1], ou: [0.9, 2.75, 0.92] },
      closed: false,
      updated_at: 1,
      moves: [],
    };
    const [moved] = oddsMovement([company]);
    expect(moved!.change).toEqual({
      eu: [-0.15, 0.1, 0.3],
      asia: [-0.07, 0.25, 0.07],
      ou: [0.02, 0.25, -0.04],
    });
    expect(moved).toMatchObject({ company_id: 2, open: company.open, live: company.live });
  });
});
