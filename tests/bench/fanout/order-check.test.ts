import { describe, expect, it } from 'vitest';
import { addCounts, createOrderCheck, emptyCounts } from './order-check.ts';

const run = (seqs: number[], expectedLast?: number) => {
  const check = createOrderCheck();
  for (const s of seqs) check.see(s);
  return check.counts(expectedLast);
};

describe('order check', () => {
  it('passes a complete stream in order', () => {
    expect(run([1, 2, 3, 4], 4)).toEqual({ received: 4, gaps: 0, dups: 0, reorders: 0, missing: 0, last: 4 });
  });

  it('detects a gap that never fills', () => {
    expect(run([1, 2, 4, 5], 5)).toMatchObject({ received: 4, gaps: 1, dups: 0, reorders: 0, missing: 1 });
  });

  it('detects a duplicate', () => {
    expect(run([1, 2, 2, 3], 3)).toMatchObject({ received: 3, gaps: 0, dups: 1, reorders: 0, missing: 0 });
  });

  it('detects a reorder: the late number is no longer missing', () => {
    expect(run([1, 3, 2, 4], 4)).toMatchObject({ received: 4, gaps: 1, dups: 0, reorders: 1, missing: 0 });
  });

  it('tells a repeat of a late number from its first arrival', () => {
    expect(run([1, 3, 2, 2], 3)).toMatchObject({ received: 3, reorders: 1, dups: 1, missing: 0 });
  });

  it('counts a tail that never came as missing', () => {
    expect(run([1, 2], 5)).toMatchObject({ received: 2, gaps: 0, missing: 3, last: 2 });
  });

  it('starts where told and adds streams up', () => {
    const check = createOrderCheck(10);
    check.see(10);
    check.see(12);
    const sum = addCounts(addCounts(emptyCounts(), check.counts(12)), run([1], 1));
    expect(sum).toMatchObject({ received: 3, gaps: 1, missing: 1, last: 12 });
  });
});
