import { useCallback, useEffect, useState } from 'react';
import type { Sport } from '../../../contracts/match.ts';
import { loadPrefs, savePrefs, type ListPrefs } from './list-prefs.ts';

/** A list's filters, presets, pins and hides, loaded from and saved to localStorage. */
export function useListPrefs(sport: Sport): [ListPrefs, (change: (prefs: ListPrefs) => ListPrefs) => void] {
  const [prefs, setPrefs] = useState(() => loadPrefs(localStorage, sport));
  useEffect(() => savePrefs(localStorage, sport, prefs), [sport, prefs]);
  const update = useCallback((change: (prefs: ListPrefs) => ListPrefs) => setPrefs(change), []);
  return [prefs, update];
}
