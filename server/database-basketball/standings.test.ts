import { describe, expect, it } from 'vitest';
import type { BasketballTeam, Conference, Division } from '../../contracts/database-basketball.ts';
import { computeStandings, type StandingsGame } from './standings.ts';

let nextId = 1;
function team(code: string, conference: Conference, division: Division): BasketballTeam {
  const id = nextId++;
  return {
    id,
    code,
    name_zh: code,
    name_en: code,
    name_vi: code,
    short_name_zh: code,
    short_name_en: code,
    short_name_vi: code,
    conference,
    division,
  };
}

/** `winner` beats `loser` at home, by `margin` points. */
const beats = (winner: BasketballTeam, loser: BasketballTeam, margin = 10): StandingsGame => ({
  homeId: winner.id,
  awayId: loser.id,
  homeScore: 100 + margin,
  awayScore: 100,
});

const east = (teams: BasketballTeam[], games: StandingsGame[]) =>
  computeStandings(teams, games).conferences.find((c) => c.conference === 'East')!.rows;
const codes = (rows: { team: BasketballTeam }[]) => rows.map((r) => r.team.code);

describe('computeStandings', () => {
  it('counts records, games behind, home and away, the last ten and the streak', () => {
    const a = team('A', 'East', 'Atlantic');
    const b = team('B', 'East', 'Central');
    // A wins three, loses two, then wins seven; home court alternates, A first.
    const wins = [true, true, true, false, false, true, true, true, true, true, true, true];
    const games = wins.map((aWins, i) => {
      const [home, away] = i % 2 === 0 ? [a, b] : [b, a];
      const homeWins = aWins === (home === a);
      return { homeId: home.id, awayId: away.id, homeScore: homeWins ? 101 : 99, awayScore: homeWins ? 99 : 101 };
    });
    const [first, second] = east([a, b], games);
    expect(first).toMatchObject({
      position: 1,
      won: 10,
      lost: 2,
      win_pct: 0.833,
      games_behind: 0,
      home: { won: 5, lost: 1 },
      away: { won: 5, lost: 1 },
      conference_record: { won: 10, lost: 2 },
      division_record: { won: 0, lost: 0 },
      last_ten: { won: 8, lost: 2 },
      streak: { kind: 'W', length: 7 },
      points_for: 12 * 99 + 10 * 2,
      division_leader: true,
    });
    expect(first!.team.code).toBe('A');
    expect(second).toMatchObject({ position: 2, won: 2, lost: 10, games_behind: 8, streak: { kind: 'L', length: 7 } });
  });

  it('puts the winner of the head-to-head first when two teams are level, before division leader and margin', () => {
    const v = team('V', 'East', 'Atlantic');
    const x = team('X', 'East', 'Atlantic');
    const y = team('Y', 'East', 'Central');
    const z = team('Z', 'East', 'Central');
    const w = team('W', 'West', 'Pacific');
    // X and Y finish 2-1; X won their meeting by one point, Y leads its division and has the margin.
    const games = [beats(x, y, 1), beats(y, z, 50), beats(z, x), beats(x, w), beats(y, w, 30), beats(v, w)];
    const rows = east([v, x, y, z, w], games);
    expect(codes(rows)).toEqual(['V', 'X', 'Y', 'Z']);
    expect(rows[2]!.division_leader).toBe(true);
    expect(rows[1]!.division_leader).toBe(false);
  });

  it('puts a division leader first when two level teams split their meetings, before conference record', () => {
    const v = team('V', 'East', 'Atlantic');
    const x = team('X', 'East', 'Atlantic');
    const y = team('Y', 'East', 'Central');
    const z = team('Z', 'East', 'Central');
    const w = team('W', 'West', 'Pacific');
    // X and Y 2-1 and 1-1 against each other; X is 2-1 in the conference, Y 1-1, but Y leads the Central.
    const games = [beats(x, y), beats(y, x), beats(v, w), beats(v, w), beats(x, z), beats(y, w)];
    const rows = east([v, x, y, z, w], games);
    expect(rows.find((r) => r.team.code === 'X')!.conference_record).toEqual({ won: 2, lost: 1 });
    expect(codes(rows)).toEqual(['V', 'Y', 'X', 'Z']);
  });

  it('breaks a tie of three by division leader first, then the two left by their head-to-head', () => {
    const v = team('V', 'East', 'Atlantic');
    const x = team('X', 'East', 'Atlantic');
    const z = team('Z', 'East', 'Atlantic');
    const y = team('Y', 'East', 'Central');
    const w = team('W', 'West', 'Pacific');
    // X, Y and Z all 2-2. Among the three X is 2-0, Z 1-1, Y 0-2, but Y alone leads a division.
    const games = [
      beats(x, y),
      beats(x, z),
      beats(z, y),
      beats(y, w),
      beats(y, w),
      beats(z, w),
      beats(v, x),
      beats(v, x),
      beats(v, z),
    ];
    const rows = east([v, x, z, y, w], games);
    expect(rows.map((r) => `${r.team.code} ${r.won}-${r.lost}`)).toEqual(['V 3-0', 'Y 2-2', 'X 2-2', 'Z 2-2']);
  });

  it('lists each division with its five-team table and games behind its own leader', () => {
    const a = team('A', 'East', 'Atlantic');
    const b = team('B', 'East', 'Atlantic');
    const c = team('C', 'East', 'Central');
    const { divisions } = computeStandings([a, b, c], [beats(a, b), beats(c, a), beats(c, b), beats(c, a)]);
    expect(divisions.map((d) => d.division)).toEqual([
      'Atlantic',
      'Central',
      'Southeast',
      'Northwest',
      'Pacific',
      'Southwest',
    ]);
    const atlantic = divisions[0]!.rows;
    expect(atlantic.map((r) => [r.team.code, r.won, r.lost, r.games_behind])).toEqual([
      ['A', 1, 2, 0],
      ['B', 0, 2, 0.5],
    ]);
  });
});
