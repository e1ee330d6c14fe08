import { describe, expect, it } from 'vitest';
import { applyPreset, DEFAULT_PREFS, hideMatch, selectLeagues, togglePinned } from '../../lib/list-prefs.ts';
import { buildListView, type ListRow } from './list-rows.ts';
import { testMatch } from './test-matches.ts';

const matches = [
  testMatch({ id: 1, status: 'finished', match_time: 100 }),
  testMatch({ id: 2, status: 'live', match_time: 300 }),
  testMatch({ id: 3, status: 'notstarted', match_time: 500 }),
  testMatch({ id: 4, status: 'halftime', match_time: 200 }),
  testMatch({ id: 5, status: 'notstarted', match_time: 400, league_id: 9, short_name_en: 'Friendly' }),
];

const shape = (rows: ListRow[]) => rows.map((r) => (r.kind === 'group' ? `${r.group}:${r.count}` : r.match.id));

describe('list view', () => {
  it('groups live, upcoming and finished in that order', () => {
    const view = buildListView(matches, DEFAULT_PREFS, { importantOnly: false });
    expect(shape(view.rows)).toEqual(['live:2', 4, 2, 'upcoming:2', 5, 3, 'finished:1', 1]);
    expect(view.hiddenCount).toBe(0);
  });

  it('puts pinned matches first in pin order, even when the filters leave them out', () => {
    const prefs = togglePinned(togglePinned(applyPreset(DEFAULT_PREFS, 'live'), 5), 1);
    const view = buildListView(matches, prefs, { importantOnly: false });
    expect(shape(view.rows)).toEqual(['pinned:2', 5, 1, 'live:2', 4, 2]);
    expect(view.rows.filter((r) => r.kind === 'match' && r.pinned)).toHaveLength(2);
  });

  it('never shows hidden matches and counts them', () => {
    const view = buildListView(matches, hideMatch(hideMatch(DEFAULT_PREFS, 2), 3), { importantOnly: false });
    expect(shape(view.rows)).toEqual(['live:1', 4, 'upcoming:1', 5, 'finished:1', 1]);
    expect(view.hiddenCount).toBe(2);
  });

  it('keeps only important leagues under the "important" preset or the value4 setting', () => {
    const important = buildListView(matches, applyPreset(DEFAULT_PREFS, 'important'), { importantOnly: false });
    const setting = buildListView(matches, DEFAULT_PREFS, { importantOnly: true });
    for (const view of [important, setting]) {
      expect(view.rows.some((r) => r.kind === 'match' && r.match.id === 5)).toBe(false);
      expect(view.filteredOut).toBe(1);
    }
  });

  it('shows nothing but the pins when no league is selected', () => {
    const view = buildListView(matches, togglePinned(selectLeagues(DEFAULT_PREFS, 'none'), 3), {
      importantOnly: false,
    });
    expect(shape(view.rows)).toEqual(['pinned:1', 3]);
    expect(view.filteredOut).toBe(4);
  });
});
