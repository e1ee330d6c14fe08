import { useSyncExternalStore } from 'react';

/*
 * Page chunks being loaded, for the progress bar. A page's chunk starts loading while React
 * renders the navigation (in a transition: the old page stays on screen meanwhile), so listeners
 * hear of it in a microtask, never during another component's render.
 */
let loading = 0;
const listeners = new Set<() => void>();

function changed(): void {
  queueMicrotask(() => {
    for (const listener of listeners) listener();
  });
}

/** Marks a page chunk as loading until `load` settles; resolves or rejects as it does. */
export function trackPageLoad<T>(load: Promise<T>): Promise<T> {
  loading += 1;
  changed();
  return load.finally(() => {
    loading -= 1;
    changed();
  });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether a page's chunk is loading now. */
export function isPageLoading(): boolean {
  return loading > 0;
}

/** Whether a page's chunk is loading now, for a view. */
export function usePageLoading(): boolean {
  return useSyncExternalStore(subscribe, isPageLoading);
}
