import { expect, test } from './support/fixtures.ts';

test('after a server restart every tab holds exactly the server state', async ({ server, tabs }) => {
  const pages = await tabs(5, '/football');
  await expect.poll(async () => (await pages[0]!.rows('football')).length).toBeGreaterThan(0);

  await server.restart();

  // The feed keeps playing (fast), so a row may change between reading the server and the tabs:
  // read the server before and after the tabs. Every tab must hold exactly the matches the server
  // has, each at the version the server had before or after (then with the server's score), or a
  // version that came in between; never an older row, a missing one or one the server dropped.
  type Row = { id: number; v: number; home_score: number; away_score: number };
  const byId = (list: Row[]) => new Map(list.map((m) => [m.id, m]));
  await expect
    .poll(
      async () => {
        const before = byId((await server.snapshot('football')).list);
        const shown = await Promise.all(pages.map((page) => page.rows('football')));
        const after = byId((await server.snapshot('football')).list);
        const sameIds = (rows: Row[], server: Map<number, Row>) =>
          rows.length === server.size && rows.every((r) => server.has(r.id));
        return shown.every(
          (rows) =>
            (sameIds(rows, before) || sameIds(rows, after)) &&
            rows.every((row) => {
              const old = before.get(row.id);
              const now = after.get(row.id);
              const same = (m: typeof old) =>
                m !== undefined && m.v === row.v && m.home_score === row.home_score && m.away_score === row.away_score;
              if (same(now) || same(old)) return true;
              return old !== undefined && now !== undefined && row.v > old.v && row.v < now.v;
            }),
        );
      },
      { timeout: 45_000, intervals: [200] },
    )
    .toBe(true);
  await expect.poll(() => server.metric('live_sockets_open')).toBe(1);
});
