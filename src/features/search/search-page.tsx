import { TabMenu } from 'primereact/tabmenu';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { SearchAll } from './search-all.tsx';
import { SearchAnchors, SearchRooms } from './search-paged.tsx';
import { readSearchQuery, SEARCH_TABS, type SearchTab } from './search-query.ts';

/** `/search?name=`: teams, leagues, today's matches, anchors, rooms and news; tabs for anchors and rooms. */
export function SearchPage() {
  const { t } = useTranslation('search');
  const [params, setParams] = useSearchParams();
  const { name, tab, page } = readSearchQuery(params);
  const go = (next: { tab?: SearchTab; page?: number }) =>
    setParams(() => {
      const query = new URLSearchParams({ name: name ?? '' });
      const nextTab = next.tab ?? tab;
      if (nextTab !== 'all') query.set('tab', nextTab);
      if ((next.page ?? 1) > 1) query.set('page', String(next.page));
      return query;
    });
  const labels: Record<SearchTab, string> = { all: t('tab.all'), anchor: t('tab.anchors'), live: t('tab.live') };

  if (name === null) {
    return (
      <section className="stack">
        <h1>{t('route.title')}</h1>
        <p className="muted">{t('page.noName')}</p>
      </section>
    );
  }
  return (
    <section className="stack">
      <h1>{t('page.title', { name })}</h1>
      <TabMenu
        pt={{ menu: { 'aria-label': t('page.tabs') } }}
        model={SEARCH_TABS.map((id) => ({ label: labels[id] }))}
        activeIndex={SEARCH_TABS.indexOf(tab)}
        onTabChange={(e) => go({ tab: SEARCH_TABS[e.index] ?? 'all' })}
      />
      {tab === 'all' && <SearchAll name={name} />}
      {tab === 'anchor' && <SearchAnchors name={name} page={page} onPage={(p) => go({ page: p })} />}
      {tab === 'live' && <SearchRooms name={name} page={page} onPage={(p) => go({ page: p })} />}
    </section>
  );
}
