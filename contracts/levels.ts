/**
 * Wealth levels. The seed: 1 diamond spent gives 1 point, minimum unit 0.1. Experience is kept
 * in tenths of a point (integers), so 0.1 is exact.
 */
export const EXP_TENTHS_PER_DIAMOND = 10;

/** Points needed for each level (index = level - 1). */
export const LEVEL_THRESHOLDS = [
  0, 10, 50, 100, 200, 500, 1_000, 2_000, 5_000, 10_000, 20_000, 50_000, 100_000, 200_000, 500_000, 1_000_000,
];

export function levelForPoints(points: number): number {
  let level = 1;
  for (let i = 0; i < LEVEL_THRESHOLDS.length; i++) if (points >= (LEVEL_THRESHOLDS[i] ?? Infinity)) level = i + 1;
  return level;
}

/** Points needed for the next level, or null at the top. */
export function nextLevelPoints(level: number): number | null {
  return LEVEL_THRESHOLDS[level] ?? null;
}

/** `123` tenths -> `12.3` points. */
export function tenthsToPoints(tenths: number): number {
  return Math.floor(tenths) / 10;
}

/** The level icon the seed calls `exp_icon`. */
export function levelIcon(level: number): string {
  return `/levels/lv${level}.svg`;
}

/**
 * Anchor levels (ours): experience from what viewers give (1 point a diamond of gifts and guards
 * received) and from time live (ANCHOR_POINTS_PER_LIVE_MINUTE a minute). Points needed for each
 * level (index = level - 1); the icons are the level icons.
 */
export const ANCHOR_LEVEL_THRESHOLDS = [0, 100, 500, 1_500, 4_000, 10_000, 25_000, 60_000, 150_000, 400_000, 1_000_000];
export const ANCHOR_POINTS_PER_LIVE_MINUTE = 1;

export function anchorLevelFor(points: number): number {
  let level = 1;
  for (let i = 0; i < ANCHOR_LEVEL_THRESHOLDS.length; i++) {
    if (points >= (ANCHOR_LEVEL_THRESHOLDS[i] ?? Infinity)) level = i + 1;
  }
  return level;
}
