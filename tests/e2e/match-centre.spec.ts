import path from 'node:path';
import Database from 'better-sqlite3';
import type { LiveTimeline } from '../../contracts/match-centre.ts';
import { driveGoal, expect, playableMatch, test } from './support/fixtures.ts';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'en'));
});

test('/score-detail shows a real 2024-25 result and the real head-to-head', async ({ page, server }) => {
  // Liverpool 2-2 Arsenal (2-0 at half time), Premier League, 11 May 2025; its id from the server's own database.
  const db = new Database(path.join(server.dataDir, 'app.db'), { readonly: true, fileMustExist: true });
  const { id } = db
    .prepare(
      `select m.id from matches m
         join teams h on h.id = m.home_team_id join teams a on a.id = m.away_team_id
        where h.code = 'club:liverpool-fc' and a.code = 'club:arsenal-fc' and m.match_date = '2025-05-11'`,
    )
    .get() as { id: number };
  db.close();

  await page.goto(`${server.url}/score-detail?mid=${id}`);
  const header = page.getByRole('region', { name: 'Match header' });
  await expect(header.getByRole('status', { name: 'Liverpool 2 to 2 Arsenal' })).toBeVisible();
  await expect(header).toContainText('Half time 2-0');
  await expect(header).toContainText('Matchday 36');

  const h2h = page.getByRole('table', { name: 'Head-to-head' });
  const meetings = h2h.getByRole('row');
  await expect(meetings).toHaveCount(4);
  await expect(meetings.nth(1)).toContainText('2026-01-08');
  await expect(meetings.nth(1).getByRole('link', { name: 'Arsenal 0 to 0 Liverpool' })).toBeVisible();
  await expect(meetings.nth(2).getByRole('link', { name: 'Liverpool 1 to 0 Arsenal' })).toBeVisible();
  await expect(meetings.nth(3)).toContainText('2024-10-27');
  await expect(meetings.nth(3).getByRole('link', { name: 'Arsenal 2 to 2 Liverpool' })).toBeVisible();
  await expect(page.getByText('3 meetings: Liverpool won 1, 2 drawn, Arsenal won 0')).toBeVisible();

  // The final 2024-25 table around both teams: Liverpool first on 84 points, Arsenal second on 74.
  const table = page.getByRole('region', { name: 'Premier League 2024-25 standings' });
  const teamRow = (name: string) =>
    table
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name, exact: true }) })
      .getByRole('cell');
  await expect(teamRow('Liverpool')).toHaveText(['1', '38', '25', '9', '4', '86:41', '+45', '84', 'DLDLW']);
  await expect(teamRow('Arsenal')).toHaveText(['2', '38', '20', '14', '4', '69:34', '+35', '74', 'WWDLD']);

  // A head-to-head row opens that match.
  await meetings.nth(3).getByRole('link').click();
  await expect(page.getByRole('status', { name: 'Arsenal 2 to 2 Liverpool' })).toBeVisible();
});

test('/score-live tells a live match as the fast feed plays it', async ({ page, server }) => {
  // A football match the scripted feed kicks off now.
  const football = (await server.snapshot('football')).list;
  const { id } = await playableMatch(
    server,
    football.filter((m) => m.status === 'notstarted').map((m) => m.id),
  );

  await page.goto(`${server.url}/score-live?id=${id}`);
  await expect(page.getByRole('heading', { name: 'Live match centre' })).toBeVisible();
  // The freshness mark: data straight from the live socket.
  await expect(page.getByRole('status').filter({ hasText: /^Live$/ })).toBeVisible();
  const lines = page.getByRole('log', { name: 'Commentary' }).getByRole('listitem');
  await expect(lines.first()).toBeVisible();
  const shown = await lines.count();
  // A goal now: the commentary tells it.
  await driveGoal(server, id, 'home');
  await expect.poll(() => lines.count()).toBeGreaterThan(shown);

  // The statistics follow the engine: the corners shown are the server's, whatever has happened since.
  const corners = page
    .getByRole('table', { name: /Team statistics/ })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: 'Corners' }) })
    .getByRole('cell');
  await expect
    .poll(async () => {
      const match = (await server.snapshot('football')).list.find((m) => m.id === id)!;
      return (await corners.allTextContents()).join('-') === `${match.home_corner}-${match.away_corner}`;
    })
    .toBe(true);
});

test('/score-detail shows the 2022 final line-ups: Messi captain, the substitutions with their minutes', async ({
  page,
  server,
}) => {
  const db = new Database(path.join(server.dataDir, 'app.db'), { readonly: true, fileMustExist: true });
  const { id } = db
    .prepare(
      `select m.id from matches m join teams h on h.id = m.home_team_id
        where h.code = 'nation:ARG' and m.match_date = '2022-12-18'`,
    )
    .get() as { id: number };
  db.close();

  await page.goto(`${server.url}/score-detail?mid=${id}`);
  await expect(page.getByRole('status', { name: 'Argentina 3 to 3 France' })).toBeVisible();
  const lineups = page.getByRole('region', { name: 'Line-ups' });
  await expect(lineups.getByRole('list', { name: 'Argentina: Goalkeeper' })).toHaveText("Emiliano MARTINEZ125'");
  const forwards = lineups.getByRole('list', { name: 'Argentina: Forwards' }).getByRole('listitem');
  await expect(forwards).toHaveCount(3);
  const messi = forwards.filter({ hasText: 'Lionel MESSI' });
  await expect(messi.getByRole('img', { name: 'Captain' })).toBeVisible();
  await expect(forwards.filter({ hasText: 'Angel DI MARIA' }).getByRole('img')).toHaveAccessibleName(
    "Substituted at 64'",
  );
  await expect(lineups.getByRole('list', { name: 'France: Goalkeeper' }).getByRole('img')).toHaveAccessibleName(
    'Captain',
  );

  const used = lineups.getByRole('list', { name: 'Argentina: Substitutes used' }).getByRole('listitem');
  await expect(used).toHaveCount(6);
  await expect(used.first()).toContainText('Marcos ACUNA');
  await expect(used.first().getByRole('img', { name: "Came on at 64' for Angel DI MARIA" })).toBeVisible();
  await expect(used.first().getByRole('img', { name: "Yellow card at 90+8'" })).toBeVisible();
  await expect(used.last().getByRole('img', { name: "Came on at 120+1' for Nicolas TAGLIAFICO" })).toBeVisible();

  const timeline = page.getByRole('list', { name: 'Timeline' }).getByRole('listitem');
  await expect(timeline.filter({ hasText: 'On: Marcos ACUNA, off: Angel DI MARIA' })).toHaveText(
    "64'Argentina · On: Marcos ACUNA, off: Angel DI MARIA",
  );
  await expect(timeline.first()).toHaveText("23'Argentina · Lionel Messi (penalty)");
});

test('a live NBA game lists the score at the end of each quarter in the detail and the commentary', async ({
  page,
  server,
}) => {
  // A game tips off (the scripted feed), scores, and the second quarter starts: the end of Q1 is recorded.
  const games = (await server.snapshot('basketball')).list.filter((g) => g.status === 'notstarted');
  const game = await playableMatch(
    server,
    games.map((g) => g.id),
    'basketball',
  );
  await server.drive(game.id, { event: 'goal', side: 'home', points: 3 });
  const endOfQ1 = await server.drive(game.id, { event: 'goal', side: 'away', points: 2 });
  await server.drive(game.id, { event: 'period' });
  let found: { id: number; period: number; home: number; away: number } | null = null;
  await expect
    .poll(async () => {
      const body = (await (await fetch(`${server.url}/api/match/timeline?id=${game.id}`)).json()) as {
        code: number;
        data?: LiveTimeline;
      };
      const start = body.data?.events.find((e) => e.kind === 'period' && e.period === 2);
      if (start) found = { id: game.id, period: 1, home: start.home_score, away: start.away_score };
      return found !== null;
    })
    .toBe(true);
  expect(found).toMatchObject({ home: endOfQ1.home_score, away: endOfQ1.away_score });
  const { id, period, home, away } = found!;

  await page.goto(`${server.url}/score-detail?id=${id}`);
  const timeline = page.getByRole('list', { name: 'Timeline' }).getByRole('listitem');
  await expect(timeline.filter({ hasText: `End of Q${period}` }).first()).toContainText(`${home}-${away}`);

  await page.goto(`${server.url}/score-live?id=${id}`);
  const log = page.getByRole('log', { name: 'Commentary' });
  await expect(log.getByText(new RegExp(`^End of quarter ${period}: .* ${home}-${away} .*\\.$`))).toBeVisible();
});
