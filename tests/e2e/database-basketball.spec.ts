import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';

test.use({ viewport: { width: 1280, height: 1000 } });
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'en'));
});

/** The cells of a standings row, found by the team's name in its row header. */
const teamCells = (table: Locator, page: Page, name: string) =>
  table
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name, exact: true }) })
    .getByRole('cell');

test('the database menu opens the NBA 2022-23 standings: Milwaukee and Denver first, Detroit last', async ({
  page,
  server,
}) => {
  await page.goto(`${server.url}/main`);
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await nav.getByRole('button', { name: 'Database' }).click();
  await page.getByRole('region', { name: 'Database' }).getByRole('link', { name: 'Basketball' }).click();
  await expect(page).toHaveURL(/\/base-basketball$/);
  await expect(page.getByRole('heading', { level: 1, name: 'NBA 2022-23 database' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Standings', selected: true })).toBeVisible();

  const east = page.getByRole('table', { name: 'Eastern Conference' });
  const west = page.getByRole('table', { name: 'Western Conference' });
  // Row 0 is the header: the first team is row 1, the fifteenth row 15.
  await expect(east.getByRole('row').nth(1).getByRole('rowheader')).toHaveText('Milwaukee Bucks');
  await expect(west.getByRole('row').nth(1).getByRole('rowheader')).toHaveText('Denver Nuggets');
  await expect(east.getByRole('row').nth(15).getByRole('rowheader')).toHaveText('Detroit Pistons');
  // #, W, L, PCT, GB, home, away, division, conference, last ten, streak.
  await expect(teamCells(east, page, 'Milwaukee Bucks')).toHaveText([
    '1',
    '58',
    '24',
    '.707',
    '—',
    '32-9',
    '26-15',
    '11-5',
    '35-17',
    '6-4',
    'L2',
  ]);
  await expect(teamCells(west, page, 'Denver Nuggets').nth(1)).toHaveText('53');
  await expect(teamCells(west, page, 'Denver Nuggets').nth(2)).toHaveText('29');
  await expect(teamCells(east, page, 'Boston Celtics').nth(3)).toHaveText('.695');
  await expect(teamCells(east, page, 'Detroit Pistons').nth(4)).toHaveText('41.0');

  // By division: six tables, Miami first in the Southeast at 44-38.
  await page.getByRole('tab', { name: 'Division' }).click();
  await expect(page).toHaveURL(/view=division/);
  const southeast = page.getByRole('table', { name: 'Southeast Division' });
  await expect(southeast.getByRole('row').nth(1).getByRole('rowheader')).toHaveText('Miami Heat');
  await expect(page.getByRole('table', { name: /Division$/ })).toHaveCount(6);
});

test('the bracket shows the play-in and Denver beating Miami 4-1 in the Finals', async ({ page, server }) => {
  await page.goto(`${server.url}/base-basketball?id=nba`);
  await page.getByRole('tab', { name: 'Play-in and playoffs' }).click();
  await expect(page).toHaveURL(/tab=playoffs/);

  const playIn = page.getByRole('region', { name: 'Play-in tournament' });
  await expect(playIn.getByRole('region', { name: 'Western Conference' })).toContainText(
    'Los Angeles Lakers 108 - 102 Minnesota Timberwolves',
  );

  const bracket = page.getByRole('group', { name: 'Playoff bracket' });
  const finals = bracket.getByRole('list', { name: 'Finals', exact: true });
  await expect(finals.getByRole('listitem')).toHaveCount(1);
  await expect(finals).toContainText('Denver Nuggets win 4-1');
  await expect(finals).toContainText('Finals: Denver Nuggets 4, Miami Heat 1.');
  await expect(bracket.getByRole('list', { name: 'First round' }).getByRole('listitem')).toHaveCount(8);
  await expect(bracket.getByRole('list', { name: 'Conference finals' })).toContainText('Miami Heat win 4-3');
  await expect(page.getByText('Champions: Denver Nuggets')).toBeVisible();
  // The Finals are not in the FiveThirtyEight file: the page says where they come from.
  await expect(page.getByText(/the Finals results are added from/)).toBeVisible();
});

test('a team page shows the record, home and away split, games and roster', async ({ page, server }) => {
  await page.goto(`${server.url}/base-basketball?id=nba`);
  await page.getByRole('table', { name: 'Western Conference' }).getByRole('link', { name: 'Denver Nuggets' }).click();
  await expect(page).toHaveURL(/team=\d+/);
  await expect(page.getByRole('heading', { level: 2, name: 'Denver Nuggets' })).toBeVisible();
  await expect(page.getByText('53-29 · #1 in the Western Conference · #1 in the Northwest Division')).toBeVisible();
  const split = page.getByRole('table', { name: 'Home and away (regular season)' });
  await expect(
    split
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: 'Home' }) })
      .getByRole('cell'),
  ).toHaveText(['41', '34', '7', '.829', '119.4', '109.6']);
  await expect(page.getByRole('table', { name: 'Players (18)' }).getByRole('row').nth(1)).toContainText('Nikola Jokic');
  await expect(page.getByRole('table', { name: 'Games (102)' })).toBeVisible();
});

test('results by date: the opening night of 2022-23', async ({ page, server }) => {
  await page.goto(`${server.url}/base-basketball?id=nba&tab=results`);
  const date = page.getByLabel('Date');
  await expect(date).toHaveValue('2023-04-09');
  await date.fill('2022-10-18');
  await expect(page).toHaveURL(/date=2022-10-18/);
  const day = page.getByRole('table', { name: /2 games$/ });
  await expect(day.getByRole('cell', { name: 'Boston Celtics 126 to 117 Philadelphia 76ers' })).toBeVisible();
  await expect(day.getByRole('cell', { name: 'Golden State Warriors 123 to 109 Los Angeles Lakers' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Previous game day' })).toBeDisabled();
  await page.getByRole('button', { name: 'Next game day' }).click();
  await expect(page).toHaveURL(/date=2022-10-19/);
});

test('the FiveThirtyEight attribution with its licence link is on the page', async ({ page, server }) => {
  await page.goto(`${server.url}/base-basketball?id=nba`);
  const credit = page.getByRole('complementary', { name: 'Data source and licence' });
  await expect(credit).toBeVisible();
  await expect(credit).toContainText('NBA 2022-23 data: FiveThirtyEight, licensed under CC BY 4.0');
  await expect(credit.getByRole('link', { name: 'FiveThirtyEight' })).toHaveAttribute(
    'href',
    'https://github.com/fivethirtyeight/data',
  );
  await expect(credit.getByRole('link', { name: 'CC BY 4.0' })).toHaveAttribute(
    'href',
    'https://creativecommons.org/licenses/by/4.0/',
  );
  await expect(credit.getByRole('link', { name: 'Basketball-Reference.com' })).toBeVisible();
});
