import { useCallback } from 'react';
import type { Sport } from '../../../contracts/match.ts';
import { useStoredState } from '../../lib/use-stored-state.ts';
import { loadPrefs, prefsKey, savePrefs, type ListPrefs } from '../../lib/list-prefs.ts';

/** A list's filters, presets, pins and hides, in localStorage and in step across open tabs. */
export function useListPrefs(sport: Sport): [ListPrefs, (change: (prefs: ListPrefs) => ListPrefs) => void] {
  const load = useCallback(() => loadPrefs(localStorage, sport), [sport]);
  const save = useCallback((prefs: ListPrefs) => savePrefs(localStorage, sport, prefs), [sport]);
  return useStoredState([prefsKey(sport)], load, save);
}
