import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LIVE_STATUS, ROOM_PATHS } from '../../../contracts/room.ts';
import { apiQuery, STALE_MS } from '../../lib/query/api-query.ts';
import { RoomCard } from '../../ui/room-card.tsx';

/** How many live rooms the home page shows; the anchor list has the rest. */
export const HOME_ROOMS = 8;

/** Live rooms on the home page, most watched first (the list's order); hidden while none is live. */
export function HomeRooms() {
  const { t } = useTranslation(['common', 'home']);
  const answer = useQuery({
    ...apiQuery(ROOM_PATHS.liveList, { type: 0, page: 1, limit: HOME_ROOMS }),
    // Rooms start and end all the time: the section follows them while the page is open.
    refetchInterval: STALE_MS.standard,
  });
  const live = answer.data?.list.filter((room) => room.live_status === LIVE_STATUS.live) ?? [];
  if (live.length === 0) return null;
  return (
    <section className="surface" aria-labelledby="home-rooms">
      <div className="spread">
        <h2 id="home-rooms">{t('home:rooms')}</h2>
        <Link to="/anchor?type=0">{t('home:allRooms')}</Link>
      </div>
      <div className="room-grid">
        {live.map((room) => (
          <RoomCard key={room.id} room={room} />
        ))}
      </div>
    </section>
  );
}
