import { mergeLines, type ChatLine } from './chat-lines.ts';

/**
 * A room's chat lines outside React state: the chat list subscribes to them, and nothing else
 * renders when a barrage or a gift comes in. Held as page state, every line re-rendered the whole
 * room (header, player, side tabs, the sections below): ~12 ms of CPU per barrage (B3r).
 */
export interface ChatFeed {
  /**
   * The history page merged with the lines that came since, in time order. The same array until
   * something changes (a `useSyncExternalStore` snapshot).
   */
  lines(): ChatLine[];
  subscribe(listener: () => void): () => void;
  /** Lines that came live (room events, the viewer's own sends). */
  add(lines: readonly ChatLine[]): void;
  /** The history page, read again after each (re)join. */
  setHistory(lines: readonly ChatLine[]): void;
}

export function createChatFeed(): ChatFeed {
  let history: readonly ChatLine[] = [];
  let live: ChatLine[] = [];
  let merged: ChatLine[] | null = [];
  const listeners = new Set<() => void>();
  const changed = () => {
    merged = null;
    for (const listener of [...listeners]) listener();
  };
  return {
    lines: () => (merged ??= mergeLines(history, live)),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    add(lines) {
      const next = mergeLines(live, lines);
      if (next === live) return;
      live = next;
      changed();
    },
    setHistory(lines) {
      if (lines === history) return;
      history = lines;
      changed();
    },
  };
}
