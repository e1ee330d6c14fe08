import {
  OVER_GOALS_LINE,
  type FormTally,
  type ForesightSport,
  type GoalTrend,
  type OddsMovement,
  type TablePlace,
} from '../../contracts/foresight.ts';
import type { CompanyOdds, FormResult, OddsQuote, PastMatch, SeasonTable } from '../../contracts/match-centre.ts';

/** The pure figures of foresight: what a run of real results and the odds lines say. */

const round = (value: number, places: number) => {
  const f = 10 ** places;
  return Math.round(value * f) / f;
};

/** W/D/L counts of the first `n` results (newest first). */
export function formTally(results: readonly FormResult[], n: number): FormTally {
  const run = results.slice(0, n);
  return {
    results: run,
    won: run.filter((r) => r === 'W').length,
    drawn: run.filter((r) => r === 'D').length,
    lost: run.filter((r) => r === 'L').length,
  };
}

/**
 * Goals for and against `teamId` over `matches` (the side it played on in each), averages to 0.01
 * and shares to 0.001. Basketball has no goal line or "both scored": those are null.
 */
export function goalTrend(matches: readonly PastMatch[], teamId: number, sport: ForesightSport): GoalTrend {
  let scored = 0;
  let conceded = 0;
  let over = 0;
  let both = 0;
  for (const m of matches) {
    const atHome = m.home.id === teamId;
    const own = atHome ? m.home_score : m.away_score;
    const other = atHome ? m.away_score : m.home_score;
    scored += own;
    conceded += other;
    if (own + other > OVER_GOALS_LINE) over++;
    if (own > 0 && other > 0) both++;
  }
  const n = matches.length;
  const avg = (total: number) => (n === 0 ? 0 : round(total / n, 2));
  const share = (count: number) => (sport === 'basketball' ? null : n === 0 ? 0 : round(count / n, 3));
  return {
    matches: n,
    scored_avg: avg(scored),
    conceded_avg: avg(conceded),
    total_avg: avg(scored + conceded),
    over_share: share(over),
    both_scored_share: share(both),
  };
}

/** The team's row in a computed season table (its group's, in a group stage); null when it has none. */
export function tablePlace(table: SeasonTable, teamId: number): TablePlace | null {
  for (const group of table.groups) {
    const row = group.rows.find((r) => r.team.id === teamId);
    if (!row) continue;
    return {
      season_name: table.season_name,
      group: group.name,
      position: row.position,
      of: group.rows.length,
      played: row.played,
      won: row.won,
      drawn: row.drawn,
      lost: row.lost,
      goals_for: row.goals_for,
      goals_against: row.goals_against,
      points: row.points,
      win_pct: row.win_pct,
    };
  }
  return null;
}

const diff = (live: readonly number[], open: readonly number[]) =>
  live.map((v, i) => round(v - (open[i] ?? 0), 2)) as [number, number, number];

/** Each company's lines with how far every price moved since opening. */
export function oddsMovement(companies: readonly CompanyOdds[]): OddsMovement[] {
  return companies.map((c) => {
    const change: OddsQuote = {
      eu: diff(c.live.eu, c.open.eu),
      asia: diff(c.live.asia, c.open.asia),
      ou: diff(c.live.ou, c.open.ou),
    };
    return { ...c, change };
  });
}
