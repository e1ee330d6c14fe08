import { useQuery } from '@tanstack/react-query';
import { TabMenu } from 'primereact/tabmenu';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { NEWS_PATHS, type NewsArticle } from '../../../contracts/news.ts';
import { currentLang } from '../../lib/i18n.ts';
import { formatCalendarDay } from '../../lib/locale-format.ts';
import { apiQuery, STALE_MS } from '../../lib/query/api-query.ts';
import { CommentsPanel } from '../../ui/comments/comments-panel.tsx';
import { AdvertSlot, BannerStrip } from '../../ui/banner-strip.tsx';
import { ListPaginator } from '../../ui/list-paginator.tsx';
import { matchDetailHref } from '../../ui/match-link.ts';
import { routeHref } from '../../ui/open-in-new-tab.ts';
import { NEWS_PAGE_SIZE, readArticleId, readNewsQuery } from './news-query.ts';
import { PostHeadline } from './post-headline.tsx';

// IMPORTANT: both pages of the feature (/news and /detail) sit in this one module, so they load as
// one chunk: the shell's route table then names one chunk, not three (the first load of /football
// carries every lazy route's chunk names).

/** `/news?category=<id>&page=<n>`: match reports and readers' headlines, newest first, by category. */
export function NewsPage() {
  const { t } = useTranslation('news');
  const lang = currentLang();
  const [params, setParams] = useSearchParams();
  const { category, page } = readNewsQuery(params);
  const categories = useQuery(apiQuery(NEWS_PATHS.categories, { lang }, { staleTime: STALE_MS.archive }));
  const list = useQuery(
    apiQuery(NEWS_PATHS.list, { category, page, page_size: NEWS_PAGE_SIZE, lang }, { staleTime: STALE_MS.standard }),
  );
  const tabs = categories.data ?? [];
  const active = Math.max(
    0,
    tabs.findIndex((c) => c.id === category),
  );

  const go = (next: { category?: string; page?: number }) =>
    setParams(() => {
      const query = new URLSearchParams();
      const c = next.category ?? category;
      const p = next.page ?? page;
      if (c !== 'all') query.set('category', c);
      if (p > 1) query.set('page', String(p));
      return query;
    });

  return (
    <section className="stack">
      <div className="spread">
        <h1>{t('page.title')}</h1>
        <PostHeadline />
      </div>
      <BannerStrip position="news" />
      {tabs.length > 0 && (
        <TabMenu
          // The menubar itself carries the name (the kit puts aria-label on its wrapper).
          pt={{ menu: { 'aria-label': t('page.categories') } }}

          model={tabs.map((c) => ({ label: c.name }))}
          activeIndex={active}
          onTabChange={(e) => go({ category: tabs[e.index]?.id ?? 'all', page: 1 })}
        />
      )}
      {list.error && !list.data && <p role="alert">{t('page.failed', { message: list.error.message })}</p>}
      {!list.data && !list.error && <p role="status">{t('page.loading')}</p>}
      {list.data && list.data.list.length === 0 && <p className="muted">{t('page.empty')}</p>}
      {list.data && list.data.list.length > 0 && (
        <ul className="stack" aria-label={tabs[active]?.name}>
          {list.data.list.map((item) => (
            <li key={item.id} className="surface">
              <h2>
                <Link to={routeHref({ name: 'detail' }, { id: item.id })}>{item.headline}</Link>
              </h2>
              <p>{item.standfirst}</p>
              <p className="muted row">
                <time dateTime={item.date}>{formatCalendarDay(item.date, lang, 'date')}</time>
                {item.league && <span>{item.league.name}</span>}
              </p>
            </li>
          ))}
        </ul>
      )}
      {list.data && (
        <ListPaginator
          page={page}
          total={list.data.total}
          pageSize={list.data.page_size}
          onPage={(p) => go({ page: p })}
        />
      )}
      <AdvertSlot position="news" />
    </section>
  );
}

/** Where a team of a report links to: its page in the database, where the database has one. */
function teamHref(article: NewsArticle, teamId: number): string | null {
  const league = article.league?.code;
  const match = article.match;
  if (!league || !match) return null;
  if (match.sport === 'basketball') return routeHref({ name: 'baseBasketball' }, { id: league, team: teamId });
  // World Cup teams live on the tournament's page, which names teams by FIFA code, not by id.
  if (league === 'wc') return routeHref({ name: 'trophyHome' }, { season: match.season, tab: 'squads' });
  return routeHref({ name: 'baseFootball' }, { id: league, season: match.season, team: teamId });
}

/** `/detail?id=<r match id | h headline id>`: one match report or reader's headline. */
export function ArticlePage() {
  const { t } = useTranslation('news');
  const lang = currentLang();
  const [params] = useSearchParams();
  const id = readArticleId(params);
  const article = useQuery(
    apiQuery(NEWS_PATHS.article, id === null ? null : { id, lang }, { staleTime: STALE_MS.archive }),
  );
  const back = <Link to={routeHref({ name: 'news' })}>{t('article.back')}</Link>;

  if (id === null || (article.error && !article.data)) {
    return (
      <section className="stack">
        {back}
        <p role="alert">{id === null ? t('article.notFound') : article.error?.message}</p>
      </section>
    );
  }
  const a = article.data;
  if (!a) return <p role="status">{t('page.loading')}</p>;
  const match = a.match;
  return (
    <article className="stack">
      {back}
      <h1>{a.headline}</h1>
      <p className="muted row">
        <time dateTime={a.date}>{formatCalendarDay(a.date, lang, 'date')}</time>
        {a.league && <span>{a.league.name}</span>}
        {a.author && <span>{t('article.author', { name: a.author })}</span>}
      </p>
      <p>{a.standfirst}</p>
      {a.body.map((paragraph, i) => (
        <p key={i}>{paragraph}</p>
      ))}
      {match && (
        <nav className="row" aria-label={t('article.teams')}>
          {[match.home, match.away].map((team) => {
            const href = teamHref(a, team.id);
            return href ? (
              <Link key={team.id} to={href}>
                {team.name}
              </Link>
            ) : (
              <span key={team.id}>{team.name}</span>
            );
          })}
          <Link to={matchDetailHref(match.id)}>{t('article.matchCentre')}</Link>
        </nav>
      )}
      {match && <p className="muted">{t(match.sport === 'basketball' ? 'article.sourceNba' : 'article.source')}</p>}
      <CommentsPanel key={a.id} kind="news" subjectId={a.id} heading />
      <Link to={routeHref({ name: 'comment' }, { type: 'news', id: a.id })}>{t('article.allComments')}</Link>
    </article>
  );
}
