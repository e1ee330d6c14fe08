import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { TabMenu } from 'primereact/tabmenu';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import {
  VIDEO_LIBRARY_PATHS,
  VIDEO_SEARCH_MAX,
  VIDEO_SORTS,
  parseCategoryKey,
  type VideoSort,
} from '../../../contracts/video-library.ts';
import type { Video } from '../../../contracts/videos.ts';
import { apiQuery } from '../../lib/query/api-query.ts';
import { ListPaginator } from '../../ui/list-paginator.tsx';
import { routeHref } from '../../ui/open-in-new-tab.ts';
import { VideoCard } from '../../ui/video-card.tsx';
import { useCategoryLabel } from './video-categories.ts';
import './videos.css';

const PAGE_SIZE = 20;
const RANK_SIZE = 30;

/** The list's state, from the address: `?category=&sort=&page=&keyword=&tab=rank&by=likes`. */
function readQuery(params: URLSearchParams) {
  const category = params.get('category') ?? '';
  const sort = params.get('sort') ?? '';
  const page = Number(params.get('page'));
  return {
    category: parseCategoryKey(category) ? category : '',
    sort: ((VIDEO_SORTS as readonly string[]).includes(sort) ? sort : 'new') as VideoSort,
    page: Number.isInteger(page) && page > 0 ? page : 1,
    keyword: (params.get('keyword') ?? '').trim().slice(0, VIDEO_SEARCH_MAX),
    tab: params.get('tab') === 'rank' ? ('rank' as const) : ('library' as const),
    by: params.get('by') === 'likes' ? ('likes' as const) : ('views' as const),
  };
}

type ListQuery = ReturnType<typeof readQuery>;

/** One of a few values as a group of pressed / unpressed buttons. */
function Choice<T extends string>(props: {
  label: string;
  value: T;
  options: { value: T; label: string }[];
  onChange(value: T): void;
}) {
  return (
    <div role="group" aria-label={props.label} className="video-chips">
      {props.options.map((option) => (
        <Button
          key={option.value}
          type="button"
          size="small"
          outlined={option.value !== props.value}
          aria-pressed={option.value === props.value}
          label={option.label}
          onClick={() => props.onChange(option.value)}
        />
      ))}
    </div>
  );
}

function VideoGrid({ list, label }: { list: Video[]; label: string }) {
  return (
    <ul className="tiles" aria-label={label}>
      {list.map((video) => (
        <li key={video.id}>
          <VideoCard video={video} />
        </li>
      ))}
    </ul>
  );
}

/** The first-level lists as rows of chips; the one shown is pressed. */
function CategoryChips({ active, onPick }: { active: string; onPick(key: string): void }) {
  const { t } = useTranslation('video-library');
  const label = useCategoryLabel();
  const groups = useQuery(apiQuery(VIDEO_LIBRARY_PATHS.classification, {}));
  return (
    <nav className="surface stack" aria-label={t('list.categories')}>
      <Button
        type="button"
        size="small"
        outlined={active !== ''}
        aria-pressed={active === ''}
        label={t('list.all')}
        onClick={() => onPick('')}
      />
      {groups.data?.map((group) =>
        group.list.length === 0 ? null : (
          <section key={group.group} className="stack" aria-label={t(`group.${group.group}`)}>
            <h2 className="muted">{t(`group.${group.group}`)}</h2>
            <div className="video-chips">
              {group.list.map((category) => (
                <Button
                  key={category.key}
                  type="button"
                  size="small"
                  outlined={active !== category.key}
                  aria-pressed={active === category.key}
                  label={`${label(category)} (${category.count})`}
                  onClick={() => onPick(category.key)}
                />
              ))}
            </div>
          </section>
        ),
      )}
      <Link to={routeHref({ name: 'videoClassify' })}>{t('list.classify')}</Link>
    </nav>
  );
}

function LibraryList(props: { query: ListQuery; go(next: Partial<ListQuery>): void; onClear(): void }) {
  const { query, go } = props;
  const { t } = useTranslation('video-library');
  const searching = query.keyword !== '';
  const params = { page: query.page, limit: PAGE_SIZE };
  const found = useQuery({
    ...apiQuery(VIDEO_LIBRARY_PATHS.search, searching ? { keyword: query.keyword, ...params } : null),
    placeholderData: keepPreviousData,
  });
  const browsed = useQuery({
    ...apiQuery(
      VIDEO_LIBRARY_PATHS.videoList,
      searching ? null : { ...(query.category ? { category: query.category } : {}), sort: query.sort, ...params },
    ),
    placeholderData: keepPreviousData,
  });
  const list = searching ? found : browsed;
  const sorts = VIDEO_SORTS.map((value) => ({ value, label: t(`list.sort.${value}`) }));
  return (
    <div className="stack">
      {searching ? (
        <p className="row">
          <span role="status">{t('list.results', { keyword: query.keyword })}</span>
          <Button type="button" link label={t('list.clear')} onClick={props.onClear} />
        </p>
      ) : (
        <Choice
          label={t('list.sort.label')}
          value={query.sort}
          options={sorts}
          onChange={(sort) => go({ sort, page: 1 })}
        />
      )}
      {list.error && !list.data ? <p role="alert">{t('list.failed', { message: list.error.message })}</p> : null}
      {!list.data && !list.error ? <p role="status">{t('list.loading')}</p> : null}
      {list.data && list.data.list.length === 0 ? <p className="muted">{t('list.empty')}</p> : null}
      {list.data ? <VideoGrid list={list.data.list} label={t('list.title')} /> : null}
      {list.data ? (
        <ListPaginator page={query.page} total={list.data.total} pageSize={PAGE_SIZE} onPage={(page) => go({ page })} />
      ) : null}
    </div>
  );
}

function RankList({ by, go }: { by: 'views' | 'likes'; go(next: Partial<ListQuery>): void }) {
  const { t } = useTranslation('video-library');
  const rank = useQuery(apiQuery(VIDEO_LIBRARY_PATHS.rank, { by, limit: RANK_SIZE }));
  return (
    <div className="stack">
      <Choice
        label={t('list.tabs.rank')}
        value={by}
        options={(['views', 'likes'] as const).map((value) => ({ value, label: t(`list.rankBy.${value}`) }))}
        onChange={(next) => go({ by: next })}
      />
      {!rank.data ? <p role="status">{t('list.loading')}</p> : null}
      {rank.data && rank.data.length === 0 ? <p className="muted">{t('list.empty')}</p> : null}
      {rank.data ? (
        <ol className="tiles" aria-label={t('list.tabs.rank')}>
          {rank.data.map((video) => (
            <li key={video.id}>
              <VideoCard video={video} />
            </li>
          ))}
        </ol>
      ) : null}
    </div>
  );
}

/** `/video-list`: the library by category (sport, league, anchor, kind), sorted, searched, and its rank. */
export function VideoListPage() {
  const { t } = useTranslation('video-library');
  const [params, setParams] = useSearchParams();
  const query = readQuery(params);
  const [draft, setDraft] = useState(query.keyword);

  const go = (next: Partial<ListQuery>) =>
    setParams(() => {
      const merged = { ...query, ...next };
      const out = new URLSearchParams();
      if (merged.tab === 'rank') {
        out.set('tab', 'rank');
        if (merged.by !== 'views') out.set('by', merged.by);
        return out;
      }
      if (merged.keyword) out.set('keyword', merged.keyword);
      else if (merged.category) out.set('category', merged.category);
      if (merged.sort !== 'new' && !merged.keyword) out.set('sort', merged.sort);
      if (merged.page > 1) out.set('page', String(merged.page));
      return out;
    });

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    go({ keyword: draft.trim(), page: 1, tab: 'library' });
  };
  const tabs = [t('list.tabs.library'), t('list.tabs.rank')];

  return (
    <section className="stack">
      <div className="spread">
        <h1>{t('list.title')}</h1>
        <form role="search" className="row" onSubmit={onSearch}>
          <InputText
            value={draft}
            maxLength={VIDEO_SEARCH_MAX}
            aria-label={t('list.search')}
            placeholder={t('list.search')}
            onChange={(e) => setDraft(e.target.value)}
          />
          <Button type="submit" label={t('list.searchButton')} />
        </form>
      </div>
      <TabMenu
        pt={{ menu: { 'aria-label': t('list.title') } }}
        model={tabs.map((label) => ({ label }))}
        activeIndex={query.tab === 'rank' ? 1 : 0}
        onTabChange={(e) => go({ tab: e.index === 1 ? 'rank' : 'library', page: 1 })}
      />
      {query.tab === 'rank' ? (
        <RankList by={query.by} go={go} />
      ) : (
        <div className="video-library">
          <CategoryChips active={query.category} onPick={(category) => go({ category, keyword: '', page: 1 })} />
          <LibraryList
            query={query}
            go={go}
            onClear={() => {
              setDraft('');
              go({ keyword: '', page: 1 });
            }}
          />
        </div>
      )}
    </section>
  );
}
