import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import type { ServerNotice } from '../../contracts/engine-api.ts';
import { whileMounted } from '../lib/engine.ts';
import { addKickedRoom } from '../lib/kicked-rooms.ts';
import { showNotice } from '../lib/notices.ts';
import { userState } from '../lib/user-store.ts';

/** Reminders stay this long unless closed. */
const NOTICE_MS = 10_000;

/**
 * Room notices every tab hears: a kick-out sends every tab of the kicked viewer to the anchor
 * list (the seed's `liveKickout`), and a reserved broadcast that starts shows a reminder; both
 * in the app's toast stack.
 */
export function RoomNotices() {
  const { t } = useTranslation('room-notices');
  const navigate = useNavigate();

  useEffect(() => {
    const onNotice = (notice: ServerNotice) => {
      if (notice.type === 'liveKickout') {
        if (!userState.user || notice.user_id !== userState.user.id) return;
        addKickedRoom(notice.room_id);
        showNotice({ severity: 'warn', content: t('kicked.message'), life: NOTICE_MS });
        void navigate('/anchor?type=0');
      } else if (notice.type === 'reserveStart') {
        showNotice({
          severity: 'info',
          life: NOTICE_MS,
          content: (
            <>
              {t('reserve.started', { nickname: notice.nickname, title: notice.title })}{' '}
              <Link to={`/live?id=${notice.room_id}`}>{t('reserve.watch')}</Link>
            </>
          ),
        });
      }
    };
    return whileMounted((engine) => {
      const stop = engine.onNotice(onNotice);
      // Lets a test (or a support script) see that this tab now hears kick-outs.
      document.documentElement.dataset.roomNotices = 'on';
      return stop;
    });
  }, [navigate, t]);
  return null;
}
