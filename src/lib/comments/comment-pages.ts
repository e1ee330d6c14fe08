import { useInfiniteQuery, useQueryClient, type InfiniteData, type QueryKey } from '@tanstack/react-query';
import { COMMENT_PATHS, type Comment, type CommentKind, type CommentPage } from '../../../contracts/comments.ts';
import { callRoute } from '../api-client.ts';
import { apiKey, queryErrorText } from '../query/api-query.ts';

/** Comments a page holds, and replies a thread loads at a time. */
export const COMMENT_PAGE_SIZE = 10;
export const REPLY_PAGE_SIZE = 5;

type Pages = InfiniteData<CommentPage, number>;

function loaded(pages: readonly CommentPage[]): Comment[] {
  // A comment posted since shifts the pages: it may come again on a later one.
  const byId = new Map<number, Comment>();
  for (const comment of pages.flatMap((p) => p.list)) if (!byId.has(comment.id)) byId.set(comment.id, comment);
  return [...byId.values()];
}

/**
 * Pages of comments read through the query cache. Personal (each comment says whether the caller
 * liked it): dropped when the user changes. A like or a new comment edits the pages held.
 */
function usePages(queryKey: QueryKey, read: (page: number) => Promise<CommentPage>, enabled: boolean) {
  const queryClient = useQueryClient();
  const pages = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam }) => read(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last, all) => (loaded(all).length < last.total ? all.length + 1 : undefined),
    enabled,
  });
  const edit = (change: (data: Pages) => Pages) =>
    queryClient.setQueryData<Pages>(queryKey, (data) => (data ? change(data) : data));
  const comments = pages.data ? loaded(pages.data.pages) : [];
  return {
    comments,
    total: pages.data?.pages.at(-1)?.total ?? null,
    more: pages.hasNextPage,
    loadingMore: pages.isFetchingNextPage,
    loadMore: () => void pages.fetchNextPage(),
    error: pages.isFetchNextPageError ? pages.error.message : queryErrorText(pages),
    /** A comment's new state (its likes, its reply count). */
    update: (id: number, change: (comment: Comment) => Partial<Comment>) =>
      edit((data) => ({
        ...data,
        pages: data.pages.map((p) => ({
          ...p,
          list: p.list.map((c) => (c.id === id ? { ...c, ...change(c) } : c)),
        })),
      })),
    /** The caller's new comment: first (`start`) or last. */
    add: (comment: Comment, at: 'start' | 'end') =>
      edit((data) => ({
        ...data,
        pages: data.pages.map((p, i) => {
          const here = at === 'start' ? i === 0 : i === data.pages.length - 1;
          const list = !here ? p.list : at === 'start' ? [comment, ...p.list] : [...p.list, comment];
          return { ...p, total: p.total + 1, list };
        }),
      })),
  };
}

export type CommentPages = ReturnType<typeof usePages>;

/** A subject's top-level comments, newest first. */
export function useCommentPages(kind: CommentKind, subjectId: string): CommentPages {
  return usePages(
    [...apiKey(COMMENT_PATHS.list, true), { type: kind, id: subjectId }],
    (page) =>
      callRoute(
        'GET',
        COMMENT_PATHS.list,
        { type: kind, id: subjectId, page, limit: COMMENT_PAGE_SIZE },
        { quiet: true },
      ),
    true,
  );
}

/** One comment's replies, oldest first; read once the thread is opened. */
export function useReplyPages(commentId: number, open: boolean): CommentPages {
  return usePages(
    [...apiKey(COMMENT_PATHS.replies, true), { comment_id: commentId }],
    (page) =>
      callRoute('GET', COMMENT_PATHS.replies, { comment_id: commentId, page, limit: REPLY_PAGE_SIZE }, { quiet: true }),
    open,
  );
}
