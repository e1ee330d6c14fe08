import { driveGoal, expect, playableMatch, test } from './support/fixtures.ts';
import { awaitGoalPopup, emulateVisibility, ScoreListPage, useEnglish } from './support/score-pages.ts';

test('a goal pops up once, in the visible tab only, while every tab shows the new score', async ({
  context,
  server,
}) => {
  await useEnglish(context);
  await emulateVisibility(context);
  const tabs = [];
  for (let i = 0; i < 3; i++) tabs.push(await ScoreListPage.open(context, `${server.url}/football`));
  const [front, ...background] = tabs as [ScoreListPage, ScoreListPage, ScoreListPage];

  // The first tab in front, the other two in the background.
  for (const tab of background) await tab.setHidden(true);
  await front.page.bringToFront();
  await front.setHidden(false);
  expect(await Promise.all(tabs.map((t) => t.visibility()))).toEqual(['visible', 'hidden', 'hidden']);

  // Goal sound on, from the settings panel (stored for every tab of the browser).
  await front.page.getByRole('button', { name: 'Settings' }).click();
  await front.page.getByRole('checkbox', { name: 'Goal sound' }).check();
  await front.closePanels();
  const soundRequests = tabs.map(() => 0);
  tabs.forEach((tab, i) =>
    tab.page.on('request', (r) => void (r.url().endsWith('/sounds/goal.wav') && soundRequests[i]!++)),
  );

  // A match on screen scores now (the scripted feed): nothing else happens to its score.
  const before = await playableMatch(server, await front.rowIds());
  await driveGoal(server, before.id, 'home');
  const { match, side, label, popup } = await awaitGoalPopup(front, [before]);
  expect(side).toBe('home');
  // Held open while the pointer rests on it (it would close itself after a few seconds).
  await popup.hover();

  // The visible tab: one pop-up for this goal, the scoring side highlighted, announced once.
  const team = side === 'home' ? match.home_team_name_en : match.away_team_name_en;
  const score = `${match.home_score} - ${match.away_score}`;
  const line = `${match.home_team_name_en} ${score} ${match.away_team_name_en}`;
  await expect(popup).toHaveCount(1);
  // <mark> is the highlight (the ARIA `mark` role is missing from Playwright's role list).
  await expect(popup.locator('mark')).toHaveText(team);
  await expect(popup.getByText(score, { exact: true })).toBeVisible();
  await expect(front.page.getByRole('status').filter({ hasText: line })).toHaveCount(1);
  // The sound is loaded by the tab that shows the goal.
  await expect.poll(() => soundRequests[0]).toBeGreaterThan(0);

  // Every tab shows the new score; the background ones never popped up, announced or sounded it.
  // (A match that finishes moves out of the rendered rows, where the rows the view holds tell.)
  const reached = async (tab: ScoreListPage): Promise<boolean> => {
    const shown =
      (await tab.shownScore(match.id)) ??
      (await tab.page.evaluate((id) => {
        const row = window.__liveViews?.football?.find((m) => m.id === id);
        return row ? ([row.home_score, row.away_score] as [number, number]) : null;
      }, match.id));
    return shown !== null && shown[0] === match.home_score && shown[1] === match.away_score;
  };
  for (const tab of tabs) await expect.poll(() => reached(tab)).toBe(true);
  for (const tab of background) {
    await expect(tab.page.getByRole('dialog', { name: label, exact: true })).toHaveCount(0);
    await expect(tab.page.getByRole('status').filter({ hasText: line })).toHaveCount(0);
  }
  expect(soundRequests.slice(1)).toEqual([0, 0]);
  await expect(popup).toHaveCount(1);

  // Closable.
  await popup.getByRole('button', { name: 'Close' }).click();
  await expect(popup).toHaveCount(0);

  // The next goal's pop-up closes by itself.
  await front.page.mouse.move(0, 0);
  await driveGoal(server, match.id, 'away');
  const next = await awaitGoalPopup(front, [match]);
  expect(next.side).toBe('away');
  await expect(next.popup).toBeVisible();
  await expect(next.popup).toHaveCount(0);
});
