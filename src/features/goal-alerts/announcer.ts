export interface AnnouncerDeps {
  /** Minimum time between two announcements. */
  intervalMs: number;
  now(): number;
  setTimer(run: () => void, ms: number): unknown;
  clearTimer(timer: unknown): void;
  /** Puts the text in the aria-live region. */
  announce(text: string): void;
  /** How many queued messages one announcement may read out (the newest ones). */
  maxJoined?: number;
}

export interface Announcer {
  say(text: string): void;
  dispose(): void;
}

/**
 * A throttle for a polite live region: at most one announcement per `intervalMs`. What arrives
 * in between is read out together at the next slot (the newest few), so no goal is lost and a
 * burst of goals does not flood the screen reader.
 */
export function createAnnouncer(deps: AnnouncerDeps): Announcer {
  const maxJoined = deps.maxJoined ?? 3;
  let last = -Infinity;
  let pending: string[] = [];
  let timer: unknown = null;

  function flush(): void {
    timer = null;
    if (pending.length === 0) return;
    const text = pending.slice(-maxJoined).join(' ');
    pending = [];
    last = deps.now();
    deps.announce(text);
  }

  return {
    say(text) {
      pending.push(text);
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
