/**
 * How long work waits for an idle period before it runs anyway. Chromium gives idle periods
 * between frames, and a hidden page runs no frames: without a deadline, work queued in a
 * background tab waited until the tab was shown, and then ran in the time the user waits for the
 * tab (B3b: a hidden list's layout, ~20-35 ms of CPU, was forced by the first hit test).
 */
export const IDLE_DEADLINE_MS = 1_000;

/**
 * Runs `work` when the page is next idle, or by IDLE_DEADLINE_MS (a macrotask where
 * `requestIdleCallback` is missing); returns the cancel. For work done ahead of need: it must not
 * delay anything the user waits for.
 */
export function whenIdle(work: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(() => work(), { timeout: IDLE_DEADLINE_MS });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(work, 0);
  return () => clearTimeout(handle);
}
