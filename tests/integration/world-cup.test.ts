import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  WORLD_CUP_PATHS,
  type WorldCupBracket,
  type WorldCupGroups,
  type WorldCupMatches,
  type WorldCupScorer,
  type WorldCupSquad,
  type WorldCupStadium,
  type WorldCupTeam,
  type WorldCupTournament,
} from '../../contracts/world-cup.ts';
import { apiData, callApi, startTestServer, type TestServer } from './support/test-server.ts';

describe('world cup', () => {
  let server: TestServer;
  const call = <T>(path: string) => callApi<T>(server, path);
  const data = <T>(path: string) => apiData<T>(server, path);
  const minute = (g: { minute: number; minute_extra: number | null }) =>
    g.minute_extra === null ? `${g.minute}` : `${g.minute}+${g.minute_extra}`;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => server.close());

  it('lists both editions with their champions', async () => {
    const list = await data<WorldCupTournament[]>(WORLD_CUP_PATHS.tournaments);
    expect(list.map((t) => [t.season, t.teams, t.groups, t.matches])).toEqual([
      ['2022', 32, 8, 64],
      ['2026', 48, 12, 104],
    ]);
    const [wc2022] = list;
    expect(wc2022).toMatchObject({ first_date: '2022-11-20', last_date: '2022-12-18', played: 64, goals: 172 });
    expect(wc2022!.champion?.name_en).toBe('Argentina');
    expect(wc2022!.runner_up?.name_en).toBe('France');
    expect(wc2022!.third?.name_en).toBe('Croatia');
    expect(wc2022!.hosts.map((t) => t.name_en)).toEqual(['Qatar']);
    expect(list[1]!.hosts.map((t) => t.code).sort()).toEqual(['CAN', 'MEX', 'USA']);
  });

  it('plays the 2022 final: Argentina 3-3 France after extra time, 4-2 on penalties', async () => {
    const bracket = await data<WorldCupBracket>(`${WORLD_CUP_PATHS.bracket}?season=2022`);
    expect(bracket.rounds.map((r) => [r.stage, r.matches.length])).toEqual([
      ['round_of_16', 8],
      ['quarter_final', 4],
      ['semi_final', 2],
      ['final', 1],
    ]);
    const final = bracket.rounds.at(-1)!.matches[0]!;
    expect(final).toMatchObject({
      match_date: '2022-12-18',
      home_ft_score: 2,
      away_ft_score: 2,
      home_score: 3,
      away_score: 3,
      extra_time: true,
      home_pen_score: 4,
      away_pen_score: 2,
      winner: 'home',
      venue: 'Lusail Iconic Stadium, Lusail',
    });
    expect([final.home.name_en, final.away.name_en]).toEqual(['Argentina', 'France']);
    expect(final.goals.map((g) => `${minute(g)} ${g.player}${g.kind === 'penalty_goal' ? ' (pen)' : ''}`)).toEqual([
      '23 Lionel Messi (pen)',
      '36 Ángel Di María',
      '80 Kylian Mbappé (pen)',
      '81 Kylian Mbappé',
      '108 Lionel Messi',
      '118 Kylian Mbappé (pen)',
    ]);
    // Bracket order: the semi-finals in the finalists' order, each fed by its two quarter-finals.
    const names = (m: { home: WorldCupTeam; away: WorldCupTeam }) => `${m.home.name_en}-${m.away.name_en}`;
    expect(bracket.rounds[2]!.matches.map(names)).toEqual(['Argentina-Croatia', 'France-Morocco']);
    expect(bracket.rounds[1]!.matches.map(names)).toEqual([
      'Netherlands-Argentina',
      'Croatia-Brazil',
      'England-France',
      'Morocco-Portugal',
    ]);
    expect(names(bracket.third_place!)).toBe('Croatia-Morocco');
  });

  it('computes the 2022 groups with Argentina winning Group C', async () => {
    const groups = await data<WorldCupGroups>(`${WORLD_CUP_PATHS.groups}?season=2022`);
    expect(groups.rules).toBe('fifa_2022');
    expect(groups.missing_criteria).toContain('fair_play');
    expect(groups.groups.map((g) => g.name)).toEqual(['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H']);
    const c = groups.groups.find((g) => g.name === 'C')!;
    expect(c.rows.map((r) => [r.team.name_en, r.points, r.goal_difference, r.goals_for])).toEqual([
      ['Argentina', 6, 3, 5],
      ['Poland', 4, 0, 2],
      ['Mexico', 4, -1, 2],
      ['Saudi Arabia', 3, -2, 3],
    ]);
    expect(c.rows[1]!.decided_by).toBe('goal_difference');
    expect(c.matches).toHaveLength(6);
    // Group H: South Korea above Uruguay on goals scored (4 to 2), both level on points and goal difference.
    const h = groups.groups.find((g) => g.name === 'H')!;
    expect(h.rows[1]).toMatchObject({ points: 4, goal_difference: 0, goals_for: 4, decided_by: 'goals_for' });
    expect(h.rows[1]!.team.name_zh).toBe('韩国');
    expect(groups.third_placed).toEqual([]);
  });

  it('tells the 2026 groups, with the eight best third-placed teams going on', async () => {
    const groups = await data<WorldCupGroups>(`${WORLD_CUP_PATHS.groups}?season=2026`);
    expect(groups.rules).toBe('fifa_2026');
    expect(groups.groups.map((g) => g.name).join('')).toBe('ABCDEFGHIJKL');
    expect(groups.third_placed).toHaveLength(12);
    expect(groups.third_placed_through).toBe(8);
    // Every group's top two and the first eight third-placed teams are the 32 of the round of 32.
    const bracket = await data<WorldCupBracket>(`${WORLD_CUP_PATHS.bracket}?season=2026`);
    expect(bracket.rounds.map((r) => r.stage)).toEqual([
      'round_of_32',
      'round_of_16',
      'quarter_final',
      'semi_final',
      'final',
    ]);
    const inRound32 = bracket.rounds[0]!.matches.flatMap((m) => [m.home.id, m.away.id]).sort();
    const qualified = [
      ...groups.groups.flatMap((g) => g.rows.slice(0, 2).map((r) => r.team.id)),
      ...groups.third_placed.slice(0, 8).map((r) => r.team.id),
    ].sort();
    expect(qualified).toEqual(inRound32);
  });

  it('lists every 2022 match with goals, stoppage time and own goals', async () => {
    const { matches } = await data<WorldCupMatches>(`${WORLD_CUP_PATHS.matches}?season=2022`);
    expect(matches).toHaveLength(64);
    expect(matches.reduce((n, m) => n + m.goals.length, 0)).toBe(172);
    const opener = matches[0]!;
    expect([opener.home.name_en, opener.home_score, opener.away_score, opener.away.name_en]).toEqual([
      'Qatar',
      0,
      2,
      'Ecuador',
    ]);
    const stoppage = matches.flatMap((m) => m.goals).filter((g) => g.minute_extra !== null);
    expect(stoppage.map(minute)).toContain('90+8');
    expect(matches.flatMap((m) => m.goals).filter((g) => g.kind === 'own_goal').length).toBeGreaterThan(0);
  });

  it('computes the 2022 scorers: Mbappé 8, Messi 7 with 4 penalties, own goals left out', async () => {
    const scorers = await data<WorldCupScorer[]>(`${WORLD_CUP_PATHS.scorers}?season=2022`);
    // The source writes `Mbappé` and `Rashford` alone in some matches: the same players.
    expect(scorers.find((s) => s.player === 'Marcus Rashford')).toMatchObject({ goals: 3, matches_scored_in: 2 });
    expect(scorers.filter((s) => s.player === 'Mbappé' || s.player === 'Rashford')).toEqual([]);
    expect(scorers.slice(0, 2).map((s) => [s.rank, s.player, s.team.name_en, s.goals, s.penalties])).toEqual([
      [1, 'Kylian Mbappé', 'France', 8, 2],
      [2, 'Lionel Messi', 'Argentina', 7, 4],
    ]);
    const { matches } = await data<WorldCupMatches>(`${WORLD_CUP_PATHS.matches}?season=2022`);
    const ownGoals = matches.flatMap((m) => m.goals).filter((g) => g.kind === 'own_goal').length;
    expect(scorers.reduce((n, s) => n + s.goals, 0)).toBe(172 - ownGoals);
  });

  it('has 48 squads in 2026 with clubs, and the 2022 squads as the source lists them', async () => {
    const teams = await data<WorldCupTeam[]>(`${WORLD_CUP_PATHS.teams}?season=2026`);
    expect(teams).toHaveLength(48);
    const squads = await Promise.all(
      teams.map((t) => data<WorldCupSquad>(`${WORLD_CUP_PATHS.squad}?season=2026&team_id=${t.id}`)),
    );
    expect(squads.filter((s) => s.players.length > 0)).toHaveLength(48);
    expect(squads.every((s) => s.players.every((p) => p.club !== null))).toBe(true);

    const argentina = (await data<WorldCupTeam[]>(`${WORLD_CUP_PATHS.teams}?season=2022`)).find(
      (t) => t.code === 'ARG',
    )!;
    const squad = await data<WorldCupSquad>(`${WORLD_CUP_PATHS.squad}?season=2022&team_id=${argentina.id}`);
    expect(squad.players).toHaveLength(26);
    expect(squad.players[0]!.position).toBe('GK');
    expect(squad.players.find((p) => p.number === 10)).toMatchObject({ name: 'Lionel Messi', position: 'FW' });
  });

  it('lists the eight 2022 stadiums with the final at Lusail', async () => {
    // 11 matches at Lusail as the source has it (it also places South Korea v Portugal there).
    const stadiums = await data<WorldCupStadium[]>(`${WORLD_CUP_PATHS.stadiums}?season=2022`);
    expect(stadiums).toHaveLength(8);
    expect(stadiums.reduce((n, s) => n + s.matches, 0)).toBe(64);
    expect(stadiums.find((s) => s.stages.includes('final'))).toMatchObject({
      name: 'Lusail Iconic Stadium',
      city: 'Lusail',
      matches: 11,
    });
  });

  it('answers code 1 for an unknown edition or team', async () => {
    expect(await call(`${WORLD_CUP_PATHS.groups}?season=1930`)).toMatchObject({ code: 1, msg: /season/ });
    expect(await call(`${WORLD_CUP_PATHS.groups}?season=abc`)).toMatchObject({ code: 1, msg: /season/ });
    expect(await call(`${WORLD_CUP_PATHS.squad}?season=2022&team_id=999999`)).toMatchObject({
      code: 1,
      msg: /team_id/,
    });
  });
});
