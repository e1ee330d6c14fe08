import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { solidPng } from '../support/solid-png.ts';
import { expect, test } from './support/fixtures.ts';

test('a banner placed with npm run admin shows on /main below the live scores until its end time', async ({
  page,
  server,
}) => {
  const picture = path.join(server.dataDir, 'derby-week.png');
  writeFileSync(picture, solidPng(600, 100, [20, 90, 160]));
  const placed = await server.admin('banner-add', picture, '--link', '/news', '--title', 'Derby week', '--end', '+7d');
  const id = /Banner #(\d+) placed/.exec(placed)?.[1];
  expect(id, placed).toBeDefined();

  await page.goto(`${server.url}/main`);
  const banner = page.getByTestId('banner-strip');
  const link = banner.getByRole('link', { name: 'Derby week' });
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute('href', '/news');
  // The picture is the one uploaded, served by the site.
  await expect(banner.locator('img')).toHaveJSProperty('naturalWidth', 600);
  // Nothing above the scores: the live-now section comes first, the banner after it.
  const order = await page.evaluate(() => {
    const live = document.getElementById('home-live')?.closest('section');
    const strip = document.querySelector('[data-testid="banner-strip"]');
    return live && strip ? live.compareDocumentPosition(strip) : 0;
  });
  // Node.DOCUMENT_POSITION_FOLLOWING
  expect(order & 4).toBe(4);

  // Its end time comes (the operator ends it now): the page no longer shows it.
  await server.admin('banner-end', id ?? '');
  await expect(async () => {
    await page.reload();
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
    await expect(page.getByTestId('banner-strip')).toHaveCount(0, { timeout: 2_000 });
  }).toPass({ timeout: 45_000 });

  // A picture that is not one is refused by its content, whatever its name.
  const fake = path.join(server.dataDir, 'fake.png');
  writeFileSync(fake, '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');
  await expect(server.admin('banner-add', fake, '--link', '/')).rejects.toThrow(/not an image/);
});
