import { randomInt } from 'node:crypto';

/**
 * Splits `total` diamonds into `count` random shares of at least 1 that sum to `total` exactly:
 * `count - 1` random cut points over the `total - count` diamonds left after everyone's first
 * one. Integers only, so no rounding can lose or make a diamond.
 */
export function splitEnvelope(
  total: number,
  count: number,
  random: (maxExclusive: number) => number = (max) => randomInt(max),
): number[] {
  if (!Number.isSafeInteger(total) || !Number.isSafeInteger(count) || count < 1 || total < count) {
    throw new RangeError(`cannot split ${total} into ${count} shares of at least 1`);
  }
  const spare = total - count;
  const cuts = Array.from({ length: count - 1 }, () => random(spare + 1)).sort((a, b) => a - b);
  const shares: number[] = [];
  let previous = 0;
  for (const cut of [...cuts, spare]) {
    shares.push(cut - previous + 1);
    previous = cut;
  }
  return shares;
}
