import { proxy } from 'valtio';

/**
 * Whether the app reaches its server, for every view: `online` follows the browser (the query
 * cache fetches every view's data again when it comes back, src/lib/query/query-client.ts);
 * `cachedAsOf` is the oldest time of the data shown from the offline cache since the last fresh
 * answer (null: everything shown is fresh).
 */
export const connectivity = proxy({
  online: typeof navigator === 'undefined' ? true : navigator.onLine,
  cachedAsOf: null as number | null,
});

if (typeof window !== 'undefined') {
  window.addEventListener('online', () => {
    connectivity.online = true;
  });
  window.addEventListener('offline', () => {
    connectivity.online = false;
  });
}

/** A view shows data from the offline cache, saved at `savedAt`. */
export function noteCachedAnswer(savedAt: number): void {
  connectivity.cachedAsOf = Math.min(connectivity.cachedAsOf ?? savedAt, savedAt);
}

/** A call answered from the server: the app is back. */
export function noteFreshAnswer(): void {
  if (connectivity.cachedAsOf !== null) connectivity.cachedAsOf = null;
}
