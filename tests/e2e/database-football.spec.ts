import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { chooseOption } from './support/kit.ts';

test.use({ viewport: { width: 1280, height: 1000 } });
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'en'));
});

/** The cells of a team's row (the team's name is the row header). */
const teamCells = (page: Page, table: Locator, name: string) =>
  table
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name, exact: true }) })
    .getByRole('cell');

test('/base-football opens on the 2024-25 Premier League: Liverpool champions, three relegated', async ({
  page,
  server,
}) => {
  await page.goto(`${server.url}/base-football`);
  await expect(page.getByRole('heading', { level: 1, name: 'Football database' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Premier League', selected: true })).toBeVisible();
  await expect(page.getByLabel('Season', { exact: true })).toHaveValue('2024-25');

  const table = page.getByRole('region', { name: 'Premier League 2024-25 standings' }).getByRole('table');
  const rows = table.getByRole('row');
  await expect(rows).toHaveCount(21);
  await expect(rows.nth(1).getByRole('rowheader')).toHaveText('Liverpool');
  await expect(teamCells(page, table, 'Liverpool')).toHaveText([
    '1 Champions League',
    '38',
    '25',
    '9',
    '4',
    '86:41',
    '+45',
    '84',
    'DLDLW',
  ]);
  await expect(teamCells(page, table, 'Arsenal').nth(7)).toHaveText('74');
  await expect(teamCells(page, table, 'Manchester City').nth(7)).toHaveText('71');
  await expect(rows.nth(18).getByRole('rowheader')).toHaveText('Leicester City');
  await expect(rows.nth(19).getByRole('rowheader')).toHaveText('Ipswich Town');
  await expect(rows.nth(20).getByRole('rowheader')).toHaveText('Southampton');
  for (const club of ['Leicester City', 'Ipswich Town', 'Southampton'])
    await expect(teamCells(page, table, club).first()).toContainText('Relegation');
  await expect(teamCells(page, table, 'Southampton')).toHaveText([
    '20 Relegation',
    '38',
    '2',
    '6',
    '30',
    '26:86',
    '-60',
    '12',
    'LLDLL',
  ]);
  await expect(page.getByRole('listitem').filter({ hasText: 'Relegation (18–20)' })).toBeVisible();
});

/** 2024-25 final tables of the other four leagues: champion, points, goal difference, the bottom three. */
const FINAL_TABLES = [
  {
    tab: 'La Liga',
    code: 'es.1',
    teams: 20,
    champion: 'Barcelona',
    points: '88',
    gd: '+63',
    bottom: [/Leganés/, /Las Palmas/, /Valladolid/],
  },
  {
    tab: 'Serie A',
    code: 'it.1',
    teams: 20,
    champion: 'Napoli',
    points: '82',
    gd: '+32',
    bottom: [/Empoli/, /Venezia/, /Monza/],
  },
  {
    tab: 'Bundesliga',
    code: 'de.1',
    teams: 18,
    champion: 'Bayern Munich',
    points: '82',
    gd: '+67',
    bottom: [/Heidenheim/, /Holstein Kiel/, /Bochum/],
  },
  {
    tab: 'Ligue 1',
    code: 'fr.1',
    teams: 18,
    champion: 'Paris Saint-Germain',
    points: '84',
    gd: '+57',
    bottom: [/Reims/, /Saint-Étienne/, /Montpellier/],
  },
];

test('switching league shows its real final table: champion, points, goal difference, the bottom three', async ({
  page,
  server,
}) => {
  await page.goto(`${server.url}/base-football`);
  for (const league of FINAL_TABLES) {
    await page.getByRole('tab', { name: league.tab }).click();
    await expect(page).toHaveURL(new RegExp(`id=${league.code.replace('.', '\\.')}`));
    const rows = page
      .getByRole('region', { name: `${league.tab} 2024-25 standings` })
      .getByRole('table')
      .getByRole('row');
    await expect(rows).toHaveCount(league.teams + 1);
    await expect(rows.nth(1).getByRole('rowheader')).toHaveText(league.champion);
    await expect(rows.nth(1).getByRole('cell').nth(6)).toHaveText(league.gd);
    await expect(rows.nth(1).getByRole('cell').nth(7)).toHaveText(league.points);
    for (const [i, name] of league.bottom.entries()) {
      await expect(rows.nth(league.teams - 2 + i).getByRole('rowheader')).toHaveText(name);
    }
  }
});

test('the Champions League shows its 36-team league phase and the bracket up to PSG 5-0 Inter', async ({
  page,
  server,
}) => {
  await page.goto(`${server.url}/base-football?id=uefa.cl`);
  const phase = page.getByRole('region', { name: 'UEFA Champions League 2024-25 league phase' }).getByRole('table');
  await expect(phase.getByRole('row')).toHaveCount(37);
  await expect(teamCells(page, phase, 'Liverpool').first()).toHaveText('1 Round of 16');
  // Level on everything down to away wins: Real Madrid (two) ahead of Bayern (one).
  await expect(teamCells(page, phase, 'Real Madrid').first()).toHaveText('11 Knockout play-offs');
  await expect(teamCells(page, phase, 'Bayern Munich').first()).toHaveText('12 Knockout play-offs');

  await page.getByRole('tab', { name: 'Knockout' }).click();
  const bracket = page.getByRole('group', { name: 'Knockout bracket' });
  const final = bracket
    .getByRole('list', { name: 'Final', exact: true })
    .getByRole('link', { name: 'Paris Saint-Germain 5 to 0 Inter' });
  await expect(final).toBeVisible();
  await expect(bracket.getByRole('link', { name: 'Barcelona 6 to 7 Inter' })).toBeVisible();
  await expect(bracket.getByRole('link', { name: 'Paris Saint-Germain 1 to 1 Liverpool' })).toContainText(
    'Paris Saint-Germain win 4-1 on penalties',
  );

  // The final opens its match page.
  await final.click();
  await expect(page.getByRole('status', { name: 'Paris Saint-Germain 5 to 0 Inter' })).toBeVisible();
});

test('a team page shows the record home and away, a goals chart, results and fixtures', async ({ page, server }) => {
  await page.goto(`${server.url}/base-football`);
  await page
    .getByRole('region', { name: 'Premier League 2024-25 standings' })
    .getByRole('link', { name: 'Liverpool', exact: true })
    .click();

  await expect(page.getByRole('heading', { name: 'Liverpool · Premier League 2024-25' })).toBeVisible();
  await expect(page).toHaveURL(/team=\d+/);
  await expect(page.getByText('Position 1, 84 points · Champions League')).toBeVisible();
  const split = page.getByRole('table', { name: 'Home and away' });
  await expect(teamCells(page, split, 'Total')).toHaveText(['38', '25', '9', '4', '86:41', '+45', '84']);
  await expect(teamCells(page, split, 'Home').first()).toHaveText('19');
  await expect(page.getByRole('img', { name: 'Goals by round' })).toBeVisible();

  const results = page.getByRole('region', { name: 'Results', exact: true }).getByRole('row');
  await expect(results).toHaveCount(39);
  // The last day: Liverpool 1-1 Crystal Palace at Anfield.
  await expect(results.last().getByRole('link', { name: 'Liverpool 1 to 1 Crystal Palace' })).toBeVisible();

  // Another season of the club: the 2025-26 snapshot still has fixtures to play.
  await page.getByRole('link', { name: 'Premier League 2025-26' }).click();
  await expect(page.getByRole('heading', { name: 'Liverpool · Premier League 2025-26' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Fixtures', exact: true }).getByRole('row')).not.toHaveCount(1);
});

test('the 2025-26 snapshot opens on the next round and shows a postponed match', async ({ page, server }) => {
  await page.goto(`${server.url}/base-football?id=en.1`);
  await chooseOption(page.getByLabel('Season', { exact: true }), /^2025-26/);
  await page.getByRole('tab', { name: 'Results & fixtures' }).click();
  const round = page.getByLabel('Round', { exact: true });
  // The picker shows the round's name (the current one marked as such).
  await expect(round).toHaveValue(/^Matchday 30\b/);
  await page.getByRole('button', { name: 'Next round' }).click();
  await expect(round).toHaveValue(/^Matchday 31\b/);
  const postponed = page.getByRole('table', { name: 'Matchday 31' }).getByRole('row').filter({ hasText: 'Postponed' });
  await expect(postponed).toHaveCount(1);
  await expect(postponed).toContainText('Manchester City');
  await expect(postponed).toContainText('Crystal Palace');
});
