import type { AsiaOdds, CompanyId, EuOdds, OuOdds } from '../../../contracts/odds.ts';
import type { FeedFixture } from '../feed-provider.ts';
import { BASKETBALL_OVERTIME_S, BASKETBALL_QUARTER_S } from './basketball-model.ts';
import {
  LINE_TOLERANCE,
  balancedLine,
  combine,
  lineRange,
  normalCdf,
  poissonPmf,
  quote,
  round2,
  shift,
  tilt,
} from './odds-math.ts';

/** Each book's margin (overround) on every market. */
export const COMPANY_MARGINS: Readonly<Record<CompanyId, number>> = { 1: 0.05, 2: 0.065, 3: 0.08 };

/** Fair (margin-free) probabilities of the three markets. */
export interface FairMarket {
  /** Home win, draw, away win; basketball has no draw (0). */
  eu: [number, number, number];
  /** Handicap the home side gives and the chance it covers (Asian settlement, pushes excluded). */
  asia: { line: number; home: number };
  /** Total line and the chance of over. */
  ou: { line: number; over: number };
}

/** The handicap and total lines quoted now, if any (kept while near even money). */
export interface MarketLines {
  asia?: number;
  ou?: number;
}

/** One book's prices. */
export interface BookQuote {
  eu: EuOdds;
  asia: AsiaOdds;
  ou: OuOdds;
}

const MAX_GOALS = 10;
const FOOTBALL_MINUTES = 96;

/** Share of a football match still to play, from the clock on the row (stoppage included). */
export function footballRemaining(record: Pick<FeedFixture, 'status' | 'period' | 'minute'>): number {
  switch (record.status) {
    case 'notstarted':
      return 1;
    case 'halftime':
      return 49.5 / FOOTBALL_MINUTES;
    case 'live': {
      const left =
        record.period >= 2 ? Math.max(0.5, 94.5 - record.minute) : Math.max(0.5, 46.5 - record.minute) + 49.5;
      return Math.min(1, left / FOOTBALL_MINUTES);
    }
    default:
      return 0;
  }
}

/**
 * Football prices by Poisson on the goals still to come: each side's rate scaled by the time left,
 * red cards (0.72 per own red, 1.25 per opposing red) and the market's drift, added to the score
 * on the board. The Asian handicap follows Asian in-play settlement (goals from now on); the total
 * line counts the goals already scored.
 */
export function footballMarket(
  rates: { home: number; away: number },
  record: Pick<FeedFixture, 'status' | 'period' | 'minute' | 'home_score' | 'away_score' | 'home_red' | 'away_red'>,
  drift = 0,
  lines: MarketLines = {},
): FairMarket {
  const left = footballRemaining(record);
  const home = rates.home * left * 0.72 ** record.home_red * 1.25 ** record.away_red * Math.exp(drift);
  const away = rates.away * left * 0.72 ** record.away_red * 1.25 ** record.home_red * Math.exp(-drift);
  const x = poissonPmf(home, MAX_GOALS);
  const y = poissonPmf(away, MAX_GOALS);
  const toCome = combine(x, y, -1);
  const final = shift(toCome, record.home_score - record.away_score);
  let win = 0;
  let draw = 0;
  final.probs.forEach((p, i) => {
    const d = final.min + i;
    if (d > 0) win += p;
    else if (d === 0) draw += p;
  });
  const asia = balancedLine(toCome, lineRange(-3.5, 3.5, 0.25), lines.asia);
  const scored = record.home_score + record.away_score;
  const total = shift(combine(x, y, 1), scored);
  const ou = balancedLine(total, lineRange(scored + 0.5, scored + 7.5, 0.25), lines.ou);
  return { eu: [win, draw, Math.max(0, 1 - win - draw)], asia: { line: asia.line, home: asia.over }, ou };
}

/** Game seconds left in a basketball game, from the clock on the row. */
export function basketballSecondsLeft(record: Pick<FeedFixture, 'status' | 'period' | 'minute'>): number {
  switch (record.status) {
    case 'notstarted':
      return 4 * BASKETBALL_QUARTER_S;
    case 'halftime':
      return 2 * BASKETBALL_QUARTER_S;
    case 'live':
      return record.period <= 4
        ? (4 - record.period) * BASKETBALL_QUARTER_S + record.minute
        : Math.min(record.minute, BASKETBALL_OVERTIME_S);
    default:
      return 0;
  }
}

/**
 * Basketball prices from a normal model of the final margin (sd 13.5 points over a game) and total
 * (sd 18), both shrinking with the square root of the time left; lines on the half point.
 */
export function basketballMarket(
  expected: { home: number; away: number },
  record: Pick<FeedFixture, 'status' | 'period' | 'minute' | 'home_score' | 'away_score'>,
  drift = 0,
  lines: MarketLines = {},
): FairMarket {
  const left = basketballSecondsLeft(record) / (4 * BASKETBALL_QUARTER_S);
  const margin = record.home_score - record.away_score + (expected.home - expected.away + drift * 20) * left;
  const marginSd = Math.max(1.5, 13.5 * Math.sqrt(left));
  const total = record.home_score + record.away_score + (expected.home + expected.away) * left;
  const totalSd = Math.max(2, 18 * Math.sqrt(left));
  const homeWin = normalCdf(margin / marginSd);
  const near = (line: number | undefined, mean: number, sd: number) =>
    line !== undefined && Math.abs(line % 1) === 0.5 && Math.abs(normalCdf((mean - line) / sd) - 0.5) <= LINE_TOLERANCE;
  const spread = near(lines.asia, margin, marginSd) ? (lines.asia as number) : Math.round(margin - 0.5) + 0.5;
  const totalLine = near(lines.ou, total, totalSd) ? (lines.ou as number) : Math.floor(total) + 0.5;
  return {
    eu: [homeWin, 0, 1 - homeWin],
    asia: { line: spread, home: normalCdf((margin - spread) / marginSd) },
    ou: { line: totalLine, over: 1 - normalCdf((totalLine - total) / totalSd) },
  };
}

/**
 * One book's decimal prices: the fair market leaned by the book's view (`lean`, a small relative
 * tilt towards the home side and the over) and loaded with its margin. Prices are rounded to 2
 * decimals.
 */
export function quoteBook(market: FairMarket, companyId: CompanyId, lean: number): BookQuote {
  const margin = COMPANY_MARGINS[companyId];
  const [home, draw, away] = market.eu;
  const eu = quote([tilt(home, lean), draw, tilt(away, -lean)], margin);
  const asiaHome = tilt(market.asia.home, lean);
  const asia = quote([asiaHome, 1 - asiaHome], margin);
  const over = tilt(market.ou.over, lean / 2);
  const ou = quote([over, 1 - over], margin);
  return {
    eu: [eu[0] ?? 0, eu[1] ?? 0, eu[2] ?? 0],
    asia: [asia[0] ?? 0, round2(market.asia.line), asia[1] ?? 0],
    ou: [ou[0] ?? 0, round2(market.ou.line), ou[1] ?? 0],
  };
}
