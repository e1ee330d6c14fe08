import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LIVE_STATUS, ROOM_PATHS, type MyRoom } from '../../../../contracts/room.ts';
import { apiGet } from '../../../lib/api-client.ts';
import { roomHref } from '../../../ui/room-card.tsx';
import { useAction } from './use-centre-call.ts';

/** Whether the room is live now, a link to it, and ending the broadcast (`Live/endRoom`). */
export function LiveStatusPanel({ room, onEnded }: { room: MyRoom; onEnded: () => void }) {
  const { t } = useTranslation('anchor-centre');
  const [confirming, setConfirming] = useState(false);
  const action = useAction();
  const live = room.live_status === LIVE_STATUS.live;
  const state = live ? 'live' : room.live_status === LIVE_STATUS.ended ? 'ended' : 'notStarted';

  const end = () =>
    void action.run(async () => {
      await apiGet(ROOM_PATHS.endRoom, {}, { quiet: true });
      setConfirming(false);
      onEnded();
      return t('status.endedNow');
    });

  return (
    <section className="member-form centre-panel centre-status" aria-labelledby="centre-status">
      <h2 id="centre-status">{t('status.title')}</h2>
      <p className="centre-status-line">
        <span className={live ? 'centre-live-dot live' : 'centre-live-dot'} aria-hidden="true" />
        <strong data-testid="live-status">{t(`status.${state}`)}</strong>
        {live && <span>{t('status.online', { count: room.online })}</span>}
        <span className="member-hint">{t('status.roomId', { id: room.id })}</span>
      </p>
      <div className="member-links">
        <Link to={roomHref(room.id)} className="member-button">
          {t('status.viewRoom')}
        </Link>
        {live &&
          (confirming ? (
            <>
              <span>{t('status.endConfirm')}</span>
              <button type="button" className="member-button primary" disabled={action.busy} onClick={end}>
                {t('status.endYes')}
              </button>
              <button type="button" className="member-button" onClick={() => setConfirming(false)}>
                {t('status.endNo')}
              </button>
            </>
          ) : (
            <button type="button" className="member-button" onClick={() => setConfirming(true)}>
              {t('status.end')}
            </button>
          ))}
      </div>
      {!live && <p className="member-hint">{t('status.howToStart')}</p>}
      {action.message && (
        <p className={action.message.error ? 'member-error' : 'member-ok'} role="status">
          {action.message.text}
        </p>
      )}
    </section>
  );
}
