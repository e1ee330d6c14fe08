import { describe, expect, it } from 'vitest';
import { DEFAULT_GAME_SETTINGS, loadGameSettings, saveGameSettings } from './game-settings.ts';

function memoryStorage(initial: Record<string, string> = {}): Pick<Storage, 'getItem' | 'setItem'> {
  const map = new Map(Object.entries(initial));
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
  };
}

describe('game settings', () => {
  it('defaults to red and yellow on, voice off, and value1..4 true, true, false, false', () => {
    expect(loadGameSettings(memoryStorage())).toEqual({
      gameSeting: { red: true, voice: false, yellow: true },
      immediately: { value1: true, value2: true, value3: false, value4: false },
    });
  });

  it("stores under the seed's keys and reads them back", () => {
    const storage = memoryStorage();
    const settings = {
      gameSeting: { red: false, voice: true, yellow: false },
      immediately: { value1: false, value2: true, value3: true, value4: true },
    };
    saveGameSettings(storage, settings);
    expect(JSON.parse(storage.getItem('gameSeting') ?? '')).toEqual(settings.gameSeting);
    expect(JSON.parse(storage.getItem('immediately') ?? '')).toEqual(settings.immediately);
    expect(loadGameSettings(storage)).toEqual(settings);
  });

  it('keeps the defaults for a value that does not parse', () => {
    const storage = memoryStorage({ gameSeting: '{"red":"yes"}', immediately: 'oops' });
    expect(loadGameSettings(storage)).toEqual(DEFAULT_GAME_SETTINGS);
  });
});
