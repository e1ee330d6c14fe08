import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LIVE_STATUS, ROOM_PATHS } from '../../../contracts/room.ts';
import { apiQuery, STALE_MS } from '../../lib/query/api-query.ts';
import { roomHref } from '../../ui/room-card.tsx';

/** At most this many rooms are offered for one match. */
const WATCH_ROOMS = 5;

/** "Watch" links to the live rooms bound to this match, most watched first; nothing while none is live. */
export function WatchLinks({ matchId }: { matchId: number }) {
  const { t } = useTranslation('match');
  const { data } = useQuery({
    ...apiQuery(ROOM_PATHS.liveList, { type: 0, match_id: matchId, limit: WATCH_ROOMS }),
    refetchInterval: STALE_MS.standard,
  });
  const live = data?.list.filter((room) => room.live_status === LIVE_STATUS.live) ?? [];
  if (live.length === 0) return null;
  return (
    <nav className="row md-watch" aria-label={t('watch.label')}>
      {live.map((room) => (
        <Link key={room.id} className="p-button p-button-sm p-button-danger" to={roomHref(room.id)}>
          {t('watch.link', { nickname: room.nickname })}
        </Link>
      ))}
    </nav>
  );
}
