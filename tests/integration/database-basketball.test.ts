import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DATABASE_BASKETBALL_PATHS as PATHS,
  type BasketballBracket,
  type BasketballResults,
  type BasketballStandings,
  type BasketballTeamPage,
} from '../../contracts/database-basketball.ts';
import { apiData, callApi, startTestServer, type TestServer } from './support/test-server.ts';

/** The basketball database on the real NBA 2022-23 data (FiveThirtyEight's elo file is the truth). */
describe('basketball database', () => {
  let server: TestServer;
  const call = <T>(path: string) => callApi<T>(server, path);
  const data = <T>(path: string) => apiData<T>(server, path);
  const record = (r: { team: { code: string }; won: number; lost: number }) => `${r.team.code} ${r.won}-${r.lost}`;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => server.close());

  it('ranks the 2022-23 conferences: Milwaukee 58-24 and Denver 53-29 first, Detroit 17-65 last', async () => {
    const standings = await data<BasketballStandings>(`${PATHS.standings}?league=nba`);
    expect(standings.season.season_name).toBe('2022-23');
    expect(standings.games).toBe(1230);
    const [east, west] = standings.conferences;
    expect(east!.conference).toBe('East');
    expect(east!.rows.map(record)).toEqual([
      'MIL 58-24',
      'BOS 57-25',
      'PHI 54-28',
      'CLE 51-31',
      'NYK 47-35',
      'BRK 45-37',
      'MIA 44-38',
      // 41-41 both: Atlanta won the season series 2-1 (the real 8th and 9th places).
      'ATL 41-41',
      'TOR 41-41',
      'CHI 40-42',
      'IND 35-47',
      'WAS 35-47',
      'ORL 34-48',
      'CHO 27-55',
      'DET 17-65',
    ]);
    expect(west!.rows.slice(0, 10).map(record)).toEqual([
      'DEN 53-29',
      'MEM 51-31',
      'SAC 48-34',
      'PHO 45-37',
      // Level pairs as the NBA seeded them: the Clippers 5th, Minnesota 8th.
      'LAC 44-38',
      'GSW 44-38',
      'LAL 43-39',
      'MIN 42-40',
      'NOP 42-40',
      'OKC 40-42',
    ]);
    expect(east!.rows[0]).toMatchObject({ games_behind: 0, home: { won: 32, lost: 9 }, away: { won: 26, lost: 15 } });
    expect(east!.rows[1]!.games_behind).toBe(1);
    expect(east!.rows[14]).toMatchObject({ games_behind: 41, position: 15 });
    expect(east!.rows[0]!.team.name_zh).toBe('密尔沃基雄鹿');
  });

  it('lists six divisions of five with their leaders', async () => {
    const { divisions } = await data<BasketballStandings>(PATHS.standings);
    expect(divisions.map((d) => d.rows.length)).toEqual([5, 5, 5, 5, 5, 5]);
    expect(divisions.map((d) => `${d.division}: ${record(d.rows[0]!)}`)).toEqual([
      'Atlantic: BOS 57-25',
      'Central: MIL 58-24',
      'Southeast: MIA 44-38',
      'Northwest: DEN 53-29',
      'Pacific: SAC 48-34',
      'Southwest: MEM 51-31',
    ]);
  });

  it('builds the playoff bracket from the playoff games: Denver beats Miami 4-1 in the Finals', async () => {
    const bracket = await data<BasketballBracket>(PATHS.bracket);
    const line = (s: BasketballBracket['series'][number]) =>
      `(${s.high_seed})${s.high.code} ${s.high_wins}-${s.low_wins} (${s.low_seed})${s.low.code}`;
    expect(bracket.series.filter((s) => s.round === 'first_round').map(line)).toEqual([
      '(1)MIL 1-4 (8)MIA',
      '(4)CLE 1-4 (5)NYK',
      '(3)PHI 4-0 (6)BRK',
      '(2)BOS 4-2 (7)ATL',
      '(1)DEN 4-1 (8)MIN',
      '(4)PHO 4-1 (5)LAC',
      '(3)SAC 3-4 (6)GSW',
      '(2)MEM 2-4 (7)LAL',
    ]);
    expect(bracket.series.filter((s) => s.round === 'conference_finals').map(line)).toEqual([
      '(2)BOS 3-4 (8)MIA',
      '(1)DEN 4-0 (7)LAL',
    ]);
    const finals = bracket.series.find((s) => s.round === 'finals')!;
    expect(line(finals)).toBe('(1)DEN 4-1 (8)MIA');
    expect(finals.games.map((g) => `${g.date} ${g.home.code} ${g.home_score}-${g.away_score} ${g.away.code}`)).toEqual([
      '2023-06-01 DEN 104-93 MIA',
      '2023-06-04 DEN 108-111 MIA',
      '2023-06-07 MIA 94-109 DEN',
      '2023-06-09 MIA 95-108 DEN',
      '2023-06-12 DEN 94-89 MIA',
    ]);
    // The elo file stops before the Finals: those five results are marked as added, with their source.
    expect(finals.games.every((g) => g.supplement && g.id === null)).toBe(true);
    expect(bracket.supplement_source?.name).toBe('Basketball-Reference.com');
    expect(bracket.champion_id).toBe(finals.high.id);
    expect(bracket.series.filter((s) => s.round !== 'finals').every((s) => s.games.every((g) => !g.supplement))).toBe(
      true,
    );
    expect(bracket.series).toHaveLength(15);
  });

  it('places the six play-in games', async () => {
    const { play_in } = await data<BasketballBracket>(PATHS.bracket);
    expect(
      play_in.map((p) => `${p.conference} ${p.slot} ${p.game.home.code} ${p.game.home_score}-${p.game.away_score}`),
    ).toEqual([
      'East 7v8 MIA 105-116',
      'West 7v8 LAL 108-102',
      'East 9v10 TOR 105-109',
      'West 9v10 NOP 118-123',
      'East final MIA 102-91',
      'West final MIN 120-95',
    ]);
  });

  it("shows a day's results and every day with games", async () => {
    const last = await data<BasketballResults>(PATHS.results);
    expect(last.date).toBe('2023-04-09');
    expect(last.games).toHaveLength(15);
    expect(last.dates[0]).toBe('2022-10-18');
    expect(last.dates).toContain('2023-06-12');
    const opening = await data<BasketballResults>(`${PATHS.results}?date=2022-10-18`);
    expect(opening.games.map((g) => `${g.home.code} ${g.home_score}-${g.away_score} ${g.away.code}`)).toEqual([
      'BOS 126-117 PHI',
      'GSW 123-109 LAL',
    ]);
    const none = await data<BasketballResults>(`${PATHS.results}?date=2022-12-24`);
    expect(none.games).toEqual([]);
  });

  it("shows a team's record, home and away split, games and roster", async () => {
    const { conferences } = await data<BasketballStandings>(PATHS.standings);
    const denver = conferences[1]!.rows[0]!.team;
    const page = await data<BasketballTeamPage>(`${PATHS.team}?team=${denver.id}`);
    expect(page.team).toMatchObject({
      code: 'DEN',
      conference: 'West',
      division: 'Northwest',
      name_en: 'Denver Nuggets',
    });
    expect(page.standing).toMatchObject({ position: 1, won: 53, lost: 29 });
    expect(page.division_position).toBe(1);
    expect(page.split.home).toMatchObject({ played: 41, won: 34, lost: 7 });
    expect(page.split.away).toMatchObject({ played: 41, won: 19, lost: 22 });
    // 82 regular-season games, 5 + 6 + 4 playoff games in the data, 5 Finals games added.
    expect(page.games).toHaveLength(102);
    expect(page.games.filter((g) => g.stage === 'regular')).toHaveLength(82);
    expect(page.roster[0]).toMatchObject({ name: 'Nikola Jokic', season_types: ['RS', 'PO'] });
    expect(page.roster[0]!.minutes).toBeGreaterThan(2000);
  });

  it('refuses an unknown team, league or date with a message naming the field', async () => {
    expect(await call(`${PATHS.team}?team=999999`)).toMatchObject({ code: 1, msg: expect.stringMatching(/^team:/) });
    expect(await call(`${PATHS.team}`)).toMatchObject({ code: 1, msg: expect.stringMatching(/^team:/) });
    expect(await call(`${PATHS.standings}?league=en.1`)).toMatchObject({
      code: 1,
      msg: expect.stringMatching(/^league:/),
    });
    expect(await call(`${PATHS.results}?date=June`)).toMatchObject({ code: 1, msg: expect.stringMatching(/^date:/) });
  });
});
