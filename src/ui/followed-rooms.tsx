import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ROOM_PATHS } from '../../contracts/room.ts';
import { callRoute } from '../lib/api-client.ts';
import { apiKey, apiQuery, queryErrorText } from '../lib/query/api-query.ts';
import { categoryName, RoomCard } from './room-card.tsx';
import { liveFirst } from './room-order.ts';
import './follow-lists.css';
import './room-card.css';

/**
 * The anchors the logged-in user follows, live ones first, each with an unfollow button: the body
 * of `/attention` and of the member centre's follows.
 */
export function FollowedRooms() {
  const { t, i18n } = useTranslation('anchors');
  const queryClient = useQueryClient();
  const list = useQuery(apiQuery(ROOM_PATHS.attentionList, {}, { personal: true }));
  const categories = useQuery(apiQuery(ROOM_PATHS.categories, {})).data ?? [];
  const names = new Map(categories.map((c) => [c.id, categoryName(c, i18n.language)]));
  const [dropped, setDropped] = useState<ReadonlySet<number>>(new Set());
  const unfollow = useMutation({
    mutationFn: (anchorId: number) => callRoute('POST', ROOM_PATHS.attention, { anchor_id: anchorId }, { quiet: true }),
    onSuccess: (answer, anchorId) => {
      // The call toggles: if it followed again (an out-of-date list), reload the truth.
      if (answer.is_follow) void list.refetch();
      else setDropped((d) => new Set(d).add(anchorId));
      // A room's info says whether one follows its anchor.
      void queryClient.invalidateQueries({ queryKey: apiKey(ROOM_PATHS.roomInfo, true) });
    },
  });
  const error = unfollow.error?.message ?? queryErrorText(list);

  const rooms = list.data ? liveFirst(list.data.filter((r) => !dropped.has(r.anchor_id))) : null;
  return (
    <>
      {error && <p className="error-text">{error}</p>}
      {rooms === null ? (
        !list.error && <p className="muted">{t('loading')}</p>
      ) : rooms.length === 0 ? (
        <p className="follow-empty">{t('attention.empty')}</p>
      ) : (
        <div className="room-grid">
          {rooms.map((room) => (
            <RoomCard
              key={room.id}
              room={room}
              category={names.get(room.category_id)}
              actions={
                <Button
                  type="button"
                  aria-label={t('attention.unfollowAnchor', { name: room.nickname })}
                  onClick={() => unfollow.mutate(room.anchor_id)}
                  label={t('attention.unfollow')}
                />
              }
            />
          ))}
        </div>
      )}
    </>
  );
}
