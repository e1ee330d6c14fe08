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

/** Answers a remembering translator keeps before it starts again (a long day of changing scores). */
const REMEMBERED = 2_000;

/**
 * A translator that remembers its answers. The cells of a live list ask for the same texts on
 * every render (20 a second while matches are on), and i18next resolves, nests and interpolates
 * each time; a new one is made when the language (so `t`) changes.
 */
export function rememberingT(t: TFunction<'scores'>): TFunction<'scores'> {
  const answers = new Map<string, string>();
  const translate = t as unknown as (key: string, options?: object) => string;
  const remembering = (key: string, options?: object): string => {
    const id = options === undefined ? key : `${key}\u0000${JSON.stringify(options)}`;
    let text = answers.get(id);
    if (text === undefined) {
      if (answers.size >= REMEMBERED) answers.clear();
      text = translate(key, options);
      answers.set(id, text);
    }
    return text;
  };
  return remembering as unknown as TFunction<'scores'>;
}

export function useCellText(): TFunction<'scores'> {
  const t = useContext(CellTextContext);
  if (t === null) throw new Error('score cells render inside ScoreTable');
  return t;
}
