import type { FeedFixture } from '../feed-provider.ts';
import type { ClockFields, MatchRunner, Moment } from './match-timeline.ts';
import { NOT_STARTED_CLOCK } from './match-timeline.ts';
import type { RandomSource } from './seeded-random.ts';
import { footballStatsAt, type FootballStatsScript, type HalfSpan } from './football-stats.ts';
import { poissonSample } from './seeded-random.ts';

/** Elo points a home side is worth (club football sits around 60-70). */
export const FOOTBALL_HOME_ADVANTAGE = 65;
/** Average goals per match the model aims at (top European leagues: ~2.7-2.9). */
export const FOOTBALL_GOALS_PER_MATCH = 2.7;
/** Half time, simulated seconds. */
export const FOOTBALL_HALF_TIME_S = 15 * 60;

const YELLOWS_PER_MATCH = 4;
const REDS_PER_MATCH = 0.15;
const CORNERS_PER_MATCH = 10;
/** Expected stoppage minutes (first + second half), so per-minute rates add up to per-match means. */
const MEAN_STOPPAGE = 1 + 1.3 + 2 + 2.6;

/** Expected goals of each side over a whole match, from Elo-like ratings and home advantage. */
export function footballGoalRates(homeRating: number, awayRating: number): { home: number; away: number } {
  const x = (homeRating - awayRating + FOOTBALL_HOME_ADVANTAGE) / 400;
  // Mismatches bring a few more goals; the stronger side takes the larger share.
  const total = FOOTBALL_GOALS_PER_MATCH - 0.12 + 0.3 * Math.min(Math.abs(x), 1);
  const homeShare = 1 / (1 + Math.exp(-1.6 * x));
  return { home: total * homeShare, away: total * (1 - homeShare) };
}

type Side = 'home' | 'away';
type ScriptKind = 'goal' | 'yellow' | 'red' | 'corner';

/** One scripted incident. */
export interface FootballIncident {
  at: number;
  kind: ScriptKind;
  side: Side;
}

/** Everything that will happen in one football match. */
export interface FootballScript {
  /** Stoppage minutes added to the first and second half. */
  stoppage: [number, number];
  incidents: FootballIncident[];
}

/** Inputs for one football match. */
export interface FootballMatchInput {
  homeRating: number;
  awayRating: number;
  /** Seeded per fixture, so the same fixture always plays the same way. */
  random: RandomSource;
}

/**
 * Writes a match minute by minute with a hazard per minute for each incident: goal rates follow
 * the ratings, shift with the score (the side behind pushes) and with red cards; cards and goals
 * are a little more frequent after the break.
 */
export function writeFootballScript(input: FootballMatchInput): FootballScript {
  const { random } = input;
  const rates = footballGoalRates(input.homeRating, input.awayRating);
  // At most 5 and 8 minutes, so a whole match stays under 2 real minutes at speed 60.
  const stoppage: [number, number] = [
    1 + Math.min(poissonSample(random, 1.3), 4),
    2 + Math.min(poissonSample(random, 2.6), 6),
  ];
  const homeShare = rates.home / (rates.home + rates.away);
  const incidents: FootballIncident[] = [];
  const goals = { home: 0, away: 0 };
  const reds = { home: 0, away: 0 };
  const perMinute = (perMatch: number) => perMatch / (90 + MEAN_STOPPAGE);
  const hit = (rate: number) => random() < 1 - Math.exp(-rate);

  for (let half = 0; half < 2; half++) {
    const minutes = 45 + stoppage[half === 0 ? 0 : 1];
    const offset = half === 0 ? 0 : (45 + stoppage[0]) * 60 + FOOTBALL_HALF_TIME_S;
    const goalWeight = half === 0 ? 0.92 : 1.08;
    const cardWeight = half === 0 ? 0.7 : 1.3;
    for (let i = 0; i < minutes; i++) {
      const at = () => offset + i * 60 + Math.floor(random() * 60);
      for (const side of ['home', 'away'] as const) {
        const other: Side = side === 'home' ? 'away' : 'home';
        const diff = goals[side] - goals[other];
        const scoreFactor = diff < 0 ? 1.12 : diff > 0 ? 0.92 : 1;
        const redFactor = 0.72 ** reds[side] * 1.25 ** reds[other];
        if (hit(perMinute(rates[side]) * goalWeight * scoreFactor * redFactor)) {
          goals[side]++;
          incidents.push({ at: at(), kind: 'goal', side });
        }
        const attackShare = side === 'home' ? 0.5 + (homeShare - 0.5) * 0.8 : 0.5 - (homeShare - 0.5) * 0.8;
        if (hit(perMinute(CORNERS_PER_MATCH * attackShare) * (diff < 0 ? 1.15 : 1))) {
          incidents.push({ at: at(), kind: 'corner', side });
        }
        const disciplineShare = side === 'home' ? 0.46 : 0.54;
        if (hit(perMinute(YELLOWS_PER_MATCH * disciplineShare) * cardWeight)) {
          incidents.push({ at: at(), kind: 'yellow', side });
        }
        if (reds[side] < 3 && hit(perMinute(REDS_PER_MATCH * disciplineShare) * cardWeight)) {
          reds[side]++;
          incidents.push({ at: at(), kind: 'red', side });
        }
      }
    }
  }
  incidents.sort((a, b) => a.at - b.at);
  return { stoppage, incidents };
}

/** Where each half of a scripted match starts and how many minutes it lasts. */
export function footballHalves(script: Pick<FootballScript, 'stoppage'>): HalfSpan[] {
  const firstHalfEnd = (45 + script.stoppage[0]) * 60;
  return [
    { start: 0, minutes: 45 + script.stoppage[0] },
    { start: firstHalfEnd + FOOTBALL_HALF_TIME_S, minutes: 45 + script.stoppage[1] },
  ];
}

/**
 * Builds the runner that plays a scripted football match on the clock; with a statistics script,
 * every row it settles carries the statistics at that instant.
 */
export function createFootballRunner(script: FootballScript, stats?: FootballStatsScript): MatchRunner {
  const firstHalfEnd = (45 + script.stoppage[0]) * 60;
  const secondHalfStart = firstHalfEnd + FOOTBALL_HALF_TIME_S;
  const end = secondHalfStart + (45 + script.stoppage[1]) * 60;

  const clock = (elapsed: number): ClockFields => {
    if (elapsed < 0) return NOT_STARTED_CLOCK;
    if (elapsed < firstHalfEnd) {
      const minute = Math.floor(elapsed / 60) + 1;
      return { status: 'live', period: 1, minute, match_str: minute > 45 ? `45+${minute - 45}` : String(minute) };
    }
    if (elapsed < secondHalfStart) return { status: 'halftime', period: 1, minute: 45, match_str: 'HT' };
    if (elapsed < end) {
      const minute = 46 + Math.floor((elapsed - secondHalfStart) / 60);
      return { status: 'live', period: 2, minute, match_str: minute > 90 ? `90+${minute - 90}` : String(minute) };
    }
    return { status: 'finished', period: 2, minute: 90, match_str: 'FT' };
  };

  const phases: Moment[] = [
    { at: 0, kind: 'kickoff' },
    { at: firstHalfEnd, kind: 'halftime' },
    { at: secondHalfStart, kind: 'period' },
    { at: end, kind: 'fulltime' },
  ];
  const all: Moment[] = [...phases, ...script.incidents].sort((a, b) => a.at - b.at);

  return {
    end,
    clock,
    moments: (from, to) => all.filter((m) => m.at > from && m.at <= to),
    apply(record: FeedFixture, moment: Moment) {
      const side = moment.side;
      switch (moment.kind) {
        case 'goal':
          if (side === 'home') record.home_score++;
          else if (side === 'away') record.away_score++;
          break;
        case 'yellow':
          if (side === 'home') record.home_yellow++;
          else if (side === 'away') record.away_yellow++;
          break;
        case 'red':
          if (side === 'home') record.home_red++;
          else if (side === 'away') record.away_red++;
          break;
        case 'corner':
          if (side === 'home') record.home_corner++;
          else if (side === 'away') record.away_corner++;
          break;
        case 'halftime':
          record.home_half_score = record.home_score;
          record.away_half_score = record.away_score;
          break;
        default:
          break;
      }
    },
    settle(record, elapsed) {
      if (!stats || elapsed < 0 || record.status === 'notstarted') return;
      record.stats = footballStatsAt(stats, Math.min(elapsed, end), {
        home: record.home_score,
        away: record.away_score,
      });
    },
    elapsedOf(record) {
      switch (record.status) {
        case 'notstarted':
          return -1;
        case 'halftime':
          return firstHalfEnd;
        case 'live':
          return record.period >= 2
            ? Math.min(end - 1, secondHalfStart + Math.max(0, record.minute - 46) * 60)
            : Math.min(firstHalfEnd - 1, Math.max(0, record.minute - 1) * 60);
        default:
          return end;
      }
    },
  };
}
