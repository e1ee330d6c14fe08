import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DATABASE_FOOTBALL_PATHS as PATHS,
  type DatabaseLeagues,
  type KnockoutBracket,
  type LeagueStandings,
  type RoundFixtures,
  type TeamSeason,
} from '../../contracts/database-football.ts';
import { apiData, callApi, startTestServer, type TestServer } from './support/test-server.ts';

describe('football database', () => {
  let server: TestServer;
  const call = <T>(path: string) => callApi<T>(server, path);
  const data = <T>(path: string) => apiData<T>(server, path);
  const table = (league: string, season = '2024-25') =>
    data<LeagueStandings>(`${PATHS.standings}?league=${league}&season=${season}`);
  const line = (r: LeagueStandings['rows'][number]) =>
    `${r.position} ${r.team.name_en} ${r.played} ${r.goal_diff} ${r.points} ${r.zone ?? '-'}`;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => server.close());

  it('lists the five big leagues and the Champions League with their seasons', async () => {
    const { leagues } = await data<DatabaseLeagues>(PATHS.leagues);
    expect(leagues.map((l) => `${l.code} ${l.name_en} ${l.format}`)).toEqual([
      'en.1 Premier League league',
      'es.1 La Liga league',
      'it.1 Serie A league',
      'de.1 Bundesliga league',
      'fr.1 Ligue 1 league',
      'uefa.cl UEFA Champions League cup',
    ]);
    const premier = leagues[0]!;
    expect(premier.name_zh).toBe('英格兰超级联赛');
    expect(premier.seasons).toMatchObject([
      { name: '2024-25', complete: true, matches: 380, finished: 380 },
      { name: '2025-26', complete: false, matches: 380, finished: 291 },
    ]);
  });

  it('ranks the 2024-25 Premier League: Liverpool champions, three relegated', async () => {
    const standings = await table('en.1');
    expect(standings).toMatchObject({ tie_break: 'goal_difference', matches: 380 });
    expect(standings.rows.slice(0, 7).map(line)).toEqual([
      '1 Liverpool 38 45 84 champions_league',
      '2 Arsenal 38 35 74 champions_league',
      '3 Manchester City 38 28 71 champions_league',
      '4 Chelsea 38 21 69 champions_league',
      // Newcastle and Aston Villa on 66: goal difference (+21 against +7).
      '5 Newcastle United 38 21 66 champions_league',
      '6 Aston Villa 38 7 66 europa_league',
      '7 Nottingham Forest 38 12 65 conference_league',
    ]);
    expect(standings.rows.slice(17).map(line)).toEqual([
      '18 Leicester City 38 -47 25 relegation',
      '19 Ipswich Town 38 -46 22 relegation',
      '20 Southampton 38 -60 12 relegation',
    ]);
    expect(standings.rows[0]!.form).toEqual(['D', 'L', 'D', 'L', 'W']);
  });

  it('names the other 2024-25 champions', async () => {
    const champions = await Promise.all(
      ['es.1', 'it.1', 'de.1', 'fr.1'].map(async (l) => line((await table(l)).rows[0]!)),
    );
    expect(champions).toEqual([
      '1 Barcelona 38 63 88 champions_league',
      '1 Napoli 38 32 82 champions_league',
      '1 Bayern Munich 34 67 82 champions_league',
      '1 Paris Saint-Germain 34 57 84 champions_league',
    ]);
  });

  it('separates La Liga clubs level on points by their meetings before goal difference', async () => {
    // Rayo Vallecano and Osasuna: 52 points and -4 each; Osasuna scored more (48 to 41) but Rayo
    // took more from their meetings, and Rayo went to the Conference League.
    const rows = (await table('es.1')).rows.slice(7, 9).map(line);
    expect(rows).toEqual(['8 Rayo Vallecano 38 -4 52 conference_league', '9 Osasuna 38 -4 52 -']);
  });

  it('ranks the 2024-25 league phase of 36 by UEFA’s tie-breaks', async () => {
    const standings = await table('uefa.cl');
    expect(standings).toMatchObject({ tie_break: 'uefa_league_phase', matches: 144 });
    expect(standings.rows).toHaveLength(36);
    expect(line(standings.rows[0]!)).toBe('1 Liverpool 8 12 21 round_of_16');
    expect(line(standings.rows[7]!)).toBe('8 Aston Villa 8 7 16 round_of_16');
    // Real Madrid and Bayern: 15 points, 20:12 each, six away goals each, five wins each; Real
    // won two away, Bayern one.
    expect(standings.rows.slice(10, 12).map(line)).toEqual([
      '11 Real Madrid 8 8 15 knockout_playoff',
      '12 Bayern Munich 8 8 15 knockout_playoff',
    ]);
    expect(line(standings.rows[23]!)).toBe('24 Club Brugge 8 -4 11 knockout_playoff');
    expect(line(standings.rows[24]!)).toBe('25 Dinamo Zagreb 8 -7 11 eliminated');
  });

  it('draws the 2024-25 knockout bracket, the final PSG 5-0 Inter', async () => {
    const bracket = await data<KnockoutBracket>(`${PATHS.knockout}?league=uefa.cl&season=2024-25`);
    expect(bracket.rounds.map((r) => `${r.phase} ${r.ties.length}`)).toEqual([
      'knockout_playoff 8',
      'round_of_16 8',
      'quarterfinals 4',
      'semifinals 2',
      'final 1',
    ]);
    const final = bracket.rounds[4]!.ties[0]!;
    expect(final).toMatchObject({ aggregate: { first: 5, second: 0 }, decided_by: 'single_match' });
    expect([final.first.name_en, final.second.name_en]).toEqual(['Paris Saint-Germain', 'Inter']);
    expect(final.winner_id).toBe(final.first.id);

    const tie = (round: number, name: string) =>
      bracket.rounds[round]!.ties.find((t) => t.first.name_en === name || t.second.name_en === name)!;
    const summary = (t: ReturnType<typeof tie>) =>
      `${t.first.name_en} ${t.aggregate?.first}-${t.aggregate?.second} ${t.second.name_en}` +
      (t.penalties ? ` p${t.penalties.first}-${t.penalties.second}` : '') +
      ` ${t.winner_id === t.first.id ? t.first.name_en : t.second.name_en} ${t.decided_by}`;
    expect(summary(tie(3, 'Inter'))).toBe('Barcelona 6-7 Inter Inter aggregate');
    expect(summary(tie(1, 'Liverpool'))).toBe('Paris Saint-Germain 1-1 Liverpool p4-1 Paris Saint-Germain penalties');
    expect(summary(tie(1, 'Atlético Madrid'))).toBe('Real Madrid 2-2 Atlético Madrid p4-2 Real Madrid penalties');
    expect(summary(tie(0, 'Brest'))).toBe('Brest 0-10 Paris Saint-Germain Paris Saint-Germain aggregate');

    // The semi-finals line up with the final: PSG's first, Inter's second.
    const semis = bracket.rounds[3]!.ties.map((t) => t.winner_id);
    expect(semis).toEqual([final.first.id, final.second.id]);
  });

  it('refuses a knockout bracket for a league', async () => {
    expect(await call(`${PATHS.knockout}?league=en.1`)).toMatchObject({ code: 1 });
  });

  it('opens the 2025-26 Premier League on the next round, with postponed and unscheduled fixtures', async () => {
    const fixtures = await data<RoundFixtures>(`${PATHS.fixtures}?league=en.1&season=2025-26`);
    expect(fixtures.rounds).toHaveLength(38);
    expect(fixtures).toMatchObject({ round: 'Matchday 30', current_round: 'Matchday 30' });
    expect(fixtures.matches).toHaveLength(10);
    expect(fixtures.matches.every((m) => m.status === 'scheduled')).toBe(true);

    const round31 = await data<RoundFixtures>(`${PATHS.fixtures}?league=en.1&season=2025-26&round=Matchday%2031`);
    const postponed = round31.matches.filter((m) => m.status === 'postponed');
    expect(postponed.map((m) => `${m.home.name_en} v ${m.away.name_en}`)).toEqual(['Manchester City v Crystal Palace']);

    const laLiga = await data<RoundFixtures>(`${PATHS.fixtures}?league=es.1&season=2025-26&round=Matchday%2035`);
    expect(laLiga.matches).toHaveLength(10);
    expect(laLiga.matches.every((m) => m.status === 'unscheduled' && !m.has_time)).toBe(true);
  });

  it('shows a round of results with their scores', async () => {
    const last = await data<RoundFixtures>(`${PATHS.fixtures}?league=en.1&season=2024-25&round=Matchday%2038`);
    const result = last.matches.find((m) => m.home.name_en === 'Liverpool')!;
    expect(result).toMatchObject({ status: 'finished', home_score: 1, away_score: 1 });
    expect(result.away.name_en).toBe('Crystal Palace');
    expect(await call(`${PATHS.fixtures}?league=en.1&season=2024-25&round=Matchday%2039`)).toMatchObject({ code: 1 });
  });

  it('opens a team’s season: record, home and away, goals by round', async () => {
    const { leagues } = await data<DatabaseLeagues>(PATHS.leagues);
    const standings = await table('en.1');
    const liverpool = standings.rows[0]!.team;
    const team = await data<TeamSeason>(`${PATHS.team}?team=${liverpool.id}&league=${leagues[0]!.id}&season=2024-25`);
    expect(team.team).toMatchObject({ name_en: 'Liverpool', country: 'ENG' });
    expect(team.standing).toMatchObject({ position: 1, points: 84 });
    expect(team.matches).toHaveLength(38);
    expect(team.split.total).toMatchObject({
      played: 38,
      won: 25,
      drawn: 9,
      lost: 4,
      goals_for: 86,
      goals_against: 41,
    });
    expect(team.split.home.played + team.split.away.played).toBe(38);
    expect(team.split.home.points + team.split.away.points).toBe(84);
    expect(team.goals_by_round).toHaveLength(38);
    expect(team.goals_by_round.at(-1)).toMatchObject({ cumulative_for: 86, cumulative_against: 41 });
    expect(team.other_seasons.map((s) => `${s.league_code} ${s.season_name}`)).toEqual([
      'uefa.cl 2024-25',
      'en.1 2025-26',
    ]);
  });

  it('names the field of a bad request', async () => {
    expect(await call(`${PATHS.standings}?league=xx.9`)).toMatchObject({
      code: 1,
      msg: expect.stringContaining('league'),
    });
    expect(await call(`${PATHS.standings}?league=en.1&season=1999-00`)).toMatchObject({
      code: 1,
      msg: expect.stringContaining('season'),
    });
    expect(await call(`${PATHS.team}?team=abc&league=en.1`)).toMatchObject({
      code: 1,
      msg: expect.stringContaining('team'),
    });
  });
});
