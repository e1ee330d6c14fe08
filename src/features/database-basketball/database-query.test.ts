import { describe, expect, it } from 'vitest';
import { databaseHref, readDatabaseQuery } from './database-query.ts';

const read = (search: string) => readDatabaseQuery(new URLSearchParams(search));

describe('database query', () => {
  it('opens the NBA conference standings by default', () => {
    expect(read('')).toEqual({ league: 'nba', tab: 'standings', view: 'conference', date: null, team: null });
  });

  it('reads the league, tab, view, date and team', () => {
    expect(read('id=nba&tab=results&date=2023-01-15')).toMatchObject({ tab: 'results', date: '2023-01-15' });
    expect(read('id=nba&view=division')).toMatchObject({ view: 'division' });
    expect(read('id=nba&team=316')).toMatchObject({ league: 'nba', team: 316 });
  });

  it('ignores malformed values', () => {
    expect(read('id=<x>&tab=odds&view=x&date=15/01/2023&team=-3')).toEqual({
      league: 'nba',
      tab: 'standings',
      view: 'conference',
      date: null,
      team: null,
    });
    expect(read('team=1.5').team).toBeNull();
  });

  it('writes addresses that read back the same, leaving defaults out', () => {
    expect(databaseHref({ league: 'nba' })).toBe('/base-basketball?id=nba');
    expect(databaseHref({ league: 'nba', team: 316, tab: 'results' })).toBe('/base-basketball?id=nba&team=316');
    const href = databaseHref({ league: 'nba', tab: 'results', date: '2023-04-09' });
    expect(href).toBe('/base-basketball?id=nba&tab=results&date=2023-04-09');
    expect(read(href.split('?')[1]!)).toMatchObject({ tab: 'results', date: '2023-04-09' });
  });
});
