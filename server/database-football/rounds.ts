import type { FixtureRow, FixtureStatus, RoundInfo, RoundPhase } from '../../contracts/database-football.ts';
import type { ImportedMatchStatus } from '../db/schema.ts';

/** The round picker's key: the source's round, prefixed with its stage for a cup (`Finals/Round of 16`). */
export function roundKey(stage: string | null, round: string): string {
  return stage ? `${stage}/${round}` : round;
}

/** The phase of a round as the importer writes it (`League`/`Matchday 3`, `Playoffs`/`Matchday 1`, `Finals`/`Final`). */
export function phaseOf(stage: string | null, round: string): RoundPhase {
  if (stage === null || /^league/i.test(stage)) return 'league';
  if (/play-?offs?/i.test(stage)) return 'knockout_playoff';
  if (/round of 16/i.test(round)) return 'round_of_16';
  if (/quarter/i.test(round)) return 'quarterfinals';
  if (/semi/i.test(round)) return 'semifinals';
  if (/final/i.test(round)) return 'final';
  return 'league';
}

/** `Matchday 12` -> 12; null for a round without a number. */
export function matchdayOf(round: string): number | null {
  const match = /(\d+)\s*$/.exec(round);
  return match ? Number(match[1]) : null;
}

/** The imported status and whether a kick-off time is fixed, as the database page tells them. */
export function fixtureStatus(status: ImportedMatchStatus, hasTime: boolean): FixtureStatus {
  if (status === 'finished') return 'finished';
  if (status === 'postponed') return 'postponed';
  return hasTime ? 'scheduled' : 'unscheduled';
}

export const PHASE_ORDER: readonly RoundPhase[] = [
  'league',
  'knockout_playoff',
  'round_of_16',
  'quarterfinals',
  'semifinals',
  'final',
];

/**
 * The rounds of a season in playing order: by phase, then matchday (a league's matchdays keep
 * their numbers even when one is played midweek before the one listed ahead of it), then date.
 */
export function listRounds(fixtures: readonly FixtureRow[]): RoundInfo[] {
  const rounds = new Map<string, RoundInfo>();
  for (const f of fixtures) {
    const round = rounds.get(f.round_key);
    if (!round) {
      rounds.set(f.round_key, {
        key: f.round_key,
        phase: f.phase,
        matchday: f.matchday,
        matches: 1,
        finished: f.status === 'finished' ? 1 : 0,
        first_date: f.match_date,
        last_date: f.match_date,
      });
      continue;
    }
    round.matches++;
    if (f.status === 'finished') round.finished++;
    if (f.match_date < round.first_date) round.first_date = f.match_date;
    if (f.match_date > round.last_date) round.last_date = f.match_date;
  }
  return [...rounds.values()].sort(
    (a, b) =>
      PHASE_ORDER.indexOf(a.phase) - PHASE_ORDER.indexOf(b.phase) ||
      (a.matchday ?? 0) - (b.matchday ?? 0) ||
      a.first_date.localeCompare(b.first_date),
  );
}

/**
 * The round to open on: the first with a match still to be played (a postponed match waits for a
 * date and does not hold the season back), else the last round.
 */
export function currentRound(rounds: readonly RoundInfo[], fixtures: readonly FixtureRow[]): string {
  const open = new Set(
    fixtures.filter((f) => f.status === 'scheduled' || f.status === 'unscheduled').map((f) => f.round_key),
  );
  return (rounds.find((r) => open.has(r.key)) ?? rounds[rounds.length - 1])?.key ?? '';
}
