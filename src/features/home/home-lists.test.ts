import { describe, expect, it } from 'vitest';
import type { LiveMatch, MatchStatus } from '../../../contracts/match.ts';
import { freshHotList, liveNow, upcomingToday } from './home-lists.ts';

function match(id: number, status: MatchStatus, match_time: number, v = 1): LiveMatch {
  return { id, status, match_time, v } as LiveMatch;
}

describe('home lists', () => {
  const list = [
    match(1, 'finished', 100),
    match(2, 'live', 300),
    match(3, 'notstarted', 900),
    match(4, 'halftime', 200),
    match(5, 'notstarted', 500),
    match(6, 'postponed', 400),
  ];

  it('shows live and half-time matches as live now, earliest kick-off first', () => {
    expect(liveNow(list).map((m) => m.id)).toEqual([4, 2]);
  });

  it('shows matches still to start today, soonest first, up to the limit', () => {
    expect(upcomingToday(list).map((m) => m.id)).toEqual([5, 3]);
    expect(upcomingToday(list, 1).map((m) => m.id)).toEqual([5]);
  });

  it('keeps the hot order and takes newer live rows, at most 10', () => {
    const hot = [match(3, 'notstarted', 900, 4), match(2, 'live', 300, 7)];
    const live = [match(2, 'live', 300, 9), match(3, 'notstarted', 900, 2)];
    const result = freshHotList(hot, live);
    expect(result.map((m) => [m.id, m.v])).toEqual([
      [3, 4],
      [2, 9],
    ]);
    const many = Array.from({ length: 12 }, (_, i) => match(i, 'live', i));
    expect(freshHotList(many, [])).toHaveLength(10);
  });
});
