import type { LiveTimeline } from '../../contracts/match-centre.ts';
import type { FootballStats } from '../../contracts/match.ts';
import { driveGoal, expect, playableMatch, test } from './support/fixtures.ts';

const pct = (x: number) => `${Math.round(x * 100)}%`;

async function timelineOf(url: string, id: number): Promise<LiveTimeline> {
  const body = (await (await fetch(`${url}/api/match/timeline?id=${id}`)).json()) as { data: LiveTimeline };
  return body.data;
}

test('the match centre shows a live match’s statistics, win probability line and momentum', async ({
  page,
  server,
}) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'en'));
  // The scripted feed kicks a match off, plays the first half through (its statistics with it),
  // starts the second half and scores.
  const upcoming = (await server.snapshot('football')).list.filter((m) => m.status === 'notstarted');
  const { id } = await playableMatch(
    server,
    upcoming.map((m) => m.id),
  );
  await server.drive(id, { event: 'halftime' });
  await server.drive(id, { event: 'period' });
  await driveGoal(server, id, 'home');

  await page.goto(`${server.url}/score-detail?id=${id}`);
  const stats = page.getByRole('table', { name: /Team statistics/ });
  const cells = (name: string) =>
    stats
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name, exact: true }) })
      .getByRole('cell');
  const rows: [string, keyof FootballStats][] = [
    ['Possession', 'possession'],
    ['Shots', 'shots'],
    ['Shots on target', 'on_target'],
    ['Saves', 'saves'],
    ['Fouls', 'fouls'],
    ['Offsides', 'offsides'],
    ['Free kicks', 'free_kicks'],
  ];
  // The statistics are the server's as they stand (the clock runs on while the test reads).
  await expect
    .poll(async () => {
      const match = (await server.snapshot('football')).list.find((m) => m.id === id);
      const s = match?.stats;
      if (!s) return 'no statistics on the server';
      const shown: string[] = [];
      const wanted: string[] = [];
      for (const [name, field] of rows) {
        const texts = await cells(name).allTextContents();
        shown.push(`${name} ${texts[0]}-${texts[texts.length - 1]}`);
        const [home, away] = s[field];
        wanted.push(field === 'possession' ? `${name} ${home}%-${away}%` : `${name} ${home}-${away}`);
      }
      return shown.join(', ') === wanted.join(', ') ? 'same' : `${shown.join(', ')} vs ${wanted.join(', ')}`;
    })
    .toBe('same');
  const possession = await cells('Possession').allTextContents();
  expect(parseInt(possession[0]!, 10) + parseInt(possession[possession.length - 1]!, 10)).toBe(100);
  // A half played: attempts on both sides, the goal among the home side's attempts on target.
  const onTarget = await cells('Shots on target').allTextContents();
  expect(Number(onTarget[0])).toBeGreaterThanOrEqual(1);

  // The win probability line: home, draw and away over the match, the latest in words, as the model says.
  const probability = page.getByRole('figure', { name: 'Win probability' });
  await expect(probability.getByRole('img')).toBeVisible();
  await expect
    .poll(async () => {
      const analysis = (await timelineOf(server.url, id)).analysis;
      const last = analysis?.probability.at(-1);
      if (!analysis || !last || analysis.probability.length < 2) return 'no line yet';
      const name = await probability.getByRole('img').getAttribute('aria-label');
      return name?.includes(`: `) &&
        name.startsWith(`${last.minute}'`) &&
        name.includes(`${pct(last.home)}, draw ${pct(last.draw)}`) &&
        name.endsWith(pct(last.away))
        ? 'same'
        : `${name} vs ${JSON.stringify(last)}`;
    })
    .toBe('same');
  const analysis = (await timelineOf(server.url, id)).analysis!;
  // The goal put the home side ahead: its chance after the goal beats its chance at kick-off.
  expect(analysis.probability.at(-1)!.home).toBeGreaterThan(analysis.probability[0]!.home);
  await expect(probability.locator('svg path')).toHaveCount(3);
  await expect(probability).toContainText('Poisson');

  const momentum = page.getByRole('figure', { name: 'Attack momentum' });
  await expect(momentum.getByRole('img', { name: /pressing|even/ })).toBeVisible();
});

test('the football second half is called the second half, not a basketball period', async ({ page, server }) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'zh'));
  const upcoming = (await server.snapshot('football')).list.filter((m) => m.status === 'notstarted');
  const { id } = await playableMatch(
    server,
    upcoming.map((m) => m.id),
  );
  await server.drive(id, { event: 'halftime' });
  await server.drive(id, { event: 'period' });

  await page.goto(`${server.url}/score-detail?id=${id}`);
  const timeline = page.getByRole('list', { name: '比赛事件' }).getByRole('listitem');
  await expect(timeline.filter({ hasText: '中场' })).toHaveCount(1);
  await expect(timeline.filter({ hasText: '下半场' })).toHaveCount(1);
  await expect(timeline.filter({ hasText: '下一节' })).toHaveCount(0);
});

test('the e-sports page, from the scores menu, lists today’s e-sports series', async ({ page, server }) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'en'));
  const series = (await server.snapshot('esports')).list;
  expect(series.length).toBeGreaterThan(0);

  await page.goto(`${server.url}/main`);
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('button', { name: 'Scores' }).click();
  await page.getByRole('region', { name: 'Scores' }).getByRole('link', { name: 'E-sports' }).click();
  await expect(page).toHaveURL(`${server.url}/esports`);
  await expect(page.getByRole('heading', { level: 1, name: 'E-sports live scores' })).toBeVisible();

  const rows = page
    .getByRole('table')
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: /^Hide / }) });
  await expect(rows.first()).toBeVisible();
  const ids = await rows.evaluateAll((list) => list.map((r) => Number(r.getAttribute('data-match-id'))));
  const esportsIds = new Set(series.map((m) => m.id));
  expect(ids.length).toBeGreaterThan(0);
  for (const shown of ids) expect(esportsIds.has(shown)).toBe(true);
  const first = series.find((m) => m.id === ids[0])!;
  await expect(rows.first()).toContainText(first.home_team_name_en);
  await expect(rows.first()).toContainText(first.away_team_name_en);
  // No odds in e-sports: no company to choose.
  await expect(page.getByLabel('Odds from')).toHaveCount(0);
});

test('an NBA head-to-head counts wins and points, never draws or goals', async ({ page, server }) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'en'));
  // The latest game of the day: an early one may be pruned from the feed (it rolls over by day) before the page asks.
  const game = [...(await server.snapshot('basketball')).list].sort((a, b) => b.match_time - a.match_time)[0]!;
  await page.goto(`${server.url}/score-detail?id=${game.id}`);
  const h2h = page.getByRole('region', { name: 'Head-to-head' });
  // The two NBA teams met in 2022-23 (every pair meets two to four times).
  await expect(h2h.getByText(/^\d+ meetings: .+ won \d+, .+ won \d+ \(points \d+-\d+\)$/)).toBeVisible();
  await expect(h2h).not.toContainText('drawn');
  await expect(h2h).not.toContainText('goals');
});
