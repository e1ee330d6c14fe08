import { Button } from 'primereact/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { LIVE_STATUS, ROOM_PATHS, type PlannedBroadcast } from '../../../contracts/room.ts';
import { callRoute } from '../../lib/api-client.ts';
import { openLoginDialog } from '../../lib/login-dialog.ts';
import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '../../lib/query/api-query.ts';
import { userState } from '../../lib/user-store.ts';
import { dateFormat } from '../../lib/locale-format.ts';

/** Other rooms to watch, live first. */
export function Recommendations({ roomId }: { roomId: number }) {
  const { t } = useTranslation('live-room');
  const { data } = useQuery(apiQuery(ROOM_PATHS.roomList, { room_id: roomId, limit: 8 }));
  if (!data || data.length === 0) return null;
  return (
    <section className="surface" aria-label={t('recommend.title')}>
      <h2>{t('recommend.title')}</h2>
      <ul className="tiles lr-recommend">
        {data.map((r) => (
          <li key={r.id}>
            <Link to={`/live?id=${r.id}`}>
              <img src={r.cover || r.avatar} alt="" width={160} height={90} loading="lazy" />
              <span className="ellipsis">{r.title}</span>
              <span className="muted">
                {r.live_status === LIVE_STATUS.live
                  ? t('recommend.live', { name: r.nickname, n: r.online })
                  : r.nickname}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The anchor's planned broadcasts, each with a reservation toggle (a reminder when it starts). */
export function PlannedList({ planned }: { planned: PlannedBroadcast[] }) {
  const { t, i18n } = useTranslation('live-room');
  const { user } = useSnapshot(userState);
  const [changed, setChanged] = useState<Record<number, boolean>>({});
  const [error, setError] = useState<string | null>(null);
  const date = dateFormat(i18n.language, 'dateTime');
  if (planned.length === 0) return null;
  const toggle = async (id: number) => {
    if (!user) {
      openLoginDialog();
      return;
    }
    setError(null);
    try {
      const { reserved } = await callRoute('POST', ROOM_PATHS.reserveBroadcast, { reserve_id: id }, { quiet: true });
      setChanged((c) => ({ ...c, [id]: reserved }));
    } catch (cause) {
      setError(cause instanceof Error ? cause.message : String(cause));
    }
  };
  return (
    <section className="surface" aria-label={t('planned.title')}>
      <h2>{t('planned.title')}</h2>
      <ul className="stack lr-planned">
        {planned.map((p) => {
          const reserved = changed[p.id] ?? p.reserved;
          return (
            <li key={p.id}>
              <div>
                <div>{p.title}</div>
                <div className="muted">{date.format(new Date(p.starts_at * 1000))}</div>
              </div>
              <Button
                type="button"
                size="small"
                outlined={!reserved}
                aria-pressed={reserved}
                label={reserved ? t('planned.reserved') : t('planned.reserve')}
                onClick={() => void toggle(p.id)}
              />
            </li>
          );
        })}
      </ul>
      {error ? (
        <p role="alert" className="error-text">
          {error}
        </p>
      ) : null}
    </section>
  );
}
