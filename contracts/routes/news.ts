import { z } from 'zod';
import { LANGS } from '../match.ts';
import {
  HEADLINE_LIMITS,
  NEWS_ALL,
  NEWS_PATHS,
  type HeadlinePost,
  type NewsArticle,
  type NewsCategory,
  type NewsPage,
} from '../news.ts';
import { defineRoute, GET_POST, returns } from '../route-definition.ts';
import { idParam } from './room-params.ts';

const lang = z.enum(LANGS, { message: 'zh, en or vi' }).default('zh');
const trimmed = (max: number, what: string) =>
  z
    .union([z.string(), z.number()])
    .transform((v) => String(v).trim())
    .pipe(z.string().min(1, `${what}: required`).max(max, `${what}: at most ${max} characters`));

/** News: match reports and readers' headlines (handlers in server/routes/news-routes.ts). */
export const newsRoutes = {
  categories: defineRoute({
    path: NEWS_PATHS.categories,
    methods: GET_POST,
    login: false,
    params: z.object({ lang }),
    result: returns<NewsCategory[]>(),
  }),
  list: defineRoute({
    path: NEWS_PATHS.list,
    methods: GET_POST,
    login: false,
    params: z.object({
      lang,
      category: z
        .string()
        .regex(/^[\w.-]{1,32}$/, 'category: a category id from Headlines/classifyList')
        .default(NEWS_ALL),
      page: z.coerce.number<number | string>().int().min(1).max(10_000).default(1),
      page_size: z.coerce.number<number | string>().int().min(1).max(50).default(20),
      /** Ours: only the reports of this team's matches (a team circle's news). */
      team: idParam.optional(),
    }),
    result: returns<NewsPage>(),
  }),
  article: defineRoute({
    path: NEWS_PATHS.article,
    methods: GET_POST,
    login: false,
    params: z.object({
      lang,
      id: z.string().regex(/^[rlh][1-9]\d{0,12}$/, 'id: an article id such as r123, l45 or h4'),
    }),
    result: returns<NewsArticle>(),
  }),
  submit: defineRoute({
    path: NEWS_PATHS.submit,
    methods: GET_POST,
    login: true,
    params: z.object({
      title: trimmed(HEADLINE_LIMITS.title, 'title'),
      content: trimmed(HEADLINE_LIMITS.content, 'content'),
    }),
    result: returns<HeadlinePost>(),
  }),
};
