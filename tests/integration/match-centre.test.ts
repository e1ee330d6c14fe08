import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope } from '../../contracts/api.ts';
import type {
  HeadToHead,
  HistoricalMatchDetail,
  LiveOddsDetail,
  LiveTimeline,
  SeasonTable,
} from '../../contracts/match-centre.ts';
import { fixture, startTestServer, type TestServer } from './support/test-server.ts';

describe('match centre', () => {
  let server: TestServer;
  const call = async <T>(path: string): Promise<Envelope<T>> =>
    (await (await fetch(`${server.url}/api/${path}`)).json()) as Envelope<T>;
  const data = async <T>(path: string): Promise<T> => {
    const body = await call<T>(path);
    expect(body, path).toMatchObject({ code: 0 });
    return body.data;
  };
  const teamId = async (code: string) =>
    (await server.live.database.db.selectFrom('teams').select('id').where('code', '=', code).executeTakeFirstOrThrow())
      .id;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => server.close());

  it('computes the 2024-25 Premier League table with Liverpool first on 84 points', async () => {
    const table = await data<SeasonTable>('Football/season_table?league=en.1&season=2024-25');
    const rows = table.groups[0]!.rows;
    expect(table).toMatchObject({ season_name: '2024-25', ranking: 'points', matches: 380 });
    expect(rows).toHaveLength(20);
    expect(rows[0]).toMatchObject({ position: 1, points: 84, played: 38, won: 25, drawn: 9, lost: 4 });
    expect(rows[0]!.team.name_en).toBe('Liverpool');
    expect(rows[1]).toMatchObject({ points: 74 });
    expect(rows[1]!.team.name_en).toBe('Arsenal');
    expect(rows[19]!.team.name_en).toBe('Southampton');
  });

  it('ranks the NBA by win percentage', async () => {
    const table = await data<SeasonTable>('Football/season_table?league=nba');
    expect(table.ranking).toBe('win_pct');
    expect(table.groups[0]!.rows[0]).toMatchObject({ won: 58, lost: 24 });
    expect(table.groups[0]!.rows[0]!.team.name_en).toBe('Milwaukee Bucks');
  });

  it('shows a real 2024-25 match with its result and the real meetings of the two clubs', async () => {
    // Liverpool 2-2 Arsenal (2-0 at half time), Premier League, 11 May 2025.
    const liverpool = await teamId('club:liverpool-fc');
    const arsenal = await teamId('club:arsenal-fc');
    const { id } = await server.live.database.db
      .selectFrom('matches')
      .select('id')
      .where('home_team_id', '=', liverpool)
      .where('away_team_id', '=', arsenal)
      .where('match_date', '=', '2025-05-11')
      .executeTakeFirstOrThrow();

    const detail = await data<HistoricalMatchDetail>(`match/detail?id=${id}`);
    expect(detail).toMatchObject({
      status: 'finished',
      season_name: '2024-25',
      round: 'Matchday 36',
      home_score: 2,
      away_score: 2,
      home_half_score: 2,
      away_half_score: 0,
    });
    expect([detail.home.name_en, detail.away.name_en]).toEqual(['Liverpool', 'Arsenal']);

    const h2h = await data<HeadToHead>(`match/h2h?home_team_id=${liverpool}&away_team_id=${arsenal}&exclude=${id}`);
    expect(
      h2h.meetings.map((m) => `${m.match_date} ${m.home.name_en} ${m.home_score}-${m.away_score} ${m.away.name_en}`),
    ).toEqual([
      '2026-01-08 Arsenal 0-0 Liverpool',
      '2025-08-31 Liverpool 1-0 Arsenal',
      '2024-10-27 Arsenal 2-2 Liverpool',
    ]);
    expect(h2h.summary).toEqual({ played: 3, home_wins: 1, draws: 2, away_wins: 0, home_goals: 3, away_goals: 2 });
    // Form going into the match: Chelsea 3-1 Liverpool on 4 May 2025 was the last before it.
    const formBefore = await data<HeadToHead>(
      `match/h2h?home_team_id=${liverpool}&away_team_id=${arsenal}&exclude=${id}&before=${detail.match_time}&limit=1`,
    );
    expect(formBefore.home_form[0]).toMatchObject({ match_date: '2025-05-04', result: 'L', home_score: 3 });
    // The list is bounded, the tally is not.
    expect(formBefore.meetings).toHaveLength(1);
    expect(formBefore.summary.played).toBe(3);
  });

  it('shows the World Cup goals with their minutes', async () => {
    const qatar = await teamId('nation:QAT');
    const { id } = await server.live.database.db
      .selectFrom('matches')
      .select('id')
      .where('home_team_id', '=', qatar)
      .where('match_date', '=', '2022-11-20')
      .executeTakeFirstOrThrow();
    const detail = await data<HistoricalMatchDetail>(`match/detail?id=${id}`);
    expect(detail).toMatchObject({ home_score: 0, away_score: 2, goals_known: true });
    expect(detail.goals.map((g) => [g.minute, g.side, g.kind])).toEqual([
      [16, 'away', 'penalty_goal'],
      [31, 'away', 'goal'],
    ]);
  });

  it('records a live match timeline and odds from the feed, on real teams', async () => {
    const liverpool = await teamId('club:liverpool-fc');
    const arsenal = await teamId('club:arsenal-fc');
    const id = 9_100_000 + Math.floor(Math.random() * 100_000);
    const store = server.live.leader()!.store;
    store.apply({
      fixtures: [fixture(id, { home_team_id: liverpool, away_team_id: arsenal, minute: 20, match_str: '20' })],
      removed: [],
      changes: [],
      odds: [
        {
          match_id: id,
          company_id: 1,
          fields: {
            eu: [2, 3.5, 3.4],
            asia: [0.9, 0.25, 0.95],
            ou: [0.9, 2.75, 0.92],
            eu_open: [2.1, 3.4, 3.3],
            asia_open: [0.92, 0.25, 0.93],
            ou_open: [0.88, 2.5, 0.96],
            closed: false,
          },
        },
      ],
    });
    store.apply({
      fixtures: [],
      removed: [],
      changes: [
        { id, fields: { minute: 23, match_str: '23', away_score: 1 }, event: { kind: 'goal', side: 'away', at: '23' } },
      ],
      odds: [{ match_id: id, company_id: 1, fields: { eu: [2.9, 3.4, 2.3] } }],
    });

    const timeline = await data<LiveTimeline>(`match/timeline?id=${id}`);
    expect(timeline.match).toMatchObject({ id, away_score: 1, match_str: '23' });
    expect(timeline.recording).toMatchObject({ match_str: '20', home_score: 0, away_score: 0 });
    expect(timeline.events).toEqual([
      expect.objectContaining({ kind: 'goal', side: 'away', at: '23', home_score: 0, away_score: 1 }),
    ]);
    // The win probability from the teams' real 2024-25 scoring rates, minute by minute since recording
    // began: Liverpool (86 scored, 41 conceded) at home to Arsenal (69, 34) expect more goals, and
    // Arsenal's goal in the 23rd minute moves the line their way.
    const analysis = timeline.analysis!;
    expect(analysis.rates.home).toBeGreaterThan(analysis.rates.away);
    expect(analysis.probability.map((p) => p.minute)).toEqual([20, 21, 22, 23]);
    expect(analysis.momentum.map((p) => p.minute)).toEqual([20, 21, 22, 23]);
    for (const p of analysis.probability) expect(p.home + p.draw + p.away).toBeCloseTo(1, 9);
    const [before, , , after] = analysis.probability;
    expect(after!.away).toBeGreaterThan(before!.away + 0.2);
    expect(after!.home).toBeLessThan(before!.home);

    const odds = await data<LiveOddsDetail>(`match/odds?id=${id}`);
    expect(odds.companies[0]).toMatchObject({
      company_id: 1,
      open: { eu: [2.1, 3.4, 3.3] },
      live: { eu: [2.9, 3.4, 2.3] },
    });
    expect(odds.companies[0]!.moves).toEqual([
      expect.objectContaining({ eu: [2.9, 3.4, 2.3], at: '23', away_score: 1 }),
    ]);

    // The same real teams: the live fixture's head-to-head comes from the data.
    const h2h = await data<HeadToHead>(`match/h2h?home_team_id=${liverpool}&away_team_id=${arsenal}`);
    expect(h2h.summary.played).toBe(4);

    store.apply({ fixtures: [], removed: [id], changes: [], odds: [] });
    expect(await call(`match/timeline?id=${id}`)).toMatchObject({ code: 1, msg: expect.stringMatching(/^id:/) });
  });

  it('answers bad parameters with code 1 naming the field', async () => {
    expect(await call('match/detail?id=abc')).toMatchObject({ code: 1, msg: expect.stringMatching(/^id:/) });
    expect(await call('match/detail?id=999999999')).toMatchObject({ code: 1, msg: expect.stringMatching(/^id:/) });
    expect(await call('match/h2h?home_team_id=1')).toMatchObject({
      code: 1,
      msg: expect.stringMatching(/^away_team_id:/),
    });
    expect(await call('Football/season_table?league=xx.9')).toMatchObject({
      code: 1,
      msg: expect.stringMatching(/^league:/),
    });
  });
});
