import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { VIDEO_LIBRARY_PATHS } from '../../../contracts/video-library.ts';
import { ListPaginator } from '../../ui/list-paginator.tsx';
import { routeHref } from '../../ui/open-in-new-tab.ts';
import { VideoCard } from '../../ui/video-card.tsx';
import { memberQuery } from './member-query.ts';

const PAGE_SIZE = 12;

/** Favourite videos (in the collections, type 19): what the user keeps from the video library, newest favourite first. */
export function FavoriteVideosSection() {
  const { t } = useTranslation('member');
  const [page, setPage] = useState(1);
  const list = useQuery({
    ...memberQuery(VIDEO_LIBRARY_PATHS.getList, { page, limit: PAGE_SIZE }, 'POST'),
    placeholderData: keepPreviousData,
  });
  return (
    <section className="stack" aria-labelledby="member-favourite-videos">
      <h3 id="member-favourite-videos">{t('collections.title')}</h3>
      {list.error && !list.data ? (
        <p className="error-text">{t('collections.failed', { message: list.error.message })}</p>
      ) : null}
      {!list.data && !list.error ? <p className="muted">{t('loading')}</p> : null}
      {list.data && list.data.list.length === 0 ? (
        <p className="muted">
          {t('collections.empty')} <Link to={routeHref({ name: 'videoList' })}>{t('collections.browse')}</Link>
        </p>
      ) : null}
      <ul className="tiles" aria-label={t('collections.title')}>
        {list.data?.list.map((video) => (
          <li key={video.id}>
            <VideoCard video={video} />
          </li>
        ))}
      </ul>
      {list.data ? <ListPaginator page={page} total={list.data.total} pageSize={PAGE_SIZE} onPage={setPage} /> : null}
    </section>
  );
}
