import { NEWS_ALL } from '../../../contracts/news.ts';

/** `/news?category=en.1&page=2`: the tab and page in the address, anything malformed ignored. */
export interface NewsQuery {
  category: string;
  page: number;
}

export const NEWS_PAGE_SIZE = 20;

export function readNewsQuery(params: URLSearchParams): NewsQuery {
  const category = params.get('category') ?? '';
  const page = Number(params.get('page'));
  return {
    category: /^[\w.-]{1,32}$/.test(category) ? category : NEWS_ALL,
    page: Number.isSafeInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

/** `/detail?id=r123` (or `l45`, `h7`): an article id, or null. */
export function readArticleId(params: URLSearchParams): string | null {
  const id = params.get('id') ?? '';
  return /^[rlh][1-9]\d{0,12}$/.test(id) ? id : null;
}
