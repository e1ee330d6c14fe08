import { describe, expect, it } from 'vitest';
import { basketballLines } from './basketball-timeline.ts';
import type { TimelineEntry } from '../../../contracts/match-centre.ts';

let seq = 0;
const at = (kind: TimelineEntry['kind'], fields: Partial<TimelineEntry> = {}): TimelineEntry => ({
  seq: ++seq,
  kind,
  at: `Q${fields.period ?? 1} 06:00`,
  period: 1,
  minute: 360,
  home_score: 0,
  away_score: 0,
  t: seq,
  ...fields,
});

/** Baskets in order; the score and the run as the server's recorder counts them. */
function game(baskets: Array<['home' | 'away', number, string]>, period = 1) {
  const score = { home: 0, away: 0 };
  let run = { side: '', points: 0 };
  return baskets.map(([side, points, clock]) => {
    score[side] += points;
    run = { side, points: (run.side === side ? run.points : 0) + points };
    return at('points', {
      side,
      points,
      run: run.points,
      at: clock,
      period,
      home_score: score.home,
      away_score: score.away,
    });
  });
}

const match = { home_periods: [28, 27, 30], away_periods: [25, 25, 20] } as const;

describe('basketballLines', () => {
  it('lists a run of eight or more at its last basket, with its first basket clock', () => {
    const events = game([
      ['home', 2, 'Q1 11:30'],
      ['away', 3, 'Q1 11:02'],
      ['away', 2, 'Q1 10:40'],
      ['away', 3, 'Q1 10:01'],
      ['away', 2, 'Q1 09:33'],
      ['home', 2, 'Q1 09:10'],
      ['away', 2, 'Q1 08:50'],
    ]);
    expect(basketballLines({ events, match: match as never })).toEqual([
      {
        kind: 'run',
        seq: events[4]!.seq,
        at: 'Q1 09:33',
        from: 'Q1 11:02',
        side: 'away',
        points: 10,
        home_score: 2,
        away_score: 10,
      },
    ]);
  });

  it('leaves out shorter runs and shows a run still going on', () => {
    const events = game([
      ['home', 3, 'Q2 11:30'],
      ['home', 3, 'Q2 11:00'],
      ['away', 2, 'Q2 10:40'],
      ['home', 3, 'Q2 10:01'],
      ['home', 3, 'Q2 09:33'],
      ['home', 2, 'Q2 09:01'],
    ]);
    expect(
      basketballLines({ events, match: match as never }).map((l) => l.kind === 'run' && [l.from, l.points]),
    ).toEqual([['Q2 10:01', 8]]);
  });

  it('gives the score at the end of each quarter, half time closing the second', () => {
    const events = [
      at('kickoff', { at: 'Q1 12:00' }),
      at('period', { period: 2, home_score: 28, away_score: 25 }),
      at('halftime', { period: 2, home_score: 55, away_score: 50 }),
      at('period', { period: 3, home_score: 55, away_score: 50 }),
      at('period', { period: 4, home_score: 85, away_score: 70 }),
    ];
    const lines = basketballLines({ events, match: match as never });
    const ends = lines.map((l) => (l.kind === 'period_end' ? [l.kind, l.period, l.home_score, l.away_score] : l.kind));
    expect(ends).toEqual(['tipoff', ['period_end', 1, 28, 25], ['period_end', 2, 55, 50], ['period_end', 3, 85, 70]]);
    expect(lines[3]).toMatchObject({ period_home: 30, period_away: 20 });
  });

  it('ends the game with its last period and leaves its own score unknown when the row lacks it', () => {
    const events = [at('period', { period: 5, home_score: 100, away_score: 100 }), at('fulltime', { period: 5 })];
    const lines = basketballLines({ events, match: { home_periods: [], away_periods: [] } as never });
    expect(lines.map((l) => l.kind !== 'tipoff' && l.kind !== 'run' && [l.kind, l.period, l.period_home])).toEqual([
      ['period_end', 4, null],
      ['fulltime', 5, null],
    ]);
  });
});
