import type { BracketRound, WorldCupMatch, WorldCupStage } from '../../contracts/world-cup.ts';

/** The bracket's rounds in playing order (the match for third place sits beside the final). */
const BRACKET_STAGES = ['round_of_32', 'round_of_16', 'quarter_final', 'semi_final', 'final'] as const;

/**
 * A round as the source names it -> its stage. The editions spell rounds differently
 * (`Quarter-finals` in 2022, `Quarter-final` in 2026).
 */
export function stageOfRound(round: string, group: string | null): WorldCupStage {
  if (group !== null) return 'group';
  const r = round.trim().toLowerCase();
  if (r.startsWith('round of 32')) return 'round_of_32';
  if (r.startsWith('round of 16')) return 'round_of_16';
  if (r.startsWith('quarter')) return 'quarter_final';
  if (r.startsWith('semi')) return 'semi_final';
  if (r.includes('third')) return 'third_place';
  if (r === 'final') return 'final';
  // The importer marks group matches with their group; anything else unnamed is a group matchday.
  return 'group';
}

type Score = Pick<WorldCupMatch, 'home_score' | 'away_score' | 'home_pen_score' | 'away_pen_score'>;

/** The winner after extra time, else after the shoot-out; `draw` when level without one. */
export function winnerOf(m: Score): WorldCupMatch['winner'] {
  if (m.home_score === null || m.away_score === null) return null;
  if (m.home_score !== m.away_score) return m.home_score > m.away_score ? 'home' : 'away';
  if (m.home_pen_score !== null && m.away_pen_score !== null && m.home_pen_score !== m.away_pen_score)
    return m.home_pen_score > m.away_pen_score ? 'home' : 'away';
  return 'draw';
}

const byKickoff = (a: WorldCupMatch, b: WorldCupMatch) => (a.match_time ?? 0) - (b.match_time ?? 0) || a.id - b.id;

/**
 * The knockout rounds in bracket order, built back from the final: the two ties feeding a match
 * are the earlier-round ties its two teams played in. Ties that cannot be placed that way (teams
 * not known yet) follow in kick-off order.
 */
export function bracketRounds(matches: readonly WorldCupMatch[]): BracketRound[] {
  const rounds = BRACKET_STAGES.map((stage) => ({
    stage,
    matches: matches.filter((m) => m.stage === stage).sort(byKickoff),
  })).filter((r) => r.matches.length > 0);
  for (let i = rounds.length - 2; i >= 0; i--) {
    const round = rounds[i];
    const next = rounds[i + 1];
    if (!round || !next) continue;
    const left = new Set(round.matches);
    const ordered: WorldCupMatch[] = [];
    const take = (teamId: number) => {
      const feeder = [...left].find((m) => m.home.id === teamId || m.away.id === teamId);
      if (!feeder) return;
      left.delete(feeder);
      ordered.push(feeder);
    };
    for (const m of next.matches) {
      take(m.home.id);
      take(m.away.id);
    }
    round.matches = [...ordered, ...left];
  }
  return rounds;
}
