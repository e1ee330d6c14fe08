/**
 * The seed's two settings objects, under the seed's localStorage keys (`gameSeting` is spelled
 * so). The score lists write them in their settings panel; the goal-alert layer reads them.
 *
 * `gameSeting`:
 * - `red`: pop up an alert when a player is sent off;
 * - `voice`: play the goal sound (6 s);
 * - `yellow`: show yellow cards as badges beside the team names.
 *
 * `immediately` (the seed names them only by number; our meanings):
 * - `value1`: pop up goal alerts;
 * - `value2`: show red cards as badges beside the team names;
 * - `value3`: highlight odds movements (flash, green down / red up);
 * - `value4`: show only important leagues, whatever the league filter says.
 */
export interface GameSetting {
  red: boolean;
  voice: boolean;
  yellow: boolean;
}

export interface Immediately {
  value1: boolean;
  value2: boolean;
  value3: boolean;
  value4: boolean;
}

export interface GameSettings {
  gameSeting: GameSetting;
  immediately: Immediately;
}

export const GAME_SETTING_KEY = 'gameSeting';
export const IMMEDIATELY_KEY = 'immediately';

export const DEFAULT_GAME_SETTINGS: GameSettings = {
  gameSeting: { red: true, voice: false, yellow: true },
  immediately: { value1: true, value2: true, value3: false, value4: false },
};

/** Stored flags, each a boolean; anything else (old or hand-edited values) falls back whole. */
function read<T extends object>(storage: Pick<Storage, 'getItem'>, key: string, fallback: T): T {
  try {
    const raw = storage.getItem(key);
    if (raw === null) return fallback;
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return fallback;
    const record = value as Record<string, unknown>;
    return Object.keys(fallback).every((k) => typeof record[k] === 'boolean') ? (value as T) : fallback;
  } catch {
    return fallback;
  }
}

export function loadGameSettings(storage: Pick<Storage, 'getItem'>): GameSettings {
  return {
    gameSeting: read(storage, GAME_SETTING_KEY, DEFAULT_GAME_SETTINGS.gameSeting),
    immediately: read(storage, IMMEDIATELY_KEY, DEFAULT_GAME_SETTINGS.immediately),
  };
}

export function saveGameSettings(storage: Pick<Storage, 'setItem'>, settings: GameSettings): void {
  try {
    storage.setItem(GAME_SETTING_KEY, JSON.stringify(settings.gameSeting));
    storage.setItem(IMMEDIATELY_KEY, JSON.stringify(settings.immediately));
  } catch {
    // Storage denied: the settings last for this page only.
  }
}
