import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdminCommand } from '../../server/admin/admin-commands.ts';
import { newsRoutes } from '../../contracts/routes/news.ts';
import { call } from '../support/accounts.ts';
import { makeAnchor, newUser } from './support/room-users.ts';
import { fixture, startTestServer, type TestServer } from './support/test-server.ts';

describe('news', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => server.close());

  async function matchId(home: string, away: string, date: string): Promise<number> {
    const row = await server.live.database.db
      .selectFrom('matches as m')
      .innerJoin('teams as h', 'h.id', 'm.home_team_id')
      .innerJoin('teams as a', 'a.id', 'm.away_team_id')
      .select('m.id')
      .where('h.name_en', '=', home)
      .where('a.name_en', '=', away)
      .where('m.match_date', '=', date)
      .executeTakeFirstOrThrow();
    return row.id;
  }

  it('lists categories by sport and league, in the asked language', async () => {
    const en = await call(server, newsRoutes.categories, { lang: 'en' });
    expect(en.code).toBe(0);
    const ids = en.data.map((c) => c.id);
    expect(ids.slice(0, 3)).toEqual(['all', 'football', 'basketball']);
    expect(ids).toEqual(expect.arrayContaining(['en.1', 'uefa.cl', 'wc', 'nba', 'posts']));
    const zh = await call(server, newsRoutes.categories, { lang: 'zh' });
    expect(zh.data.find((c) => c.id === 'football')?.name).toBe('足球');
  });

  it('pages the reports of a league newest first, each with a headline and a standfirst', async () => {
    const first = await call(server, newsRoutes.list, { category: 'en.1', page: 1, page_size: 10, lang: 'en' });
    expect(first.code).toBe(0);
    // Two Premier League seasons: 380 matches of 2024-25 and the 2025-26 matches played by the snapshot.
    expect(first.data.total).toBeGreaterThan(380);
    const dates = first.data.list.map((n) => n.date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(first.data.list[0]).toMatchObject({ kind: 'report', league: { code: 'en.1' } });
    const last = Math.ceil(first.data.total / 10);
    const oldest = await call(server, newsRoutes.list, { category: 'en.1', page: last, page_size: 10, lang: 'en' });
    expect(oldest.data.list.at(-1)?.date).toBe('2024-08-16');
    expect(oldest.data.list.at(-1)?.headline).toBe('Manchester United beat Fulham 1-0');
  });

  it('writes a Premier League report with the real score, half-time and table', async () => {
    const id = await matchId('Manchester United', 'Fulham', '2024-08-16');
    const article = await call(server, newsRoutes.article, { id: `r${id}`, lang: 'en' });
    expect(article.code).toBe(0);
    expect(article.data.headline).toBe('Manchester United beat Fulham 1-0');
    expect(article.data.standfirst).toContain('half-time 0-0');
    expect(article.data.body.join(' ')).toContain('The final score was 1-0.');
    expect(article.data.body.join(' ')).toContain('in the table');
    expect(article.data.match).toMatchObject({ id, sport: 'football', season: '2024-25' });
  });

  it('writes the World Cup 2022 final with its scorers and minutes in three languages', async () => {
    const id = await matchId('Argentina', 'France', '2022-12-18');
    const en = await call(server, newsRoutes.article, { id: `r${id}`, lang: 'en' });
    const text = en.data.body.join(' ');
    expect(en.data.headline).toBe('Argentina beat France on penalties after a 3-3 draw');
    expect(text).toContain("Lionel Messi 23' (pen), 108'");
    expect(text).toContain("Kylian Mbappé 80' (pen), 81', 118' (pen)");
    expect(text).toContain('Argentina won the penalty shoot-out 4-2.');
    const zh = await call(server, newsRoutes.article, { id: `r${id}`, lang: 'zh' });
    expect(zh.data.headline).toContain('阿根廷');
    expect(zh.data.body.join('')).toContain("Lionel Messi 23'（点球），108'");
    const vi = await call(server, newsRoutes.article, { id: `r${id}`, lang: 'vi' });
    expect(vi.data.body.join(' ')).toContain('phạt đền');
  });

  it("reports today's finished feed matches first, with form and meetings from the imported results", async () => {
    const db = server.live.database.db;
    const league = await db.selectFrom('leagues').select('id').where('code', '=', 'en.1').executeTakeFirstOrThrow();
    const team = (name: string) =>
      db.selectFrom('teams').select('id').where('name_en', '=', name).executeTakeFirstOrThrow();
    const [home, away] = [await team('Manchester United'), await team('Fulham')];
    const before = await call(server, newsRoutes.list, { category: 'en.1', lang: 'en' });
    const nowS = Math.floor(Date.now() / 1000);
    const match = {
      ...fixture(970_001, { league_id: league.id, home_team_id: home.id, away_team_id: away.id }),
      home_team_name_en: 'Manchester United',
      away_team_name_en: 'Fulham',
      home_team_name_zh: '曼联',
      away_team_name_zh: '富勒姆',
      match_time: nowS - 2 * 3600,
      status: 'finished' as const,
      match_str: 'FT',
      home_score: 2,
      away_score: 1,
      home_half_score: 1,
      away_half_score: 1,
      v: 9,
      updated_at: nowS * 1000,
    };
    await db
      .insertInto('live_matches')
      .values({
        id: match.id,
        sport: 'football',
        match_time: match.match_time,
        status: 'finished',
        v: 9,
        data: JSON.stringify(match),
        updated_at: nowS,
      })
      .execute();

    const after = await call(server, newsRoutes.list, { category: 'en.1', lang: 'en' });
    expect(after.data.total).toBe(before.data.total + 1);
    expect(after.data.list[0]).toMatchObject({ id: 'l970001', headline: 'Manchester United beat Fulham 2-1' });
    expect(after.data.list[1]).toEqual(before.data.list[0]);
    const basketball = await call(server, newsRoutes.list, { category: 'basketball', lang: 'en' });
    expect(basketball.data.list.map((n) => n.id)).not.toContain('l970001');

    const article = await call(server, newsRoutes.article, { id: 'l970001', lang: 'zh' });
    expect(article.data.headline).toBe('曼联2-1击败富勒姆');
    expect(article.data.body.join('')).toContain('半场比分1-1。');
    // Form from the imported results: the last five before kick-off, real matches of the data.
    expect(article.data.body.join('')).toMatch(
      /赛前近5场（由近及远）：曼联 [胜平负]( [胜平负]){4}；富勒姆 [胜平负]( [胜平负]){4}。/,
    );
    expect(article.data.body.join('')).toMatch(/此前双方在数据中交手\d+次/);
  });

  it('refuses bad input with code 1 and a message naming the field', async () => {
    const badId = await call(server, newsRoutes.article, { id: 'x1', lang: 'en' });
    expect(badId).toMatchObject({ code: 1, msg: expect.stringContaining('id') });
    const missing = await call(server, newsRoutes.article, { id: 'r999999999', lang: 'en' });
    expect(missing).toMatchObject({ code: 1, msg: 'id: no such article' });
    const badCategory = await call(server, newsRoutes.list, { category: 'nope', lang: 'en' });
    expect(badCategory).toMatchObject({ code: 1, msg: 'category: no such category' });
    const badLang = await call(server, newsRoutes.categories, { lang: 'fr' as 'en' });
    expect(badLang).toMatchObject({ code: 1, msg: expect.stringContaining('lang') });
  });

  it('takes headlines from anchors only, lists them once approved by an operator', async () => {
    const visitor = await call(server, newsRoutes.submit, { title: 'T', content: 'C' });
    expect(visitor.code).toBe(700);
    const fan = await newUser(server);
    const refused = await call(server, newsRoutes.submit, { title: 'Derby day', content: 'Text' }, fan.token);
    expect(refused).toMatchObject({ code: 1, msg: 'Only anchors and experts may post headlines' });
    const empty = await call(server, newsRoutes.submit, { title: '  ', content: 'Text' }, fan.token);
    expect(empty).toMatchObject({ code: 1, msg: expect.stringContaining('title') });

    const anchor = await newUser(server);
    await makeAnchor(server, anchor.id);
    const posted = await call(
      server,
      newsRoutes.submit,
      { title: 'Derby day preview', content: 'Both sides come in unbeaten.' },
      anchor.token,
    );
    expect(posted).toMatchObject({ code: 0, data: { status: 'pending', title: 'Derby day preview' } });
    const pending = await call(server, newsRoutes.list, { category: 'posts', lang: 'en' });
    expect(pending.data.list.map((n) => n.headline)).not.toContain('Derby day preview');
    const hidden = await call(server, newsRoutes.article, { id: `h${posted.data.id}`, lang: 'en' });
    expect(hidden.code).toBe(1);

    const db = server.live.database.db;
    expect(await runAdminCommand(db, { name: 'headlines', status: 'pending' }, 0)).toEqual([
      expect.stringContaining('"Derby day preview"'),
    ]);
    await runAdminCommand(db, { name: 'approve-headline', id: posted.data.id }, Math.floor(Date.now() / 1000));
    const listed = await call(server, newsRoutes.list, { category: 'posts', lang: 'en' });
    expect(listed.data.list[0]).toMatchObject({ kind: 'post', headline: 'Derby day preview', league: null });
    const article = await call(server, newsRoutes.article, { id: `h${posted.data.id}`, lang: 'en' });
    expect(article.data).toMatchObject({ body: ['Both sides come in unbeaten.'], author: expect.any(String) });
    await expect(runAdminCommand(db, { name: 'approve-headline', id: posted.data.id }, 0)).rejects.toThrow(
      'not pending',
    );
  });
});
