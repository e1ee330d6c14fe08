import { describe, expect, it } from 'vitest';
import { chooseSeason, footballHref, readFootballQuery } from './football-query.ts';

describe('football database query', () => {
  it('reads league, season, tab, round and team from the address', () => {
    expect(
      readFootballQuery(new URLSearchParams('id=uefa.cl&season=2024-25&tab=knockout&round=Finals%2FFinal')),
    ).toEqual({ league: 'uefa.cl', season: '2024-25', tab: 'knockout', round: 'Finals/Final', team: null });
    expect(readFootballQuery(new URLSearchParams('id=1&team=12'))).toMatchObject({ league: '1', team: 12 });
  });

  it('ignores malformed values', () => {
    expect(readFootballQuery(new URLSearchParams('id=<x>&season=last&tab=odds&team=-3'))).toEqual({
      league: null,
      season: null,
      tab: 'standings',
      round: null,
      team: null,
    });
  });

  it('writes the address back, leaving the tab out on a team page', () => {
    expect(footballHref({ league: 'en.1', season: '2025-26', tab: 'matches', round: 'Matchday 30' })).toBe(
      '/base-football?id=en.1&season=2025-26&tab=matches&round=Matchday+30',
    );
    expect(footballHref({ league: 'en.1', season: '2024-25', tab: 'matches', team: 7 })).toBe(
      '/base-football?id=en.1&season=2024-25&team=7',
    );
  });

  it('opens on the latest complete season unless another is asked for', () => {
    const seasons = [
      { name: '2024-25', complete: true },
      { name: '2025-26', complete: false },
    ];
    expect(chooseSeason(seasons, null)).toBe('2024-25');
    expect(chooseSeason(seasons, '2025-26')).toBe('2025-26');
    expect(chooseSeason(seasons, '2019-20')).toBe('2024-25');
    expect(chooseSeason([{ name: '2025-26', complete: false }], null)).toBe('2025-26');
  });
});
