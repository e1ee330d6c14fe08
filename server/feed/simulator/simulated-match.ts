import type { FeedFixture } from '../feed-provider.ts';
import { basketballExpectation, createBasketballRunner, writeBasketballScript } from './basketball-model.ts';
import { createEsportsRunner, writeEsportsScript } from './esports-model.ts';
import { createFootballRunner, footballGoalRates, footballHalves, writeFootballScript } from './football-model.ts';
import { writeFootballStatsScript } from './football-stats.ts';
import type { MatchRunner } from './match-timeline.ts';
import { NOT_STARTED_CLOCK } from './match-timeline.ts';
import { blankScores } from '../../../contracts/match.ts';
import type { FairMarket, MarketLines } from './odds-model.ts';
import { basketballMarket, footballMarket } from './odds-model.ts';
import { createSeededRandom, hashSeed } from './seeded-random.ts';

/** Prices a match as it stands, given the market's drift and the lines quoted now. */
export type MatchPricing = (record: FeedFixture, drift: number, lines?: MarketLines) => FairMarket;

/** A match the simulator is playing. */
export interface SimulatedMatch {
  record: FeedFixture;
  runner: MatchRunner;
  /** Real instant (ms) the match clock counts from: kick-off, shifted when a restart must not rewind. */
  clockZero: number;
  /** Simulated seconds since kick-off already played into `record`. */
  elapsed: number;
  pricing?: MatchPricing;
  /** Fair market before kick-off (opening prices, closing prices of a match already over). */
  preMatch?: FairMarket;
  /** Driven by the tests' feed control: plays its phases but none of its own incidents. */
  driven?: boolean;
}

const TERMINAL = new Set(['finished', 'postponed', 'cancelled']);

/** True once a match can no longer change. */
export function isOver(record: Pick<FeedFixture, 'status'>): boolean {
  return TERMINAL.has(record.status);
}

/** Simulated seconds since kick-off at the real instant `now`. */
export function elapsedAt(match: Pick<SimulatedMatch, 'clockZero'>, now: number, speed: number): number {
  return ((now - match.clockZero) * speed) / 1000;
}

/**
 * Builds the runner and pricing for a fixture. The script is seeded by `(seed, fixture id)`, so a
 * fixture always plays the same way, whichever process or restart plays it.
 */
export function createSimulatedMatch(
  record: FeedFixture,
  ratings: { home: number; away: number },
  seed: number,
): SimulatedMatch {
  const random = createSeededRandom(hashSeed(seed, record.id, 0x5c));
  const input = { homeRating: ratings.home, awayRating: ratings.away, random };
  let runner: MatchRunner;
  let pricing: MatchPricing | undefined;
  if (record.sport === 'football') {
    const script = writeFootballScript(input);
    const rates = footballGoalRates(ratings.home, ratings.away);
    // A stream of its own: the statistics leave the goals, cards and corners of a fixture as they were.
    const statsRandom = createSeededRandom(hashSeed(seed, record.id, 0x57));
    runner = createFootballRunner(
      script,
      writeFootballStatsScript({ random: statsRandom, goalRates: rates, halves: footballHalves(script) }),
    );
    pricing = (row, drift, lines) => footballMarket(rates, row, drift, lines);
  } else if (record.sport === 'basketball') {
    runner = createBasketballRunner(writeBasketballScript(input));
    const expected = basketballExpectation(ratings.home, ratings.away);
    pricing = (row, drift, lines) => basketballMarket(expected, row, drift, lines);
  } else {
    runner = createEsportsRunner(writeEsportsScript(input));
  }
  const preMatch = pricing?.({ ...record, ...NOT_STARTED_CLOCK, ...blankScores() }, 0);
  return {
    record,
    runner,
    clockZero: record.match_time * 1000,
    elapsed: -1,
    ...(pricing ? { pricing } : {}),
    ...(preMatch ? { preMatch } : {}),
  };
}
