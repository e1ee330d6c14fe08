import { useQuery } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { CIRCLE_KINDS, CIRCLE_PATHS, type Circle, type CircleSort } from '../../../contracts/circles.ts';
import { SPORTS } from '../../../contracts/match.ts';
import { currentLang } from '../../lib/i18n.ts';
import { apiQuery, STALE_MS } from '../../lib/query/api-query.ts';
import { userState } from '../../lib/user-store.ts';
import { ListPaginator } from '../../ui/list-paginator.tsx';
import { routeHref } from '../../ui/open-in-new-tab.ts';
import { CircleMatchCard, CircleNews } from './circle-match.tsx';
import {
  CIRCLES_PAGE_SIZE,
  circleName,
  readCircleDetailQuery,
  readCircleListQuery,
  type CircleListQuery,
} from './circle-query.ts';
import { JoinButton } from './join-button.tsx';
import { PostComposer } from './post-composer.tsx';
import { PostFeed, useRefreshCircles } from './post-feed.tsx';
import './circles.css';

// IMPORTANT: both pages of the feature (/circle and /circle-detail) sit in this one module, so they
// load as one chunk and the shell's route table names one chunk, not two.

/** One circle of the directory: its name (to its page), kind and sport, posts, and join or leave. */
function CircleTile({ circle, onChanged }: { circle: Circle; onChanged(): void }) {
  const { t } = useTranslation('circles');
  const name = circleName(circle.name, currentLang());
  return (
    <li className="surface stack circle-tile">
      <Link className="circle-tile-name" to={routeHref({ name: 'circleDetail' }, { id: circle.id })}>
        {name}
      </Link>
      <span className="muted">
        {t(`kind.${circle.kind}`)} · {t(`sports.${circle.sport}`)} · {t('list.posts', { n: circle.posts })}
      </span>
      <JoinButton circle={circle} onChanged={onChanged} />
    </li>
  );
}

/**
 * `/circle`: the community. The directory of circles (every club, national team and league, and
 * the topics) by sport, kind and name, the busiest first; the member's own circles; writing a post
 * to one of them; and every circle's posts, hot or new.
 */
export function CircleListPage() {
  const { t } = useTranslation('circles');
  const formId = useId();
  const lang = currentLang();
  const { user } = useSnapshot(userState);
  const [params, setParams] = useSearchParams();
  const query = readCircleListQuery(params);
  const [keyword, setKeyword] = useState(query.keyword);
  const refresh = useRefreshCircles();
  const directory = useQuery(
    apiQuery(
      CIRCLE_PATHS.list,
      {
        sport: query.sport ?? undefined,
        kind: query.kind ?? undefined,
        keyword: query.keyword || undefined,
        page: query.page,
        limit: CIRCLES_PAGE_SIZE,
      },
      { personal: true, staleTime: STALE_MS.standard },
    ),
  );
  const mine = useQuery(apiQuery(CIRCLE_PATHS.mine, user ? { limit: 50 } : null, { personal: true }));
  const topics = useQuery(apiQuery(CIRCLE_PATHS.list, { kind: 'topic', limit: 50 }, { staleTime: STALE_MS.standard }));
  const choices = [...(mine.data?.list ?? []), ...(topics.data?.list ?? [])]
    .filter((c, i, all) => all.findIndex((o) => o.id === c.id) === i)
    .map((c) => ({ id: c.id, name: circleName(c.name, lang) }));

  const go = (next: Partial<CircleListQuery>) =>
    setParams(() => {
      const q = { ...query, ...next };
      const out = new URLSearchParams();
      if (q.sport) out.set('sport', q.sport);
      if (q.kind) out.set('kind', q.kind);
      if (q.keyword) out.set('keyword', q.keyword);
      if (q.page > 1) out.set('page', String(q.page));
      if (q.sort !== 'hot') out.set('sort', q.sort);
      if (q.feedPage > 1) out.set('feed', String(q.feedPage));
      return out;
    });
  const search = (event: FormEvent) => {
    event.preventDefault();
    go({ keyword: keyword.trim(), page: 1 });
  };

  return (
    <section className="stack circles-page">
      <div>
        <h1>{t('list.title')}</h1>
        <p className="muted">{t('list.intro')}</p>
      </div>
      <div className="circles-columns">
        <div className="stack">
          <form className="row circles-filters" role="search" onSubmit={search}>
            <Dropdown
              aria-label={t('list.sport')}
              value={query.sport ?? 'all'}
              options={(['all', ...SPORTS] as const).map((s) => ({ value: s, label: t(`sports.${s}`) }))}
              onChange={(e) => go({ sport: SPORTS.find((s) => s === e.value) ?? null, page: 1 })}
            />
            <Dropdown
              aria-label={t('list.kind')}
              value={query.kind ?? 'all'}
              options={(['all', ...CIRCLE_KINDS] as const).map((k) => ({ value: k, label: t(`kinds.${k}`) }))}
              onChange={(e) => go({ kind: CIRCLE_KINDS.find((k) => k === e.value) ?? null, page: 1 })}
            />
            <InputText
              id={`${formId}-keyword`}
              aria-label={t('list.search')}
              placeholder={t('list.searchPlaceholder')}
              maxLength={20}
              value={keyword}
              onChange={(e) => setKeyword(e.target.value)}
            />
            <Button type="submit" size="small" label={t('list.search')} />
          </form>
          <h2>{t('list.directory')}</h2>
          {directory.error && !directory.data ? (
            <p role="alert">{t('list.failed', { message: directory.error.message })}</p>
          ) : null}
          {!directory.data && !directory.error ? <p role="status">{t('list.loading')}</p> : null}
          {directory.data && directory.data.list.length === 0 ? <p className="muted">{t('list.empty')}</p> : null}
          {directory.data && directory.data.list.length > 0 ? (
            <ul className="circle-tiles" aria-label={t('list.directory')}>
              {directory.data.list.map((circle) => (
                <CircleTile key={circle.id} circle={circle} onChanged={refresh} />
              ))}
            </ul>
          ) : null}
          {directory.data ? (
            <ListPaginator
              page={query.page}
              total={directory.data.total}
              pageSize={CIRCLES_PAGE_SIZE}
              onPage={(page) => go({ page })}
            />
          ) : null}
        </div>
        <aside className="stack" aria-label={t('list.mine')}>
          <h2>{t('list.mine')}</h2>
          {user && mine.data && mine.data.list.length > 0 ? (
            <ul className="row circles-mine">
              {mine.data.list.map((c) => (
                <li key={c.id}>
                  <Link className="p-tag" to={routeHref({ name: 'circleDetail' }, { id: c.id })}>
                    {circleName(c.name, lang)}
                  </Link>
                </li>
              ))}
            </ul>
          ) : (
            <p className="muted">{t('list.mineEmpty')}</p>
          )}
        </aside>
      </div>
      <PostComposer circle={{ choices }} onPosted={refresh} />
      <PostFeed
        label={t('list.feed')}
        sort={query.sort}
        page={query.feedPage}
        onSort={(sort) => go({ sort, feedPage: 1 })}
        onPage={(feedPage) => go({ feedPage })}
      />
    </section>
  );
}

/**
 * `/circle-detail?id=`: one circle. Its name, kind, members and posts, join or leave; a club's or
 * national team's match (today's live from the engine, else the next or last one) and latest
 * news; writing a post to it; its posts, hot or new.
 */
export function CircleDetailPage() {
  const { t } = useTranslation('circles');
  const lang = currentLang();
  const [params, setParams] = useSearchParams();
  const { id, sort, page } = readCircleDetailQuery(params);
  const refresh = useRefreshCircles();
  const info = useQuery(
    apiQuery(CIRCLE_PATHS.info, id === null ? null : { id }, { personal: true, staleTime: STALE_MS.live }),
  );
  const back = <Link to={routeHref({ name: 'circle' })}>{t('detail.back')}</Link>;

  const go = (next: { sort?: CircleSort; page?: number }) =>
    setParams(() => {
      const out = new URLSearchParams({ id: String(id) });
      const s = next.sort ?? sort;
      const p = next.page ?? page;
      if (s !== 'hot') out.set('sort', s);
      if (p > 1) out.set('page', String(p));
      return out;
    });

  if (id === null || (info.error && !info.data)) {
    return (
      <section className="stack circles-page">
        {back}
        <p role="alert">{id === null ? t('detail.notFound') : info.error?.message}</p>
      </section>
    );
  }
  const circle = info.data;
  if (!circle) return <p role="status">{t('list.loading')}</p>;
  const name = circleName(circle.name, lang);
  return (
    <section className="stack circles-page">
      {back}
      <header className="surface spread circle-header">
        <div className="stack">
          <h1>{name}</h1>
          <span className="muted">
            {t(`kind.${circle.kind}`)} · {t(`sports.${circle.sport}`)} · {t('list.posts', { n: circle.posts })}
          </span>
        </div>
        <JoinButton key={`${circle.id}-${circle.joined}`} circle={circle} onChanged={refresh} />
      </header>
      <div className="circles-columns">
        <div className="stack">
          <PostComposer circle={{ id: circle.id, name }} onPosted={refresh} />
          <PostFeed
            circleId={circle.id}
            label={t('detail.posts')}
            sort={sort}
            page={page}
            onSort={(s) => go({ sort: s, page: 1 })}
            onPage={(p) => go({ page: p })}
          />
        </div>
        <aside className="stack">
          {circle.match ? <CircleMatchCard match={circle.match} /> : null}
          {circle.news ? <CircleNews news={circle.news} /> : null}
        </aside>
      </div>
    </section>
  );
}
