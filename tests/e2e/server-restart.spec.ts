import { expect, test } from './support/fixtures.ts';

test('after a server restart every tab holds exactly the server state', async ({ server, tabs }) => {
  const pages = await tabs(5, '/football');
  await expect.poll(async () => (await pages[0]!.rows('football')).length).toBeGreaterThan(0);

  await server.restart();

  // The feed keeps playing: compare until one moment where every tab equals the server.
  await expect
    .poll(
      async () => {
        const truth = (await server.snapshot('football')).list
          .map((m) => `${m.id}:${m.v}:${m.home_score}-${m.away_score}`)
          .sort()
          .join(',');
        for (const page of pages) {
          const shown = (await page.rows('football'))
            .map((m) => `${m.id}:${m.v}:${m.home_score}-${m.away_score}`)
            .sort()
            .join(',');
          if (shown !== truth) return false;
        }
        return true;
      },
      { timeout: 45_000, intervals: [200] },
    )
    .toBe(true);
  await expect.poll(() => server.metric('live_sockets_open')).toBe(1);
});
