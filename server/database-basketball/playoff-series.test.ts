import { describe, expect, it } from 'vitest';
import type {
  BasketballGame,
  BasketballStandingsGroup,
  BasketballTeam,
  Conference,
  PlayoffRound,
} from '../../contracts/database-basketball.ts';
import { buildSeries, championOf, placePlayIn, playoffSeeds } from './playoff-series.ts';

let nextId = 1;
function team(code: string, conference: Conference): BasketballTeam {
  const names = { name_zh: code, name_en: code, name_vi: code, short_name_zh: code, short_name_en: code };
  return { id: nextId++, code, ...names, short_name_vi: code, conference, division: 'Atlantic' };
}

let day = 1;
/** A game on the next day; `homeWins` decides the score. */
function game(
  home: BasketballTeam,
  away: BasketballTeam,
  homeWins: boolean,
  round: PlayoffRound | null,
): BasketballGame {
  return {
    id: day,
    date: `2023-04-${String(day++).padStart(2, '0')}`,
    stage: round === null ? 'play_in' : 'playoffs',
    round,
    home,
    away,
    home_score: homeWins ? 110 : 100,
    away_score: homeWins ? 100 : 110,
    neutral: false,
    supplement: false,
  };
}

/** A series of `results` (true: the first team wins), home court 2-2-1-1-1 with `high` at home first. */
function series(high: BasketballTeam, low: BasketballTeam, results: boolean[], round: PlayoffRound = 'first_round') {
  const highHome = [true, true, false, false, true, false, true];
  return results.map((highWins, i) =>
    highHome[i] ? game(high, low, highWins, round) : game(low, high, !highWins, round),
  );
}

function conference(name: Conference, teams: BasketballTeam[]): BasketballStandingsGroup {
  const rows = teams.map((t, i) => ({ position: i + 1, team: t }) as BasketballStandingsGroup['rows'][number]);
  return { conference: name, division: null, rows };
}

describe('buildSeries', () => {
  it('makes one series of the games between two teams in a round and crowns the first to four wins', () => {
    const den = team('DEN', 'West');
    const mia = team('MIA', 'East');
    const games = series(den, mia, [true, false, true, true, true], 'finals');
    const [finals, ...rest] = buildSeries(games, new Map([[den.id, 1]]));
    expect(rest).toEqual([]);
    expect(finals).toMatchObject({ round: 'finals', conference: null, high_wins: 4, low_wins: 1, winner_id: den.id });
    expect(finals!.high.code).toBe('DEN');
    expect(finals!.high_seed).toBe(1);
    expect(finals!.low_seed).toBeNull();
    expect(finals!.games).toHaveLength(5);
    expect(championOf([finals!])).toBe(den.id);
  });

  it('gives home court to the team at home in game 1, even when it loses the series', () => {
    const mil = team('MIL', 'East');
    const mia = team('MIA', 'East');
    const [s] = buildSeries(series(mil, mia, [true, false, false, false, false]), new Map());
    expect(s!.high.code).toBe('MIL');
    expect([s!.high_wins, s!.low_wins]).toEqual([1, 4]);
    expect(s!.winner_id).toBe(mia.id);
    expect(s!.conference).toBe('East');
  });

  it('keeps interleaved series apart and leaves an unfinished one without a winner', () => {
    const [a, b, c, d] = [team('A', 'East'), team('B', 'East'), team('C', 'East'), team('D', 'East')];
    const first = series(a, b, [true, true, true]);
    const second = series(c, d, [false, false, false, false]);
    const interleaved = first.flatMap((g, i) => [g, second[i]!]).concat(second.slice(first.length));
    const built = buildSeries(interleaved, new Map());
    expect(built.map((s) => [s.high.code, s.high_wins, s.low_wins, s.winner_id])).toEqual([
      ['A', 3, 0, null],
      ['C', 0, 4, d.id],
    ]);
    expect(championOf(built)).toBeNull();
  });

  it('orders by round, East before West, and the bracket 1v8, 4v5, 3v6, 2v7', () => {
    const east = Array.from({ length: 8 }, (_, i) => team(`E${i + 1}`, 'East'));
    const west = Array.from({ length: 8 }, (_, i) => team(`W${i + 1}`, 'West'));
    const seeds = new Map([...east, ...west].map((t) => [t.id, Number(t.code.slice(1))]));
    const pair = (teams: BasketballTeam[], h: number, l: number) => series(teams[h - 1]!, teams[l - 1]!, [true]);
    const games = [
      ...series(east[0]!, east[3]!, [true], 'conference_semifinals'),
      ...pair(west, 2, 7),
      ...pair(east, 2, 7),
      ...pair(east, 3, 6),
      ...pair(west, 1, 8),
      ...pair(east, 4, 5),
      ...pair(east, 1, 8),
    ];
    const built = buildSeries(games, seeds);
    expect(built.map((s) => `${s.round}:${s.high.code}-${s.low.code}`)).toEqual([
      'first_round:E1-E8',
      'first_round:E4-E5',
      'first_round:E3-E6',
      'first_round:E2-E7',
      'first_round:W1-W8',
      'first_round:W2-W7',
      'conference_semifinals:E1-E4',
    ]);
  });
});

describe('play-in', () => {
  it('places the games by regular-season place and seeds their winners 7 and 8', () => {
    const teams = Array.from({ length: 10 }, (_, i) => team(`T${i + 1}`, 'East'));
    const t = (place: number) => teams[place - 1]!;
    const table = [conference('East', teams)];
    // 8th beats 7th, 9th beats 10th, then 7th beats 9th for the last place.
    const games = [game(t(7), t(8), false, null), game(t(9), t(10), true, null), game(t(7), t(9), true, null)];
    const playIn = placePlayIn(games, table);
    expect(playIn.map((p) => p.slot)).toEqual(['7v8', '9v10', 'final']);
    const seeds = playoffSeeds(table, playIn);
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((p) => seeds.get(t(p).id) ?? null)).toEqual([
      1,
      2,
      3,
      4,
      5,
      6,
      8,
      7,
      null,
      null,
    ]);
  });

  it('seeds places 1 to 8 when there was no play-in', () => {
    const teams = Array.from({ length: 9 }, (_, i) => team(`T${i + 1}`, 'West'));
    const seeds = playoffSeeds([conference('West', teams)], []);
    expect(teams.map((t) => seeds.get(t.id) ?? null)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, null]);
  });
});
