import { describe, expect, it } from 'vitest';
import {
  activePreset,
  applyPreset,
  DEFAULT_PREFS,
  hideMatch,
  isLeagueShown,
  loadPrefs,
  prefsKey,
  pruneMissing,
  savePrefs,
  selectLeagues,
  showHidden,
  toggleLeague,
  togglePinned,
} from '../../lib/list-prefs.ts';

interface LeagueEntry {
  id: number;
  name: string;
  count: number;
  important: boolean;
}
import { memoryStorage } from './test-matches.ts';

const today: LeagueEntry[] = [
  { id: 1, name: 'EPL', count: 10, important: true },
  { id: 2, name: 'UCL', count: 4, important: true },
  { id: 9, name: 'Friendly', count: 3, important: false },
];

describe('list prefs', () => {
  it('starts on the "all" preset and shows every league', () => {
    expect(activePreset(DEFAULT_PREFS)).toBe('all');
    expect(today.every((l) => isLeagueShown(DEFAULT_PREFS, l))).toBe(true);
  });

  it('maps each preset to filters and back, keeping pins and hides', () => {
    const base = { ...DEFAULT_PREFS, pinned: [5], hidden: [6] };
    for (const preset of ['all', 'important', 'live'] as const) {
      const prefs = applyPreset(base, preset);
      expect(activePreset(prefs)).toBe(preset);
      expect(prefs.pinned).toEqual([5]);
      expect(prefs.hidden).toEqual([6]);
    }
    const important = applyPreset(base, 'important');
    expect(today.filter((l) => isLeagueShown(important, l)).map((l) => l.id)).toEqual([1, 2]);
  });

  it('turns an unticked league into a hand-picked selection with no preset', () => {
    const prefs = toggleLeague(DEFAULT_PREFS, 2, today);
    expect(prefs.leagueRule).toBe('custom');
    expect(prefs.leagues.sort()).toEqual([1, 9]);
    expect(activePreset(prefs)).toBeNull();
  });

  it('goes back to "all" when every league is ticked again', () => {
    const prefs = toggleLeague(toggleLeague(DEFAULT_PREFS, 2, today), 2, today);
    expect(prefs.leagueRule).toBe('all');
    expect(activePreset(prefs)).toBe('all');
  });

  it('selects none, then one league', () => {
    const none = selectLeagues(DEFAULT_PREFS, 'none');
    expect(today.some((l) => isLeagueShown(none, l))).toBe(false);
    const one = toggleLeague(none, 9, today);
    expect(today.filter((l) => isLeagueShown(one, l)).map((l) => l.id)).toEqual([9]);
  });

  it('pins, unpins, hides (unpinning) and shows hidden matches again', () => {
    const pinned = togglePinned(DEFAULT_PREFS, 7);
    expect(pinned.pinned).toEqual([7]);
    expect(togglePinned(pinned, 7).pinned).toEqual([]);
    const hidden = hideMatch(pinned, 7);
    expect(hidden.pinned).toEqual([]);
    expect(hidden.hidden).toEqual([7]);
    expect(showHidden(hidden).hidden).toEqual([]);
    expect(togglePinned(hidden, 7)).toMatchObject({ pinned: [7], hidden: [] });
  });

  it('drops pins and hides of matches that left the list, and nothing else', () => {
    const prefs = { ...DEFAULT_PREFS, pinned: [1, 2], hidden: [3, 4] };
    expect(pruneMissing(prefs, new Set([1, 2, 3, 4]))).toBe(prefs);
    expect(pruneMissing(prefs, new Set([2, 3]))).toMatchObject({ pinned: [2], hidden: [3] });
  });

  it('survives a reload through storage, per sport', () => {
    const storage = memoryStorage();
    const prefs = hideMatch(togglePinned(applyPreset(DEFAULT_PREFS, 'live'), 11), 12);
    savePrefs(storage, 'football', prefs);
    expect(loadPrefs(storage, 'football')).toEqual(prefs);
    expect(loadPrefs(storage, 'basketball')).toEqual(DEFAULT_PREFS);
  });

  it('falls back to the defaults when the stored value is broken or tampered with', () => {
    expect(loadPrefs(memoryStorage({ [prefsKey('football')]: '{not json' }), 'football')).toEqual(DEFAULT_PREFS);
    const tampered: unknown[] = [
      { ...DEFAULT_PREFS, leagueRule: 'everything' },
      { ...DEFAULT_PREFS, liveOnly: 'yes' },
      { ...DEFAULT_PREFS, leagues: [1, 'two'] },
      { ...DEFAULT_PREFS, pinned: [1.5] },
      { ...DEFAULT_PREFS, hidden: Array.from({ length: 5_001 }, (_, i) => i) },
      { leagueRule: 'all', leagues: [], liveOnly: false, pinned: [] },
      [],
      null,
      7,
    ];
    for (const value of tampered) {
      expect(loadPrefs(memoryStorage({ [prefsKey('football')]: JSON.stringify(value) }), 'football')).toEqual(
        DEFAULT_PREFS,
      );
    }
  });

  it('reads back only the fields it knows', () => {
    const stored = { ...DEFAULT_PREFS, leagueRule: 'custom', leagues: [8], hidden: [5_000], extra: '<script>' };
    const storage = memoryStorage({ [prefsKey('football')]: JSON.stringify(stored) });
    expect(loadPrefs(storage, 'football')).toEqual({
      ...DEFAULT_PREFS,
      leagueRule: 'custom',
      leagues: [8],
      hidden: [5_000],
    });
  });
});
