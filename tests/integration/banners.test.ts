import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bannerRoutes } from '../../contracts/routes/banner.ts';
import { AdminCommandError, runAdminCommand } from '../../server/admin/admin-commands.ts';
import { parseAdminArgs } from '../../server/admin/admin-args.ts';
import { call, get } from '../support/accounts.ts';
import { solidPng } from '../support/solid-png.ts';
import { throwAwayDatabase } from './support/pg-database.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

const databaseUrl = process.env.TEST_DATABASE_URL;

describe.each([
  ['sqlite', undefined],
  ['postgres', databaseUrl],
] as const)('banners and advertisements (%s)', (kind, url) => {
  const skip = kind === 'postgres' && !url;
  let server: TestServer;
  let scratch: Awaited<ReturnType<typeof throwAwayDatabase>> | null = null;
  const files = mkdtempSync(path.join(tmpdir(), 'banner-files-'));
  const uploads = mkdtempSync(path.join(tmpdir(), 'banner-uploads-'));
  const picture = path.join(files, 'banner.png');
  const fake = path.join(files, 'not-a-picture.png');
  writeFileSync(picture, solidPng(60, 10, [200, 30, 30]));
  writeFileSync(fake, '<svg onload="alert(1)"></svg>');

  beforeAll(async () => {
    if (skip) return;
    scratch = url ? await throwAwayDatabase(url, 'banners') : null;
    server = await startTestServer({ databaseUrl: scratch?.url });
  });
  afterAll(async () => {
    await server?.close();
    await scratch?.drop();
    rmSync(files, { recursive: true, force: true });
    rmSync(uploads, { recursive: true, force: true });
  });

  /** As `npm run admin -- <argv>` does, at the given time. */
  function admin(argv: string[], nowS = Math.floor(Date.now() / 1000)): Promise<string[]> {
    return runAdminCommand(server.live.database.db, parseAdminArgs(argv), nowS, uploads);
  }

  it.skipIf(skip)('shows what an operator placed, by kind and position, between its start and end', async () => {
    const nowS = Math.floor(Date.now() / 1000);
    const placed = await admin([
      'banner-add',
      picture,
      '--link',
      '/news',
      '--title',
      'Derby week',
      '--position',
      'news',
    ]);
    const id = Number(/#(\d+)/.exec(placed[0] ?? '')?.[1]);
    expect(id).toBeGreaterThan(0);
    await admin(
      [
        'banner-add',
        picture,
        '--link',
        'https://example.com/a',
        '--kind',
        'advert',
        '--position',
        'news',
        '--end',
        '+1d',
      ],
      nowS,
    );
    // Starts tomorrow: not yet.
    await admin(['banner-add', picture, '--link', '/', '--position', 'news', '--start', '+1d']);
    // Ended an hour ago.
    await admin(['banner-add', picture, '--link', '/', '--position', 'news', '--start', '-2h', '--end', '-1h']);

    const banners = await call(server, bannerRoutes.banners, { position: 'news' });
    expect(banners.code).toBe(0);
    expect(banners.data).toEqual([
      {
        id,
        kind: 'banner',
        position: 'news',
        title: 'Derby week',
        image: expect.stringMatching(/^\/uploads\/banner-\w+\.png$/),
        url: '/news',
        ends_at: null,
      },
    ]);
    // The picture is served from the uploads folder under the name the banner holds.
    expect(readdirSync(uploads)).toContain(path.basename(banners.data[0]?.image ?? ''));
    expect((await call(server, bannerRoutes.banners, { position: 'home' })).data).toEqual([]);

    const adverts = await call(server, bannerRoutes.adverts, { position: 'news' });
    expect(adverts.data.map((a) => [a.kind, a.url, a.ends_at])).toEqual([
      ['advert', 'https://example.com/a', nowS + 86_400],
    ]);
    expect((await call(server, bannerRoutes.advert, { position: 'news' })).data).toMatchObject({ kind: 'advert' });
    expect((await call(server, bannerRoutes.advert, { position: 'room' })).data).toBeNull();

    // Ending it takes it down.
    expect(await admin(['banner-end', String(id)], nowS)).toEqual([expect.stringContaining(`Banner #${id} ends`)]);
    expect((await call(server, bannerRoutes.banners, { position: 'news' })).data).toEqual([]);
    await admin(['banner-remove', String(id)]);
    await expect(admin(['banner-remove', String(id)])).rejects.toThrow(AdminCommandError);
  });

  it.skipIf(skip)('refuses a picture by its content, a bad link and an end before the start', async () => {
    await expect(admin(['banner-add', fake, '--link', '/'])).rejects.toThrow(/not an image/);
    await expect(admin(['banner-add', picture, '--link', 'javascript:alert(1)'])).rejects.toThrow(/link/);
    await expect(admin(['banner-add', picture, '--link', '//evil.example/x'])).rejects.toThrow(/link/);
    await expect(admin(['banner-add', picture, '--link', '/', '--start', '+2h', '--end', '+1h'])).rejects.toThrow(
      /end time/,
    );
    await expect(admin(['banner-add', path.join(files, 'missing.png'), '--link', '/'])).rejects.toThrow(/cannot read/);
    expect(await admin(['banners'])).not.toEqual(expect.arrayContaining([expect.stringContaining('javascript')]));
  });

  it.skipIf(skip)('answers bad input with code 1 on every call', async () => {
    for (const route of Object.values(bannerRoutes)) {
      const answer = await get<unknown>(server, route.path, { position: 'sky' });
      expect(answer.code, route.path).toBe(1);
      expect(answer.msg).toMatch(/position/);
    }
  });
});
