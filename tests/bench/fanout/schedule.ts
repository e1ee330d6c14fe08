/**
 * The feed's clock: update k (1-based) is due at `t0 + (k - 1) / rate`. Latency is measured from
 * that due time, so a server that falls behind its own feed is charged for it (no coordinated
 * omission). Each tick hands over the updates due by then (at most `maxPerTick`, so a server that
 * cannot keep up still gets back to its event loop), up to `total`; a feed still short of `total`
 * at `stopAt` stops there.
 */
export function originOf(k: number, t0: number, rate: number): number {
  return t0 + ((k - 1) * 1000) / rate;
}

export function startSchedule(options: {
  t0: number;
  rate: number;
  total: number;
  stopAt: number;
  tickMs: number;
  maxPerTick?: number;
  onDue: (first: number, last: number) => void;
  onDone: (produced: number) => void;
}): void {
  const { t0, rate, total } = options;
  let produced = 0;
  let ticks = 0;
  const tick = () => {
    const due = Math.min(
      total,
      produced + (options.maxPerTick ?? Number.POSITIVE_INFINITY),
      Math.floor(((Date.now() - t0) * rate) / 1000) + 1,
    );
    if (due > produced) {
      const first = produced + 1;
      produced = due;
      options.onDue(first, due);
    }
    if (produced >= total || Date.now() >= options.stopAt) {
      options.onDone(produced);
      return;
    }
    // On the feed's own clock (not setInterval's, which counts from the end of a slow tick): a
    // tick that overran its slot is followed at once.
    ticks += 1;
    setTimeout(tick, Math.max(0, t0 + ticks * options.tickMs - Date.now()));
  };
  setTimeout(tick, Math.max(0, t0 - Date.now()));
}
