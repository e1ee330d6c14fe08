import { describe, expect, it } from 'vitest';
import { resultFor, summariseMeetings } from './head-to-head.ts';
import type { PastMatch } from '../../contracts/match-centre.ts';

const names = (id: number) => ({ id, name_zh: `${id}`, name_en: `${id}`, name_vi: `${id}` });
const meeting = (home: number, away: number, hs: number, as: number, pens?: [number, number]): PastMatch => ({
  id: home * 100 + away + hs * 10 + as,
  league_id: 1,
  league_short_zh: 'L',
  league_short_en: 'L',
  league_short_vi: 'L',
  season_name: '2024-25',
  match_date: '2025-01-01',
  home: names(home),
  away: names(away),
  home_score: hs,
  away_score: as,
  home_half_score: null,
  away_half_score: null,
  home_pen_score: pens?.[0] ?? null,
  away_pen_score: pens?.[1] ?? null,
});

describe('head-to-head', () => {
  it('counts wins and goals from the asked team whatever the venue', () => {
    const summary = summariseMeetings([meeting(1, 2, 2, 0), meeting(2, 1, 3, 1), meeting(2, 1, 1, 1)], 1);
    expect(summary).toEqual({ played: 3, home_wins: 1, draws: 1, away_wins: 1, home_goals: 4, away_goals: 4 });
  });

  it('counts a shoot-out as a draw', () => {
    expect(resultFor(meeting(1, 2, 1, 1, [4, 2]), 1)).toBe('D');
    expect(resultFor(meeting(1, 2, 0, 1), 1)).toBe('L');
    expect(resultFor(meeting(1, 2, 0, 1), 2)).toBe('W');
  });
});
