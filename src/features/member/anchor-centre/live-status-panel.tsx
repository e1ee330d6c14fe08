import { ConfirmDialog } from 'primereact/confirmdialog';
import { Button } from 'primereact/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Sport } from '../../../../contracts/match.ts';
import { LIVE_STATUS, ROOM_PATHS, type MyRoom } from '../../../../contracts/room.ts';
import { callRoute } from '../../../lib/api-client.ts';
import { roomHref } from '../../../ui/room-card.tsx';
import { LiveEditDialog } from './live-edit-dialog.tsx';
import { useAction } from './use-action.ts';

interface Props {
  room: MyRoom;
  sport: Sport | null;
  onEnded: () => void;
  onEdited: (room: MyRoom) => void;
}

/**
 * Whether the room is live now, a link to it, and while live: changing its title or match
 * (`live/updateLive`) and ending the broadcast (`Live/endRoom`).
 */
export function LiveStatusPanel({ room, sport, onEnded, onEdited }: Props) {
  const { t } = useTranslation('anchor-centre');
  const [confirming, setConfirming] = useState(false);
  const [editing, setEditing] = useState(false);
  const action = useAction();
  const live = room.live_status === LIVE_STATUS.live;
  const state = live ? 'live' : room.live_status === LIVE_STATUS.ended ? 'ended' : 'notStarted';

  const end = () =>
    void action.run(async () => {
      await callRoute('GET', ROOM_PATHS.endRoom, {}, { quiet: true });
      setConfirming(false);
      onEnded();
      return t('status.endedNow');
    });

  return (
    <section className="surface stack centre-panel centre-status" aria-labelledby="centre-status">
      <h2 id="centre-status">{t('status.title')}</h2>
      <p className="row">
        <span className={live ? 'centre-live-dot live' : 'centre-live-dot'} aria-hidden="true" />
        <strong data-testid="live-status">{t(`status.${state}`)}</strong>
        {live && <span>{t('status.online', { count: room.online })}</span>}
        <span className="muted">{t('status.roomId', { id: room.id })}</span>
      </p>
      <div className="row">
        <Link to={roomHref(room.id)} className="p-button p-button-outlined p-button-sm">
          {t('status.viewRoom')}
        </Link>
        {live && (
          <>
            <Button type="button" outlined onClick={() => setEditing(true)} label={t('status.edit')} />
            <Button
              type="button"
              outlined
              disabled={action.busy}
              onClick={() => setConfirming(true)}
              label={t('status.end')}
            />
          </>
        )}
      </div>
      {live && <p className="muted">{room.title}</p>}
      {editing && (
        <LiveEditDialog
          room={room}
          sport={sport}
          onHide={() => setEditing(false)}
          onSaved={(saved) => {
            onEdited(saved);
            action.setMessage({ error: false, text: t('status.edited') });
          }}
        />
      )}
      <ConfirmDialog
        visible={confirming}
        onHide={() => setConfirming(false)}
        header={t('status.end')}
        message={t('status.endConfirm')}
        acceptLabel={t('status.endYes')}
        rejectLabel={t('status.endNo')}
        accept={end}
      />
      {!live && <p className="muted">{t('status.howToStart')}</p>}
      {action.message && (
        <p className={action.message.error ? 'error-text' : 'ok-text'} role="status">
          {action.message.text}
        </p>
      )}
    </section>
  );
}
