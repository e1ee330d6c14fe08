/** Latencies in whole milliseconds, 0 .. MAX_MS (more goes in the last bucket): cheap to fill and to merge. */
const MAX_MS = 60_000;

export type Histogram = number[];

export function createHistogram() {
  const buckets = new Uint32Array(MAX_MS + 1);
  return {
    add(ms: number): void {
      buckets[Math.min(MAX_MS, Math.max(0, Math.round(ms)))]! += 1;
    },
    /** Sparse form for IPC: [ms, count, ms, count, ...]. */
    pairs(): Histogram {
      const out: number[] = [];
      for (let ms = 0; ms <= MAX_MS; ms += 1) if (buckets[ms]! > 0) out.push(ms, buckets[ms]!);
      return out;
    },
  };
}

export interface LatencySummary {
  count: number;
  /** Not delivered (counted as slower than anything delivered). */
  undelivered: number;
  p50: number | null;
  p99: number | null;
  max: number | null;
}

/**
 * Percentiles over the sparse histograms merged, with `undelivered` counted as infinitely late:
 * a percentile that falls among them is null ("never").
 */
export function summarise(histograms: readonly Histogram[], undelivered = 0): LatencySummary {
  const merged = new Map<number, number>();
  for (const pairs of histograms) {
    for (let i = 0; i < pairs.length; i += 2) merged.set(pairs[i]!, (merged.get(pairs[i]!) ?? 0) + pairs[i + 1]!);
  }
  const sorted = [...merged.entries()].sort((a, b) => a[0] - b[0]);
  const count = sorted.reduce((sum, [, n]) => sum + n, 0);
  const total = count + undelivered;
  const at = (p: number): number | null => {
    if (total === 0) return null;
    const rank = Math.max(1, Math.ceil((p / 100) * total));
    let seen = 0;
    for (const [ms, n] of sorted) {
      seen += n;
      if (seen >= rank) return ms;
    }
    return null;
  };
  return { count, undelivered, p50: at(50), p99: at(99), max: sorted.at(-1)?.[0] ?? null };
}
