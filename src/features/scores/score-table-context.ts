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

/** Marks the place of the i-th interpolation value in a text asked for once (private-use characters). */
const mark = (i: number) => `\uE000${i}\uE001`;
const MARKED = /\uE000(\d+)\uE001/;

type Fill = (options: Record<string, unknown>) => string;

/**
 * A text with its values put in: i18next is asked once, with each value a mark, and the text
 * split at the marks (the `scores` texts use plain `{{name}}` values: no formats, no nesting).
 */
function templateOf(translate: (key: string, options?: object) => string, key: string, names: string[]): Fill {
  const parts = translate(key, Object.fromEntries(names.map((name, i) => [name, mark(i)]))).split(MARKED);
  return (options) => {
    let text = parts[0]!;
    for (let i = 1; i < parts.length; i += 2) text += String(options[names[Number(parts[i])]!]) + parts[i + 1]!;
    return text;
  };
}

/**
 * A translator that remembers its answers. The cells of a live list ask for the same texts on
 * every render (20 a second while matches are on), and i18next resolves, nests and interpolates
 * each time (a tenth of a millisecond, more when cold). Texts with values (a score, odds, team
 * names, a count of cards: new ones all day) are remembered as templates and filled in. A count
 * may pick a plural form: its template is used only when it gives i18next's text for 1 and 2,
 * else each count's answer is remembered. A new one is made when the language (so `t`) changes.
 */
export function rememberingT(t: TFunction<'scores'>): TFunction<'scores'> {
  const answers = new Map<string, string>();
  // By key: the value names asked with, and their template (null: remember by value).
  const templates = new Map<string, { names: string[]; fill: Fill | null }>();
  const translate = t as unknown as (key: string, options?: object) => string;
  const sameNames = (names: string[], options: Record<string, unknown>): boolean => {
    let i = 0;
    for (const name in options) if (names[i++] !== name) return false;
    return i === names.length;
  };
  const templateFor = (key: string, options: Record<string, unknown>): Fill | null => {
    const held = templates.get(key);
    if (held !== undefined && sameNames(held.names, options)) return held.fill;
    const names = Object.keys(options);
    let fill: Fill | null = templateOf(translate, key, names);
    if ('count' in options) {
      const plain = fill;
      const same = [1, 2].every((count) => plain({ ...options, count }) === translate(key, { ...options, count }));
      if (!same) fill = null;
    }
    if (templates.size >= REMEMBERED) templates.clear();
    templates.set(key, { names, fill });
    return fill;
  };
  const remembering = (key: string, options?: Record<string, unknown>): string => {
    const fill = options === undefined ? null : templateFor(key, options);
    if (fill !== null) return fill(options!);
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
