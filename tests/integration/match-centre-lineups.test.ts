import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope } from '../../contracts/api.ts';
import type { HistoricalMatchDetail, LiveTimeline, RecordedEvent } from '../../contracts/match-centre.ts';
import { fixture, startTestServer, type TestServer } from './support/test-server.ts';

const minute = (e: { minute: number; minute_extra: number | null }) =>
  e.minute_extra === null ? `${e.minute}'` : `${e.minute}+${e.minute_extra}'`;
const eventLine = (e: RecordedEvent) =>
  `${minute(e)} ${e.side} ${e.kind} ${e.player}${e.player_off ? ` for ${e.player_off}` : ''}`;

describe('match centre: line-ups, cards and substitutions', () => {
  let server: TestServer;
  const data = async <T>(path: string): Promise<T> => {
    const body = (await (await fetch(`${server.url}/api/${path}`)).json()) as Envelope<T>;
    expect(body, path).toMatchObject({ code: 0 });
    return body.data;
  };
  const matchId = async (home: string, date: string) => {
    const db = server.live.database.db;
    const team = await db.selectFrom('teams').select('id').where('code', '=', home).executeTakeFirstOrThrow();
    const match = await db
      .selectFrom('matches')
      .select('id')
      .where('home_team_id', '=', team.id)
      .where('match_date', '=', date)
      .executeTakeFirstOrThrow();
    return match.id;
  };

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => server.close());

  it('answers the 2022 final with both real line-ups: Martinez in goal, Messi captain', async () => {
    const final = await data<HistoricalMatchDetail>(`match/detail?id=${await matchId('nation:ARG', '2022-12-18')}`);
    expect([final.home.name_en, final.away.name_en, final.home_pen_score, final.away_pen_score]).toEqual([
      'Argentina',
      'France',
      4,
      2,
    ]);
    const argentina = final.lineups!.home;
    expect(argentina.starters).toHaveLength(11);
    expect(argentina.starters[0]).toMatchObject({ name: 'Emiliano MARTINEZ', position: 'GK', starter: true });
    expect(argentina.starters.filter((p) => p.captain).map((p) => p.name)).toEqual(['Lionel MESSI']);
    expect(argentina.starters.find((p) => p.name === 'Lionel MESSI')).toMatchObject({ position: 'FW', off: null });
    expect(final.lineups!.away.starters.find((p) => p.captain)?.name).toBe('Hugo LLORIS');
  });

  it('carries the real substitution minutes of the final, stoppage and extra time included', async () => {
    const final = await data<HistoricalMatchDetail>(`match/detail?id=${await matchId('nation:ARG', '2022-12-18')}`);
    const subs = (side: 'home' | 'away') =>
      final.lineups![side].substitutes.map((p) => `${minute(p.on!)} ${p.name} for ${p.replaced}`);
    expect(subs('home')).toEqual([
      "64' Marcos ACUNA for Angel DI MARIA",
      "91' Gonzalo MONTIEL for Nahuel MOLINA",
      "102' Leandro PAREDES for Rodrigo DE PAUL",
      "102' Lautaro MARTINEZ for Julian ALVAREZ",
      "116' German PEZZELLA for Alexis MAC ALLISTER",
      "120+1' Paulo DYBALA for Nicolas TAGLIAFICO",
    ]);
    expect(subs('away').slice(0, 2)).toEqual([
      "41' Marcus THURAM for Olivier GIROUD",
      "41' Randal KOLO MUANI for Ousmane DEMBELE",
    ]);
    const diMaria = final.lineups!.home.starters.find((p) => p.name === 'Angel DI MARIA');
    expect(diMaria?.off).toEqual({ minute: 64, minute_extra: null });
    // Montiel came on, was booked, and scored the winning penalty.
    expect(final.lineups!.home.substitutes[1]?.yellow).toEqual({ minute: 116, minute_extra: null });

    const events = final.events.map(eventLine);
    expect(events).toContain("64' home substitution Marcos ACUNA for Angel DI MARIA");
    expect(events).toContain("90+8' home yellow_card Marcos ACUNA");
    expect(events.indexOf("108' home goal Lionel Messi")).toBeGreaterThan(
      events.indexOf("102' home substitution Leandro PAREDES for Rodrigo DE PAUL"),
    );
    // The goals list is as it was.
    expect(final.goals.map((g) => g.minute)).toEqual([23, 36, 80, 81, 108, 118]);
  });

  it('puts cards between the goals of the opening match and a second yellow as such', async () => {
    const opener = await data<HistoricalMatchDetail>(`match/detail?id=${await matchId('nation:QAT', '2022-11-20')}`);
    expect(opener.events.slice(0, 3).map(eventLine)).toEqual([
      "15' home yellow_card SAAD ALSHEEB",
      "16' away penalty_goal Enner Valencia",
      "22' home yellow_card ALMOEZ ALI",
    ]);
    const cameroon = await data<HistoricalMatchDetail>(`match/detail?id=${await matchId('nation:CMR', '2022-12-02')}`);
    expect(cameroon.events.map(eventLine)).toContain("90+3' home second_yellow Vincent ABOUBAKAR");
  });

  it('has no line-ups for a club match and keeps its timeline to the goals the data has', async () => {
    const club = await data<HistoricalMatchDetail>(
      `match/detail?id=${await matchId('club:liverpool-fc', '2025-05-11')}`,
    );
    expect(club.lineups).toBeNull();
    expect(club.events).toEqual([]);
  });

  it('counts a live basketball scoring run in the timeline', async () => {
    const id = 9_200_000 + Math.floor(Math.random() * 100_000);
    const store = server.live.leader()!.store;
    store.apply({
      fixtures: [fixture(id, { sport: 'basketball', period: 1, minute: 700, match_str: 'Q1 11:40' })],
      removed: [],
      changes: [],
      odds: [],
    });
    const baskets: Array<['home' | 'away', number]> = [
      ['home', 2],
      ['away', 3],
      ['away', 3],
      ['away', 2],
    ];
    const score = { home: 0, away: 0 };
    for (const [side, points] of baskets) {
      score[side] += points;
      store.apply({
        fixtures: [],
        removed: [],
        changes: [{ id, fields: { [`${side}_score`]: score[side] }, event: { kind: 'points', side, at: 'Q1 10:00' } }],
        odds: [],
      });
    }
    const timeline = await data<LiveTimeline>(`match/timeline?id=${id}`);
    expect(timeline.events.map((e) => [e.side, e.points, e.run, e.away_score])).toEqual([
      ['home', 2, 2, 0],
      ['away', 3, 3, 3],
      ['away', 3, 6, 6],
      ['away', 2, 8, 8],
    ]);
    store.apply({ fixtures: [], removed: [id], changes: [], odds: [] });
  });
});
