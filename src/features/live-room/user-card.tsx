import { Avatar } from 'primereact/avatar';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { Tag } from 'primereact/tag';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { ROOM_PATHS, type RoomUser } from '../../../contracts/room.ts';
import type { InputAt } from '../../../contracts/route-table.ts';
import { callRoute } from '../../lib/api-client.ts';
import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '../../lib/query/api-query.ts';
import { useRefetchOn } from '../../lib/query/use-refetch-on.ts';
import { useDialog } from '../../ui/use-dialog.ts';
import { routeHref } from '../../ui/open-in-new-tab.ts';
import { userState } from '../../lib/user-store.ts';
import { isMuted } from './chat-input.tsx';
import { useNow } from '../../lib/use-now.ts';
import { formatUnix } from '../../lib/locale-format.ts';

/** Mute lengths offered, in minutes (0: until lifted). */
/** Minutes: 10, an hour, a day, a week, until lifted (0). */
const MUTE_MINUTES = [10, 60, 1440, 10080, 0] as const;

/** The moderation calls the card makes, each about this user in this room. */
type ModerationPath =
  | typeof ROOM_PATHS.relieveTaboo
  | typeof ROOM_PATHS.setTaboo
  | typeof ROOM_PATHS.kickout
  | typeof ROOM_PATHS.delManage
  | typeof ROOM_PATHS.setAdministrations;

/**
 * A chat user's card: who they are, and for the anchor and assistants the moderation calls
 * (mute, kick, and for the anchor appoint or remove an assistant). The server decides; the card
 * shows what it says the caller may do.
 */
export function UserCard({ roomId, user, onClose }: { roomId: number; user: RoomUser; onClose(): void }) {
  const { t, i18n } = useTranslation('live-room');
  const { user: me } = useSnapshot(userState);
  const dialog = useDialog(onClose);
  const [refresh, setRefresh] = useState(0);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const now = useNow(5_000);
  const status = useQuery(apiQuery(ROOM_PATHS.userStatus, { room_id: roomId, user_id: user.id }, { personal: true }));
  useRefetchOn(status, refresh);
  const s = status.data;
  const shown = s?.user ?? user;

  const act = async (
    path: ModerationPath,
    params: Omit<InputAt<ModerationPath>, 'room_id' | 'user_id'>,
    done: string,
  ) => {
    setBusy(true);
    setMessage(null);
    try {
      await callRoute('POST', path, { room_id: roomId, user_id: user.id, ...params }, { quiet: true });
      setMessage({ ok: true, text: done });
      setRefresh((r) => r + 1);
    } catch (cause) {
      setMessage({ ok: false, text: cause instanceof Error ? cause.message : String(cause) });
    } finally {
      setBusy(false);
    }
  };

  const muted = s ? isMuted(s.muted_until, now / 1000) : false;
  const until = (sec: number) => formatUnix(sec, i18n.language, 'dateTimeShort');

  const action = (label: string, run: () => void) => (
    <Button key={label} type="button" size="small" outlined disabled={busy} label={label} onClick={run} />
  );

  return (
    <Dialog {...dialog.props} header={t('card.title')}>
      <div className="stack">
        <div className="row">
          {shown.avatar ? <Avatar imageAlt="" image={shown.avatar} size="large" shape="circle" /> : null}
          <div>
            <strong>{shown.nickname}</strong>
            <div className="muted">
              {t('badge.level', { level: shown.level })} · {t('card.id', { id: shown.id })}
            </div>
            {s?.is_owner ? <Tag severity="danger" value={t('badge.anchor')} /> : null}
            {s?.is_manager ? <Tag severity="info" value={t('badge.assistant')} /> : null}
          </div>
        </div>
        {s && muted ? (
          <p className="muted">
            {s.muted_until === 0 ? t('card.mutedForever') : t('card.mutedUntil', { time: until(s.muted_until ?? 0) })}
          </p>
        ) : null}
        {s?.kicked ? <p className="muted">{t('card.kicked')}</p> : null}
        {s?.can_moderate ? (
          <div className="stack">
            {muted ? (
              <div className="row">
                {action(t('card.unmute'), () => void act(ROOM_PATHS.relieveTaboo, {}, t('card.done.unmuted')))}
              </div>
            ) : (
              <fieldset className="row">
                <legend>{t('card.mute')}</legend>
                {MUTE_MINUTES.map((minutes) =>
                  action(
                    t(`card.muteFor.${minutes}` as const),
                    () => void act(ROOM_PATHS.setTaboo, { minutes }, t('card.done.muted')),
                  ),
                )}
              </fieldset>
            )}
            <div className="row">
              {action(
                s.kicked ? t('card.unkick') : t('card.kick'),
                () =>
                  void act(
                    ROOM_PATHS.kickout,
                    { cancel: s.kicked ? 1 : 0 },
                    s.kicked ? t('card.done.unkicked') : t('card.done.kicked'),
                  ),
              )}
              {s.can_appoint
                ? s.is_manager
                  ? action(t('card.removeAssistant'), () => void act(ROOM_PATHS.delManage, {}, t('card.done.removed')))
                  : action(
                      t('card.appoint'),
                      () => void act(ROOM_PATHS.setAdministrations, {}, t('card.done.appointed')),
                    )
                : null}
            </div>
          </div>
        ) : null}
        {message ? (
          <p role={message.ok ? 'status' : 'alert'} className={message.ok ? 'ok-text' : 'error-text'}>
            {message.text}
          </p>
        ) : null}
        <p className="row">
          <Link to={`/persona?id=${shown.id}`}>{t('card.profile')}</Link>
          {/* Private messages need a login; not to oneself. */}
          {me && me.id !== shown.id ? (
            <Link to={routeHref({ name: 'chat' }, { to: shown.id })}>{t('card.message')}</Link>
          ) : null}
        </p>
      </div>
    </Dialog>
  );
}
