import { describe, expect, it } from 'vitest';
import { readForesightQuery, writeForesightQuery } from './foresight-query.ts';

describe('foresight query', () => {
  it('reads the sport, league and open match', () => {
    expect(readForesightQuery(new URLSearchParams('sport=basketball&league=12&match=345'))).toEqual({
      sport: 'basketball',
      league: 12,
      match: 345,
    });
  });

  it('falls back to football, every league and no match for anything unknown', () => {
    expect(readForesightQuery(new URLSearchParams('sport=esports&league=x&match=-3'))).toEqual({
      sport: 'football',
      league: null,
      match: null,
    });
    expect(readForesightQuery(new URLSearchParams('match=0')).match).toBeNull();
  });

  it('writes a change and leaves the defaults out of the address', () => {
    const current = new URLSearchParams('sport=basketball&league=3&match=9');
    expect(writeForesightQuery(current, { match: null }).toString()).toBe('sport=basketball&league=3');
    expect(writeForesightQuery(current, { sport: 'football', league: null, match: 4 }).toString()).toBe('match=4');
  });
});
