import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { MEMBER_EXTRA_PATHS } from '../../../../contracts/member-extras.ts';
import { ROOM_PATHS } from '../../../../contracts/room.ts';
import { apiQuery } from '../../../lib/query/api-query.ts';
import { formatUnix } from '../../../lib/locale-format.ts';
import { ListPaginator } from '../../../ui/list-paginator.tsx';
import { routeHref } from '../../../ui/open-in-new-tab.ts';
import { categoryName, RoomCard } from '../../../ui/room-card.tsx';
import '../../../ui/room-card.css';
import { memberQuery } from '../member-query.ts';

const PAGE_SIZE = 12;

/** Watch history (type 22): the rooms the user opened, one per room and day, the latest first. */
export function WatchHistorySection() {
  const { t, i18n } = useTranslation(['member-extras', 'member']);
  const [page, setPage] = useState(1);
  const history = useQuery({
    ...memberQuery(MEMBER_EXTRA_PATHS.watchlist, { page, limit: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  const categories = useQuery(apiQuery(ROOM_PATHS.categories, {})).data ?? [];
  const names = new Map(categories.map((c) => [c.id, categoryName(c, i18n.language)]));

  return (
    <section className="surface stack" aria-labelledby="member-watch">
      <h2 id="member-watch">{t('watch.title')}</h2>
      {history.error && !history.data && <p className="error-text">{history.error.message}</p>}
      {!history.data && !history.error && <p className="muted">{t('member:loading')}</p>}
      {history.data?.list.length === 0 && (
        <p className="muted">
          {t('watch.empty')} <Link to={routeHref('/anchor', { type: 0 })}>{t('watch.browse')}</Link>
        </p>
      )}
      {history.data && history.data.list.length > 0 && (
        <ul className="room-grid member-watch-list" aria-label={t('watch.title')}>
          {history.data.list.map((entry) => (
            <li key={`${entry.room.id}-${entry.day}`}>
              <RoomCard
                room={entry.room}
                category={names.get(entry.room.category_id)}
                actions={
                  <time className="muted">
                    {t('watch.watched', { time: formatUnix(entry.watched_at, i18n.language) })}
                  </time>
                }
              />
            </li>
          ))}
        </ul>
      )}
      {history.data && <ListPaginator page={page} total={history.data.total} pageSize={PAGE_SIZE} onPage={setPage} />}
    </section>
  );
}
