import { expect, test } from './support/fixtures.ts';
import { chooseOption } from './support/kit.ts';
import { euTexts, ScoreListPage, serverOdds, useEnglish } from './support/score-pages.ts';

test.beforeEach(async ({ context }) => {
  await useEnglish(context);
});

test('presets, the league filter, pins and hides survive a reload', async ({ context, server }) => {
  const list = await ScoreListPage.open(context, `${server.url}/football`);
  await expect(list.preset('All')).toHaveAttribute('aria-pressed', 'true');

  // In play: only the live group is left.
  await list.preset('In play').click();
  await expect(list.preset('In play')).toHaveAttribute('aria-pressed', 'true');
  await expect(list.groupHeading('Upcoming')).toHaveCount(0);
  await list.page.reload();
  // Rows again (the live group), or the notice that nothing is in play right now.
  await expect(
    list.groupHeading('Live').or(list.page.getByRole('status').filter({ hasText: 'No match fits' })),
  ).toBeVisible();
  await expect(list.preset('In play')).toHaveAttribute('aria-pressed', 'true');
  await expect(list.groupHeading('Upcoming')).toHaveCount(0);
  await list.preset('All').click();
  await expect(list.groupHeading('Upcoming')).toBeVisible();

  // Untick the league of the first row on screen.
  const [firstId] = await list.rowIds();
  const league = await list.leagueOf(firstId!);
  await expect(list.rowsOfLeague(league).first()).toBeVisible();
  const panel = await list.leaguePanel();
  const leagueCount = await panel.getByRole('checkbox').count();
  expect(leagueCount).toBeGreaterThan(1);
  await list.leagueCheckbox(panel, league).uncheck();
  await list.closePanels();
  await expect(list.rowsOfLeague(league)).toHaveCount(0);
  await expect(list.leaguesButton).toHaveText(`Leagues (${leagueCount - 1}/${leagueCount})`);
  for (const name of ['All', 'Important', 'In play'] as const) {
    await expect(list.preset(name)).toHaveAttribute('aria-pressed', 'false');
  }

  // Pin one upcoming match, hide another.
  await expect(list.groupHeading('Upcoming')).toBeVisible();
  const upcoming = await list.table
    .getByRole('row')
    .filter({ has: list.page.getByRole('cell', { name: 'Not started', exact: true }) })
    .evaluateAll((rows) => rows.map((r) => Number(r.getAttribute('data-match-id'))));
  expect(upcoming.length).toBeGreaterThan(2);
  const pinned = upcoming[2]!;
  const hidden = upcoming[0]!;
  await list.pinButton(pinned).click();
  await expect(list.groupHeading('Pinned')).toHaveText('Pinned (1)');
  await expect(list.row(pinned)).toHaveAttribute('aria-rowindex', '3');
  await expect(list.pinButton(pinned)).toHaveAttribute('aria-pressed', 'true');
  await list.hideButton(hidden).click();
  await expect(list.row(hidden)).toHaveCount(0);
  await expect(list.showHiddenButton).toHaveText('Show 1 hidden');

  await list.page.reload();
  await list.waitForRows();
  await expect(list.leaguesButton).toHaveText(`Leagues (${leagueCount - 1}/${leagueCount})`);
  await expect(list.leagueCheckbox(await list.leaguePanel(), league)).not.toBeChecked();
  await list.closePanels();
  await expect(list.rowsOfLeague(league)).toHaveCount(0);
  await expect(list.groupHeading('Pinned')).toHaveText('Pinned (1)');
  await expect(list.row(pinned)).toHaveAttribute('aria-rowindex', '3');
  await expect(list.pinButton(pinned)).toHaveAttribute('aria-pressed', 'true');
  await expect(list.row(hidden)).toHaveCount(0);

  // The counter brings hidden matches back.
  await list.showHiddenButton.click();
  await expect(list.row(hidden)).toBeVisible();
  await expect(list.showHiddenButton).toHaveCount(0);
});

test('the company switch changes the odds shown to that company’s', async ({ context, server }) => {
  const list = await ScoreListPage.open(context, `${server.url}/football`);
  await expect(list.companySelect).toHaveValue('Orient');

  // A match on screen whose 1X2 differs between the first two companies. Not started and not
  // about to: pre-match prices move about every two minutes, in-play ones every few seconds.
  let matchId = 0;
  await expect
    .poll(async () => {
      const [one, two] = await Promise.all([serverOdds(server, 1), serverOdds(server, 2)]);
      const upcoming = new Set(
        (await server.snapshot('football')).list.filter((m) => m.status === 'notstarted').map((m) => m.id),
      );
      // Late kick-offs, but not the last rows rendered: the list is virtual, and a match that
      // starts or ends above shifts the rows, which can take the bottom ones out of the DOM.
      const rendered = await list.rowIds();
      const settled = rendered.slice(0, Math.max(1, rendered.length - 8));
      for (const id of settled.filter((id) => upcoming.has(id)).reverse()) {
        const a = one.get(id);
        const b = two.get(id);
        // Its odds already on screen: this test is about switching companies, not a new line arriving.
        if (a && b && euTexts(a).join() !== euTexts(b).join() && (await list.shownEu(id)) !== null) {
          matchId = id;
          return true;
        }
      }
      return false;
    })
    .toBe(true);

  const showsCompany = (companyId: number) => async () => {
    const line = (await serverOdds(server, companyId)).get(matchId);
    return line !== undefined && (await list.shownEu(matchId))?.join() === euTexts(line).join();
  };
  await expect.poll(showsCompany(1)).toBe(true);

  await chooseOption(list.companySelect, 'Euro');
  await expect.poll(showsCompany(2)).toBe(true);
  // And not company 1's any more (they differ for this match).
  const one = (await serverOdds(server, 1)).get(matchId)!;
  expect((await list.shownEu(matchId))?.join()).not.toBe(euTexts(one).join());

  // The choice is kept.
  await list.page.reload();
  await list.waitForRows();
  await expect(list.companySelect).toHaveValue('Euro');
  await expect.poll(showsCompany(2)).toBe(true);
});

test('a pin or a hide in one tab shows in every open tab without a reload', async ({ context, server }) => {
  const first = await ScoreListPage.open(context, `${server.url}/football`);
  const second = await ScoreListPage.open(context, `${server.url}/football`);
  const upcoming = await first.table
    .getByRole('row')
    .filter({ has: first.page.getByRole('cell', { name: 'Not started', exact: true }) })
    .evaluateAll((rows) => rows.map((r) => Number(r.getAttribute('data-match-id'))));
  expect(upcoming.length).toBeGreaterThan(1);
  const [hidden, pinned] = upcoming as [number, number];

  await first.pinButton(pinned).click();
  await expect(second.groupHeading('Pinned')).toHaveText('Pinned (1)');
  await expect(second.pinButton(pinned)).toHaveAttribute('aria-pressed', 'true');
  await first.hideButton(hidden).click();
  await expect(second.row(hidden)).toHaveCount(0);
  await expect(second.showHiddenButton).toHaveText('Show 1 hidden');

  // And back the other way.
  await second.pinButton(pinned).click();
  await expect(first.groupHeading('Pinned')).toHaveCount(0);
});
