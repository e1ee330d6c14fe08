import { expect, nextGoal, test } from './support/fixtures.ts';

test('five tabs of /football share one live socket and all see a goal', async ({ server, tabs }) => {
  const pages = await tabs(5, '/football');
  for (const page of pages) expect(await page.tier()).toBe('shared-worker');
  await expect.poll(() => server.metric('live_sockets_open')).toBe(1);

  const goal = await nextGoal(server, pages[0]!);
  for (const page of pages) {
    await expect.poll(() => page.goalsShownOrHeld(goal.id)).toBeGreaterThanOrEqual(goal.goals);
  }
  // Still one socket after the traffic.
  expect(await server.metric('live_sockets_open')).toBe(1);
});

test('minutes and scores change without a reload', async ({ server, tabs }) => {
  test.setTimeout(180_000);
  const [page] = await tabs(1, '/basketball');
  // Basketball games are spread over the day: wait (on the server) until one is being played.
  await expect
    .poll(async () => (await server.snapshot('basketball')).list.some((m) => m.status === 'live'), {
      timeout: 150_000,
      intervals: [500],
    })
    .toBe(true);
  const first = await page!.rows('basketball');
  expect(first.length).toBeGreaterThan(0);
  await expect
    .poll(async () => {
      const now = await page!.rows('basketball');
      return now.some((m) => m.status === 'live' && first.find((f) => f.id === m.id && f.v !== m.v));
    })
    .toBe(true);
});
