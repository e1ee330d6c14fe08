/**
 * Runs `work` when the page is next idle (a macrotask where `requestIdleCallback` is missing);
 * returns the cancel. For work done ahead of need: it must not delay anything the user waits for.
 */
export function whenIdle(work: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(() => work());
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(work, 0);
  return () => clearTimeout(handle);
}
