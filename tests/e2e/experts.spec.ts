import type { MemberInfo } from '../../contracts/account.ts';
import { EXPERT_PATHS, type SchemeDetail, type SchemeMatch } from '../../contracts/experts.ts';
import { get, post, registerUser } from '../support/accounts.ts';
import { driveGoal, expect, test } from './support/fixtures.ts';
import { logInContext } from './support/login.ts';

const ANALYSIS = 'The hosts press high and their wing play should decide this one early on.';
const REFUND_ANALYSIS = 'The visitors keep it tight: the handicap looks generous for them tonight.';

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

test('an expert sells a scheme, the match settles it, and a lost refund-if-loses scheme pays the fan back', async ({
  page,
  browser,
  server,
}) => {
  // An expert: registered, applied through the real call, approved by an operator.
  const expert = await registerUser(server);
  const applied = await post<{ id: number }>(
    server,
    'Member/applyExpert',
    { real_name: 'Han Meimei', wechat: 'hanmeimei88', experience: 'Ten years of match analysis', analyst_code: true },
    expert.token,
  );
  expect(applied.code, applied.msg).toBe(0);
  await server.admin('approve', String(applied.data.id));
  // A fan with 100 diamonds from support.
  const fan = await registerUser(server);
  await server.admin('grant', String(fan.user.id), '100', '--note', 'experts e2e');

  // The last match of the day still to come with odds (the feed's own clock starts the first ones).
  const offered = await get<SchemeMatch[]>(server, EXPERT_PATHS.matches, { type: 0 });
  const match = offered.data
    .filter((m) => m.odds.some((o) => o.company_id === 1))
    .sort((a, b) => b.match_time - a.match_time)[0]!;
  const title = `${match.home.en} vs ${match.away.en}`;

  // The expert publishes a paid 1X2 scheme on it from the experts' home.
  await logInContext(page.context(), server.url, expert);
  await page.goto(`${server.url}/specialist-home?type=0`);
  await page.getByRole('button', { name: 'Publish a scheme' }).click();
  const form = page.getByRole('dialog', { name: 'Publish a scheme' });
  await form.getByLabel('Match', { exact: true }).press('Enter');
  await page.getByRole('option', { name: new RegExp(`^${escapeRegExp(title)} ·`) }).click();
  await form.getByLabel('Market', { exact: true }).press('Enter');
  await page.getByRole('option', { name: '1X2', exact: true }).click();
  await form.getByLabel('Pick', { exact: true }).press('Enter');
  await page.getByRole('option', { name: 'Home', exact: true }).click();
  await form.getByLabel('Analysis').fill(ANALYSIS);
  await form.getByLabel('Price in diamonds (0 is free)').fill('30');
  await form.getByLabel('Price in diamonds (0 is free)').blur();
  await form.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(page.getByText(ANALYSIS)).toBeVisible();
  const paidId = Number(new URL(page.url()).searchParams.get('id'));
  expect(paidId).toBeGreaterThan(0);

  // And a handicap scheme on the away side, refunded if it loses.
  const refundable = await post<SchemeDetail>(
    server,
    EXPERT_PATHS.publish,
    {
      match_id: match.match_id,
      market: 'asia',
      pick: 'away',
      company_id: 1,
      analysis: REFUND_ANALYSIS,
      price: 20,
      refund_on_lose: 1,
    },
    expert.token,
  );
  expect(refundable.code, refundable.msg).toBe(0);

  // The expert's record before any result.
  await page.goto(`${server.url}/specialist-info?id=${expert.user.id}`);
  await expect(page.getByTestId('hit-rate-10')).toHaveText('–');

  // The fan sees the lock, buys after confirming, and reads the analysis.
  const fanContext = await browser.newContext();
  await logInContext(fanContext, server.url, fan);
  const fanPage = await fanContext.newPage();
  // The fan finds the picks in the match's foresight, with the expert's record, and opens one.
  await fanPage.goto(`${server.url}/foresight?match=${match.match_id}`);
  const picks = fanPage.getByRole('region', { name: 'Expert picks' });
  await expect(picks.getByRole('listitem')).toHaveCount(2);
  await expect(picks.getByRole('listitem').filter({ hasText: '30 diamonds' })).toContainText(expert.user.user_nickname);
  await picks
    .getByRole('listitem')
    .filter({ hasText: '30 diamonds' })
    .getByRole('link', { name: 'See the scheme' })
    .click();
  await expect(fanPage).toHaveURL(`${server.url}/specialist-detail?id=${paidId}`);
  await expect(fanPage.getByText('The analysis is shown to buyers until kick-off')).toBeVisible();
  await expect(fanPage.getByText(ANALYSIS)).toHaveCount(0);
  await fanPage.getByRole('button', { name: 'Buy for 30 diamonds' }).click();
  const confirm = fanPage.getByRole('dialog', { name: 'Buy this scheme' });
  await expect(confirm.getByText('Spend 30 diamonds on this scheme?')).toBeVisible();
  await confirm.getByRole('button', { name: 'Buy for 30 diamonds' }).click();
  await expect(fanPage.getByText(ANALYSIS)).toBeVisible();
  await expect(fanPage.getByText('Bought', { exact: true })).toBeVisible();
  const second = await post<SchemeDetail>(server, EXPERT_PATHS.buy, { id: refundable.data.id }, fan.token);
  expect(second.data.analysis).toBe(REFUND_ANALYSIS);
  const balance = async () => (await get<MemberInfo>(server, 'Member/info', {}, fan.token)).data.balance;
  expect(await balance()).toBe(50);

  // The feed plays the match: four home goals (the home side wins; the away side loses any handicap).
  await server.drive(match.match_id, { event: 'kickoff' });
  for (let i = 0; i < 4; i++) await driveGoal(server, match.match_id, 'home');
  await server.drive(match.match_id, { event: 'fulltime' });

  // The paid scheme won; the refundable one lost and gave the fan's 20 diamonds back.
  await expect
    .poll(async () => (await get<SchemeDetail>(server, EXPERT_PATHS.scheme, { id: refundable.data.id })).data.status)
    .toBe('lose');
  await expect.poll(balance).toBe(70);
  await fanPage.reload();
  const result = fanPage.getByRole('region', { name: 'Result' });
  await expect(result.getByText('Win', { exact: true })).toBeVisible();
  await expect(result.getByText('Final score 4-0')).toBeVisible();

  // The expert's hit rate now counts the two results.
  await page.reload();
  await expect(page.getByTestId('hit-rate-10')).toHaveText('50%');
  await expect(page.getByRole('link', { name: title })).toHaveCount(2);
  expect(await balance()).toBe(70);
});
