import type { FixtureRow, RecordLine, RoundGoals, TeamMatch } from '../../contracts/database-football.ts';
import type { FormResult } from '../../contracts/match-centre.ts';

const playingOrder = (a: FixtureRow, b: FixtureRow) =>
  a.match_date.localeCompare(b.match_date) || (a.match_time ?? 0) - (b.match_time ?? 0) || a.id - b.id;

/** A team's matches among a season's fixtures, from its side, in playing order. */
export function teamMatches(fixtures: readonly FixtureRow[], teamId: number): TeamMatch[] {
  return fixtures
    .filter((f) => f.home.id === teamId || f.away.id === teamId)
    .sort(playingOrder)
    .map((f) => {
      const venue = f.home.id === teamId ? 'home' : 'away';
      const played = f.status === 'finished' && f.home_score !== null && f.away_score !== null;
      const goalsFor = played ? (venue === 'home' ? f.home_score : f.away_score) : null;
      const goalsAgainst = played ? (venue === 'home' ? f.away_score : f.home_score) : null;
      let result: FormResult | null = null;
      if (goalsFor !== null && goalsAgainst !== null)
        result = goalsFor > goalsAgainst ? 'W' : goalsFor < goalsAgainst ? 'L' : 'D';
      return {
        ...f,
        venue,
        opponent: venue === 'home' ? f.away : f.home,
        result,
        goals_for: goalsFor,
        goals_against: goalsAgainst,
      };
    });
}

function emptyLine(): RecordLine {
  return { played: 0, won: 0, drawn: 0, lost: 0, goals_for: 0, goals_against: 0, points: 0 };
}

/** Home, away and total records over the finished matches (3-1-0; a shoot-out counts as a draw). */
export function splitRecord(matches: readonly TeamMatch[]): { home: RecordLine; away: RecordLine; total: RecordLine } {
  const split = { home: emptyLine(), away: emptyLine(), total: emptyLine() };
  for (const m of matches) {
    if (m.result === null) continue;
    for (const line of [split[m.venue], split.total]) {
      line.played++;
      line.goals_for += m.goals_for ?? 0;
      line.goals_against += m.goals_against ?? 0;
      if (m.result === 'W') {
        line.won++;
        line.points += 3;
      } else if (m.result === 'D') {
        line.drawn++;
        line.points++;
      } else line.lost++;
    }
  }
  return split;
}

/** Goals for and against per finished match, with running totals, for the chart. */
export function goalsByRound(matches: readonly TeamMatch[]): RoundGoals[] {
  let cumulativeFor = 0;
  let cumulativeAgainst = 0;
  return matches
    .filter((m) => m.result !== null)
    .map((m) => {
      cumulativeFor += m.goals_for ?? 0;
      cumulativeAgainst += m.goals_against ?? 0;
      return {
        round_key: m.round_key,
        phase: m.phase,
        matchday: m.matchday,
        goals_for: m.goals_for ?? 0,
        goals_against: m.goals_against ?? 0,
        cumulative_for: cumulativeFor,
        cumulative_against: cumulativeAgainst,
      };
    });
}
