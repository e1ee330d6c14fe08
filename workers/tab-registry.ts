import type { TabInfo } from '../contracts/engine-api.ts';

/** The tabs attached to the engine and the order they were attached and last shown in. */
export interface TabRegistry {
  /** Adds the tab or updates its visibility; true when it was not attached before. */
  attach(tab: TabInfo): boolean;
  /** False when the tab was not attached. */
  detach(tabId: string): boolean;
  setVisible(tabId: string, visible: boolean): void;
  has(tabId: string): boolean;
  /** Unknown tabs count as visible: a view that never said otherwise is on screen. */
  isVisible(tabId: string): boolean;
  count(): number;
  /** The attached tabs, in the order they were attached. */
  list(): TabInfo[];
  /** Some attached tab is visible. */
  anyVisible(): boolean;
  /**
   * Of the candidates, the tab most recently made visible among those visible now; if none is
   * visible, the most recently attached one.
   */
  preferred(candidates: Iterable<string>): string | undefined;
}

interface TabState {
  visible: boolean;
  attachedOrder: number;
  shownOrder: number;
}

/** Builds an empty registry. */
export function createTabRegistry(): TabRegistry {
  const tabs = new Map<string, TabState>();
  // A counter, not the clock: two tabs shown in the same millisecond still have an order.
  let order = 0;

  return {
    attach({ tabId, visible }) {
      const held = tabs.get(tabId);
      if (held) {
        if (visible && !held.visible) held.shownOrder = ++order;
        held.visible = visible;
        return false;
      }
      order += 1;
      tabs.set(tabId, { visible, attachedOrder: order, shownOrder: visible ? order : 0 });
      return true;
    },
    detach: (tabId) => tabs.delete(tabId),
    setVisible(tabId, visible) {
      const tab = tabs.get(tabId);
      if (!tab) return;
      if (visible && !tab.visible) tab.shownOrder = ++order;
      tab.visible = visible;
    },
    has: (tabId) => tabs.has(tabId),
    isVisible: (tabId) => tabs.get(tabId)?.visible ?? true,
    count: () => tabs.size,
    list: () => [...tabs].map(([tabId, tab]) => ({ tabId, visible: tab.visible })),
    anyVisible: () => [...tabs.values()].some((tab) => tab.visible),
    preferred(candidates) {
      let bestVisible: [string, number] | undefined;
      let bestAttached: [string, number] | undefined;
      for (const tabId of candidates) {
        const tab = tabs.get(tabId);
        if (!tab) continue;
        if (tab.visible && (!bestVisible || tab.shownOrder > bestVisible[1])) bestVisible = [tabId, tab.shownOrder];
        if (!bestAttached || tab.attachedOrder > bestAttached[1]) bestAttached = [tabId, tab.attachedOrder];
      }
      return (bestVisible ?? bestAttached)?.[0];
    },
  };
}
