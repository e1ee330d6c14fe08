import type { Envelope } from '../../contracts/api.ts';
import type { ForesightDetail, ForesightList } from '../../contracts/foresight.ts';
import { expect, test } from './support/fixtures.ts';
import type { E2eServer } from './support/e2e-server.ts';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'en'));
});

async function api<T>(server: E2eServer, path: string): Promise<T> {
  const body = (await (await fetch(`${server.url}/api/${path}`)).json()) as Envelope<T>;
  if (body.code !== 0) throw new Error(`${path}: ${JSON.stringify(body)}`);
  return body.data;
}

test('/foresight lists today, opens a match figures and links to and from the match centre', async ({
  page,
  server,
}) => {
  // A match still to come whose teams have five results in the data and whose odds the feed quotes.
  const list = await api<ForesightList>(server, 'Foresight/list?sport=football');
  expect(list.matches.length).toBeGreaterThan(0);
  let detail: ForesightDetail | null = null;
  for (const item of list.matches.filter((m) => m.match.status === 'notstarted' && m.home.form.length === 5)) {
    const candidate = await api<ForesightDetail>(server, `Foresight/match?id=${item.match.id}`);
    if (candidate.odds.length > 0 && candidate.home.place) {
      detail = candidate;
      break;
    }
  }
  expect(detail, 'a match to come with form, table and odds').not.toBeNull();
  const { match, home, away, h2h, odds } = detail!;
  const names = `${match.home_team_name_en} v ${match.away_team_name_en}`;

  await page.goto(`${server.url}/foresight`);
  await expect(page.getByRole('heading', { name: 'Predictions', level: 1 })).toBeVisible();
  const matches = page.getByRole('table', { name: 'Predictions' });
  // A row per match (the feed adds and ends matches as it plays, so not counted against the call above).
  const rows = matches.getByRole('row').filter({ has: page.getByRole('button', { name: /^Figures for / }) });
  const league = match.short_name_en;
  await expect(rows.filter({ has: page.getByRole('button', { name: `Figures for ${names}` }) })).toHaveCount(1);
  await expect(rows.filter({ hasNotText: league })).not.toHaveCount(0);

  // The league filter keeps that league's matches only, and says how many.
  await page.getByLabel('League', { exact: true }).press('Enter');
  await page.getByRole('listbox').getByRole('option', { name: league, exact: true }).click();
  await expect(rows.filter({ hasNotText: league })).toHaveCount(0);
  await expect(rows.filter({ has: page.getByRole('button', { name: `Figures for ${names}` }) })).toHaveCount(1);
  await expect(page.getByText(`Matches: ${await rows.count()}`)).toBeVisible();

  // Open the match: its figures, as the data says.
  await matches.getByRole('button', { name: `Figures for ${names}` }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]match=${match.id}`));
  const panel = page.getByRole('region', { name: names });
  const tally = (t: { won: number; drawn: number; lost: number }) => `${t.won} W, ${t.drawn} D, ${t.lost} L`;

  const form = panel.getByRole('region', { name: 'Recent form' });
  await expect(form).toContainText(`Last 5: ${home.last5.results.join('')} ${tally(home.last5)}`);
  await expect(form).toContainText(`Last 10: ${tally(home.last10)}`);
  await expect(
    form.getByRole('table', { name: `${match.home_team_name_en}'s last matches` }).getByRole('row'),
  ).toHaveCount(home.form.length + 1);
  if (away.form.length > 0) await expect(form).toContainText(`Last 10: ${tally(away.last10)}`);

  const meetings = panel.getByRole('region', { name: 'Head to head' });
  if (h2h.summary.played === 0) await expect(meetings).toContainText('have not met');
  else {
    await expect(meetings).toContainText(
      `${h2h.summary.played} meetings: ${match.home_team_name_en} won ${h2h.summary.home_wins}`,
    );
    await expect(meetings.getByRole('table').getByRole('row')).toHaveCount(h2h.meetings.length + 1);
  }

  const places = panel.getByRole('region', { name: 'Table positions' });
  const homeRow = places
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: match.home_team_name_en }) });
  await expect(homeRow.getByRole('cell').first()).toHaveText(`${home.place!.position} of ${home.place!.of}`);
  await expect(homeRow.getByRole('cell').last()).toHaveText(String(home.place!.points));

  const trends = panel.getByRole('region', { name: 'Goals for and against' });
  await expect(trends.getByRole('row').filter({ hasText: 'Matches' }).getByRole('cell').first()).toHaveText(
    String(home.trend.matches),
  );

  const movement = panel.getByRole('region', { name: 'Odds movement since opening' });
  const first = odds[0]!;
  const company = movement.getByRole('table', { name: ['Orient', 'Euro', 'Pacific'][first.company_id - 1]! });
  const handicap = company.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Handicap' }) });
  await expect(handicap.getByRole('cell').first()).toHaveText(first.open.asia.map((v) => v.toFixed(2)).join(' / '));
  await expect(movement.getByRole('table')).toHaveCount(odds.length);

  await expect(panel.getByRole('region', { name: 'Expert picks' })).toContainText('No expert has published');

  // To the match centre, and back to this match's figures from there.
  await panel.getByRole('link', { name: 'Match centre' }).click();
  await expect(page).toHaveURL(new RegExp(`/score-detail\\?id=${match.id}$`));
  await expect(page.getByRole('region', { name: 'Match header' })).toBeVisible();
  await page.getByRole('link', { name: 'Pre-match figures' }).click();
  await expect(page).toHaveURL(new RegExp(`/foresight\\?match=${match.id}$`));
  await expect(page.getByRole('region', { name: names }).getByRole('region', { name: 'Recent form' })).toBeVisible();
  await expect(page.getByRole('button', { name: `Hide figures for ${names}` })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
});

test('/foresight has a basketball tab with the NBA teams of the feed', async ({ page, server }) => {
  const list = await api<ForesightList>(server, 'Foresight/list?sport=basketball');
  // The feed plans NBA matches every day.
  expect(list.matches.length).toBeGreaterThan(0);
  await page.goto(`${server.url}/foresight`);
  const tab = page.getByRole('tab', { name: 'Basketball' });
  await tab.click();
  await expect(page).toHaveURL(/sport=basketball/);
  // The router changes the address first and renders the new tab a step later: wait for the tab.
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  // The latest kick-off: the feed drops finished matches as it plays, never one still to come.
  const button = page.getByRole('button', { name: /^Figures for / }).last();
  const names = ((await button.getAttribute('aria-label')) ?? '').replace(/^Figures for /, '');
  expect(list.matches.map((m) => `${m.match.home_team_name_en} v ${m.match.away_team_name_en}`)).toContain(names);
  await button.click();
  const panel = page.getByRole('region', { name: names });
  // Basketball: points, not goals, and no draws.
  await expect(panel.getByRole('region', { name: 'Goals for and against' })).toContainText('Points scored per game');
  await expect(panel.getByRole('region', { name: 'Goals for and against' })).not.toContainText('Over 2.5');
  await expect(panel.getByRole('region', { name: 'Recent form' })).toContainText(/Last 10: \d+ W, \d+ L/);
  await expect(
    panel.getByRole('region', { name: 'Table positions' }).getByRole('columnheader', { name: 'Win %' }),
  ).toBeVisible();
});
