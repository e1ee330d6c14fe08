import type { FormMatch, FormResult, HeadToHeadSummary, PastMatch } from '../../contracts/match-centre.ts';

/** W, D or L for `teamId`; a shoot-out is a draw (the result after extra time stands). */
export function resultFor(match: PastMatch, teamId: number): FormResult {
  const own = match.home.id === teamId ? match.home_score : match.away_score;
  const other = match.home.id === teamId ? match.away_score : match.home_score;
  return own > other ? 'W' : own < other ? 'L' : 'D';
}

export function toForm(matches: readonly PastMatch[], teamId: number): FormMatch[] {
  return matches.map((m) => ({ ...m, result: resultFor(m, teamId) }));
}

/** Wins, draws and goals of two teams' meetings, counted from `homeId`'s side whatever the venue. */
export function summariseMeetings(meetings: readonly PastMatch[], homeId: number): HeadToHeadSummary {
  const summary: HeadToHeadSummary = {
    played: 0,
    home_wins: 0,
    draws: 0,
    away_wins: 0,
    home_goals: 0,
    away_goals: 0,
  };
  for (const m of meetings) {
    const atHome = m.home.id === homeId;
    summary.played++;
    summary.home_goals += atHome ? m.home_score : m.away_score;
    summary.away_goals += atHome ? m.away_score : m.home_score;
    const result = resultFor(m, homeId);
    if (result === 'W') summary.home_wins++;
    else if (result === 'L') summary.away_wins++;
    else summary.draws++;
  }
  return summary;
}
