import { describe, expect, it } from 'vitest';
import type { FixtureRow } from '../../contracts/database-football.ts';
import { goalsByRound, splitRecord, teamMatches } from './team-season.ts';

const us = { id: 1, name_zh: '我们', name_en: 'Us', name_vi: 'Us' };
const them = { id: 2, name_zh: '他们', name_en: 'Them', name_vi: 'Them' };
let nextId = 0;
function match(matchday: number, home: typeof us, score: [number, number] | null, away: typeof us): FixtureRow {
  return {
    id: ++nextId,
    round_key: `Matchday ${matchday}`,
    phase: 'league',
    matchday,
    match_date: `2025-0${matchday}-01`,
    match_time: null,
    has_time: true,
    status: score ? 'finished' : 'scheduled',
    home,
    away,
    home_score: score?.[0] ?? null,
    away_score: score?.[1] ?? null,
    home_half_score: null,
    away_half_score: null,
    home_pen_score: null,
    away_pen_score: null,
    extra_time: false,
  };
}

describe('team season', () => {
  const fixtures = [
    match(3, them, null, us),
    match(2, them, [2, 2], us),
    match(1, us, [3, 1], them),
    match(4, them, [1, 0], { ...them, id: 3 }),
  ];

  it('lists the team’s matches in playing order, from its side', () => {
    const matches = teamMatches(fixtures, us.id);
    expect(
      matches.map((m) => [m.matchday, m.venue, m.opponent.name_en, m.result, m.goals_for, m.goals_against]),
    ).toEqual([
      [1, 'home', 'Them', 'W', 3, 1],
      [2, 'away', 'Them', 'D', 2, 2],
      [3, 'away', 'Them', null, null, null],
    ]);
  });

  it('splits the record into home and away over played matches', () => {
    const split = splitRecord(teamMatches(fixtures, us.id));
    expect(split.home).toEqual({ played: 1, won: 1, drawn: 0, lost: 0, goals_for: 3, goals_against: 1, points: 3 });
    expect(split.away).toEqual({ played: 1, won: 0, drawn: 1, lost: 0, goals_for: 2, goals_against: 2, points: 1 });
    expect(split.total).toMatchObject({ played: 2, points: 4, goals_for: 5, goals_against: 3 });
  });

  it('charts goals per played round with running totals', () => {
    expect(goalsByRound(teamMatches(fixtures, us.id))).toEqual([
      {
        round_key: 'Matchday 1',
        phase: 'league',
        matchday: 1,
        goals_for: 3,
        goals_against: 1,
        cumulative_for: 3,
        cumulative_against: 1,
      },
      {
        round_key: 'Matchday 2',
        phase: 'league',
        matchday: 2,
        goals_for: 2,
        goals_against: 2,
        cumulative_for: 5,
        cumulative_against: 3,
      },
    ]);
  });
});
