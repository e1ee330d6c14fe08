import { tabLockName } from '../../../contracts/tier-two-protocol.ts';

/**
 * Holds the Web Lock `tab-<tabId>` for the rest of the tab's life. The engine asks for the same
 * lock: it is granted only once this tab is gone, which is how the engine learns of its death.
 * Resolves once the lock is held.
 */
export function holdTabLock(tabId: string): Promise<void> {
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
export function newTabId(): string {
  return typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}
