import { pill } from './pill.ts';
import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { ROOM_PATHS, type AnchorListType } from '../../../contracts/room.ts';
import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '../../lib/query/api-query.ts';
import { routeHref } from '../../ui/open-in-new-tab.ts';
import { categoryName, RoomCard } from '../../ui/room-card.tsx';
import { liveCountOf, ownTabCategories, parseAnchorQuery, sportTabOf } from './anchor-query.ts';
import { liveFirst } from '../../ui/room-order.ts';
import { useRoomPages } from './use-room-pages.ts';
import '../../ui/room-card.css';
import './anchors.css';

interface Tab {
  key: string;
  type: AnchorListType;
  label: string;
  href: string;
  live: number;
  category?: number;
}

/** `/anchor?type=0|1|2|3` (3 with a category's `id` and `name`): rooms, live first, a page at a time. */
export function AnchorListPage() {
  const { t, i18n } = useTranslation('anchors');
  const [search] = useSearchParams();
  const query = parseAnchorQuery(search);
  const categories = useQuery(apiQuery(ROOM_PATHS.categories, {})).data ?? [];
  const pages = useRoomPages(query);
  const names = new Map(categories.map((c) => [c.id, categoryName(c, i18n.language)]));

  const tabs: Tab[] = [
    ...([0, 1, 2] as const).map((type) => ({
      key: String(type),
      type,
      label: t(`list.type.${type}`),
      href: routeHref({ name: 'anchor' }, { type }),
      live: liveCountOf(categories, type),
    })),
    ...ownTabCategories(categories).map((c) => ({
      key: `c${c.id}`,
      type: 3 as const,
      label: categoryName(c, i18n.language),
      href: routeHref({ name: 'anchor' }, { type: 3, id: c.id, name: categoryName(c, i18n.language) }),
      live: c.live_count,
      category: c.id,
    })),
  ];
  // A category link from elsewhere may name one this list does not have (yet).
  if (query.type === 3 && !categories.some((c) => c.id === query.categoryId)) {
    tabs.push({
      key: `c${query.categoryId}`,
      type: 3,
      label: query.categoryName || t('list.category'),
      href: routeHref({ name: 'anchor' }, { type: 3, id: query.categoryId ?? undefined, name: query.categoryName }),
      live: 0,
      category: query.categoryId ?? undefined,
    });
  }
  // A link to a category a sport tab lists alone (`type=3&id=` of football) lights that tab.
  const shownType = query.type === 3 ? (sportTabOf(categories, query.categoryId) ?? 3) : query.type;
  const isCurrent = (tab: Tab) => tab.type === shownType && (tab.type !== 3 || tab.category === query.categoryId);
  const rooms = pages.rooms ? liveFirst(pages.rooms) : null;

  return (
    <div className="anchors-page">
      <h1 className="anchors-heading">{t('route.anchor')}</h1>
      <nav className="anchors-tabs" aria-label={t('list.tabs')}>
        {tabs.map((tab) => (
          <Link
            key={tab.key}
            to={tab.href}
            aria-current={isCurrent(tab) ? 'page' : undefined}
            className={pill(isCurrent(tab))}
          >
            {tab.label}
            {tab.live > 0 && <span className="anchors-live-count">{t('list.liveCount', { count: tab.live })}</span>}
          </Link>
        ))}
      </nav>
      {pages.error && <p className="error-text">{pages.error}</p>}
      {rooms === null ? (
        !pages.error && <p className="muted">{t('loading')}</p>
      ) : rooms.length === 0 ? (
        <p className="anchors-empty">{t('list.empty')}</p>
      ) : (
        <>
          <div className="room-grid" data-testid="room-grid">
            {rooms.map((room) => (
              <RoomCard key={room.id} room={room} category={names.get(room.category_id)} />
            ))}
          </div>
          <div className="anchors-more">
            {pages.more ? (
              <Button
                type="button"
                disabled={pages.loading}
                onClick={pages.loadMore}
                label={pages.loading ? t('loading') : t('list.more')}
              />
            ) : (
              <span className="muted">{t('list.noMore')}</span>
            )}
          </div>
        </>
      )}
    </div>
  );
}
