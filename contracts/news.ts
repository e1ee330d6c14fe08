/**
 * News (`/news`, `/detail`): match reports written from the real results, and headlines users
 * post for review. Pure types and constants.
 *
 * Calls (GET or POST; `lang` is `zh`, `en` or `vi`, Chinese by default):
 * - `Headlines/classifyList` `{lang}` -> `NewsCategory[]`: all, by sport, by league, readers' headlines.
 * - `Portal_post/getList2` `{category, page, page_size, lang, team?}` -> `NewsPage`: newest first;
 *   with `team` (ours) only the reports of that team's matches.
 * - `Portal_post/info` `{id, lang}` -> `NewsArticle` (ours: the seed names no article call).
 * - `Headlines_user/insert` `{title, content}` -> `HeadlinePost` (login; anchors and experts),
 *   pending until an operator approves it (`npm run admin -- headlines`).
 */
export const NEWS_PATHS = {
  categories: 'Headlines/classifyList',
  list: 'Portal_post/getList2',
  /** Ours: one article by id. */
  article: 'Portal_post/info',
  submit: 'Headlines_user/insert',
} as const;

/** Categories that are not a league: everything, one sport, and the readers' headlines. */
export const NEWS_ALL = 'all';
export const NEWS_POSTS = 'posts';

/** A tab of `/news`: `all`, `football`, `basketball`, a league code (`en.1`, `wc`, `nba`) or `posts`. */
export interface NewsCategory {
  id: string;
  name: string;
}

/** A team of a report, with what the database pages need to link to it. */
export interface NewsTeam {
  id: number;
  name: string;
}

/**
 * One entry of the list: a report of an imported match (`r<match id>`) or of a match of today's
 * live feed that has finished (`l<live match id>`), or an approved headline (`h<id>`).
 */
export interface NewsItem {
  id: string;
  kind: 'report' | 'post';
  headline: string;
  standfirst: string;
  /** `YYYY-MM-DD`: the match's date (reports) or the day it was approved (headlines). */
  date: string;
  /** The league's code and name in the asked language; null for a reader's headline. */
  league: { code: string; name: string } | null;
}

export interface NewsPage {
  list: NewsItem[];
  total: number;
  page: number;
  page_size: number;
}

export interface NewsArticle extends NewsItem {
  /** Paragraphs, in order. */
  body: string[];
  /** Reports: the match (for `/score-detail`), its sport, season and teams; null for a headline. */
  match: {
    id: number;
    sport: 'football' | 'basketball';
    season: string;
    home: NewsTeam;
    away: NewsTeam;
  } | null;
  /** A reader's headline: the author's nickname. */
  author: string | null;
}

export const HEADLINE_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type HeadlineStatus = (typeof HEADLINE_STATUSES)[number];

/** A headline as its author sees it after posting. */
export interface HeadlinePost {
  id: number;
  title: string;
  status: HeadlineStatus;
  created_at: number;
}

export const HEADLINE_LIMITS = { title: 64, content: 5000 } as const;
