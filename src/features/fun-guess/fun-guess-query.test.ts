import { describe, expect, it } from 'vitest';
import { readFunGuessQuery, winPayout, writeFunGuessQuery } from './fun-guess-query.ts';

describe('fun-guess page query', () => {
  it('reads the tab, record status, page and leaderboard period, falling back on bad values', () => {
    expect(readFunGuessQuery(new URLSearchParams('tab=records&status=settled&page=3&period=month'))).toEqual({
      tab: 'records',
      status: 'settled',
      page: 3,
      period: 'month',
    });
    expect(readFunGuessQuery(new URLSearchParams('tab=bets&status=lost&page=-2&period=year'))).toEqual({
      tab: 'matches',
      status: null,
      page: 1,
      period: 'day',
    });
  });

  it('writes only what differs from the defaults', () => {
    expect(writeFunGuessQuery({ tab: 'matches', status: null, page: 1, period: 'day' }).toString()).toBe('');
    expect(writeFunGuessQuery({ tab: 'rank', status: null, page: 1, period: 'week' }).toString()).toBe(
      'tab=rank&period=week',
    );
  });

  it('previews a win as the server pays it: stake times odds, rounded down', () => {
    expect(winPayout(100, 1.85)).toBe(185);
    expect(winPayout(33, 2.15)).toBe(70);
  });
});
