import type { LineupPlayer, MatchMinute } from '../../../contracts/match-centre.ts';

/** A recorded minute as football writes it: `64'`, `90+8'`. */
export function minuteLabel(at: MatchMinute): string {
  return at.minute_extra ? `${at.minute}+${at.minute_extra}'` : `${at.minute}'`;
}

/** Starters by formation line: the goalkeeper's first, then each line as the source writes it. */
export function linesOf(starters: readonly LineupPlayer[]): LineupPlayer[][] {
  const lines = new Map<number, LineupPlayer[]>();
  for (const p of starters) lines.set(p.line, [...(lines.get(p.line) ?? []), p]);
  return [...lines.entries()].sort(([a], [b]) => a - b).map(([, players]) => players);
}
