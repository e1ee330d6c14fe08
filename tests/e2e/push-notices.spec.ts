import { registerUser } from '../support/accounts.ts';
import { expect, test } from './support/fixtures.ts';
import { logInContext } from './support/login.ts';
import { useEnglish } from './support/score-pages.ts';

function bottomEdge(box: { y: number; height: number } | null): number {
  return box ? box.y + box.height : Number.POSITIVE_INFINITY;
}

/** A push notice sent by the operator: counted unread in the account panel, read in the member centre. */
test('the account panel counts unread notices and leads to them; reading them clears the count', async ({
  browser,
  server,
}) => {
  const user = await registerUser(server);
  const title = `Derby night ${Date.now() % 100_000}`;
  await server.admin('push', '--title', title, '--body', 'Kick-off at 20:00', '--user', String(user.user.id));

  const context = await browser.newContext();
  await useEnglish(context);
  await logInContext(context, server.url, user);
  const page = await context.newPage();
  await page.goto(`${server.url}/main`);
  await page.getByRole('banner').getByRole('button', { name: user.user.user_nickname }).click();
  const panel = page.getByRole('region', { name: 'Account' });
  // The task list loads after the panel opens; the panel still ends inside the window and scrolls.
  await expect(panel.getByTestId('daily-task-list').getByRole('listitem').first()).toBeVisible();
  const windowHeight = page.viewportSize()!.height;
  await expect.poll(async () => bottomEdge(await panel.boundingBox())).toBeLessThanOrEqual(windowHeight);
  await panel.getByRole('link', { name: 'Notices (1 unread)' }).click();

  await expect(page).toHaveURL(`${server.url}/member?type=24`);
  const notices = page.getByRole('list', { name: 'Push notices' });
  await expect(notices.getByRole('listitem').filter({ hasText: title })).toContainText('New');
  await page.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(notices.getByRole('listitem').filter({ hasText: title })).not.toContainText('New');

  await page.getByRole('banner').getByRole('button', { name: user.user.user_nickname }).click();
  await expect(panel.getByRole('link', { name: 'Notices', exact: true })).toBeVisible();
  await context.close();
});
