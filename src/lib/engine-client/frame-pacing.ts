/** rAF stops in a tab hidden mid-wait; this bounds how long a batch can be held. */
const HIDDEN_FALLBACK_MS = 1_000;

/**
 * Resolves after the next animation frame while the document is visible, at once when it is
 * hidden. The engine sends a subscription's next batch only after this, so a visible tab gets
 * at most one batch per frame.
 */
export function afterNextFrame(): Promise<void> {
  if (document.visibilityState !== 'visible') return Promise.resolve();
  return new Promise<void>((resolve) => {
    const fallback = setTimeout(resolve, HIDDEN_FALLBACK_MS);
    requestAnimationFrame(() => {
      clearTimeout(fallback);
      resolve();
    });
  });
}
