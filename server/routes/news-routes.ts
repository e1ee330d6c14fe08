import type { FastifyInstance } from 'fastify';
import { newsRoutes } from '../../contracts/routes/news.ts';
import type { AccountContext } from '../accounts/account-context.ts';
import { apiRoute } from '../http/api-route.ts';
import { ApiError } from '../http/envelope.ts';
import { HeadlineError, submitHeadline } from '../news/headlines.ts';
import { createNewsService, UnknownNewsError } from '../news/news-service.ts';

async function answer<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof UnknownNewsError || error instanceof HeadlineError) throw new ApiError(error.message);
    throw error;
  }
}

/** News: categories, the list, one article, and readers' headlines (see contracts/news.ts). */
export function registerNewsRoutes(app: FastifyInstance, accounts: AccountContext): void {
  const news = createNewsService(accounts.db);

  apiRoute(app, newsRoutes.categories, (p) => news.categories(p.lang));
  apiRoute(app, newsRoutes.list, (p) => answer(news.page(p.category, p.page, p.page_size, p.lang, p.team)));
  apiRoute(app, newsRoutes.article, (p) => answer(news.article(p.id, p.lang)));
  apiRoute(app, newsRoutes.submit, async (p, request) => {
    const userId = await accounts.auth.requireUser(request);
    return answer(submitHeadline(accounts.db, userId, p, accounts.nowS()));
  });
}
