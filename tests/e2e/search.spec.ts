import type { LoginResult } from '../../contracts/account.ts';
import { ROOM_PATHS, type MyRoom } from '../../contracts/room.ts';
import { DEMO_ACCOUNTS } from '../../server/accounts/demo-accounts.ts';
import { captchaPass, post } from '../support/accounts.ts';
import { expect, test } from './support/fixtures.ts';
import { useEnglish } from './support/score-pages.ts';

/** `/search?name=`: the top bar's box opens it; teams, today's matches, anchors and rooms are found. */

test.beforeEach(async ({ context }) => {
  await useEnglish(context);
});

test("a team's Chinese name typed in the top bar finds the team, its match today and its circle", async ({
  page,
  server,
}) => {
  const match = (await server.snapshot('football')).list.find(
    (m) => [...m.home_team_name_zh].length <= 10 && m.status !== 'finished',
  );
  expect(match, 'a football match today').toBeDefined();
  await page.goto(`${server.url}/football`);
  const box = page.getByRole('searchbox', { name: 'Search teams or matches' });
  await box.fill(match!.home_team_name_zh);
  await box.press('Enter');

  await expect(page).toHaveURL(/\/search\?name=/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(match!.home_team_name_zh);
  await expect(page.getByRole('region', { name: 'Teams' }).getByRole('listitem').first()).toBeVisible();
  const matches = page.getByRole('region', { name: "Today's matches" });
  await expect(
    matches
      .getByRole('link', { name: new RegExp(match!.away_team_name_en.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) })
      .first(),
  ).toHaveAttribute('href', `/score-detail?id=${match!.id}`);
  // And the team's circle in the community.
  const circle = page
    .getByRole('region', { name: 'Circles' })
    .getByRole('link', { name: match!.home_team_name_en, exact: true });
  await expect(circle).toHaveAttribute('href', /^\/circle-detail\?id=\d+$/);

  // The term went into the history.
  await box.fill('');
  await box.focus();
  await expect(page.getByRole('region', { name: 'Search history' })).toContainText(match!.home_team_name_zh);
});

test('a Vietnamese name finds the same team with and without diacritics, from the button too', async ({
  page,
  server,
}) => {
  await page.goto(`${server.url}/football`);
  const box = page.getByRole('searchbox', { name: 'Search teams or matches' });
  for (const name of ['Đan Mạch', 'dan mach']) {
    await box.fill(name);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('name')).toBe(name);
    await expect(page.getByRole('region', { name: 'Teams' }).getByText('Denmark', { exact: true })).toBeVisible();
  }
});

test("an anchor's nickname finds the anchor and their room", async ({ page, server }) => {
  const demo = DEMO_ACCOUNTS.find((a) => a.role === 'anchor')!;
  const anchor = await post<LoginResult>(server, 'user/login', {
    mobile: `${demo.countryCode}-${demo.mobile}`,
    password: demo.password,
    device_type: 'pc',
    captcha_pass: await captchaPass(server),
  });
  expect(anchor.code, anchor.msg).toBe(0);
  const room = await post<MyRoom>(server, ROOM_PATHS.startRoom, {}, anchor.data.token);
  expect(room.code, room.msg).toBe(0);

  await page.goto(`${server.url}/search?name=${encodeURIComponent(demo.nickname)}`);
  const anchors = page.getByRole('region', { name: 'Anchors' });
  await expect(anchors.getByRole('link', { name: demo.nickname })).toHaveAttribute(
    'href',
    `/persona?id=${anchor.data.user.id}`,
  );
  const rooms = page.getByRole('region', { name: 'Live rooms' });
  await expect(rooms.getByRole('link').first()).toHaveAttribute('href', `/live?id=${room.data.id}`);

  await page.getByRole('menuitem', { name: 'Anchors' }).click();
  await expect(page).toHaveURL(/tab=anchor/);
  await expect(page.getByRole('list', { name: 'Anchors' }).getByRole('link', { name: demo.nickname })).toBeVisible();
});
