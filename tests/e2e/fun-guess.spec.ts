import type { Page } from '@playwright/test';
import type { FunGuessMatch, FunGuessRecordPage } from '../../contracts/fun-guess.ts';
import { FUN_GUESS_PATHS } from '../../contracts/fun-guess.ts';
import { get, post, registerUser } from '../support/accounts.ts';
import { driveGoal, expect, test } from './support/fixtures.ts';
import { logInContext } from './support/login.ts';

const DAY_S = 86_400;

/** Today's football matches open for guesses, the latest kick-off first (the feed's own clock starts the earliest). */
async function openMatches(server: { url: string }, token: string): Promise<FunGuessMatch[]> {
  const answer = await get<FunGuessMatch[]>(server, FUN_GUESS_PATHS.matches, { sport: 'football' }, token);
  expect(answer.code, answer.msg).toBe(0);
  return answer.data.filter((m) => m.mine === null).reverse();
}

const tab = (page: Page, name: string) => page.getByRole('tab', { name });

/**
 * Acceptance 3 of issue 19: a fun-guess settles when its match ends and the leaderboard moves; a
 * record older than three months is not listed (nor given by the server).
 */
test('a fun-guess settles when its match ends and the day’s leaderboard moves', async ({ context, page, server }) => {
  const fan = await registerUser(server);
  await logInContext(context, server.url, fan);
  const [match] = await openMatches(server, fan.token);
  expect(match, 'a football match open for guesses').toBeDefined();
  await page.goto(`${server.url}/fun-guess?tab=rank`);
  await expect(page.getByRole('heading', { name: 'Fun guess', level: 1 })).toBeVisible();
  await expect(page.getByRole('group', { name: 'My points' })).toContainText('1,000 points');
  // Before: the fan is not on today's board.
  const board = page
    .getByRole('table', { name: 'Fun-guess leaderboard' })
    .or(page.getByText('No guess has been settled'));
  await expect(board).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(fan.user.user_nickname) })).toHaveCount(0);

  // ---- the guess: home win at the shown odds, the default stake of 100 points ----------------------
  await tab(page, "Today's matches").click();
  const teams = `${match!.home_en} vs ${match!.away_en}`;
  // The odds move with the feed: the button names the price shown now, the guess keeps the one taken.
  const escaped = teams.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  await page.getByRole('button', { name: new RegExp(`^Home win at \\d+\\.\\d\\d: ${escaped}$`) }).click();
  const dialog = page.getByRole('dialog', { name: 'Your guess' });
  await expect(dialog).toContainText(/Pays \d+ points if it wins/);
  await dialog.getByRole('button', { name: 'Place guess' }).click();
  await expect(dialog).toBeHidden();
  const guess = async () =>
    (await get<FunGuessRecordPage>(server, FUN_GUESS_PATHS.records, {}, fan.token)).data.list.find(
      (r) => r.match_id === match!.match_id,
    );
  const taken = (await guess())!;
  expect(taken).toMatchObject({ pick: 'home', stake: 100, result: 'pending' });
  const payout = Math.floor((100 * Math.round(taken.odds * 100)) / 100);
  const won = (payout - 100).toLocaleString('en-GB');
  await expect(page.getByText(`Your guess: Home win at ${taken.odds.toFixed(2)}, 100 points`)).toBeVisible();
  await expect(page.getByRole('group', { name: 'My points' })).toContainText('900 points');

  await tab(page, 'My records').click();
  const records = page.getByRole('table', { name: 'My fun-guess records' });
  await expect(records.getByRole('row', { name: new RegExp(escaped) })).toContainText('To be settled');

  // ---- the feed plays the match: kick-off, a home goal, full time ---------------------------------
  await server.drive(match!.match_id, { event: 'kickoff' });
  await driveGoal(server, match!.match_id, 'home');
  const final = await server.drive(match!.match_id, { event: 'fulltime' });
  expect(final.status).toBe('finished');
  await expect.poll(async () => (await guess())?.result).toBe('win');

  await page.reload();
  const row = records.getByRole('row', { name: new RegExp(escaped) });
  await expect(row).toContainText('Win');
  await expect(row).toContainText(`${final.home_score}-${final.away_score}`);
  await expect(row.getByRole('cell').nth(5)).toHaveText(payout.toLocaleString('en-GB'));
  await expect(page.getByRole('group', { name: 'My points' })).toContainText(
    `${(900 + payout).toLocaleString('en-GB')} points`,
  );

  // ---- the leaderboard moved: the fan is on today's board with the points won ---------------------
  await tab(page, 'Leaderboard').click();
  const ranked = page
    .getByRole('table', { name: 'Fun-guess leaderboard' })
    .getByRole('row', { name: new RegExp(fan.user.user_nickname) });
  await expect(ranked).toContainText(won);
  await expect(ranked).toContainText('1 / 0');
  await expect(ranked).toContainText('100%');
  await tab(page, 'This month').click();
  await expect(ranked).toContainText(won);
});

test('a fun-guess record older than three months is not listed', async ({ context, page, server }) => {
  const fan = await registerUser(server);
  await logInContext(context, server.url, fan);
  const [older, recent] = await openMatches(server, fan.token);
  expect(recent, 'two football matches open for guesses').toBeDefined();
  const nowS = Math.floor(Date.now() / 1000);
  // A guess stamped four months ago (the test clock), then one now.
  await server.pinFunGuessClock(nowS - 120 * DAY_S);
  try {
    const placed = await post(
      server,
      FUN_GUESS_PATHS.place,
      { match_id: older!.match_id, pick: 'away', stake: 50 },
      fan.token,
    );
    expect(placed.code, placed.msg).toBe(0);
  } finally {
    await server.pinFunGuessClock(null);
  }
  const placed = await post(
    server,
    FUN_GUESS_PATHS.place,
    { match_id: recent!.match_id, pick: 'home', stake: 70 },
    fan.token,
  );
  expect(placed.code, placed.msg).toBe(0);

  await page.goto(`${server.url}/fun-guess?tab=records`);
  const records = page.getByRole('table', { name: 'My fun-guess records' });
  await expect(
    records.getByRole('row', { name: new RegExp(`${recent!.home_en} vs ${recent!.away_en}`) }),
  ).toBeVisible();
  await expect(records.getByRole('row')).toHaveCount(2); // the header and the recent guess
  await expect(records.getByRole('row', { name: new RegExp(`${older!.home_en} vs ${older!.away_en}`) })).toHaveCount(0);
  await expect(page.getByText(/Records of the last three months \(since /)).toBeVisible();

  // The server refuses to list from before then.
  const day = new Date((nowS - 100 * DAY_S) * 1000).toISOString().slice(0, 10);
  const refused = await get(server, FUN_GUESS_PATHS.records, { from: day }, fan.token);
  expect(refused.code).toBe(1);
  expect(refused.msg).toMatch(/^Fun-guess records are kept for the last three months only/);
});
