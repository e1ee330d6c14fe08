import { describe, expect, it } from 'vitest';
import { splitEnvelope } from './envelope-split.ts';

const sum = (values: number[]) => values.reduce((s, v) => s + v, 0);

describe('splitEnvelope', () => {
  it('always sums to the total exactly, every share at least 1', () => {
    for (let round = 0; round < 2000; round += 1) {
      const count = 1 + (round % 200);
      const total = count + ((round * 7919) % 100_000);
      const shares = splitEnvelope(Math.min(total, 100_000), count);
      expect(shares).toHaveLength(count);
      expect(sum(shares)).toBe(Math.min(total, 100_000));
      expect(Math.min(...shares)).toBeGreaterThanOrEqual(1);
      expect(shares.every(Number.isInteger)).toBe(true);
    }
  });

  it('gives 1 to everyone when the total equals the count, and all to one share', () => {
    expect(splitEnvelope(10, 10)).toEqual(Array(10).fill(1));
    expect(splitEnvelope(777, 1)).toEqual([777]);
  });

  it('follows the cut points it draws', () => {
    const cuts = [5, 2];
    expect(splitEnvelope(13, 3, () => cuts.shift()!)).toEqual([3, 4, 6]);
  });

  it('is random: two large splits differ', () => {
    expect(splitEnvelope(100_000, 200)).not.toEqual(splitEnvelope(100_000, 200));
  });

  it('refuses impossible splits', () => {
    expect(() => splitEnvelope(5, 6)).toThrow(RangeError);
    expect(() => splitEnvelope(5, 0)).toThrow(RangeError);
    expect(() => splitEnvelope(5.5, 2)).toThrow(RangeError);
  });
});
