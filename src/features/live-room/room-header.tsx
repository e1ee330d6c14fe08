import { Avatar } from 'primereact/avatar';
import { Button } from 'primereact/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { ROOM_PATHS, type RoomInfo } from '../../../contracts/room.ts';
import { callRoute } from '../../lib/api-client.ts';
import { currentLang } from '../../lib/i18n.ts';
import { openLoginDialog } from '../../lib/login-dialog.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiKey, apiQuery } from '../../lib/query/api-query.ts';
import { userState } from '../../lib/user-store.ts';
import { ReportDialog } from './report-dialog.tsx';
import { ShareDialog } from './share-dialog.tsx';
import { numberFormat } from '../../lib/locale-format.ts';

/** Anchor, title, category, online count and followers, with follow, share and report. */
export function RoomHeader({
  room,
  paused,
  onFollow,
}: {
  room: RoomInfo;
  paused: boolean;
  onFollow(change: { is_follow: boolean; followers: number }): void;
}) {
  const { t, i18n } = useTranslation('live-room');
  const { user } = useSnapshot(userState);
  const [dialog, setDialog] = useState<'share' | 'report' | null>(null);
  const queryClient = useQueryClient();
  const followCall = useMutation({
    mutationFn: () => callRoute('POST', ROOM_PATHS.attention, { anchor_id: room.anchor_id }, { quiet: true }),
    onSuccess: (change) => {
      onFollow(change);
      // The followed list changed.
      void queryClient.invalidateQueries({ queryKey: apiKey(ROOM_PATHS.attentionList, true) });
    },
  });
  const followError = followCall.error?.message ?? null;
  const busy = followCall.isPending;
  const categories = useQuery(apiQuery(ROOM_PATHS.categories, {})).data ?? [];
  const category = categories.find((c) => c.id === room.category_id);
  const numbers = numberFormat(i18n.language, 'compact');
  const following = room.me?.is_follow ?? false;

  const follow = () => {
    if (!user) {
      openLoginDialog();
      return;
    }
    followCall.mutate();
  };

  return (
    <header className="row surface">
      {room.avatar ? <Avatar imageAlt="" image={room.avatar} size="xlarge" shape="circle" /> : null}
      <div className="lr-head-main">
        <h1 className="lr-title">{room.title || t('head.untitled')}</h1>
        <div className="row">
          <Link to={`/persona?id=${room.anchor_id}`} className="lr-anchor-name">
            {room.nickname}
          </Link>
          {category ? (
            <Link to={`/anchor?type=3&id=${category.id}&name=${encodeURIComponent(category[`name_${currentLang()}`])}`}>
              {category[`name_${currentLang()}`]}
            </Link>
          ) : null}
          <span data-testid="room-online">{t('head.online', { value: numbers.format(room.online) })}</span>
          <span>{t('head.followers', { value: numbers.format(room.followers) })}</span>
          <span className="muted">{t('head.roomId', { id: room.id })}</span>
          {paused ? <span className="error-text">{t('head.reconnecting')}</span> : null}
        </div>
      </div>
      <div className="row">
        {room.me?.is_owner ? null : (
          <Button
            type="button"
            rounded
            severity={following ? 'secondary' : 'danger'}
            outlined={following}
            aria-pressed={following}
            disabled={busy}
            label={following ? t('head.unfollow') : t('head.follow')}
            onClick={follow}
          />
        )}
        <Button type="button" outlined label={t('head.share')} onClick={() => setDialog('share')} />
        <Button
          type="button"
          outlined
          severity="secondary"
          label={t('head.report')}
          onClick={() => {
            if (user) setDialog('report');
            else openLoginDialog();
          }}
        />
        {followError ? (
          <p role="alert" className="error-text">
            {followError}
          </p>
        ) : null}
      </div>
      {dialog === 'share' ? <ShareDialog roomId={room.id} onClose={() => setDialog(null)} /> : null}
      {dialog === 'report' ? <ReportDialog roomId={room.id} onClose={() => setDialog(null)} /> : null}
    </header>
  );
}
