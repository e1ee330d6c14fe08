import path from 'node:path';
import Database from 'better-sqlite3';
import { expect, test } from './support/fixtures.ts';

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
  // A football match in its first half: half time at least is still to come, within a minute at speed 60.
  let id = 0;
  await expect
    .poll(
      async () => {
        const live = (await server.snapshot('football')).list.find((m) => m.status === 'live' && m.period === 1);
        id = live?.id ?? 0;
        return id;
      },
      { timeout: 60_000 },
    )
    .toBeGreaterThan(0);

  await page.goto(`${server.url}/score-live?id=${id}`);
  await expect(page.getByRole('heading', { name: 'Live match centre' })).toBeVisible();
  // The freshness mark: data straight from the live socket.
  await expect(page.getByRole('status').filter({ hasText: /^Live$/ })).toBeVisible();
  const lines = page.getByRole('log', { name: 'Commentary' }).getByRole('listitem');
  await expect(lines.first()).toBeVisible();
  const shown = await lines.count();
  await expect.poll(() => lines.count(), { timeout: 70_000 }).toBeGreaterThan(shown);

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
