import { loadGameSettings } from '../../lib/game-settings.ts';
import { alertFilterOf, loadPrefs } from '../../lib/list-prefs.ts';
import type { EngineClient } from '../../lib/engine-client/engine-client.ts';

/**
 * Tells the engine what each score list leaves out, from the stored prefs: alerts then follow
 * the list's hides and filters on every page, also before any list was opened in this session.
 * A list that changes its prefs tells the engine itself.
 */
export function sendStoredAlertFilters(engine: EngineClient, storage: Pick<Storage, 'getItem'>): void {
  const importantOnly = loadGameSettings(storage).immediately.value4;
  for (const sport of ['football', 'basketball'] as const) {
    void engine.setAlertFilter(sport, alertFilterOf(loadPrefs(storage, sport), importantOnly)).catch(() => undefined);
  }
}
