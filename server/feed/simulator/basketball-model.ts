import type { FeedFixture } from '../feed-provider.ts';
import type { ClockFields, MatchRunner, Moment } from './match-timeline.ts';
import { NOT_STARTED_CLOCK, formatClock } from './match-timeline.ts';
import type { RandomSource } from './seeded-random.ts';

/** Game seconds in a quarter and in an overtime period. */
export const BASKETBALL_QUARTER_S = 12 * 60;
export const BASKETBALL_OVERTIME_S = 5 * 60;
/**
 * Simulated seconds per game-clock second: the clock stops for fouls and time-outs, so a
 * 48-minute game takes 72 minutes of play plus breaks (~92 minutes in all).
 */
export const BASKETBALL_CLOCK_RATIO = 1.5;
/** Break between quarters (and before overtime) and at half time, simulated seconds. */
export const BASKETBALL_BREAK_S = 150;
export const BASKETBALL_HALF_TIME_S = 15 * 60;
/** Elo points the home court is worth (FiveThirtyEight's NBA model uses ~100). */
export const BASKETBALL_HOME_ADVANTAGE = 100;
/** League-average points per team per game (NBA 2022-23: ~114.7; recent seasons 110-115). */
export const BASKETBALL_POINTS_PER_TEAM = 112.5;

const ELO_PER_POINT = 28;
const MEAN_POSSESSION_S = 14.5;
const POSSESSIONS_PER_TEAM = (4 * BASKETBALL_QUARTER_S) / MEAN_POSSESSION_S / 2;
/** Base chances of a possession ending in 3, 2 or 1 points (mean 1.185 points). */
const OUTCOMES = { three: 0.125, two: 0.385, one: 0.04 };
const BASE_PPP = 3 * OUTCOMES.three + 2 * OUTCOMES.two + OUTCOMES.one;

/** Expected points of each side from Elo-like ratings with home court. */
export function basketballExpectation(homeRating: number, awayRating: number): { home: number; away: number } {
  const spread = (homeRating - awayRating + BASKETBALL_HOME_ADVANTAGE) / ELO_PER_POINT;
  return { home: BASKETBALL_POINTS_PER_TEAM + spread / 2, away: BASKETBALL_POINTS_PER_TEAM - spread / 2 };
}

type Side = 'home' | 'away';

/** One scoring play. */
export interface BasketballPlay {
  /** Simulated seconds since tip-off. */
  at: number;
  side: Side;
  points: number;
}

/** Everything that will happen in one basketball game. */
export interface BasketballScript {
  /** 4, or more with overtime. */
  periods: number;
  plays: BasketballPlay[];
}

/** Inputs for one basketball game. */
export interface BasketballMatchInput {
  homeRating: number;
  awayRating: number;
  random: RandomSource;
}

interface PeriodSpan {
  period: number;
  start: number;
  gameSeconds: number;
}

/** Where each period starts on the simulated clock. */
function periodSpans(periods: number): PeriodSpan[] {
  const spans: PeriodSpan[] = [];
  let start = 0;
  for (let period = 1; period <= periods; period++) {
    const gameSeconds = period <= 4 ? BASKETBALL_QUARTER_S : BASKETBALL_OVERTIME_S;
    spans.push({ period, start, gameSeconds });
    start += gameSeconds * BASKETBALL_CLOCK_RATIO + (period === 2 ? BASKETBALL_HALF_TIME_S : BASKETBALL_BREAK_S);
  }
  return spans;
}

function spanEnd(span: PeriodSpan): number {
  return span.start + span.gameSeconds * BASKETBALL_CLOCK_RATIO;
}

/**
 * Writes a game possession by possession: alternating possessions of 8-21 game seconds, each
 * ending in 0-3 points with chances scaled to the side's expected points; overtime while tied.
 */
export function writeBasketballScript(input: BasketballMatchInput): BasketballScript {
  const { random } = input;
  const expected = basketballExpectation(input.homeRating, input.awayRating);
  const scale = {
    home: expected.home / POSSESSIONS_PER_TEAM / BASE_PPP,
    away: expected.away / POSSESSIONS_PER_TEAM / BASE_PPP,
  };
  const plays: BasketballPlay[] = [];
  const score = { home: 0, away: 0 };
  let side: Side = random() < 0.5 ? 'home' : 'away';
  let periods = 0;

  const scorePossession = (who: Side): number => {
    const r = random() / scale[who];
    if (r < OUTCOMES.three) return 3;
    if (r < OUTCOMES.three + OUTCOMES.two) return 2;
    if (r < OUTCOMES.three + OUTCOMES.two + OUTCOMES.one) return 1;
    return 0;
  };

  while (periods < 4 || score.home === score.away) {
    periods++;
    const span = periodSpans(periods)[periods - 1] as PeriodSpan;
    let clock = 0;
    while (clock < span.gameSeconds - 1) {
      const length = 8 + random() * 13;
      // A possession cut off by the buzzer only scores sometimes (a heave at the horn).
      const cut = clock + length >= span.gameSeconds - 1;
      clock = Math.min(clock + length, span.gameSeconds - 1);
      const points = cut && random() < 0.7 ? 0 : scorePossession(side);
      if (points > 0) {
        score[side] += points;
        plays.push({ at: span.start + Math.floor(clock * BASKETBALL_CLOCK_RATIO), side, points });
      }
      side = side === 'home' ? 'away' : 'home';
    }
    if (periods >= 12) break; // IMPORTANT: a hard stop; 8 overtimes never happen with these rates.
  }
  return { periods, plays };
}

function periodLabel(period: number): string {
  return period <= 4 ? `Q${period}` : `OT${period - 4}`;
}

/** Builds the runner that plays a scripted basketball game on the clock. */
export function createBasketballRunner(script: BasketballScript): MatchRunner {
  const spans = periodSpans(script.periods);
  const last = spans[spans.length - 1] as PeriodSpan;
  const end = spanEnd(last);

  const clock = (elapsed: number): ClockFields => {
    if (elapsed < 0) return NOT_STARTED_CLOCK;
    if (elapsed >= end) return { status: 'finished', period: last.period, minute: 0, match_str: 'FT' };
    let current = spans[0] as PeriodSpan;
    for (const span of spans) if (span.start <= elapsed) current = span;
    const played = Math.floor((elapsed - current.start) / BASKETBALL_CLOCK_RATIO);
    if (played < current.gameSeconds) {
      const left = current.gameSeconds - played;
      return {
        status: 'live',
        period: current.period,
        minute: left,
        match_str: `${periodLabel(current.period)} ${formatClock(left)}`,
      };
    }
    if (current.period === 2) return { status: 'halftime', period: 2, minute: 0, match_str: 'HT' };
    return { status: 'live', period: current.period, minute: 0, match_str: `${periodLabel(current.period)} 00:00` };
  };

  const all: Moment[] = [{ at: 0, kind: 'kickoff' }];
  for (const span of spans.slice(1)) all.push({ at: span.start, kind: 'period' });
  const second = spans[1];
  if (second !== undefined) all.push({ at: spanEnd(second), kind: 'halftime' });
  for (const play of script.plays) all.push({ at: play.at, kind: 'points', side: play.side, points: play.points });
  all.push({ at: end, kind: 'fulltime' });
  all.sort((a, b) => a.at - b.at);

  return {
    end,
    clock,
    moments: (from, to) => all.filter((m) => m.at > from && m.at <= to),
    apply(record: FeedFixture, moment: Moment) {
      while (record.home_periods.length < record.period) record.home_periods.push(0);
      while (record.away_periods.length < record.period) record.away_periods.push(0);
      const index = Math.max(0, record.period - 1);
      if (moment.kind === 'points' && moment.points !== undefined) {
        if (moment.side === 'home') {
          record.home_score += moment.points;
          record.home_periods[index] = (record.home_periods[index] ?? 0) + moment.points;
        } else if (moment.side === 'away') {
          record.away_score += moment.points;
          record.away_periods[index] = (record.away_periods[index] ?? 0) + moment.points;
        }
      } else if (moment.kind === 'halftime') {
        record.home_half_score = record.home_score;
        record.away_half_score = record.away_score;
      }
    },
    elapsedOf(record) {
      if (record.status === 'notstarted') return -1;
      if (record.status === 'halftime' && second !== undefined) return spanEnd(second);
      if (record.status !== 'live') return end;
      const span = spans[Math.min(record.period, spans.length) - 1] ?? last;
      const played = Math.max(0, span.gameSeconds - record.minute);
      return Math.min(end - 1, span.start + played * BASKETBALL_CLOCK_RATIO);
    },
  };
}
