/** Shortest and longest decimal price a book quotes. */
export const MIN_PRICE = 1.01;
export const MAX_PRICE = 101;

/** Rounds to 2 decimals (prices and lines are compared at this precision). */
export function round2(value: number): number {
  return Math.round(value * 100) / 100;
}

/** P(X = k) for k = 0..max of a Poisson variable; the tail beyond `max` is folded into `max`. */
export function poissonPmf(lambda: number, max: number): number[] {
  const out: number[] = [];
  let p = Math.exp(-Math.max(0, lambda));
  let total = 0;
  for (let k = 0; k <= max; k++) {
    out.push(p);
    total += p;
    p = (p * lambda) / (k + 1);
  }
  out[max] = (out[max] ?? 0) + Math.max(0, 1 - total);
  return out;
}

/** Standard normal cumulative distribution (Abramowitz-Stegun 7.1.26, error < 1.5e-7). */
export function normalCdf(x: number): number {
  const z = Math.abs(x) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * z);
  const poly = t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const erf = 1 - poly * Math.exp(-z * z);
  return x >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

/** A distribution over integers: `probs[i]` is P(X = min + i). */
export interface IntDistribution {
  min: number;
  probs: number[];
}

/** Distribution of X - Y (or X + Y with `sign` +1) for independent count distributions. */
export function combine(x: readonly number[], y: readonly number[], sign: 1 | -1): IntDistribution {
  const min = sign === 1 ? 0 : -(y.length - 1);
  const probs = new Array<number>(x.length + y.length - 1).fill(0);
  x.forEach((px, i) => {
    y.forEach((py, j) => {
      const k = sign === 1 ? i + j : i - j - min;
      probs[k] = (probs[k] ?? 0) + px * py;
    });
  });
  return { min, probs };
}

/** Shifts a distribution by a constant (a score already on the board). */
export function shift(dist: IntDistribution, by: number): IntDistribution {
  return { min: dist.min + by, probs: dist.probs };
}

/**
 * Settles a bet on "X > line" for an Asian line (whole, half or quarter): a quarter line is half the
 * stake on each neighbouring line, a whole line refunds on X = line. Returns the chance the bet
 * counts as a win among settled outcomes, i.e. the fair implied probability of the "over" side.
 */
export function overChance(dist: IntDistribution, line: number): number {
  const quarter = Math.abs((line * 4) % 2) === 1;
  const parts = quarter ? [line - 0.25, line + 0.25] : [line];
  let win = 0;
  let lose = 0;
  for (const part of parts) {
    dist.probs.forEach((p, i) => {
      const x = dist.min + i;
      if (x > part) win += p;
      else if (x < part) lose += p;
    });
  }
  return win + lose === 0 ? 0.5 : win / (win + lose);
}

/** How far from even money (fair probability) a quoted line may drift before the book moves it. */
export const LINE_TOLERANCE = 0.05;

/**
 * The line among `candidates` whose two sides are closest to even money. A `current` line that is
 * still a candidate and within LINE_TOLERANCE of even is kept, so lines do not flap between
 * neighbours as prices wobble.
 */
export function balancedLine(
  dist: IntDistribution,
  candidates: readonly number[],
  current?: number,
): { line: number; over: number } {
  if (current !== undefined && candidates.includes(current)) {
    const over = overChance(dist, current);
    if (Math.abs(over - 0.5) <= LINE_TOLERANCE) return { line: current, over };
  }
  let best = { line: candidates[0] ?? 0, over: 0.5 };
  let bestGap = Number.POSITIVE_INFINITY;
  for (const line of candidates) {
    const over = overChance(dist, line);
    const gap = Math.abs(over - 0.5);
    if (gap < bestGap - 1e-9) {
      best = { line, over };
      bestGap = gap;
    }
  }
  return best;
}

/** Lines from `from` to `to` in steps of `step`. */
export function lineRange(from: number, to: number, step: number): number[] {
  const out: number[] = [];
  for (let x = from; x <= to + 1e-9; x += step) out.push(Math.round(x * 100) / 100);
  return out;
}

function price(probability: number, margin: number): number {
  const p = Math.max(probability, 1e-6) * (1 + margin);
  return round2(Math.min(MAX_PRICE, Math.max(MIN_PRICE, 1 / p)));
}

/**
 * Decimal prices for outcomes with fair probabilities `probs` (summing to 1) under a book margin:
 * each implied probability is scaled by 1 + margin, so the implied probabilities sum to 1 + margin.
 * A zero probability (basketball's draw) quotes 0, meaning "no price".
 */
export function quote(probs: readonly number[], margin: number): number[] {
  const total = probs.reduce((a, b) => a + b, 0) || 1;
  return probs.map((p) => (p <= 0 ? 0 : price(p / total, margin)));
}

/** Moves a probability by a relative tilt (a book's lean) and keeps it inside (0, 1). */
export function tilt(probability: number, by: number): number {
  return Math.min(0.995, Math.max(0.005, probability * (1 + by)));
}
