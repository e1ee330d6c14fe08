import { blankScores } from '../../contracts/match.ts';
import { describe, expect, it } from 'vitest';
import type { LiveMatch } from '../../contracts/match.ts';
import type { FeedFixture } from '../feed/feed-provider.ts';
import { composeSchedule } from './compose-schedule.ts';

const T0 = Date.UTC(2026, 2, 14) / 1000;

function row(id: number, overrides: Partial<FeedFixture> = {}): FeedFixture {
  return {
    id,
    sport: 'football',
    league_id: 1,
    short_name_zh: '英超',
    short_name_en: 'EPL',
    short_name_vi: 'Ngoại hạng Anh',
    home_team_id: 1,
    away_team_id: 2,
    home_team_name_zh: '主',
    home_team_name_en: 'Home',
    home_team_name_vi: 'Nhà',
    away_team_name_zh: '客',
    away_team_name_en: 'Away',
    away_team_name_vi: 'Khách',
    match_time: T0 + 3600,
    status: 'notstarted',
    period: 0,
    minute: 0,
    match_str: '',
    ...blankScores(),
    ...overrides,
  };
}

const live = (id: number, overrides: Partial<FeedFixture> = {}): LiveMatch => ({
  ...row(id, overrides),
  v: 3,
  updated_at: 0,
});
const day = { start: T0 * 1000, end: (T0 + 86_400) * 1000 };
const tiers = new Map([
  [1, 1],
  [2, 1],
  [7, 2],
]);
const tierOf = (id: number) => tiers.get(id) ?? 9;

describe('composeSchedule', () => {
  it('groups the day by league, prominent leagues first, each in kick-off order', () => {
    const leagues = composeSchedule({
      planned: [
        row(5, { league_id: 7, match_time: T0 + 100 }),
        row(3, { league_id: 2, match_time: T0 + 900 }),
        row(2, { league_id: 2, match_time: T0 + 300 }),
        row(4, { league_id: 99, match_time: T0 + 50 }),
        row(1, { league_id: 1, match_time: T0 + 7200 }),
        row(9, { match_time: T0 - 1 }),
        row(10, { match_time: T0 + 86_400 }),
      ],
      live: [],
      speed: 1,
      range: day,
      tierOf,
    });
    expect(leagues.map((l) => [l.league_id, l.matches.map((m) => m.id)])).toEqual([
      [1, [1]],
      [2, [2, 3]],
      [7, [5]],
      [99, [4]],
    ]);
    expect(leagues[0]).toMatchObject({ short_name_en: 'EPL', sport: 'football' });
  });

  it('lets the live feed win over the plan and marks its rows live', () => {
    const leagues = composeSchedule({
      planned: [row(1, { status: 'live', home_score: 1 }), row(2)],
      live: [live(1, { status: 'live', home_score: 2, match_str: '67' }), live(3, { match_time: T0 - 10 })],
      speed: 1,
      range: day,
      tierOf,
    });
    expect(leagues[0]!.matches.map((m) => [m.id, m.home_score, m.live, m.match_str])).toEqual([
      [1, 2, true, '67'],
      [2, 0, false, ''],
    ]);
  });

  it('keeps only the asked sport', () => {
    const leagues = composeSchedule({
      planned: [row(1), row(2, { sport: 'basketball', league_id: 7 })],
      live: [live(3, { sport: 'esports', league_id: 8 })],
      speed: 1,
      range: day,
      sport: 'basketball',
      tierOf,
    });
    expect(leagues.flatMap((l) => l.matches.map((m) => m.id))).toEqual([2]);
  });

  it('at another speed, lets the feed window replace the plan and drops plan matches that would be in play', () => {
    const leagues = composeSchedule({
      planned: [
        row(1, { match_time: T0 + 1000, status: 'finished' }),
        row(2, { match_time: T0 + 5000, status: 'finished' }),
        row(3, { match_time: T0 + 6000, status: 'live' }),
        row(4, { match_time: T0 + 9000 }),
      ],
      live: [live(100, { match_time: T0 + 4000 }), live(101, { match_time: T0 + 8000 })],
      speed: 60,
      range: day,
      tierOf,
    });
    expect(leagues[0]!.matches.map((m) => [m.id, m.live])).toEqual([
      [1, false],
      [100, true],
      [101, true],
      [4, false],
    ]);
  });
});
