import { useCallback, useEffect, useState } from 'react';
import { loadGameSettings, saveGameSettings, type GameSettings } from '../../lib/game-settings.ts';

/** The seed's `gameSeting` and `immediately`, loaded from and saved to localStorage. */
export function useGameSettings(): [GameSettings, (change: (settings: GameSettings) => GameSettings) => void] {
  const [settings, setSettings] = useState(() => loadGameSettings(localStorage));
  useEffect(() => saveGameSettings(localStorage, settings), [settings]);
  const update = useCallback((change: (settings: GameSettings) => GameSettings) => setSettings(change), []);
  return [settings, update];
}
