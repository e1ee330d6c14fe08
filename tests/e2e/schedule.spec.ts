import type { Page } from '@playwright/test';
import type { ScheduleList } from '../../contracts/schedule.ts';
import type { E2eServer } from './support/e2e-server.ts';
import { expect, test } from './support/fixtures.ts';

/** The viewer sits in New York: days and kick-off times must follow that zone, not the server's (UTC). */
const ZONE = 'America/New_York';
test.use({ timezoneId: ZONE, locale: 'en-US', viewport: { width: 1280, height: 1000 } });
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'en'));
});

const isoDateIn = (ms: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(ms);
const kickoffIn = (seconds: number) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
    seconds * 1000,
  );
/** The strip's short date of a calendar date, e.g. `19/11`. */
const stripDate = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}`;

async function schedule(server: E2eServer, date: string, type = 0): Promise<ScheduleList> {
  const url = `${server.url}/api/schedule/list?date=${date}&tz=${encodeURIComponent(ZONE)}&type=${type}`;
  const body = (await (await fetch(url)).json()) as { code: number; data: ScheduleList };
  expect(body.code).toBe(0);
  return body.data;
}

async function openSchedule(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1, name: 'Schedule' })).toBeVisible();
  await expect(page.getByRole('table').first()).toBeVisible();
}

test("lists today's matches by league, kick-offs in the viewer's zone, live ones linked", async ({ page, server }) => {
  await openSchedule(page, `${server.url}/schedule`);
  const today = isoDateIn(Date.now());
  await expect(page.getByRole('tab', { name: new RegExp(`Today.*${stripDate(today)}`), selected: true })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'All', selected: true })).toBeVisible();

  const data = await schedule(server, today);
  // A live-feed fixture still to come stays on the board for the whole test.
  const league = data.leagues.find((l) => l.matches.some((m) => m.live && m.status === 'notstarted'))!;
  const match = league.matches.find((m) => m.live && m.status === 'notstarted')!;
  const row = page
    .getByRole('table', { name: league.short_name_en, exact: true })
    .getByRole('row')
    .filter({ has: page.locator(`a[href="/score-detail?id=${match.id}"]`) });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('cell').first()).toHaveText(kickoffIn(match.match_time));
  await expect(row).toContainText(match.home_team_name_en);
  await expect(row).toContainText(match.away_team_name_en);
  await expect(
    row.getByRole('link', { name: `Match centre: ${match.home_team_name_en} v ${match.away_team_name_en}` }),
  ).toBeVisible();
});

test("clicking another day shows that day's matches with their final scores", async ({ page, server }) => {
  await openSchedule(page, `${server.url}/schedule`);
  const day = isoDateIn(Date.now() - 3 * 86_400_000);
  const data = await schedule(server, day);
  const count = data.leagues.reduce((n, l) => n + l.matches.length, 0);
  expect(count).toBeGreaterThan(0);

  await page.getByRole('tab', { name: new RegExp(stripDate(day)) }).click();
  await expect(page).toHaveURL(new RegExp(`date=${day}`));
  await expect(page.getByRole('tab', { name: new RegExp(stripDate(day)), selected: true })).toBeVisible();
  await expect(page.getByText(`Matches: ${count}`)).toBeVisible();
  const league = data.leagues[0]!;
  const match = league.matches[league.matches.length - 1]!;
  const row = page
    .getByRole('table', { name: league.short_name_en, exact: true })
    .getByRole('row')
    .filter({ hasText: match.home_team_name_en })
    .filter({ hasText: match.away_team_name_en });
  await expect(row).toContainText('FT');
  await expect(row).toContainText(`${match.home_score} - ${match.away_score}`);
  await expect(row).toContainText(kickoffIn(match.match_time));
  // Nothing of that day is live: no match-centre links.
  await expect(page.getByRole('tabpanel').getByRole('link')).toHaveCount(0);
});

test('the sport tab follows the type query', async ({ page, server }) => {
  const today = isoDateIn(Date.now());
  const football = (await schedule(server, today, 1)).leagues.map((l) => l.short_name_en);
  const basketball = (await schedule(server, today, 2)).leagues.map((l) => l.short_name_en);
  expect(football.length).toBeGreaterThan(0);
  expect(basketball.length).toBeGreaterThan(0);

  await openSchedule(page, `${server.url}/schedule?type=2`);
  await expect(page.getByRole('tab', { name: 'Basketball', selected: true })).toBeVisible();
  await expect(page.getByRole('table', { name: basketball[0], exact: true })).toBeVisible();
  await expect(page.getByRole('table', { name: football[0], exact: true })).toHaveCount(0);

  await page.getByRole('tab', { name: 'Football' }).click();
  await expect(page).toHaveURL(/[?&]type=1(&|$)/);
  await expect(page.getByRole('tab', { name: 'Football', selected: true })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Basketball', selected: false })).toBeVisible();
  await expect(page.getByRole('table', { name: football[0], exact: true })).toBeVisible();
  await expect(page.getByRole('table', { name: basketball[0], exact: true })).toHaveCount(0);
});
