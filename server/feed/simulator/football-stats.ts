import type { FootballStats, SidePair } from '../../../contracts/match.ts';
import type { RandomSource } from './seeded-random.ts';
import { normalSample, poissonSample } from './seeded-random.ts';

/**
 * Per team and match, what the simulator aims at: Premier League 2024-25 averages (about 12.5
 * shots, 4.4 on target, 10.5 fouls and 1.8 offsides per team and match; possession adds up to
 * 100%). Goals come from the goal model; the attempts on target it did not score are saves.
 */
export const FOOTBALL_STAT_TARGETS = { shots: 12.5, onTarget: 4.4, fouls: 10.5, offsides: 1.8 } as const;

/** Expected minutes of a match, stoppage included (as the goal model's per-minute rates). */
const MEAN_MINUTES = 96.9;

type StatKind = 'saved' | 'missed' | 'foul' | 'offside';

interface StatIncident {
  /** Simulated seconds after kick-off. */
  at: number;
  kind: StatKind;
  side: 0 | 1;
}

/** One half as the match script plays it. */
export interface HalfSpan {
  /** Simulated seconds after kick-off. */
  start: number;
  minutes: number;
}

/** Every attempt, foul and offside of a match, and the home side's share of the ball minute by minute. */
export interface FootballStatsScript {
  halves: readonly HalfSpan[];
  incidents: StatIncident[];
  /** Home share of the ball in each minute of the first half, then the second, in %. */
  possession: number[];
}

export interface FootballStatsInput {
  random: RandomSource;
  /** Expected goals of each side over the match (the goal model's rates). */
  goalRates: { home: number; away: number };
  halves: readonly HalfSpan[];
}

/**
 * Writes the statistics of a match beside its goal script, from a random stream of its own (so the
 * goals, cards and corners of a fixture stay as they were). The stronger side (by the goal rates)
 * shoots more, has more of the ball and fouls a little less; every count is a Poisson draw per minute.
 */
export function writeFootballStatsScript(input: FootballStatsInput): FootballStatsScript {
  const { random, goalRates, halves } = input;
  const homeShare = goalRates.home / (goalRates.home + goalRates.away);
  const attack = [0.5 + (homeShare - 0.5) * 0.8, 0.5 - (homeShare - 0.5) * 0.8];
  const goals = [goalRates.home, goalRates.away];
  const t = FOOTBALL_STAT_TARGETS;
  const perMatch = [0, 1].map((i) => {
    const weight = 2 * (attack[i] ?? 0.5);
    return {
      saved: Math.max(0.8, t.onTarget * weight - (goals[i] ?? 0)),
      missed: (t.shots - t.onTarget) * weight,
      foul: t.fouls * (1 + (0.5 - (attack[i] ?? 0.5)) * 0.4),
      offside: t.offsides * weight,
    };
  });
  const baseShare = 50 + (homeShare - 0.5) * 36;
  const incidents: StatIncident[] = [];
  const possession: number[] = [];
  for (const half of halves) {
    for (let minute = 0; minute < half.minutes; minute++) {
      possession.push(Math.min(78, Math.max(22, baseShare + normalSample(random) * 9)));
      for (const side of [0, 1] as const) {
        const rates = perMatch[side];
        if (!rates) continue;
        for (const kind of ['saved', 'missed', 'foul', 'offside'] as const) {
          const count = poissonSample(random, rates[kind] / MEAN_MINUTES);
          for (let n = 0; n < count; n++) {
            incidents.push({ at: half.start + minute * 60 + Math.floor(random() * 60), kind, side });
          }
        }
      }
    }
  }
  incidents.sort((a, b) => a.at - b.at);
  return { halves, incidents, possession };
}

/** Minutes of each half fully or partly played at `elapsed` (a minute counts once it has begun). */
function minutesPlayed(halves: readonly HalfSpan[], elapsed: number): number[] {
  return halves.map((h) => Math.min(h.minutes, Math.max(0, Math.ceil((elapsed - h.start) / 60))));
}

/**
 * The statistics at `elapsed` simulated seconds after kick-off, with the goals on the board (a
 * goal is an attempt on target, so a scripted goal counts as one too).
 */
export function footballStatsAt(
  script: FootballStatsScript,
  elapsed: number,
  score: { home: number; away: number },
): FootballStats {
  const count: Record<StatKind, [number, number]> = { saved: [0, 0], missed: [0, 0], foul: [0, 0], offside: [0, 0] };
  for (const incident of script.incidents) {
    if (incident.at > elapsed) break;
    count[incident.kind][incident.side] += 1;
  }
  const shares: number[] = [];
  const played = minutesPlayed(script.halves, elapsed);
  let offset = 0;
  script.halves.forEach((half, i) => {
    shares.push(...script.possession.slice(offset, offset + (played[i] ?? 0)));
    offset += half.minutes;
  });
  const home = shares.length === 0 ? 50 : Math.round(shares.reduce((a, b) => a + b, 0) / shares.length);
  const pair = (kind: StatKind): SidePair => [count[kind][0], count[kind][1]];
  const saved = pair('saved');
  const missed = pair('missed');
  const fouls = pair('foul');
  const offsides = pair('offside');
  const onTarget: SidePair = [saved[0] + score.home, saved[1] + score.away];
  return {
    shots: [onTarget[0] + missed[0], onTarget[1] + missed[1]],
    on_target: onTarget,
    possession: [home, 100 - home],
    fouls,
    offsides,
    saves: [saved[1], saved[0]],
    free_kicks: [fouls[1] + offsides[1], fouls[0] + offsides[0]],
  };
}
