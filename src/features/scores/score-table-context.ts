import { createContext, useContext } from 'react';
import type { Lang } from '../../../contracts/match.ts';
import type { OddsLine } from '../../../contracts/odds.ts';
import type { GameSettings } from '../../lib/game-settings.ts';
import { DEFAULT_GAME_SETTINGS } from '../../lib/game-settings.ts';

/** What the cells need besides their match: language, odds, settings and the row actions. */
export interface ScoreTableContext {
  lang: Lang;
  odds: ReadonlyMap<number, OddsLine>;
  settings: GameSettings;
  onPin(matchId: number): void;
  onHide(matchId: number): void;
}

const noop = () => undefined;

export const ScoreTableContext = createContext<ScoreTableContext>({
  lang: 'zh',
  odds: new Map(),
  settings: DEFAULT_GAME_SETTINGS,
  onPin: noop,
  onHide: noop,
});

export function useScoreTable(): ScoreTableContext {
  return useContext(ScoreTableContext);
}
