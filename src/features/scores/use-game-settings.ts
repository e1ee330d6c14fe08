import {
  GAME_SETTING_KEY,
  IMMEDIATELY_KEY,
  loadGameSettings,
  saveGameSettings,
  type GameSettings,
} from '../../lib/game-settings.ts';
import { useStoredState } from '../../lib/use-stored-state.ts';

const KEYS = [GAME_SETTING_KEY, IMMEDIATELY_KEY];
const load = () => loadGameSettings(localStorage);
const save = (settings: GameSettings) => saveGameSettings(localStorage, settings);

/** The seed's `gameSeting` and `immediately`, in localStorage and in step across open tabs. */
export function useGameSettings(): [GameSettings, (change: (settings: GameSettings) => GameSettings) => void] {
  return useStoredState(KEYS, load, save);
}
