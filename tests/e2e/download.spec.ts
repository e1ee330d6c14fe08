import { expect, test } from './support/fixtures.ts';
import { useEnglish } from './support/score-pages.ts';

test('/downLoad: reached from the top bar, a QR code for the phone and the streaming tool for anchors', async ({
  page,
  context,
  server,
}) => {
  await useEnglish(context);
  await page.goto(`${server.url}/main`);
  await page.getByRole('banner').getByRole('button', { name: 'Get the app' }).click();
  await page.getByRole('link', { name: 'All download options' }).click();
  await expect(page).toHaveURL(`${server.url}/downLoad`);
  await expect(page).toHaveTitle(/^Get the app - /);
  await expect(page.getByRole('heading', { name: 'Get the app', level: 1 })).toBeVisible();

  // No store pages are configured here: the phone gets this site (installable), as a QR code.
  const phone = page.getByRole('region', { name: 'On your phone' });
  await expect(phone.getByRole('img', { name: 'QR code: This site on your phone' })).toBeVisible();
  await expect(phone.getByRole('link', { name: `${server.url}/main` })).toBeVisible();
  await expect(phone.getByRole('heading', { name: 'Android app' })).toHaveCount(0);

  const anchors = page.getByRole('region', { name: 'For anchors' });
  await expect(anchors.getByRole('link', { name: 'Download OBS Studio' })).toHaveAttribute(
    'href',
    'https://obsproject.com/download',
  );
  await anchors.getByRole('link', { name: 'Open the anchor centre' }).click();
  await expect(page).toHaveURL(`${server.url}/member?type=9`);
});
