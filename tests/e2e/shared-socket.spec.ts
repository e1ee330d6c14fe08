import { expect, playableMatch, scriptedGoal, test } from './support/fixtures.ts';

test('five tabs of /football share one live socket and all see a goal', async ({ server, tabs }) => {
  const pages = await tabs(5, '/football');
  for (const page of pages) expect(await page.tier()).toBe('shared-worker');
  await expect.poll(() => server.metric('live_sockets_open')).toBe(1);

  const goal = await scriptedGoal(server, pages[0]!);
  for (const page of pages) {
    await expect.poll(() => page.goalsShownOrHeld(goal.id)).toBe(goal.goals);
  }
  // Still one socket after the traffic.
  expect(await server.metric('live_sockets_open')).toBe(1);
});

test('minutes and scores change without a reload', async ({ server, tabs }) => {
  const [page] = await tabs(1, '/basketball');
  const rows = await page!.rows('basketball');
  expect(rows.length).toBeGreaterThan(0);
  // A game in play (or one the scripted feed tips off now) scores a basket.
  const game = await playableMatch(
    server,
    rows.map((m) => m.id),
    'basketball',
  );
  const after = await server.drive(game.id, { event: 'goal', side: 'away', points: 3 });
  const shown = async () => (await page!.rows('basketball')).find((m) => m.id === game.id);
  await expect.poll(async () => (await shown())?.away_score).toBe(after.away_score);
  // The game clock runs on by itself: the row keeps changing.
  const v = (await shown())!.v;
  await expect.poll(async () => (await shown())!.v).toBeGreaterThan(v);
  expect((await shown())!.status).toBe('live');
});
