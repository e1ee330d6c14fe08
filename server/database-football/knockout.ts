import type {
  FixtureRow,
  KnockoutRound,
  KnockoutTie,
  RoundPhase,
  TieDecision,
} from '../../contracts/database-football.ts';
import { PHASE_ORDER } from './rounds.ts';

type KnockoutPhase = Exclude<RoundPhase, 'league'>;

/** How many matches settle a tie of a phase: one for the final, two legs otherwise. */
export function legsOf(phase: KnockoutPhase): number {
  return phase === 'final' ? 1 : 2;
}

const byKickoff = (a: FixtureRow, b: FixtureRow) =>
  a.match_date.localeCompare(b.match_date) || (a.match_time ?? 0) - (b.match_time ?? 0) || a.id - b.id;

/**
 * One tie from its legs (any order). Aggregate goals include extra time; away goals count the
 * same as home goals (UEFA dropped the away-goals rule in 2021), so a level aggregate after the
 * last leg goes to that leg's shoot-out.
 */
export function settleTie(phase: KnockoutPhase, legs: readonly FixtureRow[]): KnockoutTie {
  const ordered = [...legs].sort(byKickoff);
  const opener = ordered[0];
  if (!opener) throw new Error('a tie needs at least one match');
  const first = opener.home;
  const second = opener.away;
  const played = ordered.filter((l) => l.status === 'finished' && l.home_score !== null && l.away_score !== null);
  const base: KnockoutTie = {
    first,
    second,
    legs: ordered,
    aggregate: null,
    penalties: null,
    winner_id: null,
    decided_by: null,
  };
  if (played.length === 0) return base;

  const aggregate = { first: 0, second: 0 };
  for (const leg of played) {
    const firstAtHome = leg.home.id === first.id;
    aggregate.first += (firstAtHome ? leg.home_score : leg.away_score) ?? 0;
    aggregate.second += (firstAtHome ? leg.away_score : leg.home_score) ?? 0;
  }
  const tie = { ...base, aggregate };
  if (played.length < legsOf(phase)) return tie;

  const last = played[played.length - 1]!;
  if (aggregate.first !== aggregate.second) {
    const decided_by: TieDecision = last.extra_time ? 'extra_time' : phase === 'final' ? 'single_match' : 'aggregate';
    return { ...tie, winner_id: aggregate.first > aggregate.second ? first.id : second.id, decided_by };
  }
  if (last.home_pen_score === null || last.away_pen_score === null) return tie;
  const firstAtHome = last.home.id === first.id;
  const penalties = {
    first: firstAtHome ? last.home_pen_score : last.away_pen_score,
    second: firstAtHome ? last.away_pen_score : last.home_pen_score,
  };
  if (penalties.first === penalties.second) return tie;
  return {
    ...tie,
    penalties,
    winner_id: penalties.first > penalties.second ? first.id : second.id,
    decided_by: 'penalties',
  };
}

/** Ties of one phase: matches between the same two clubs make one tie. */
function tiesOf(phase: KnockoutPhase, fixtures: readonly FixtureRow[]): KnockoutTie[] {
  const byPair = new Map<string, FixtureRow[]>();
  for (const f of fixtures) {
    const key = [f.home.id, f.away.id].sort((a, b) => a - b).join('-');
    const legs = byPair.get(key) ?? [];
    legs.push(f);
    byPair.set(key, legs);
  }
  return [...byPair.values()].map((legs) => settleTie(phase, legs)).sort((a, b) => byKickoff(a.legs[0]!, b.legs[0]!));
}

/**
 * The knockout rounds of a cup season, each ordered so the bracket lines up: working back from
 * the final, a round's ties follow the slots their winners take in the next round (first side,
 * then second). Ties whose winner has no slot yet keep kick-off order, after the others.
 */
export function buildBracket(fixtures: readonly FixtureRow[]): KnockoutRound[] {
  const rounds: KnockoutRound[] = [];
  for (const phase of PHASE_ORDER) {
    if (phase === 'league') continue;
    const inPhase = fixtures.filter((f) => f.phase === phase);
    if (inPhase.length > 0) rounds.push({ phase, ties: tiesOf(phase, inPhase) });
  }
  for (let i = rounds.length - 2; i >= 0; i--) {
    const slots = new Map<number, number>();
    rounds[i + 1]!.ties.forEach((tie, index) => {
      slots.set(tie.first.id, index * 2);
      slots.set(tie.second.id, index * 2 + 1);
    });
    const slotOf = (tie: KnockoutTie) =>
      tie.winner_id !== null && slots.has(tie.winner_id) ? slots.get(tie.winner_id)! : Number.MAX_SAFE_INTEGER;
    // Array.prototype.sort is stable: unplaced ties keep their kick-off order.
    rounds[i]!.ties.sort((a, b) => slotOf(a) - slotOf(b));
  }
  return rounds;
}
