import AxeBuilder from '@axe-core/playwright';
import type { MemberInfo } from '../../contracts/account.ts';
import { INVITE_REWARD } from '../../contracts/member-extras.ts';
import { ROOM_PATHS, type MyRoom } from '../../contracts/room.ts';
import { get, post, registerUser } from '../support/accounts.ts';
import { expect, test } from './support/fixtures.ts';
import { demoLogin, logInContext, newPhone, solveSlider, typeCode, waitForOutboxCode } from './support/login.ts';

/**
 * The member centre's extras, as people use them: a friend registers from an invite link and the
 * inviter sees them and the reward in the distribution centre; a collected match shows in the
 * collections; a room opened shows in the watch history.
 */

test('a friend registers from an invite link: the inviter sees them and the reward', async ({
  browser,
  page,
  context,
  server,
}) => {
  const inviter = await registerUser(server);
  const code = (await get<MemberInfo>(server, 'Member/info', {}, inviter.token)).data.invite_code;
  await logInContext(context, server.url, inviter);
  await page.goto(`${server.url}/member?type=26`);
  const centre = page.getByRole('region', { name: 'Distribution centre' });
  await expect(centre.getByText(code, { exact: true })).toBeVisible();
  await expect(centre.getByRole('textbox', { name: 'Your invite link' })).toHaveValue(
    `${server.url}/login?invite=${code}`,
  );
  await expect(centre.getByRole('img', { name: 'QR code of your invite link' })).toBeVisible();
  await expect(centre.getByText('No one has registered with your code yet.')).toBeVisible();

  // The friend opens the link in their own browser: the registration, with the code filled in.
  const friendContext = await browser.newContext();
  try {
    await friendContext.addInitScript(() => localStorage.setItem('lang', 'en'));
    const friend = await friendContext.newPage();
    await friend.goto(`${server.url}/login?invite=${code}`);
    const form = friend.getByRole('region', { name: 'Register' });
    await expect(form.getByLabel('Invite code (optional)')).toHaveValue(code);
    const phone = newPhone();
    await form.getByLabel('Mobile number').fill(phone);
    await form.getByRole('button', { name: 'Get code' }).click();
    await typeCode(form, await waitForOutboxCode(server.url, `86-${phone}`));
    await form.getByLabel('New password').fill('goodpass1');
    await form.getByLabel('Confirm password').fill('goodpass1');
    await form.getByRole('button', { name: 'Register', exact: true }).click();
    await solveSlider(friend, form);
    await expect(friend).toHaveURL(`${server.url}/main`);
    const nickname = await friend.evaluate(
      () => (JSON.parse(localStorage.getItem('userInfo') ?? '{}') as { user_nickname?: string }).user_nickname ?? '',
    );
    expect(nickname).not.toBe('');

    await page.reload();
    const invitees = centre.getByRole('table', { name: 'Registered with your code' });
    const row = invitees.getByRole('row').filter({ hasText: nickname });
    await expect(row).toContainText(`+${INVITE_REWARD} diamonds`);
    await expect(centre.getByRole('definition').first()).toHaveText('1');
    await expect(centre.getByRole('definition').nth(1)).toHaveText(String(INVITE_REWARD));
    // The reward is in the wallet, among the rewards.
    const info = (await get<MemberInfo>(server, 'Member/info', {}, inviter.token)).data;
    expect(info.balance).toBe(INVITE_REWARD);
  } finally {
    await friendContext.close();
  }
});

test('a collected match shows in the collections; a room opened shows in the watch history', async ({
  page,
  context,
  server,
}) => {
  const viewer = await registerUser(server);
  await logInContext(context, server.url, viewer);

  // The latest kick-off of the day: the feed plays fast on a server other specs share, and a match
  // that already finished may leave today's list before the page asks for it.
  const match = (await server.snapshot('football')).list
    .filter((m) => m.status === 'notstarted')
    .sort((a, b) => b.match_time - a.match_time)[0];
  if (!match) throw new Error('the feed has no football match still to come today');
  await page.goto(`${server.url}/score-detail?id=${match.id}`);
  const collect = page.getByRole('button', { name: 'Collect this match' });
  await collect.click();
  await expect(page.getByRole('button', { name: 'Remove this match from my collections' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  await page.goto(`${server.url}/member?type=19`);
  const matches = page.getByRole('list', { name: 'Collected matches' });
  const item = matches.getByRole('listitem').filter({ hasText: match.home_team_name_en });
  await expect(item).toContainText(match.away_team_name_en);
  await item.getByRole('link').click();
  await expect(page).toHaveURL(`${server.url}/score-detail?id=${match.id}`);

  // A room: the demo anchor's, opened by the viewer.
  const anchor = await demoLogin(server, 'anchor');
  const started = await post<MyRoom>(server, ROOM_PATHS.startRoom, {}, anchor.token);
  if (started.code !== 0) throw new Error(started.msg);
  const room = started.data;
  await page.goto(`${server.url}/live?id=${room.id}`);
  await expect(page.getByRole('heading', { name: room.title })).toBeVisible();

  await page.goto(`${server.url}/member?type=22`);
  const history = page.getByRole('list', { name: 'Watch history' });
  await expect(history.getByRole('link', { name: `${room.title} · ${room.nickname}` })).toBeVisible();
  await expect(history.getByRole('listitem')).toHaveCount(1);
});

test('each new member section has its heading and no critical or serious axe violation', async ({
  page,
  context,
  server,
}) => {
  // The demo anchor: the anchor-only section shows too.
  await logInContext(context, server.url, await demoLogin(server, 'anchor'));
  const sections: [type: number, heading: string][] = [
    [19, 'My collections'],
    [20, 'Following'],
    [21, 'Reservations'],
    [22, 'Watch history'],
    [23, 'Horn messages'],
    [24, 'Push notices'],
    [25, 'Anchor experience'],
    [26, 'Distribution centre'],
    [27, 'Channel application'],
    [28, 'Activities'],
  ];
  const found: string[] = [];
  for (const [type, name] of sections) {
    await page.goto(`${server.url}/member?type=${type}`);
    await expect(page.getByRole('heading', { level: 2, name, exact: true })).toBeVisible();
    await expect(page.getByText('Loading…')).toHaveCount(0);
    const { violations } = await new AxeBuilder({ page }).include('.member-content').analyze();
    for (const v of violations.filter((x) => x.impact === 'critical' || x.impact === 'serious')) {
      found.push(`type ${type}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
    }
  }
  expect(found).toEqual([]);
});
