/** Reed-Solomon error correction over GF(256) with the QR polynomial x^8 + x^4 + x^3 + x^2 + 1. */

const FIELD_POLY = 0x11d;

/** Product of two field elements (Russian peasant multiplication). */
export function gfMultiply(x: number, y: number): number {
  let z = 0;
  for (let i = 7; i >= 0; i--) {
    z = (z << 1) ^ ((z >>> 7) * FIELD_POLY);
    z ^= ((y >>> i) & 1) * x;
  }
  return z & 0xff;
}

/** Coefficients (highest power first, leading 1 dropped) of prod (x - 2^i) for i < degree. */
export function rsGenerator(degree: number): number[] {
  const result = new Array<number>(degree).fill(0);
  result[degree - 1] = 1;
  let root = 1;
  for (let i = 0; i < degree; i++) {
    for (let j = 0; j < result.length; j++) {
      result[j] = gfMultiply(result[j]!, root);
      if (j + 1 < result.length) result[j] = result[j]! ^ result[j + 1]!;
    }
    root = gfMultiply(root, 0x02);
  }
  return result;
}

/** The error correction codewords of one block: data * x^degree mod generator. */
export function rsRemainder(data: readonly number[], generator: readonly number[]): number[] {
  const result = new Array<number>(generator.length).fill(0);
  for (const byte of data) {
    const factor = byte ^ result.shift()!;
    result.push(0);
    for (let i = 0; i < generator.length; i++) result[i] = result[i]! ^ gfMultiply(generator[i]!, factor);
  }
  return result;
}
