import { useInfiniteQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { DYNAMIC_PATHS, type DynamicComment, type DynamicCommentPage } from '../../../contracts/dynamics.ts';
import { callRoute } from '../../lib/api-client.ts';
import { apiKey, queryErrorText } from '../../lib/query/api-query.ts';

const PAGE = 10;
type Pages = InfiniteData<DynamicCommentPage, number>;

function loaded(pages: readonly DynamicCommentPage[]): DynamicComment[] {
  // A comment posted since may come again on a later page.
  const byId = new Map<number, DynamicComment>();
  for (const comment of pages.flatMap((p) => p.list)) if (!byId.has(comment.id)) byId.set(comment.id, comment);
  return [...byId.values()];
}

/**
 * A post's comments, oldest first, a page at a time. Personal (each comment says whether the
 * caller liked it): dropped when the user changes. A like or a new comment edits the pages held.
 */
export function useCommentPages(dynamicId: number) {
  const queryClient = useQueryClient();
  const queryKey = [...apiKey(DYNAMIC_PATHS.commentList, true), { id: dynamicId }];
  const pages = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam }) =>
      callRoute(
        'GET',
        DYNAMIC_PATHS.commentList,
        { id: dynamicId, page: pageParam, limit: PAGE },
        {
          quiet: true,
        },
      ),
    initialPageParam: 1,
    getNextPageParam: (last, all) => (loaded(all).length < last.total ? all.length + 1 : undefined),
  });
  const edit = (change: (data: Pages) => Pages) =>
    queryClient.setQueryData<Pages>(queryKey, (data) => (data ? change(data) : data));
  return {
    comments: pages.data ? loaded(pages.data.pages) : [],
    total: pages.data?.pages.at(-1)?.total ?? null,
    more: pages.hasNextPage,
    loadMore: () => void pages.fetchNextPage(),
    error: pages.isFetchNextPageError ? pages.error.message : queryErrorText(pages),
    /** A comment's new like state. */
    update: (id: number, change: Partial<DynamicComment>) =>
      edit((data) => ({
        ...data,
        pages: data.pages.map((p) => ({ ...p, list: p.list.map((c) => (c.id === id ? { ...c, ...change } : c)) })),
      })),
    /** The caller's new comment, last. */
    add: (comment: DynamicComment) =>
      edit((data) => ({
        ...data,
        pages: data.pages.map((p, i) => ({
          ...p,
          total: p.total + 1,
          list: i === data.pages.length - 1 ? [...p.list, comment] : p.list,
        })),
      })),
  };
}
