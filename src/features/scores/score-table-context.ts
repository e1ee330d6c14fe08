import { createContext, useContext } from 'react';
import type { Lang } from '../../../contracts/match.ts';
import type { GameSettings } from '../../lib/game-settings.ts';
import { DEFAULT_GAME_SETTINGS } from '../../lib/game-settings.ts';

/**
 * What the cells need besides their row: language, settings and the row actions. IMPORTANT: only
 * values that rarely change belong here (a change re-renders every cell); live data (odds) goes
 * to the rows as props.
 */
export interface ScoreTableContext {
  lang: Lang;
  settings: GameSettings;
  onPin(matchId: number): void;
  onHide(matchId: number): void;
}

const noop = () => undefined;

export const ScoreTableContext = createContext<ScoreTableContext>({
  lang: 'zh',
  settings: DEFAULT_GAME_SETTINGS,
  onPin: noop,
  onHide: noop,
});

export function useScoreTable(): ScoreTableContext {
  return useContext(ScoreTableContext);
}
