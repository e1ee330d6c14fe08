import { describe, expect, it } from 'vitest';
import { blankScores, type LiveMatch } from '../../contracts/match.ts';
import { pickFeedMatch } from './circle-match.ts';

function match(id: number, home: number, away: number, status: LiveMatch['status'], kickoff: number): LiveMatch {
  return {
    ...blankScores(),
    id,
    sport: 'football',
    v: 1,
    league_id: 1,
    short_name_zh: '英超',
    short_name_en: 'EPL',
    short_name_vi: 'NHA',
    home_team_id: home,
    away_team_id: away,
    home_team_name_zh: 'H',
    home_team_name_en: 'H',
    home_team_name_vi: 'H',
    away_team_name_zh: 'A',
    away_team_name_en: 'A',
    away_team_name_vi: 'A',
    match_time: kickoff,
    status,
    period: 0,
    minute: 0,
    match_str: '',
    updated_at: 0,
  };
}

describe('a team circle’s match of today’s feed', () => {
  it('shows the match in play first, then the next kick-off, then the last finished', () => {
    const done = match(1, 7, 8, 'finished', 100);
    const later = match(2, 9, 7, 'notstarted', 900);
    const sooner = match(3, 7, 10, 'notstarted', 500);
    const playing = match(4, 11, 7, 'halftime', 300);
    const others = match(5, 1, 2, 'live', 300);
    expect(pickFeedMatch([done, later, sooner, playing, others], 7)?.id).toBe(4);
    expect(pickFeedMatch([done, later, sooner, others], 7)?.id).toBe(3);
    expect(pickFeedMatch([done, others], 7)?.id).toBe(1);
    expect(pickFeedMatch([others], 7)).toBeNull();
  });
});
