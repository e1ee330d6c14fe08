import type { SchemeMarket, SchemeOutcome, SchemePick } from '../../contracts/experts.ts';

/**
 * How a pick ends against a final score. Asian handicap lines are what the home side gives
 * (0.75: home -0.75); a quarter line (x.25, x.75) is staked half on each neighbouring half or whole
 * line, so it can end half won or half lost. 1X2 has no push.
 */

export interface SchemePickLine {
  market: SchemeMarket;
  pick: SchemePick;
  line: number;
}

type Part = 1 | 0 | -1;

function part(margin: number): Part {
  return margin > 0 ? 1 : margin < 0 ? -1 : 0;
}

function combine(a: Part, b: Part): SchemeOutcome {
  const sum = a + b;
  if (sum === 2) return 'win';
  if (sum === 1) return 'half_win';
  if (sum === -1) return 'half_lose';
  if (sum === -2) return 'lose';
  // 0: both pushes (a win and a loss cannot share neighbouring lines).
  return 'push';
}

/** The margin the pick wins by at one whole or half line (positive wins, zero pushes). */
function margin(pick: SchemePick, line: number, home: number, away: number): number {
  switch (pick) {
    case 'home':
      return home - away - line;
    case 'away':
      return away - home + line;
    case 'over':
      return home + away - line;
    case 'under':
      return line - (home + away);
    default:
      throw new Error(`pick ${pick} has no line`);
  }
}

/** Whether a line is a quarter line (x.25 or x.75). */
export function isQuarterLine(line: number): boolean {
  return Math.abs(Math.round(line * 4) % 2) === 1;
}

export function schemeOutcome(scheme: SchemePickLine, home: number, away: number): SchemeOutcome {
  if (scheme.market === 'eu') {
    const result: SchemePick = home > away ? 'home' : home < away ? 'away' : 'draw';
    return scheme.pick === result ? 'win' : 'lose';
  }
  if (Math.round(scheme.line * 4) !== scheme.line * 4) throw new Error(`line ${scheme.line} is not in quarters`);
  if (isQuarterLine(scheme.line)) {
    const low = part(margin(scheme.pick, scheme.line - 0.25, home, away));
    const high = part(margin(scheme.pick, scheme.line + 0.25, home, away));
    return combine(low, high);
  }
  const p = part(margin(scheme.pick, scheme.line, home, away));
  return combine(p, p);
}

/** Profit of one unit staked at decimal `odds`. */
export function schemeProfit(outcome: SchemeOutcome, odds: number): number {
  switch (outcome) {
    case 'win':
      return odds - 1;
    case 'half_win':
      return (odds - 1) / 2;
    case 'push':
      return 0;
    case 'half_lose':
      return -0.5;
    case 'lose':
      return -1;
  }
}

/** A hit for the hit rate: won or half won. Pushes are not decided. */
export function isHit(outcome: SchemeOutcome): boolean {
  return outcome === 'win' || outcome === 'half_win';
}
