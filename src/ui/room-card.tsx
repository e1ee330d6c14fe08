import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LIVE_STATUS, type LiveCategory, type RoomCard as RoomCardData } from '../../contracts/room.ts';
import type { Lang } from '../../contracts/match.ts';
import { routeHref } from './open-in-new-tab.ts';
import './room-card.css';
import { numberFormat } from '../lib/locale-format.ts';

/** Where a room links to: its live page (`/live?id=<room id>`). */
export function roomHref(roomId: number): string {
  return routeHref({ name: 'live' }, { id: roomId });
}

/** A category's name in the page's language. */
export function categoryName(category: Pick<LiveCategory, 'name_zh' | 'name_en' | 'name_vi'>, lang: string): string {
  const key = (['zh', 'en', 'vi'].includes(lang) ? lang : 'zh') as Lang;
  return category[`name_${key}`];
}

/** Online counts as lists show them: 12,345 becomes 1.2万 / 12.3k. */
export function compactCount(n: number, lang: string): string {
  return numberFormat(lang, 'compact').format(n);
}

interface RoomCardProps {
  room: RoomCardData;
  /** The category's name, when the list knows it (else the sport's). */
  category?: string;
  /** Buttons under the card (unfollow ...), outside its link. */
  actions?: ReactNode;
}

/**
 * A room in lists (anchor lists, follows, the home page): a frame of its live stream, else its cover (the anchor's avatar when it
 * has none), whether it is live, the title, the anchor and the online count. Opens the room.
 */
export function RoomCard({ room, category, actions }: RoomCardProps) {
  const { t, i18n } = useTranslation('anchors');
  const live = room.live_status === LIVE_STATUS.live;
  return (
    <article className="room-card" data-live={live || undefined}>
      <Link to={roomHref(room.id)} className="room-card-link" aria-label={`${room.title} · ${room.nickname}`}>
        <div className="room-card-cover">
          <img
            src={(live && room.frame) || room.cover || room.avatar}
            alt=""
            loading="lazy"
            className={(live && room.frame) || room.cover ? undefined : 'avatar-cover'}
          />
          <span className={live ? 'room-card-badge live' : 'room-card-badge'}>
            {live ? t('card.live') : room.live_status === LIVE_STATUS.ended ? t('card.ended') : t('card.notStarted')}
          </span>
          <span className="room-card-category">{category ?? t(`card.sport.${room.sport}`)}</span>
          {live && (
            <span className="room-card-online" title={t('card.online', { count: room.online })}>
              {t('card.onlineShort', { value: compactCount(room.online, i18n.language) })}
            </span>
          )}
        </div>
        <div className="room-card-body">
          <h3 className="ellipsis room-card-title">{room.title}</h3>
          <div className="room-card-anchor">
            <img src={room.avatar} alt="" loading="lazy" />
            <span>{room.nickname}</span>
          </div>
        </div>
      </Link>
      {actions && <div className="room-card-actions">{actions}</div>}
    </article>
  );
}
