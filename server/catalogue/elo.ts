/** A finished result, in the order it was played. */
export interface EloResult {
  homeTeamId: number;
  awayTeamId: number;
  homeScore: number;
  awayScore: number;
  neutral: boolean;
}

export interface EloOptions {
  /** Rating of a team before its first result. */
  start?: number;
  /** Update weight per match. */
  k?: number;
  /** Points added to the home side's rating when predicting (not at neutral venues). */
  homeAdvantage?: number;
}

/**
 * Football Elo (the World Football Elo scheme): expected score from the rating difference plus
 * home advantage, K weighted by the goal margin. Results must be in chronological order.
 * Draws after extra time count as draws (shoot-outs decide ties, not strength).
 */
export function computeElo(results: Iterable<EloResult>, options: EloOptions = {}): Map<number, number> {
  const start = options.start ?? 1500;
  const k = options.k ?? 20;
  const home = options.homeAdvantage ?? 60;
  const ratings = new Map<number, number>();
  for (const r of results) {
    const rh = ratings.get(r.homeTeamId) ?? start;
    const ra = ratings.get(r.awayTeamId) ?? start;
    const diff = rh + (r.neutral ? 0 : home) - ra;
    const expected = 1 / (1 + 10 ** (-diff / 400));
    const actual = r.homeScore > r.awayScore ? 1 : r.homeScore === r.awayScore ? 0.5 : 0;
    const margin = Math.abs(r.homeScore - r.awayScore);
    // A 3-0 says more than a 1-0: 1, 1.5, then (11 + n) / 8 for margins of three or more.
    const weight = margin <= 1 ? 1 : margin === 2 ? 1.5 : (11 + margin) / 8;
    const delta = k * weight * (actual - expected);
    ratings.set(r.homeTeamId, rh + delta);
    ratings.set(r.awayTeamId, ra - delta);
  }
  return ratings;
}
