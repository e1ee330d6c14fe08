/**
 * Order and completeness of one sequenced stream (a channel's frames, or its updates): every
 * number from `first` on must arrive once, in order. A number past the next expected one opens a
 * gap; a missing number that arrives later is a reorder (and no longer missing); a number seen
 * before is a duplicate.
 */
export interface OrderCounts {
  /** Numbers accepted (in order or late). */
  received: number;
  /** Numbers skipped when they were due (a reorder fills one of them later). */
  gaps: number;
  dups: number;
  reorders: number;
  /** Skipped numbers that never came (so far). */
  missing: number;
  /** The highest number seen, or first - 1. */
  last: number;
}

/** Missing numbers kept to tell a late arrival from a duplicate; past this, late ones count as dups. */
const MAX_TRACKED = 100_000;

export function createOrderCheck(first = 1) {
  let next = first;
  let received = 0;
  let gaps = 0;
  let dups = 0;
  let reorders = 0;
  let untracked = 0;
  const missing = new Set<number>();
  return {
    see(seq: number): void {
      if (seq === next) {
        received += 1;
        next += 1;
        return;
      }
      if (seq > next) {
        gaps += seq - next;
        for (let s = next; s < seq; s += 1) {
          if (missing.size < MAX_TRACKED) missing.add(s);
          else untracked += 1;
        }
        received += 1;
        next = seq + 1;
        return;
      }
      if (missing.delete(seq)) {
        reorders += 1;
        received += 1;
      } else {
        dups += 1;
      }
    },
    /** Counts so far; `expectedLast` counts a missing tail (numbers never reached) as missing too. */
    counts(expectedLast?: number): OrderCounts {
      const tail = expectedLast !== undefined ? Math.max(0, expectedLast - (next - 1)) : 0;
      return { received, gaps, dups, reorders, missing: missing.size + untracked + tail, last: next - 1 };
    },
  };
}

export function addCounts(a: OrderCounts, b: OrderCounts): OrderCounts {
  return {
    received: a.received + b.received,
    gaps: a.gaps + b.gaps,
    dups: a.dups + b.dups,
    reorders: a.reorders + b.reorders,
    missing: a.missing + b.missing,
    last: Math.max(a.last, b.last),
  };
}

export const emptyCounts = (): OrderCounts => ({ received: 0, gaps: 0, dups: 0, reorders: 0, missing: 0, last: 0 });
