import { createContext, useContext } from 'react';
import type { TFunction } from 'i18next';
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

/**
 * The `scores` translator for cells, provided once by the table: one `useTranslation` per table
 * instead of one per cell (rows mount by the dozen while scrolling a 10,000-row list).
 */
export const CellTextContext = createContext<TFunction<'scores'> | null>(null);

export function useCellText(): TFunction<'scores'> {
  const t = useContext(CellTextContext);
  if (t === null) throw new Error('score cells render inside ScoreTable');
  return t;
}
