import type {
  BasketballStandingRow,
  BasketballStandingsGroup,
  BasketballTeam,
  Conference,
  WinLoss,
} from '../../contracts/database-basketball.ts';
import { NBA_DIVISIONS } from './nba-alignment.ts';

/** A regular-season result, in the order the games were played. */
export interface StandingsGame {
  homeId: number;
  awayId: number;
  homeScore: number;
  awayScore: number;
}

interface Tally {
  team: BasketballTeam;
  won: number;
  lost: number;
  home: WinLoss;
  away: WinLoss;
  conference: WinLoss;
  division: WinLoss;
  pointsFor: number;
  pointsAgainst: number;
  /** true = win, in game order. */
  results: boolean[];
  /** Opponent id -> record against that opponent. */
  versus: Map<number, WinLoss>;
}

const record = (): WinLoss => ({ won: 0, lost: 0 });
const add = (r: WinLoss, won: boolean) => (won ? r.won++ : r.lost++);
const pct = (r: WinLoss) => (r.won + r.lost === 0 ? 0 : r.won / (r.won + r.lost));

function tally(teams: readonly BasketballTeam[], games: readonly StandingsGame[]): Map<number, Tally> {
  const tallies = new Map<number, Tally>();
  for (const team of teams) {
    tallies.set(team.id, {
      team,
      won: 0,
      lost: 0,
      home: record(),
      away: record(),
      conference: record(),
      division: record(),
      pointsFor: 0,
      pointsAgainst: 0,
      results: [],
      versus: new Map(),
    });
  }
  for (const g of games) {
    const home = tallies.get(g.homeId);
    const away = tallies.get(g.awayId);
    if (!home || !away) continue;
    const homeWon = g.homeScore > g.awayScore;
    for (const [self, other, won, atHome, scored, conceded] of [
      [home, away, homeWon, true, g.homeScore, g.awayScore],
      [away, home, !homeWon, false, g.awayScore, g.homeScore],
    ] as const) {
      if (won) self.won++;
      else self.lost++;
      add(atHome ? self.home : self.away, won);
      if (self.team.conference === other.team.conference) add(self.conference, won);
      if (self.team.division === other.team.division) add(self.division, won);
      self.pointsFor += scored;
      self.pointsAgainst += conceded;
      self.results.push(won);
      let versus = self.versus.get(other.team.id);
      if (!versus) self.versus.set(other.team.id, (versus = record()));
      add(versus, won);
    }
  }
  return tallies;
}

/** A tie-break criterion: higher ranks first; the same value for every team means it does not apply. */
type Criterion = (team: Tally, tied: readonly Tally[]) => number;

function headToHead(team: Tally, tied: readonly Tally[]): number {
  const r = record();
  for (const other of tied) {
    if (other === team) continue;
    const versus = team.versus.get(other.team.id);
    if (versus) {
      r.won += versus.won;
      r.lost += versus.lost;
    }
  }
  return pct(r);
}

const divisionRecord: Criterion = (team, tied) =>
  tied.every((t) => t.team.division === team.team.division) ? pct(team.division) : 0;
const conferenceRecord: Criterion = (team) => pct(team.conference);
const pointDifferential: Criterion = (team) => team.pointsFor - team.pointsAgainst;

/**
 * Orders teams level on win %, by the NBA's rules that the data allows (the rules on records
 * against playoff teams are left out): two teams by head-to-head, division leader, division
 * record (same division), conference record, point differential; three or more with division
 * leader first, then head-to-head among all of them. Whenever a step separates some of the
 * teams, each group still level starts again from the first step of its size.
 */
function breakTie(tied: readonly Tally[], leaders: ReadonlySet<number>): Tally[] {
  if (tied.length <= 1) return [...tied];
  const leader: Criterion = (team) => (leaders.has(team.team.id) ? 1 : 0);
  const criteria: Criterion[] =
    tied.length === 2
      ? [headToHead, leader, divisionRecord, conferenceRecord, pointDifferential]
      : [leader, headToHead, divisionRecord, conferenceRecord, pointDifferential];
  for (const criterion of criteria) {
    const values = new Map(tied.map((t) => [t, criterion(t, tied)]));
    const distinct = [...new Set(values.values())].sort((a, b) => b - a);
    if (distinct.length > 1)
      return distinct.flatMap((v) =>
        breakTie(
          tied.filter((t) => values.get(t) === v),
          leaders,
        ),
      );
  }
  // Still level on everything the data holds: a stable order by name.
  return [...tied].sort((a, b) => a.team.name_en.localeCompare(b.team.name_en));
}

function order(teams: readonly Tally[], leaders: ReadonlySet<number>): Tally[] {
  const byPct = [...teams].sort((a, b) => pct(b) - pct(a));
  const ordered: Tally[] = [];
  for (let i = 0; i < byPct.length;) {
    let j = i + 1;
    while (j < byPct.length && pct(byPct[j]!) === pct(byPct[i]!)) j++;
    ordered.push(...breakTie(byPct.slice(i, j), leaders));
    i = j;
  }
  return ordered;
}

function lastRun(results: readonly boolean[]): BasketballStandingRow['streak'] {
  const last = results[results.length - 1];
  if (last === undefined) return { kind: 'W', length: 0 };
  let length = 0;
  for (let i = results.length - 1; i >= 0 && results[i] === last; i--) length++;
  return { kind: last ? 'W' : 'L', length };
}

function toRows(ordered: readonly Tally[], leaders: ReadonlySet<number>): BasketballStandingRow[] {
  const first = ordered[0];
  return ordered.map((t, index) => {
    const lastTen = t.results.slice(-10);
    return {
      position: index + 1,
      team: t.team,
      won: t.won,
      lost: t.lost,
      win_pct: Math.round(pct(t) * 1000) / 1000,
      games_behind: first ? (first.won - t.won + (t.lost - first.lost)) / 2 : 0,
      home: { ...t.home },
      away: { ...t.away },
      conference_record: { ...t.conference },
      division_record: { ...t.division },
      last_ten: { won: lastTen.filter(Boolean).length, lost: lastTen.filter((w) => !w).length },
      streak: lastRun(t.results),
      points_for: t.pointsFor,
      points_against: t.pointsAgainst,
      division_leader: leaders.has(t.team.id),
    };
  });
}

/** Standings by conference and by division from the regular season's results (in game order). */
export function computeStandings(
  teams: readonly BasketballTeam[],
  games: readonly StandingsGame[],
): { conferences: BasketballStandingsGroup[]; divisions: BasketballStandingsGroup[] } {
  const tallies = [...tally(teams, games).values()];
  const none = new Set<number>();
  // Division tables first: their leaders take part in the conference tie-breaks.
  const divisionOrders = (Object.keys(NBA_DIVISIONS) as Conference[]).flatMap((conference) =>
    NBA_DIVISIONS[conference].map((division) => ({
      conference,
      division,
      ordered: order(
        tallies.filter((t) => t.team.division === division),
        none,
      ),
    })),
  );
  const leaders = new Set(divisionOrders.flatMap((d) => (d.ordered[0] ? [d.ordered[0].team.id] : [])));
  const divisions = divisionOrders.map(({ conference, division, ordered }) => ({
    conference,
    division,
    rows: toRows(ordered, leaders),
  }));
  const conferences = (Object.keys(NBA_DIVISIONS) as Conference[]).map((conference) => ({
    conference,
    division: null,
    rows: toRows(
      order(
        tallies.filter((t) => t.team.conference === conference),
        leaders,
      ),
      leaders,
    ),
  }));
  return { conferences, divisions };
}
