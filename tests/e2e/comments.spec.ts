import { COMMENT_PATHS } from '../../contracts/comments.ts';
import { NEWS_PATHS, type NewsPage } from '../../contracts/news.ts';
import { get, post, registerUser } from '../support/accounts.ts';
import { expect, test } from './support/fixtures.ts';
import { logInContext } from './support/login.ts';

/**
 * Comments end to end on a match report: a logged-in reader comments under the article on
 * /detail (markup stays text), another replies and likes; /comment shows the article's comments
 * a page at a time until "No more", with the reply and the like kept.
 */
test('a reader comments on a report, another replies and likes; /comment pages them', async ({ browser, server }) => {
  const list = await get<NewsPage>(server, NEWS_PATHS.list, { category: 'en.1', page: 3, page_size: 1, lang: 'en' });
  expect(list.code, list.msg).toBe(0);
  const article = list.data.list[0]!;
  const [writer, replier] = [await registerUser(server), await registerUser(server)];

  // ---- the first reader comments under the article ------------------------------------------------
  const writerContext = await browser.newContext();
  await logInContext(writerContext, server.url, writer);
  const writerPage = await writerContext.newPage();
  await writerPage.goto(`${server.url}/detail?id=${article.id}`);
  await expect(writerPage.getByRole('heading', { name: article.headline, level: 1 })).toBeVisible();
  const panel = writerPage.getByRole('region', { name: /^Comments \(\d+\)$/ });
  await expect(panel.getByText('No comments yet')).toBeVisible();
  const said = `Great <b>match</b> ${Date.now() % 100_000}`;
  await panel.getByRole('textbox', { name: 'Comment' }).fill(said);
  await panel.getByRole('button', { name: 'Send' }).click();
  const writerComment = panel.getByTestId('comment').filter({ hasText: said });
  await expect(writerComment).toBeVisible();
  await expect(writerComment.locator('b')).toHaveCount(0);
  await expect(writerPage.getByRole('heading', { name: 'Comments (1)' })).toBeVisible();

  // ---- another reader replies and likes ------------------------------------------------------------
  const replierContext = await browser.newContext();
  await logInContext(replierContext, server.url, replier);
  const replierPage = await replierContext.newPage();
  await replierPage.goto(`${server.url}/detail?id=${article.id}`);
  const theirPanel = replierPage.getByRole('region', { name: 'Comments (1)' });
  const first = theirPanel.getByTestId('comment').filter({ hasText: said });
  await first.getByRole('button', { name: 'Like 0' }).click();
  await expect(first.getByRole('button', { name: 'Like 1' })).toHaveAttribute('aria-pressed', 'true');
  await first.getByRole('button', { name: 'Reply' }).click();
  await expect(theirPanel.getByText(`Replying to ${writer.user.user_nickname}`)).toBeVisible();
  await theirPanel.getByRole('textbox', { name: 'Comment' }).fill('Agreed, what a finish');
  await theirPanel.getByRole('button', { name: 'Send' }).click();
  // The thread opens with the reply, naming whom it answers.
  await expect(first.getByRole('button', { name: 'Hide replies' })).toHaveAttribute('aria-expanded', 'true');
  const reply = first.getByTestId('comment').filter({ hasText: 'Agreed, what a finish' });
  await expect(reply).toBeVisible();
  await expect(reply.getByText(`replying to ${writer.user.user_nickname}`)).toBeVisible();

  // ---- more readers, so /comment has more than one page -------------------------------------------
  const others = await Promise.all(Array.from({ length: 3 }, () => registerUser(server)));
  for (let i = 0; i < 11; i++) {
    const added = await post(
      server,
      COMMENT_PATHS.newsComment,
      { id: article.id, content: `Comment number ${i + 1}` },
      others[i % others.length]!.token,
    );
    expect(added.code, added.msg).toBe(0);
  }

  // ---- /comment: newest first, ten at a time, then "No more" ---------------------------------------
  await writerPage.goto(`${server.url}/comment?type=news&id=${article.id}`);
  const all = writerPage.getByRole('region', { name: 'Comments (12)' });
  await expect(all.getByRole('heading', { name: 'Comments (12)' })).toBeVisible();
  await expect(all.getByTestId('comment')).toHaveCount(10);
  await expect(all.getByTestId('comment').first()).toContainText('Comment number 11');
  await expect(all.getByText('No more')).toHaveCount(0);
  await all.getByRole('button', { name: 'More comments' }).click();
  await expect(all.getByText('No more')).toBeVisible();
  await expect(all.getByRole('button', { name: 'More comments' })).toHaveCount(0);
  await expect(all.getByTestId('comment')).toHaveCount(12);
  const oldest = all.getByTestId('comment').filter({ hasText: said });
  await expect(oldest.getByRole('button', { name: 'Like 1' })).toHaveAttribute('aria-pressed', 'false');
  await oldest.getByRole('button', { name: 'Replies (1)' }).click();
  await expect(oldest.getByTestId('comment').filter({ hasText: 'Agreed, what a finish' })).toBeVisible();
});
