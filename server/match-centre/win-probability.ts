import type { WinProbabilityPoint } from '../../contracts/match-centre.ts';

/**
 * The match centre's live win probability, one stated model:
 *
 * 1. **Scoring rates** (Maher's independent Poisson model, fitted by averages): from the real
 *    2024-25 league results, each team's attack is its goals scored per match divided by its
 *    league's goals per team and match, its defence its goals conceded per match divided by the
 *    same. The expected goals of a whole match are
 *    `home = attack(home) × defence(away) × μ_home` and `away = attack(away) × defence(home) × μ_away`,
 *    with `μ_home`, `μ_away` the mean home and away goals per match of the five leagues in 2024-25.
 *    A team without 2024-25 league results counts as average (attack = defence = 1).
 * 2. **What is left**: at match minute `m` (first-half stoppage counted as 45, second-half
 *    stoppage as 90) the goals still to come are Poisson with each side's rate times `(90 - m) / 90`;
 *    the two sides are independent.
 * 3. **The result**: home win, draw and away win are the chances that the score now plus the goals
 *    to come ends with the home side ahead, level or behind. At full time it is the result.
 *
 * It ignores red cards, stoppage time and the score's effect on how teams play: it is a stated
 * baseline, not the simulator's own script (which it never sees).
 */

/** A team's 2024-25 league record. */
export interface TeamRecord {
  teamId: number;
  leagueId: number;
  played: number;
  scored: number;
  conceded: number;
}

/** Expected goals of each side over a whole match. */
export interface MatchRates {
  home: number;
  away: number;
}

/** Everything the model learns from the season. */
export interface ScoringTable {
  /** Mean home and away goals per match over the leagues. */
  muHome: number;
  muAway: number;
  teams: Map<number, { attack: number; defence: number }>;
}

/** Fits attack and defence per team, each against its own league's goals per team and match. */
export function fitScoringTable(records: readonly TeamRecord[], mu: { home: number; away: number }): ScoringTable {
  const perLeague = new Map<number, { goals: number; played: number }>();
  for (const r of records) {
    const league = perLeague.get(r.leagueId) ?? { goals: 0, played: 0 };
    league.goals += r.scored;
    league.played += r.played;
    perLeague.set(r.leagueId, league);
  }
  const teams = new Map<number, { attack: number; defence: number }>();
  for (const r of records) {
    const league = perLeague.get(r.leagueId);
    if (!league || league.played === 0 || league.goals === 0 || r.played === 0) continue;
    const average = league.goals / league.played;
    teams.set(r.teamId, { attack: r.scored / r.played / average, defence: r.conceded / r.played / average });
  }
  return { muHome: mu.home, muAway: mu.away, teams };
}

/** Step 1: the expected goals of a whole match between two teams. */
export function matchRates(table: ScoringTable, homeTeamId: number, awayTeamId: number): MatchRates {
  const home = table.teams.get(homeTeamId) ?? { attack: 1, defence: 1 };
  const away = table.teams.get(awayTeamId) ?? { attack: 1, defence: 1 };
  return { home: home.attack * away.defence * table.muHome, away: away.attack * home.defence * table.muAway };
}

const MAX_GOALS = 12;

function poisson(lambda: number): number[] {
  const out: number[] = [];
  let p = Math.exp(-lambda);
  for (let k = 0; k <= MAX_GOALS; k++) {
    out.push(p);
    p = (p * lambda) / (k + 1);
  }
  return out;
}

/** Steps 2 and 3: home win, draw and away win at `minute` with the score `home`-`away`. */
export function winProbability(
  rates: MatchRates,
  minute: number,
  score: { home: number; away: number },
): Omit<WinProbabilityPoint, 'minute'> {
  const left = Math.min(1, Math.max(0, (90 - minute) / 90));
  const x = poisson(rates.home * left);
  const y = poisson(rates.away * left);
  const lead = score.home - score.away;
  let home = 0;
  let draw = 0;
  let away = 0;
  x.forEach((px, i) => {
    y.forEach((py, j) => {
      const d = lead + i - j;
      if (d > 0) home += px * py;
      else if (d === 0) draw += px * py;
      else away += px * py;
    });
  });
  // The tails beyond MAX_GOALS are negligible; normalise so the three add up to 1.
  const total = home + draw + away;
  return { home: home / total, draw: draw / total, away: away / total };
}
