import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'en'));
});

/** A table row by its row header (the team or player), as its cells. */
const rowCells = (page: Page, tableName: string, rowName: string) =>
  page
    .getByRole('table', { name: tableName, exact: true })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: rowName, exact: true }) })
    .getByRole('cell');

test('/trophy/home tells the 2022 World Cup: groups, the final on penalties, the scorers', async ({ page, server }) => {
  await page.goto(`${server.url}/trophy/home`);
  await expect(page).toHaveTitle(/^World Cup/);
  await expect(page.getByRole('tab', { name: '2022' })).toHaveAttribute('aria-selected', 'true');
  // The podium: the first fact is the champion.
  await expect(page.getByRole('term').first()).toHaveText('Champion');
  await expect(page.getByRole('definition').first()).toHaveText('Argentina');

  // Group C from the results: Argentina first on 6 points, Poland above Mexico on goal difference.
  const groupC = page.getByRole('table', { name: 'Group C', exact: true });
  await expect(groupC.getByRole('row').nth(1).getByRole('rowheader')).toHaveText('Argentina');
  await expect(rowCells(page, 'Group C', 'Argentina')).toHaveText([
    '1',
    '3',
    '2',
    '0',
    '1',
    '5',
    '2',
    '+3',
    '6',
    'Through',
  ]);
  await expect(rowCells(page, 'Group C', 'Mexico')).toHaveText(['3', '3', '1', '1', '1', '2', '3', '-1', '4', '']);
  await expect(page.getByText('Poland above Mexico: goal difference')).toBeVisible();

  // The bracket: the final after extra time and the shoot-out, linking to the match centre.
  await page.getByRole('tab', { name: 'Bracket' }).click();
  const finalTie = page.getByRole('list', { name: 'Final', exact: true }).getByRole('listitem');
  await expect(finalTie).toHaveCount(1);
  await expect(finalTie).toContainText('Argentina3');
  await expect(finalTie).toContainText('France3');
  await expect(finalTie).toContainText('a.e.t. · 4–2 pens');
  const finalLink = finalTie.getByRole('link', {
    name: 'Argentina 3 to 3 France, after extra time, Argentina win 4 to 2 on penalties',
  });
  await expect(finalLink).toBeVisible();
  await expect(page.getByRole('list', { name: 'Round of 16', exact: true }).getByRole('listitem')).toHaveCount(8);
  await expect(page.getByRole('list', { name: 'Semi-finals', exact: true }).getByRole('listitem')).toHaveText([
    /Argentina3Croatia0/,
    /France2Morocco0/,
  ]);

  // Top scorers: Mbappé 8 (2 penalties), Messi 7 (4 penalties).
  await page.getByRole('tab', { name: 'Top scorers' }).click();
  await expect(rowCells(page, 'Top scorers', 'Kylian Mbappé')).toHaveText(['1', 'France', '8', '2', '4']);
  await expect(rowCells(page, 'Top scorers', 'Lionel Messi')).toHaveText(['2', 'Argentina', '7', '4', '6']);

  // The final's link opens it in the match centre.
  await page.getByRole('tab', { name: 'Bracket' }).click();
  await finalLink.click();
  await expect(page).toHaveURL(/\/score-detail\?mid=\d+$/);
  await expect(page.getByRole('status', { name: 'Argentina 3 to 3 France' })).toBeVisible();
});

test('switching to 2026 shows twelve groups, A to L, and the 2026 squads', async ({ page, server }) => {
  await page.goto(`${server.url}/trophy/home`);
  await expect(page.getByRole('table', { name: 'Group H', exact: true })).toBeVisible();
  await expect(page.getByRole('table', { name: /^Group [A-Z]$/ })).toHaveCount(8);

  await page.getByRole('tab', { name: '2026' }).click();
  await expect(page).toHaveURL(/season=2026/);
  const groups = page.getByRole('table', { name: /^Group [A-Z]$/ });
  await expect(groups).toHaveCount(12);
  for (const letter of 'ABCDEFGHIJKL') {
    await expect(page.getByRole('table', { name: `Group ${letter}`, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('table', { name: 'Third-placed teams' }).getByRole('row')).toHaveCount(13);

  await page.getByRole('tab', { name: 'Squads' }).click();
  const picker = page.getByLabel('Team', { exact: true });
  await picker.press('Enter');
  await expect(page.getByRole('listbox').getByRole('option')).toHaveCount(48);
  await page.getByRole('option', { name: 'J · Argentina' }).click();
  const squad = page.getByRole('table', { name: 'Argentina squad' });
  await expect(squad.getByRole('row').filter({ has: page.getByRole('rowheader') })).toHaveCount(26);
  await expect(page).toHaveURL(/team=ARG/);
});
