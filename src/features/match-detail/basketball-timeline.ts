import { SCORING_RUN_POINTS, type LiveTimeline, type TimelineEntry } from '../../../contracts/match-centre.ts';

/** One line of a basketball game's timeline: the tip-off, a scoring run, the end of a period or of the game. */
export type BasketballLine =
  | { kind: 'tipoff'; seq: number; at: string }
  | {
      kind: 'run';
      seq: number;
      at: string;
      /** The clock at the run's first basket. */
      from: string;
      side: 'home' | 'away';
      points: number;
      home_score: number;
      away_score: number;
    }
  | {
      kind: 'period_end' | 'fulltime';
      seq: number;
      /** The period that ended (1-4 quarters, 5+ overtimes). */
      period: number;
      home_score: number;
      away_score: number;
      /** That period's own score, when the match row has it. */
      period_home: number | null;
      period_away: number | null;
    };

/**
 * A basketball timeline worth reading: every basket is in the score and the live commentary, so
 * this keeps the scoring runs of `SCORING_RUN_POINTS` or more (at their last basket) and the score
 * at the end of each period. Half time ends the second quarter; the next period's start then
 * repeats nothing.
 */
export function basketballLines(timeline: Pick<LiveTimeline, 'events' | 'match'>): BasketballLine[] {
  const { events, match } = timeline;
  const lines: BasketballLine[] = [];
  const ended = new Set<number>();
  const periodScore = (period: number) => ({
    period_home: match.home_periods[period - 1] ?? null,
    period_away: match.away_periods[period - 1] ?? null,
  });
  const endOf = (entry: TimelineEntry, period: number, kind: 'period_end' | 'fulltime') => {
    if (period < 1 || ended.has(period)) return;
    ended.add(period);
    const { seq, home_score, away_score } = entry;
    lines.push({ kind, seq, period, home_score, away_score, ...periodScore(period) });
  };
  // Whether the same side scores the next basket: then the run goes on and is shown later.
  const baskets = events.filter((e) => e.kind === 'points');
  const runGoesOn = new Set(baskets.filter((b, i) => baskets[i + 1]?.side === b.side).map((b) => b.seq));
  let firstOfRun: TimelineEntry | null = null;

  for (const entry of events) {
    switch (entry.kind) {
      case 'kickoff':
        lines.push({ kind: 'tipoff', seq: entry.seq, at: entry.at });
        break;
      case 'halftime':
        endOf(entry, 2, 'period_end');
        break;
      case 'period':
        endOf(entry, entry.period - 1, 'period_end');
        break;
      case 'fulltime':
        endOf(entry, entry.period, 'fulltime');
        break;
      case 'points': {
        if (!entry.side || entry.run === undefined || entry.points === undefined) break;
        if (entry.run === entry.points || !firstOfRun || firstOfRun.side !== entry.side) firstOfRun = entry;
        if (!runGoesOn.has(entry.seq) && entry.run >= SCORING_RUN_POINTS) {
          lines.push({
            kind: 'run',
            seq: entry.seq,
            at: entry.at,
            from: firstOfRun.at,
            side: entry.side,
            points: entry.run,
            home_score: entry.home_score,
            away_score: entry.away_score,
          });
        }
        break;
      }
      default:
        break;
    }
  }
  return lines;
}
