import { expect, scriptedGoal, test } from './support/fixtures.ts';

test.beforeEach(async ({ context }) => {
  // A browser without SharedWorker: the engine runs in the leader tab's dedicated worker.
  await context.addInitScript(() => {
    Object.defineProperty(window, 'SharedWorker', { value: undefined, configurable: true });
  });
});

test('without SharedWorker five tabs still share one socket', async ({ server, tabs }) => {
  const pages = await tabs(5, '/football');
  for (const page of pages) expect(await page.tier()).toBe('leader-worker');
  await expect.poll(() => server.metric('live_sockets_open')).toBe(1);

  const goal = await scriptedGoal(server, pages[4]!);
  for (const page of pages) {
    await expect.poll(() => page.goalsShownOrHeld(goal.id)).toBe(goal.goals);
  }
});
