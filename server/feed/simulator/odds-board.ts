import type { CompanyId, OddsLine } from '../../../contracts/odds.ts';
import { ODDS_COMPANIES } from '../../../contracts/odds.ts';
import type { FeedOddsChange } from '../feed-provider.ts';
import type { BookQuote, FairMarket, MarketLines } from './odds-model.ts';
import { quoteBook } from './odds-model.ts';
import type { RandomSource } from './seeded-random.ts';
import { createSeededRandom, hashSeed, normalSample } from './seeded-random.ts';

interface BookLine extends BookQuote {
  companyId: CompanyId;
  /** The book's own lean on this match; wanders a little. */
  lean: number;
  closed: boolean;
}

interface MatchBook {
  /** The market's shared drift on this match (news, money); wanders and reverts to 0. */
  drift: number;
  /** Real time (ms) before which an unforced reprice is skipped. */
  nextAt: number;
  lines: BookLine[];
}

/** Options for a reprice. */
export interface RepriceOptions {
  /** Reprice now whatever the timer says (a goal, a red card, a new period). */
  force: boolean;
  /** Typical real gap (ms) before the next unforced reprice; jittered +-30%. */
  intervalMs: number;
}

/**
 * The three books' lines for every match: opens them, reprices them as the match goes and reports
 * only the lines whose rounded prices actually moved.
 */
export interface OddsBoard {
  has(matchId: number): boolean;
  /**
   * Opens lines: opening prices from `opening`, current from `current`; every field emitted. The
   * first unforced reprice waits until `firstRepriceAt` (real ms), so fresh lines do not all move at once.
   */
  open(
    matchId: number,
    opening: FairMarket,
    current: FairMarket,
    closed: boolean,
    firstRepriceAt: number,
  ): FeedOddsChange[];
  /**
   * Reprices from `price(drift, lines)`, where `lines` are the handicap and total lines quoted now
   * (kept while still near even money); returns changes only for lines whose rounded prices moved.
   */
  reprice(
    matchId: number,
    price: (drift: number, lines: MarketLines) => FairMarket,
    now: number,
    options: RepriceOptions,
  ): FeedOddsChange[];
  /** Closes betting on a match (full time). */
  close(matchId: number): FeedOddsChange[];
  /** Takes over lines a previous run left in the store. */
  restore(lines: readonly OddsLine[], now: number): void;
  remove(matchId: number): void;
}

const sameTriple = (a: readonly number[], b: readonly number[]) => a.every((x, i) => x === b[i]);

/** Creates the board; `seed` fixes each book's initial lean, `random` drives the wandering. */
export function createOddsBoard(seed: number, random: RandomSource): OddsBoard {
  const books = new Map<number, MatchBook>();

  const initialLean = (matchId: number, companyId: number) => {
    const r = createSeededRandom(hashSeed(seed, matchId, companyId, 7));
    return Math.max(-0.05, Math.min(0.05, normalSample(r) * 0.02));
  };

  return {
    has: (matchId) => books.has(matchId),

    open(matchId, opening, current, closed, firstRepriceAt) {
      const lines: BookLine[] = [];
      const changes: FeedOddsChange[] = [];
      for (const { id: companyId } of ODDS_COMPANIES) {
        const lean = initialLean(matchId, companyId);
        const open = quoteBook(opening, companyId, lean);
        const live = quoteBook(current, companyId, lean);
        lines.push({ companyId, lean, closed, ...live });
        changes.push({
          match_id: matchId,
          company_id: companyId,
          fields: { ...live, eu_open: open.eu, asia_open: open.asia, ou_open: open.ou, closed },
        });
      }
      books.set(matchId, { drift: 0, nextAt: firstRepriceAt, lines });
      return changes;
    },

    reprice(matchId, price, now, options) {
      const book = books.get(matchId);
      if (book === undefined || (!options.force && now < book.nextAt)) return [];
      book.nextAt = now + options.intervalMs * (0.7 + 0.6 * random());
      if (!options.force)
        book.drift = Math.max(-0.05, Math.min(0.05, book.drift * 0.97 + normalSample(random) * 0.003));
      const reference = book.lines[0];
      const market = price(book.drift, reference ? { asia: reference.asia[1], ou: reference.ou[1] } : {});
      const changes: FeedOddsChange[] = [];
      for (const line of book.lines) {
        if (line.closed) continue;
        if (!options.force && random() < 0.25) {
          line.lean = Math.max(-0.05, Math.min(0.05, line.lean * 0.95 + normalSample(random) * 0.004));
        }
        const next = quoteBook(market, line.companyId, line.lean);
        const fields: FeedOddsChange['fields'] = {};
        if (!sameTriple(next.eu, line.eu)) fields.eu = next.eu;
        if (!sameTriple(next.asia, line.asia)) fields.asia = next.asia;
        if (!sameTriple(next.ou, line.ou)) fields.ou = next.ou;
        if (Object.keys(fields).length === 0) continue;
        Object.assign(line, next);
        changes.push({ match_id: matchId, company_id: line.companyId, fields });
      }
      return changes;
    },

    close(matchId) {
      const book = books.get(matchId);
      if (book === undefined) return [];
      const changes: FeedOddsChange[] = [];
      for (const line of book.lines) {
        if (line.closed) continue;
        line.closed = true;
        changes.push({ match_id: matchId, company_id: line.companyId, fields: { closed: true } });
      }
      return changes;
    },

    restore(lines, now) {
      for (const stored of lines) {
        const book = books.get(stored.match_id) ?? { drift: 0, nextAt: now, lines: [] };
        books.set(stored.match_id, book);
        if (book.lines.some((l) => l.companyId === stored.company_id)) continue;
        book.lines.push({
          companyId: stored.company_id,
          lean: initialLean(stored.match_id, stored.company_id),
          closed: stored.closed,
          eu: [...stored.eu],
          asia: [...stored.asia],
          ou: [...stored.ou],
        });
      }
    },

    remove: (matchId) => void books.delete(matchId),
  };
}
