import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import type { ServerNotice } from '../../contracts/engine-api.ts';
import { getEngine } from '../lib/engine.ts';
import { addKickedRoom } from '../lib/kicked-rooms.ts';
import { userState } from '../lib/user-store.ts';
import './room-notices.css';

/** Reminders stay this long unless closed. */
const TOAST_MS = 10_000;

type ToastBody = { kind: 'kicked' } | { kind: 'reserve'; roomId: number; title: string; nickname: string };
type Toast = ToastBody & { id: number };

/**
 * Room notices every tab hears: a kick-out sends every tab of the kicked viewer to the anchor
 * list (the seed's `liveKickout`), and a reserved broadcast that starts shows a reminder.
 */
export function RoomNotices() {
  const { t } = useTranslation('room-notices');
  const navigate = useNavigate();
  const [toasts, setToasts] = useState<Toast[]>([]);

  useEffect(() => {
    let stop: (() => void) | null = null;
    let gone = false;
    const timers = new Set<ReturnType<typeof setTimeout>>();
    let nextId = 1;
    const show = (toast: ToastBody) => {
      const id = nextId++;
      setToasts((list) => [...list, { ...toast, id }]);
      const timer = setTimeout(() => {
        timers.delete(timer);
        setToasts((list) => list.filter((item) => item.id !== id));
      }, TOAST_MS);
      timers.add(timer);
    };
    const onNotice = (notice: ServerNotice) => {
      if (notice.type === 'liveKickout') {
        if (!userState.user || notice.user_id !== userState.user.id) return;
        addKickedRoom(notice.room_id);
        show({ kind: 'kicked' });
        void navigate('/anchor?type=0');
      } else if (notice.type === 'reserveStart') {
        show({ kind: 'reserve', roomId: notice.room_id, title: notice.title, nickname: notice.nickname });
      }
    };
    getEngine().then(
      (engine) => {
        if (gone) return;
        stop = engine.onNotice(onNotice);
        // Lets a test (or a support script) see that this tab now hears kick-outs.
        document.documentElement.dataset.roomNotices = 'on';
      },
      () => undefined,
    );
    return () => {
      gone = true;
      stop?.();
      for (const timer of timers) clearTimeout(timer);
    };
  }, [navigate]);

  const close = (id: number) => setToasts((list) => list.filter((item) => item.id !== id));
  if (toasts.length === 0) return null;
  return (
    <div className="room-notices">
      {toasts.map((toast) => (
        <div key={toast.id} role="status" className="room-notice">
          {toast.kind === 'kicked' ? (
            <p className="room-notice-text">{t('kicked.message')}</p>
          ) : (
            <>
              <p className="room-notice-text">
                {t('reserve.started', { nickname: toast.nickname, title: toast.title })}
              </p>
              <Link className="room-notice-link" to={`/live?id=${toast.roomId}`} onClick={() => close(toast.id)}>
                {t('reserve.watch')}
              </Link>
            </>
          )}
          <button type="button" className="room-notice-close" aria-label={t('close')} onClick={() => close(toast.id)}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
