import { useQuery } from '@tanstack/react-query';
import { Avatar } from 'primereact/avatar';
import { Tag } from 'primereact/tag';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LIVE_STATUS } from '../../../contracts/room.ts';
import { SEARCH_PATHS, type SearchAnchor } from '../../../contracts/search.ts';
import { apiQuery, STALE_MS } from '../../lib/query/api-query.ts';
import { ListPaginator } from '../../ui/list-paginator.tsx';
import { routeHref } from '../../ui/open-in-new-tab.ts';
import { RoomCard } from '../../ui/room-card.tsx';
import { SEARCH_PAGE_SIZE } from './search-query.ts';
import { SearchStates } from './search-states.tsx';

interface PagedProps {
  name: string;
  page: number;
  onPage(page: number): void;
}

/** An anchor in results: avatar, nickname (their page), live mark and followers. */
export function AnchorItem({ anchor }: { anchor: SearchAnchor }) {
  const { t } = useTranslation('search');
  return (
    <li className="row">
      <Avatar
        image={anchor.avatar || undefined}
        label={anchor.avatar ? undefined : anchor.nickname.slice(0, 1)}
        shape="circle"
      />
      <Link to={routeHref({ name: 'persona' }, { id: anchor.id })}>{anchor.nickname}</Link>
      {anchor.live_status === LIVE_STATUS.live && <Tag severity="danger" value={t('anchor.live')} />}
      <span className="muted">{t('anchor.followers', { count: anchor.followers })}</span>
    </li>
  );
}

/** The Anchors tab: every anchor whose nickname matches, paged. */
export function SearchAnchors({ name, page, onPage }: PagedProps) {
  const { t } = useTranslation('search');
  const answer = useQuery(
    apiQuery(SEARCH_PATHS.anchor, { name, page, limit: SEARCH_PAGE_SIZE }, { staleTime: STALE_MS.standard }),
  );
  const list = answer.data?.list ?? [];
  return (
    <>
      <SearchStates loading={answer.isPending} error={answer.error} empty={answer.isSuccess && list.length === 0} />
      {list.length > 0 && (
        <ul className="stack" aria-label={t('section.anchors')}>
          {list.map((a) => (
            <AnchorItem key={a.id} anchor={a} />
          ))}
        </ul>
      )}
      {answer.data && (
        <ListPaginator page={page} total={answer.data.total} pageSize={SEARCH_PAGE_SIZE} onPage={onPage} />
      )}
    </>
  );
}

/** The Live tab: rooms whose title or anchor matches, live first, paged. */
export function SearchRooms({ name, page, onPage }: PagedProps) {
  const { t } = useTranslation('search');
  const answer = useQuery(
    apiQuery(SEARCH_PATHS.live, { name, page, limit: SEARCH_PAGE_SIZE }, { staleTime: STALE_MS.live }),
  );
  const list = answer.data?.list ?? [];
  return (
    <>
      <SearchStates loading={answer.isPending} error={answer.error} empty={answer.isSuccess && list.length === 0} />
      {list.length > 0 && (
        <section aria-label={t('section.rooms')}>
          <div className="room-grid">
            {list.map((room) => (
              <RoomCard key={room.id} room={room} />
            ))}
          </div>
        </section>
      )}
      {answer.data && (
        <ListPaginator page={page} total={answer.data.total} pageSize={SEARCH_PAGE_SIZE} onPage={onPage} />
      )}
    </>
  );
}
