/** A source of uniform numbers in [0, 1), like `Math.random`. */
export type RandomSource = () => number;

/**
 * Mixes integers into one 32-bit seed (FNV-1a over the 32-bit words), so that a plan keyed by
 * `(seed, date)` or a script keyed by `(seed, fixture id)` is reproducible and independent of others.
 */
export function hashSeed(...parts: number[]): number {
  let hash = 0x811c9dc5;
  for (const part of parts) {
    // Split into two 32-bit halves so ids above 2^32 (yyyymmdd * 10000 + n) still mix fully.
    const low = part >>> 0;
    const high = Math.floor(part / 0x1_0000_0000) >>> 0;
    for (const word of [low, high]) {
      for (let shift = 0; shift < 32; shift += 8) {
        hash ^= (word >>> shift) & 0xff;
        hash = Math.imul(hash, 0x01000193) >>> 0;
      }
    }
  }
  return hash >>> 0;
}

/** A small, fast deterministic generator (mulberry32). Same seed, same sequence. */
export function createSeededRandom(seed: number): RandomSource {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 0x1_0000_0000;
  };
}

/** A new array with the items in random order (Fisher-Yates). */
export function shuffled<T>(random: RandomSource, items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    const a = out[i] as T;
    out[i] = out[j] as T;
    out[j] = a;
  }
  return out;
}

/** A Poisson-distributed count with mean `lambda` (Knuth; fine for the small means used here). */
export function poissonSample(random: RandomSource, lambda: number): number {
  if (lambda <= 0) return 0;
  const limit = Math.exp(-lambda);
  let k = 0;
  let p = random();
  while (p > limit) {
    k++;
    p *= random();
  }
  return k;
}

/** A standard normal sample (Box-Muller). */
export function normalSample(random: RandomSource): number {
  const u = Math.max(random(), 1e-12);
  const v = random();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
}
