import { SEARCH_NAME_MAX } from '../../../contracts/search.ts';

export type SearchTab = 'all' | 'anchor' | 'live';
export const SEARCH_TABS: readonly SearchTab[] = ['all', 'anchor', 'live'];
export const SEARCH_PAGE_SIZE = 20;

/** `/search?name=<term>&tab=anchor|live&page=<n>`; a name outside 1-10 characters reads as none. */
export function readSearchQuery(params: URLSearchParams): { name: string | null; tab: SearchTab; page: number } {
  const name = (params.get('name') ?? '').trim();
  const length = [...name].length;
  const tab = SEARCH_TABS.find((t) => t === params.get('tab')) ?? 'all';
  const page = Math.max(1, Math.min(10_000, Math.trunc(Number(params.get('page'))) || 1));
  return { name: length >= 1 && length <= SEARCH_NAME_MAX ? name : null, tab, page };
}
