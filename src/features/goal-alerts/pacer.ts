export interface PacerDeps<T> {
  /** Minimum time between two deliveries. */
  intervalMs: number;
  now(): number;
  setTimer(run: () => void, ms: number): unknown;
  clearTimer(timer: unknown): void;
  /** Receives everything that arrived since the last delivery, oldest first. */
  deliver(items: T[]): void;
}

export interface Pacer<T> {
  push(item: T): void;
  dispose(): void;
}

/**
 * At most one delivery per `intervalMs`, leading edge: the first item after a quiet interval goes
 * at once; what arrives in between waits for the next slot and goes together. Nothing is dropped
 * here (the receiver decides what a burst shows).
 */
export function createPacer<T>(deps: PacerDeps<T>): Pacer<T> {
  let last = -Infinity;
  let pending: T[] = [];
  let timer: unknown = null;

  function flush(): void {
    timer = null;
    if (pending.length === 0) return;
    const items = pending;
    pending = [];
    last = deps.now();
    deps.deliver(items);
  }

  return {
    push(item) {
      pending.push(item);
      if (timer !== null) return;
      const wait = last + deps.intervalMs - deps.now();
      if (wait <= 0) flush();
      else timer = deps.setTimer(flush, wait);
    },
    dispose() {
      if (timer !== null) deps.clearTimer(timer);
      timer = null;
      pending = [];
    },
  };
}
