/** The four penalty rules of the QR standard; the encoder keeps the mask with the lowest sum. */

const RUN = 3;
const BOX = 3;
const FINDER_LIKE = 40;
const BALANCE = 10;

const FINDER_A = [1, 0, 1, 1, 1, 0, 1, 0, 0, 0, 0];
const FINDER_B = [0, 0, 0, 0, 1, 0, 1, 1, 1, 0, 1];

function lineScore(line: readonly boolean[]): number {
  let score = 0;
  let run = 1;
  for (let i = 1; i <= line.length; i++) {
    if (i < line.length && line[i] === line[i - 1]) {
      run++;
      continue;
    }
    if (run >= 5) score += RUN + (run - 5);
    run = 1;
  }
  for (let i = 0; i + FINDER_A.length <= line.length; i++) {
    const matches = (pattern: number[]) => pattern.every((p, k) => line[i + k] === (p === 1));
    if (matches(FINDER_A)) score += FINDER_LIKE;
    if (matches(FINDER_B)) score += FINDER_LIKE;
  }
  return score;
}

/** Runs of five or more, 2x2 boxes, finder-like patterns and the dark/light balance. */
export function penaltyScore(modules: readonly (readonly boolean[])[]): number {
  const size = modules.length;
  let score = 0;
  let dark = 0;
  for (let y = 0; y < size; y++) {
    score += lineScore(modules[y]!);
    score += lineScore(modules.map((row) => row[y]!));
    for (let x = 0; x < size; x++) {
      const c = modules[y]![x]!;
      if (c) dark++;
      if (
        x + 1 < size &&
        y + 1 < size &&
        c === modules[y]![x + 1] &&
        c === modules[y + 1]![x] &&
        c === modules[y + 1]![x + 1]
      )
        score += BOX;
    }
  }
  const percent = (dark * 100) / (size * size);
  score += Math.floor(Math.abs(percent - 50) / 5) * BALANCE;
  return score;
}
