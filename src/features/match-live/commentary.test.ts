import { describe, expect, it } from 'vitest';
import { buildCommentary } from './commentary.ts';
import type { RecordingStart, TimelineEntry } from '../../../contracts/match-centre.ts';

const entry = (seq: number, kind: TimelineEntry['kind'], extra: Partial<TimelineEntry> = {}): TimelineEntry => ({
  seq,
  kind,
  at: String(seq * 10),
  period: 1,
  minute: seq * 10,
  home_score: 0,
  away_score: 0,
  t: seq,
  ...extra,
});
const fromKickoff: RecordingStart = { t: 0, status: 'notstarted', match_str: '', home_score: 0, away_score: 0 };
const football = { sport: 'football' as const, home: 'Liverpool', away: 'Arsenal' };

describe('commentary', () => {
  it('tells the events newest first with the scoring team and the score', () => {
    const lines = buildCommentary(
      [entry(1, 'kickoff'), entry(2, 'goal', { side: 'away', away_score: 1 }), entry(3, 'corner', { side: 'home' })],
      fromKickoff,
      football,
    );
    expect(lines.map((l) => [l.at, l.key])).toEqual([
      ["30'", 'commentary.corner.0'],
      ["20'", 'commentary.goal.2'],
      ["10'", 'commentary.kickoff'],
    ]);
    expect(lines[1]!.values).toMatchObject({ team: 'Arsenal', home: 'Liverpool', homeScore: 0, awayScore: 1 });
  });

  it('says from where it joined a match already under way', () => {
    const joined: RecordingStart = { t: 0, status: 'live', match_str: '45+2', home_score: 1, away_score: 0 };
    const lines = buildCommentary([], joined, football);
    expect(lines).toEqual([
      {
        id: 'recording',
        at: "45+2'",
        key: 'commentary.recordingFrom',
        values: { at: "45+2'", homeScore: 1, awayScore: 0 },
      },
    ]);
    const atBreak = { ...joined, status: 'halftime' as const, match_str: 'HT' };
    expect(buildCommentary([], atBreak, football)[0]!.at).toBe('HT');
  });

  it('counts basketball points and names the quarter after the score at the end of the last', () => {
    const lines = buildCommentary(
      [
        entry(1, 'period', { period: 2, home_score: 28, away_score: 25 }),
        entry(2, 'points', { period: 2, side: 'home', points: 3, run: 3, home_score: 31, away_score: 25 }),
        entry(3, 'points', { period: 2 }),
      ],
      fromKickoff,
      { sport: 'basketball', home: 'Celtics', away: 'Lakers' },
    );
    expect(lines.map((l) => l.key)).toEqual([
      'commentary.pointsBoth',
      'commentary.points',
      'commentary.quarter',
      'commentary.quarterEnd',
    ]);
    expect(lines[1]!.values).toMatchObject({ team: 'Celtics', points: 3 });
    expect(lines[2]!.values).toEqual({ period: 2 });
    expect(lines[3]!.values).toMatchObject({ period: 1, homeScore: 28, awayScore: 25, home: 'Celtics' });
  });

  it('tells a basketball scoring run once, when it reaches the mark', () => {
    const basket = (seq: number, side: 'home' | 'away', points: number, run: number) =>
      entry(seq, 'points', { side, points, run, at: `Q1 0${seq}:00` });
    const lines = buildCommentary(
      [basket(1, 'away', 3, 3), basket(2, 'away', 2, 5), basket(3, 'away', 3, 8), basket(4, 'away', 2, 10)],
      fromKickoff,
      { sport: 'basketball', home: 'Celtics', away: 'Lakers' },
    );
    const runs = lines.filter((l) => l.key === 'commentary.run');
    expect(runs).toEqual([{ id: '3-run', at: 'Q1 03:00', key: 'commentary.run', values: { team: 'Lakers', run: 8 } }]);
    expect(lines.map((l) => l.id)).toEqual(['4', '3-run', '3', '2', '1']);
  });

  it('lets half time close the second quarter and numbers overtimes apart', () => {
    const lines = buildCommentary(
      [entry(1, 'halftime', { period: 2 }), entry(2, 'period', { period: 3 }), entry(3, 'period', { period: 6 })],
      fromKickoff,
      { sport: 'basketball', home: 'Celtics', away: 'Lakers' },
    );
    expect(lines.map((l) => [l.key, l.values.period])).toEqual([
      ['commentary.quarter', 6],
      ['commentary.overtimeEnd', 1],
      ['commentary.quarter', 3],
      ['commentary.halftime', undefined],
    ]);
  });
});
