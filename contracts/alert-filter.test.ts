import { describe, expect, it } from 'vitest';
import type { AlertFilter } from './alert-filter.ts';
import { listShows } from './alert-filter.ts';

const all: AlertFilter = { hidden: [], pinned: [], leagueRule: 'all', leagues: [], importantOnly: false };
const epl = { id: 1, league_id: 39, short_name_en: 'EPL' };
const second = { id: 2, league_id: 40, short_name_en: 'Championship' };

describe('which matches the list shows, for alerts', () => {
  it('leaves out hidden matches and those its league rule or "important only" filters out', () => {
    expect(listShows(undefined, second)).toBe(true);
    expect(listShows({ ...all, hidden: [1] }, epl)).toBe(false);
    expect(listShows({ ...all, leagueRule: 'important' }, second)).toBe(false);
    expect(listShows({ ...all, importantOnly: true }, second)).toBe(false);
    expect(listShows({ ...all, leagueRule: 'custom', leagues: [40] }, second)).toBe(true);
    expect(listShows({ ...all, leagueRule: 'custom', leagues: [40] }, epl)).toBe(false);
  });

  it('shows a pinned match whatever the filters say, unless hidden', () => {
    expect(listShows({ ...all, leagueRule: 'custom', pinned: [2] }, second)).toBe(true);
  });
});
