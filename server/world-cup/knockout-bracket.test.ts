import { describe, expect, it } from 'vitest';
import { bracketRounds, stageOfRound, winnerOf } from './knockout-bracket.ts';
import { testMatch, testTeam } from './test-matches.ts';

const a = testTeam(1, 'Aland');
const b = testTeam(2, 'Borduria');
const c = testTeam(3, 'Carpania');
const d = testTeam(4, 'Dorne');
const e = testTeam(5, 'Elbonia');
const f = testTeam(6, 'Freedonia');
const g = testTeam(7, 'Genovia');
const h = testTeam(8, 'Hyrule');

describe('knockout bracket', () => {
  it('names the stages of both editions the same way', () => {
    expect(stageOfRound('Quarter-finals', null)).toBe('quarter_final');
    expect(stageOfRound('Quarter-final', null)).toBe('quarter_final');
    expect(stageOfRound('Semi-finals', null)).toBe('semi_final');
    expect(stageOfRound('Round of 32', null)).toBe('round_of_32');
    expect(stageOfRound('Round of 16', null)).toBe('round_of_16');
    expect(stageOfRound('Match for third place', null)).toBe('third_place');
    expect(stageOfRound('Final', null)).toBe('final');
    expect(stageOfRound('Matchday 3', 'Group C')).toBe('group');
  });

  it('decides a level match on the shoot-out and calls a level group match a draw', () => {
    expect(winnerOf({ home_score: 3, away_score: 3, home_pen_score: 4, away_pen_score: 2 })).toBe('home');
    expect(winnerOf({ home_score: 1, away_score: 1, home_pen_score: 2, away_pen_score: 4 })).toBe('away');
    expect(winnerOf({ home_score: 0, away_score: 2, home_pen_score: null, away_pen_score: null })).toBe('away');
    expect(winnerOf({ home_score: 1, away_score: 1, home_pen_score: null, away_pen_score: null })).toBe('draw');
    expect(winnerOf({ home_score: null, away_score: null, home_pen_score: null, away_pen_score: null })).toBeNull();
  });

  it('orders each round so the winners of ties 2k and 2k+1 meet in tie k of the next', () => {
    // Kick-off order differs from bracket order: the quarter-final of Aland v Borduria is played last.
    const qf = (id: number, home: typeof a, away: typeof a) =>
      testMatch({ id, home, away, stage: 'quarter_final', round: 'Quarter-finals' });
    const rounds = bracketRounds([
      testMatch({ id: 20, home: g, away: a }),
      testMatch({ id: 10, home: c, away: e, stage: 'semi_final' }),
      testMatch({ id: 11, home: a, away: g, stage: 'semi_final' }),
      qf(1, e, f),
      qf(2, g, h),
      qf(3, c, d),
      qf(4, a, b),
      testMatch({ id: 15, home: c, away: a, stage: 'third_place' }),
    ]);
    expect(rounds.map((r) => r.stage)).toEqual(['quarter_final', 'semi_final', 'final']);
    expect(rounds[1]!.matches.map((m) => m.id)).toEqual([11, 10]);
    expect(rounds[0]!.matches.map((m) => m.id)).toEqual([4, 2, 3, 1]);
  });

  it('puts ties it cannot place after the placed ones, by kick-off', () => {
    const rounds = bracketRounds([
      testMatch({ id: 9, home: a, away: c }),
      testMatch({ id: 2, home: e, away: f, stage: 'semi_final' }),
      testMatch({ id: 1, home: c, away: d, stage: 'semi_final' }),
      testMatch({ id: 3, home: a, away: b, stage: 'semi_final' }),
    ]);
    expect(rounds[0]!.matches.map((m) => m.id)).toEqual([3, 1, 2]);
  });
});
