/**
 * How long a list brought to the front waits for the engine's catch-up batch before it renders
 * what it held anyway. The engine sends that batch (`shown: true`) as soon as it hears the tab
 * is visible (one message there and one back); the wait only matters when nothing came.
 */
export const CATCH_UP_WAIT_MS = 100;

/** Starts a wait of `ms` that calls `done` unless cancelled; returns the cancel. */
export type Wait = (done: () => void, ms: number) => () => void;

export const timerWait: Wait = (done, ms) => {
  const handle = setTimeout(done, ms);
  return () => clearTimeout(handle);
};

/**
 * A hidden tab's list applies its patches and renders nothing. When the tab is shown, the engine
 * sends what the tab missed in one batch: rendering the held rows first and that batch right
 * after would be two renders before the list shows the server's state. So the list renders
 * once, with the catch-up, and renders the held rows alone only if no batch comes in
 * `CATCH_UP_WAIT_MS`.
 */
export class ShownCatchUp {
  private cancel: (() => void) | null = null;

  constructor(private readonly wait: Wait = timerWait) {}

  /** The tab was shown. With rows held, waits for the catch-up; `renderHeld` if none comes. */
  shown(held: boolean, renderHeld: () => void): void {
    if (!held || this.cancel !== null) return;
    this.cancel = this.wait(() => {
      this.cancel = null;
      renderHeld();
    }, CATCH_UP_WAIT_MS);
  }

  /**
   * A batch arrived: true when it is the engine's catch-up (`shown`), which ends the wait.
   * IMPORTANT: only that one: a batch the engine sent while the tab was still hidden can arrive
   * after it was shown, and it holds key events, not the current state.
   */
  take(shown: boolean): boolean {
    if (!shown) return false;
    this.cancel?.();
    this.cancel = null;
    return true;
  }

  /** The view went away. */
  dispose(): void {
    this.cancel?.();
    this.cancel = null;
  }
}
