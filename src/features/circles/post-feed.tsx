import { useQuery, useQueryClient } from '@tanstack/react-query';
import { TabMenu } from 'primereact/tabmenu';
import { useTranslation } from 'react-i18next';
import { CIRCLE_PATHS, CIRCLE_SORTS, type CircleSort } from '../../../contracts/circles.ts';
import { apiKey, apiQuery, STALE_MS } from '../../lib/query/api-query.ts';
import { useNow } from '../../lib/use-now.ts';
import { ListPaginator } from '../../ui/list-paginator.tsx';
import { POSTS_PAGE_SIZE } from './circle-query.ts';
import { PostCard } from './post-card.tsx';

/** Drops every post list and circle answer (a post came or went: counts and orders moved). */
export function useRefreshCircles(): () => void {
  const queryClient = useQueryClient();
  return () => {
    for (const path of [CIRCLE_PATHS.postList, CIRCLE_PATHS.info, CIRCLE_PATHS.list, CIRCLE_PATHS.mine] as const) {
      void queryClient.invalidateQueries({ queryKey: apiKey(path, true) });
    }
  };
}

/**
 * Posts, hot or new, a page at a time: one circle's, or every circle's (each then names its
 * circle). Personal answers: each post says whether the viewer likes it and wrote it.
 */
export function PostFeed(props: {
  circleId?: number;
  sort: CircleSort;
  page: number;
  label: string;
  onSort(sort: CircleSort): void;
  onPage(page: number): void;
}) {
  const { t } = useTranslation('circles');
  const now = useNow(60_000);
  const refresh = useRefreshCircles();
  const posts = useQuery(
    apiQuery(
      CIRCLE_PATHS.postList,
      { circle_id: props.circleId, sort: props.sort, page: props.page, limit: POSTS_PAGE_SIZE },
      { personal: true, staleTime: STALE_MS.standard },
    ),
  );
  const active = Math.max(0, CIRCLE_SORTS.indexOf(props.sort));
  return (
    <section className="stack" aria-label={props.label}>
      <TabMenu
        pt={{ menu: { 'aria-label': t('tabs.label') } }}
        model={CIRCLE_SORTS.map((sort) => ({ label: t(`tabs.${sort}`) }))}
        activeIndex={active}
        onTabChange={(e) => props.onSort(CIRCLE_SORTS[e.index] ?? 'hot')}
      />
      {posts.error && !posts.data ? <p role="alert">{t('list.failed', { message: posts.error.message })}</p> : null}
      {!posts.data && !posts.error ? <p role="status">{t('list.loading')}</p> : null}
      {posts.data && posts.data.list.length === 0 ? <p className="muted">{t('card.empty')}</p> : null}
      {posts.data?.list.map((post) => (
        <PostCard key={post.id} post={post} now={now} showCircle={props.circleId === undefined} onDeleted={refresh} />
      ))}
      {posts.data ? (
        <ListPaginator page={props.page} total={posts.data.total} pageSize={POSTS_PAGE_SIZE} onPage={props.onPage} />
      ) : null}
    </section>
  );
}
