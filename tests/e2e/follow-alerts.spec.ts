import type { BrowserContext, Page } from '@playwright/test';
import type { LiveMatch } from '../../contracts/match.ts';
import { driveGoal, expect, playableMatch, test } from './support/fixtures.ts';
import { emulateVisibility, ScoreListPage, useEnglish } from './support/score-pages.ts';

declare global {
  interface Window {
    /** Every alert pop-up's name seen since the page began (init script below). */
    __popupsSeen?: string[];
    /** Every desktop notification the page constructed (init script below). */
    __notices?: { title: string; body: string }[];
  }
}

/**
 * Records every alert pop-up from the page's first byte on (a pop-up closes itself after a few
 * seconds, so one that came and went is still caught) and every `Notification` constructed.
 */
async function recordAlerts(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const seen: string[] = [];
    window.__popupsSeen = seen;
    new MutationObserver(() => {
      for (const node of document.querySelectorAll('[role="dialog"][aria-label]')) {
        const label = node.getAttribute('aria-label') ?? '';
        if (!seen.includes(label)) seen.push(label);
      }
    }).observe(document, { subtree: true, childList: true, attributes: true });
    const notices: { title: string; body: string }[] = [];
    window.__notices = notices;
    const Original = window.Notification;
    class Recorded extends Original {
      constructor(title: string, options?: NotificationOptions) {
        notices.push({ title, body: options?.body ?? '' });
        super(title, options);
      }
    }
    window.Notification = Recorded;
  });
}

const popupsSeen = (page: Page) => page.evaluate(() => window.__popupsSeen ?? []);
const line = (m: LiveMatch) => `${m.home_team_name_en} v ${m.away_team_name_en}`;

/** An upcoming football match whose row is on screen, followed with its star. */
async function followUpcoming(
  server: { snapshot(s: 'football'): Promise<{ list: LiveMatch[] }> },
  list: ScoreListPage,
) {
  const shown = new Set(await list.rowIds());
  const upcoming = (await server.snapshot('football')).list
    .filter((m) => shown.has(m.id) && m.status === 'notstarted')
    .sort((a, b) => b.match_time - a.match_time)[0];
  expect(upcoming).toBeDefined();
  const star = list.row(upcoming!.id).getByRole('button', { name: `Follow ${line(upcoming!)}` });
  await star.click();
  await expect(star).toHaveAttribute('aria-pressed', 'true');
  return upcoming!;
}

test('alerts follow the list: every row hidden, no pop-up; a followed match still alerts and its pop-up opens the match centre', async ({
  context,
  server,
}) => {
  await useEnglish(context);
  await recordAlerts(context);
  const list = await ScoreListPage.open(context, `${server.url}/football`);
  const followed = await followUpcoming(server, list);

  // Kick-off of the followed match: an alert although no goal was scored.
  await server.drive(followed.id, { event: 'kickoff' });
  await expect(list.page.getByRole('dialog', { name: `Kick-off: ${line(followed)}` })).toBeVisible();

  // Every row of the day hidden (as the list stores it), then the page loaded again.
  const ids = (await server.snapshot('football')).list.map((m) => m.id);
  await list.page.evaluate(
    (hidden) =>
      localStorage.setItem(
        'scores.prefs.football',
        JSON.stringify({ leagueRule: 'all', leagues: [], liveOnly: false, pinned: [], hidden }),
      ),
    ids,
  );
  await list.page.reload();
  await expect(list.showHiddenButton).toBeVisible();
  // None of them shows. The feed plays fast: a day of new fixtures may have joined since, and shows.
  const hidden = new Set(ids);
  await expect.poll(async () => (await list.rowIds()).filter((id) => hidden.has(id))).toEqual([]);
  await list.waitForLive();

  // A goal in a hidden match that is not followed, then one in the followed match: the engine
  // handles them in that order, so once the second pops up the first would have shown already.
  const other = await playableMatch(
    server,
    ids.filter((id) => id !== followed.id),
  );
  await driveGoal(server, other.id, 'home');
  const after = await driveGoal(server, followed.id, 'away');
  const score = `${after.home_score} - ${after.away_score}`;
  const popup = list.page.getByRole('dialog', {
    name: new RegExp(`^Goal for ${followed.away_team_name_en}, .*: ${followed.home_team_name_en} ${score} `),
  });
  await expect(popup).toBeVisible();
  const seen = await popupsSeen(list.page);
  expect(seen.filter((name) => name.includes(other.home_team_name_en))).toEqual([]);

  // The pop-up opens the match centre.
  await popup.getByRole('link', { name: `Open the match centre: ${line(followed)}` }).click();
  await expect(list.page).toHaveURL(new RegExp(`/score-detail\\?id=${followed.id}$`));
  await expect(list.page.getByRole('button', { name: `Follow ${line(followed)}` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // /reserve lists it among the reserved matches, for a visitor too.
  await list.page.goto(`${server.url}/reserve`);
  const reserved = list.page.getByRole('region', { name: 'Reserved matches' });
  const reservedLine = reserved.getByRole('listitem').filter({ hasText: followed.home_team_name_en });
  await expect(reservedLine).toContainText(followed.away_team_name_en);
  // Live: a goal in it shows there (the list renders for its own matches' lines, not the day's).
  await expect(reservedLine).toContainText(score);
  const next = await driveGoal(server, followed.id, 'home');
  await expect(reservedLine).toContainText(`${next.home_score} - ${next.away_score}`);
});

test('with no tab visible, a followed match raises one desktop notification', async ({ context, server }) => {
  await useEnglish(context);
  await recordAlerts(context);
  // Headless Chromium keeps every tab visible: the page's visibility is emulated (see
  // emulateVisibility), which is what the tab reports to the engine.
  await emulateVisibility(context);
  await context.grantPermissions(['notifications'], { origin: server.url });
  const list = await ScoreListPage.open(context, `${server.url}/football`);
  const followed = await followUpcoming(server, list);
  await server.drive(followed.id, { event: 'kickoff' });
  await expect(list.page.getByRole('dialog', { name: `Kick-off: ${line(followed)}` })).toBeVisible();
  expect(await list.page.evaluate(() => window.__notices)).toEqual([]);

  await list.setHidden(true);
  const after = await driveGoal(server, followed.id, 'home');
  await expect
    .poll(() => list.page.evaluate(() => window.__notices))
    .toEqual([
      {
        title: 'Goal!',
        body: expect.stringContaining(
          `${followed.home_team_name_en} ${after.home_score} - ${after.away_score} ${followed.away_team_name_en}`,
        ),
      },
    ]);
});
