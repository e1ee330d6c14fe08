import { loadGameSettings } from '../../lib/game-settings.ts';

/**
 * The alert switches from the seed's settings (src/lib/game-settings.ts), read from localStorage
 * when an alert arrives, so a change in the score list's settings panel applies at once, in every tab.
 */
export interface AlertSettings {
  /** `immediately.value1`: goal pop-ups (and their spoken announcement). */
  goalPopup: boolean;
  /** `gameSeting.red`: red-card pop-ups. */
  red: boolean;
  /** `gameSeting.voice`: the 6 s goal sound. */
  voice: boolean;
}

export function readAlertSettings(storage: Pick<Storage, 'getItem'>): AlertSettings {
  const { gameSeting, immediately } = loadGameSettings(storage);
  return { goalPopup: immediately.value1, red: gameSeting.red, voice: gameSeting.voice };
}
