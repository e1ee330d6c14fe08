import { tabLockName } from '../../../contracts/tier-two-protocol.ts';

/**
 * Holds the Web Lock `tab-<tabId>` for the rest of the tab's life. The engine asks for the same
 * lock: it is granted only once this tab is gone, which is how the engine learns of its death.
 * Resolves once the lock is held.
 */
function holdTabLock(tabId: string): Promise<void> {
  return new Promise<void>((held, failed) => {
    navigator.locks
      .request(tabLockName(tabId), () => {
        held();
        // Never settles: the lock is released only when the tab's document goes away.
        return new Promise<never>(() => undefined);
      })
      .catch(failed);
  });
}

/** A fresh id for this tab (one per page load). */
function newTabId(): string {
  return typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

let mine: { tabId: string; held: Promise<void> } | null = null;

/**
 * This tab's id and its lock, asked for on the first call. The page's start-up makes that call
 * (src/main.tsx): a lock is granted over a round trip to the browser (15-30 ms measured), which
 * then runs beside the page's loading instead of before the engine's `attach`.
 */
export function tabLock(): { tabId: string; held: Promise<void> } {
  if (mine === null) {
    const tabId = newTabId();
    const held = holdTabLock(tabId);
    // Handled where it is awaited (connectEngine); a page that never gets there is not an error.
    held.catch(() => undefined);
    mine = { tabId, held };
  }
  return mine;
}
