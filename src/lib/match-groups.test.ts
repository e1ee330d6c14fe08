import { describe, expect, it } from 'vitest';
import type { LiveMatch } from '../../contracts/match.ts';
import { compareMatches, matchGroup } from './match-groups.ts';

const match = (id: number, status: LiveMatch['status'], match_time: number) =>
  ({ id, status, match_time }) as LiveMatch;

describe('match ordering', () => {
  it('puts live matches first, then upcoming by kick-off, then finished latest first', () => {
    const list = [
      match(1, 'finished', 100),
      match(2, 'notstarted', 500),
      match(3, 'live', 300),
      match(4, 'finished', 200),
      match(5, 'halftime', 250),
      match(6, 'notstarted', 400),
    ];
    expect(list.sort(compareMatches).map((m) => m.id)).toEqual([5, 3, 6, 2, 4, 1]);
  });

  it('groups half time with live and postponed with finished', () => {
    expect(matchGroup(match(1, 'halftime', 0))).toBe('live');
    expect(matchGroup(match(1, 'postponed', 0))).toBe('finished');
  });
});
