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

  it('counts basketball points and names the quarter', () => {
    const lines = buildCommentary(
      [
        entry(1, 'period', { period: 2 }),
        entry(2, 'points', { side: 'home', points: 3, home_score: 3 }),
        entry(3, 'points'),
      ],
      fromKickoff,
      { sport: 'basketball', home: 'Celtics', away: 'Lakers' },
    );
    expect(lines.map((l) => l.key)).toEqual(['commentary.pointsBoth', 'commentary.points', 'commentary.quarter']);
    expect(lines[1]!.values).toMatchObject({ team: 'Celtics', points: 3 });
    expect(lines[2]!.values).toEqual({ period: 2 });
  });
});
