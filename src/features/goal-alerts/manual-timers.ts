/** A manual clock for the pacer's tests: time moves only with `advance`, running the timers due. */
export function manualTimers() {
  let now = 0;
  const timers: { at: number; run: () => void }[] = [];
  return {
    timers,
    now: () => now,
    setTimer: (run: () => void, ms: number) => {
      const timer = { at: now + ms, run };
      timers.push(timer);
      return timer;
    },
    clearTimer: (timer: unknown) => void timers.splice(timers.indexOf(timer as (typeof timers)[number]), 1),
    advance(ms: number) {
      now += ms;
      for (const timer of timers.filter((t) => t.at <= now)) {
        timers.splice(timers.indexOf(timer), 1);
        timer.run();
      }
    },
  };
}
