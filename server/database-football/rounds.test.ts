import { describe, expect, it } from 'vitest';
import type { FixtureRow, FixtureStatus } from '../../contracts/database-football.ts';
import { currentRound, fixtureStatus, listRounds, matchdayOf, phaseOf, roundKey } from './rounds.ts';

const team = { id: 1, name_zh: 'A', name_en: 'A', name_vi: 'A' };
let nextId = 0;
function fixture(stage: string | null, round: string, date: string, status: FixtureStatus): FixtureRow {
  return {
    id: ++nextId,
    round_key: roundKey(stage, round),
    phase: phaseOf(stage, round),
    matchday: matchdayOf(round),
    match_date: date,
    match_time: null,
    has_time: status === 'scheduled',
    status,
    home: team,
    away: { ...team, id: 2 },
    home_score: null,
    away_score: null,
    home_half_score: null,
    away_half_score: null,
    home_pen_score: null,
    away_pen_score: null,
    extra_time: false,
  };
}

describe('rounds', () => {
  it('reads the phase of the importer’s stages and rounds', () => {
    expect(phaseOf(null, 'Matchday 12')).toBe('league');
    expect(phaseOf('League', 'Matchday 8')).toBe('league');
    expect(phaseOf('Playoffs', 'Matchday 2')).toBe('knockout_playoff');
    expect(phaseOf('Finals', 'Round of 16')).toBe('round_of_16');
    expect(phaseOf('Finals', 'Quarterfinals')).toBe('quarterfinals');
    expect(phaseOf('Finals', 'Semifinals')).toBe('semifinals');
    expect(phaseOf('Finals', 'Final')).toBe('final');
    expect(matchdayOf('Matchday 12')).toBe(12);
    expect(matchdayOf('Final')).toBeNull();
  });

  it('tells scheduled fixtures from those without a kick-off time', () => {
    expect(fixtureStatus('finished', true)).toBe('finished');
    expect(fixtureStatus('notstarted', true)).toBe('scheduled');
    expect(fixtureStatus('notstarted', false)).toBe('unscheduled');
    expect(fixtureStatus('postponed', false)).toBe('postponed');
  });

  it('lists matchdays by number even when one is played before the previous one', () => {
    // La Liga 2025-26: matchday 33 is a midweek round played before matchday 32.
    const rounds = listRounds([
      fixture(null, 'Matchday 33', '2026-04-22', 'unscheduled'),
      fixture(null, 'Matchday 32', '2026-04-26', 'unscheduled'),
      fixture(null, 'Matchday 31', '2026-04-12', 'finished'),
      fixture(null, 'Matchday 31', '2026-04-11', 'finished'),
    ]);
    expect(rounds.map((r) => [r.key, r.matches, r.finished, r.first_date])).toEqual([
      ['Matchday 31', 2, 2, '2026-04-11'],
      ['Matchday 32', 1, 0, '2026-04-26'],
      ['Matchday 33', 1, 0, '2026-04-22'],
    ]);
  });

  it('orders a cup’s phases from the league phase to the final', () => {
    const rounds = listRounds([
      fixture('Finals', 'Final', '2025-05-31', 'finished'),
      fixture('Playoffs', 'Matchday 1', '2025-02-11', 'finished'),
      fixture('League', 'Matchday 8', '2025-01-29', 'finished'),
      fixture('Finals', 'Round of 16', '2025-03-04', 'finished'),
    ]);
    expect(rounds.map((r) => r.key)).toEqual([
      'League/Matchday 8',
      'Playoffs/Matchday 1',
      'Finals/Round of 16',
      'Finals/Final',
    ]);
  });

  it('opens on the first round still to play, past a postponed match', () => {
    const fixtures = [
      fixture(null, 'Matchday 1', '2025-08-16', 'finished'),
      fixture(null, 'Matchday 2', '2025-08-23', 'postponed'),
      fixture(null, 'Matchday 2', '2025-08-23', 'finished'),
      fixture(null, 'Matchday 3', '2025-08-30', 'scheduled'),
    ];
    expect(currentRound(listRounds(fixtures), fixtures)).toBe('Matchday 3');
    const done = fixtures.slice(0, 1);
    expect(currentRound(listRounds(done), done)).toBe('Matchday 1');
  });
});
