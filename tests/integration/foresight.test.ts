import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ForesightDetail, ForesightList } from '../../contracts/foresight.ts';
import { throwAwayDatabase } from './support/pg-database.ts';
import { apiData, callApi, fixture, startTestServer, type TestServer } from './support/test-server.ts';

const databaseUrl = process.env.TEST_DATABASE_URL;

/**
 * Foresight on a live fixture between two real clubs: every figure checked against the imported
 * results, counted by hand from the data (the lists in the comments).
 */
describe.each([
  ['sqlite', undefined],
  ['postgres', databaseUrl],
] as const)('foresight (%s)', (kind, url) => {
  const skip = kind === 'postgres' && !url;
  let server: TestServer;
  let scratch: Awaited<ReturnType<typeof throwAwayDatabase>> | null = null;
  const teamId = async (code: string) =>
    (await server.live.database.db.selectFrom('teams').select('id').where('code', '=', code).executeTakeFirstOrThrow())
      .id;

  beforeAll(async () => {
    if (skip) return;
    scratch = url ? await throwAwayDatabase(url, 'foresight') : null;
    server = await startTestServer({ databaseUrl: scratch?.url });
  });
  afterAll(async () => {
    await server?.close();
    await scratch?.drop();
  });

  it.skipIf(skip)(
    'gives Liverpool v Arsenal their real form, meetings, table places, goal trends and odds movement',
    async () => {
      const liverpool = await teamId('club:liverpool-fc');
      const arsenal = await teamId('club:arsenal-fc');
      const league = await server.live.database.db
        .selectFrom('leagues')
        .select('id')
        .where('code', '=', 'en.1')
        .executeTakeFirstOrThrow();
      const id = 9_200_000 + Math.floor(Math.random() * 100_000);
      const later = id + 1;
      const store = server.live.leader()!.store;
      const kickoff = 1_800_000_000;
      store.apply({
        fixtures: [
          // Listed by kick-off: the later one first in the feed, last in foresight.
          fixture(later, {
            league_id: league.id,
            home_team_id: arsenal,
            away_team_id: liverpool,
            match_time: kickoff + 3600,
            status: 'notstarted',
          }),
          fixture(id, {
            league_id: league.id,
            home_team_id: liverpool,
            away_team_id: arsenal,
            match_time: kickoff,
            status: 'notstarted',
            minute: 0,
            match_str: '',
          }),
        ],
        removed: [],
        changes: [],
        odds: [
          {
            match_id: id,
            company_id: 1,
            fields: {
              eu: [2.4, 3.5, 2.9],
              asia: [0.9, 0, 0.95],
              ou: [0.9, 2.75, 0.92],
              eu_open: [2.5, 3.4, 2.8],
              asia_open: [0.92, 0, 0.93],
              ou_open: [0.88, 2.5, 0.96],
              closed: false,
            },
          },
        ],
      });
      store.apply({
        fixtures: [],
        removed: [],
        changes: [],
        odds: [{ match_id: id, company_id: 1, fields: { eu: [2.3, 3.5, 3] } }],
      });

      const detail = await apiData<ForesightDetail>(server, `Foresight/match?id=${id}`);
      expect(detail.match).toMatchObject({ id, home_team_id: liverpool, away_team_id: arsenal });

      // Liverpool's last ten in the data, newest first (Premier League 2025-26):
      // Wolves 2-1 L, L 5-2 West Ham, Forest 0-1 L, Sunderland 0-1 L, L 1-2 Man City,
      // L 4-1 Newcastle, Bournemouth 3-2 L, L 1-1 Burnley, Arsenal 0-0 L, Fulham 2-2 L.
      expect(detail.home.form.map((m) => m.match_date)[0]).toBe('2026-03-03');
      expect(detail.home.last5).toEqual({ results: ['L', 'W', 'W', 'W', 'L'], won: 3, drawn: 0, lost: 2 });
      expect(detail.home.last10).toMatchObject({ won: 4, drawn: 3, lost: 3 });
      // For 18, against 13; totals 3,7,1,1,3,5,5,2,0,4: six over 2.5; both scored seven times.
      expect(detail.home.trend).toEqual({
        matches: 10,
        scored_avg: 1.8,
        conceded_avg: 1.3,
        total_avg: 3.1,
        over_share: 0.6,
        both_scored_share: 0.7,
      });
      // Arsenal's: Brighton 0-1 A, A 2-1 Chelsea, Spurs 1-4 A, Wolves 2-2 A, Brentford 1-1 A,
      // A 3-0 Sunderland, Leeds 0-4 A, A 2-3 Man Utd, Forest 0-0 A, A 0-0 Liverpool.
      expect(detail.away.last5).toEqual({ results: ['W', 'W', 'W', 'D', 'D'], won: 3, drawn: 2, lost: 0 });
      expect(detail.away.last10).toMatchObject({ won: 5, drawn: 4, lost: 1 });
      expect(detail.away.trend).toEqual({
        matches: 10,
        scored_avg: 1.9,
        conceded_avg: 0.8,
        total_avg: 2.7,
        over_share: 0.6,
        both_scored_share: 0.5,
      });

      // Four meetings: Arsenal 0-0 Liverpool, Liverpool 1-0 Arsenal, Liverpool 2-2 Arsenal,
      // Arsenal 2-2 Liverpool.
      expect(detail.h2h.summary).toEqual({
        played: 4,
        home_wins: 1,
        draws: 3,
        away_wins: 0,
        home_goals: 5,
        away_goals: 4,
      });
      expect(detail.h2h.trend).toEqual({
        matches: 4,
        scored_avg: 1.25,
        conceded_avg: 1,
        total_avg: 2.25,
        over_share: 0.5,
        both_scored_share: 0.5,
      });

      // The 2025-26 table as far as the data goes: Arsenal 67 points from 30 top; Liverpool sixth on
      // 48 from 29, level with Chelsea (fifth on goal difference, +19 to +9).
      expect(detail.away.place).toMatchObject({
        season_name: '2025-26',
        position: 1,
        of: 20,
        played: 30,
        points: 67,
        goals_for: 59,
        goals_against: 22,
      });
      expect(detail.home.place).toMatchObject({
        position: 6,
        of: 20,
        played: 29,
        won: 14,
        drawn: 6,
        lost: 9,
        points: 48,
      });

      // Odds since opening: the home price drifted in, the away price out.
      expect(detail.odds).toHaveLength(1);
      expect(detail.odds[0]).toMatchObject({
        company_id: 1,
        open: { eu: [2.5, 3.4, 2.8] },
        live: { eu: [2.3, 3.5, 3] },
        change: { eu: [-0.2, 0.1, 0.2], asia: [-0.02, 0, 0.02], ou: [0.02, 0.25, -0.04] },
      });
      expect(detail.odds[0]!.moves).toEqual([expect.objectContaining({ eu: [2.3, 3.5, 3] })]);
      // No expert schemes yet.
      expect(detail.schemes).toEqual([]);

      // The list: both fixtures by kick-off with the same glance figures.
      const list = await apiData<ForesightList>(server, 'Foresight/list?sport=football');
      const ours = list.matches.filter((m) => m.match.id === id || m.match.id === later);
      expect(ours.map((m) => m.match.id)).toEqual([id, later]);
      expect(ours[0]).toMatchObject({
        home: { form: ['L', 'W', 'W', 'W', 'L'], place: { position: 6 } },
        away: { form: ['W', 'W', 'W', 'D', 'D'], place: { position: 1 } },
        h2h: { played: 4, home_wins: 1, away_wins: 0 },
      });
      // The other way round, the tally is from Arsenal's side.
      expect(ours[1]!.h2h).toMatchObject({ played: 4, home_wins: 0, away_wins: 1, home_goals: 4, away_goals: 5 });

      store.apply({ fixtures: [], removed: [id, later], changes: [], odds: [] });
      expect(await callApi(server, `Foresight/match?id=${id}`)).toMatchObject({
        code: 1,
        msg: expect.stringMatching(/^id:/),
      });
    },
  );

  it.skipIf(skip)('answers bad parameters with code 1 naming the field', async () => {
    expect(await callApi(server, 'Foresight/list?sport=esports')).toMatchObject({
      code: 1,
      msg: expect.stringMatching(/^sport:/),
    });
    expect(await callApi(server, 'Foresight/match?id=abc')).toMatchObject({
      code: 1,
      msg: expect.stringMatching(/^id:/),
    });
  });
});
