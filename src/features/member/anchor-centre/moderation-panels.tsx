import { useQuery } from '@tanstack/react-query';
import { memberQuery } from '../member-query.ts';
import { InputText } from 'primereact/inputtext';
import { Button } from 'primereact/button';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ASSISTANTS_MAX } from '../../../../contracts/room-rules.ts';
import { ROOM_PATHS, type RoomUser } from '../../../../contracts/room.ts';
import { callRoute } from '../../../lib/api-client.ts';
import { parseUserId } from './centre-rules.ts';
import { useAction } from './use-action.ts';
import { dateFormat } from '../../../lib/locale-format.ts';

interface UserListProps {
  users: RoomUser[] | null;
  error: string | null;
  empty: string;
  actionLabel: string;
  onAction: (user: RoomUser) => void;
  busy: boolean;
}

/** Room users with one action each (remove, lift, let back in). */
function UserList({ users, error, empty, actionLabel, onAction, busy }: UserListProps) {
  const { t, i18n } = useTranslation('anchor-centre');
  const date = dateFormat(i18n.language, 'dateTimeShort');
  if (error) return <p className="error-text">{error}</p>;
  if (!users) return <p className="muted">{t('loading')}</p>;
  if (users.length === 0) return <p className="muted">{empty}</p>;
  return (
    <ul>
      {users.map((u) => (
        <li key={u.id} className="person">
          <img src={u.avatar} alt="" width={28} height={28} />
          <span className="person-name">{u.nickname}</span>
          <span className="muted">{t('moderation.userId', { id: u.id })}</span>
          {u.at !== undefined && <time className="muted">{date.format(u.at * 1000)}</time>}
          <Button
            type="button"
            outlined
            disabled={busy}
            aria-label={`${actionLabel} ${u.nickname}`}
            onClick={() => onAction(u)}
            label={actionLabel}
          />
        </li>
      ))}
    </ul>
  );
}

function Message({ message }: { message: { error: boolean; text: string } | null }) {
  if (!message) return null;
  return (
    <p className={message.error ? 'error-text' : 'ok-text'} role="status">
      {message.text}
    </p>
  );
}

/** Assistants (at most ASSISTANTS_MAX): appoint by user id, remove. */
export function AssistantsPanel({ roomId }: { roomId: number }) {
  const { t } = useTranslation('anchor-centre');
  const list = useQuery(memberQuery(ROOM_PATHS.manageList, { room_id: roomId }, 'POST'));
  const [userId, setUserId] = useState('');
  const action = useAction();
  const count = list.data?.length ?? 0;

  const appoint = (event: FormEvent) => {
    event.preventDefault();
    const id = parseUserId(userId);
    if (id === null) return action.setMessage({ error: true, text: t('moderation.badUserId') });
    if (count >= ASSISTANTS_MAX)
      return action.setMessage({ error: true, text: t('assistants.full', { max: ASSISTANTS_MAX }) });
    void action.run(async () => {
      await callRoute('POST', ROOM_PATHS.setAdministrations, { room_id: roomId, user_id: id }, { quiet: true });
      setUserId('');
      void list.refetch();
      return t('assistants.appointed');
    });
  };

  return (
    <section className="surface stack centre-panel" aria-labelledby="centre-assistants">
      <h2 id="centre-assistants">
        {t('assistants.title')} <span className="muted">{t('assistants.count', { count, max: ASSISTANTS_MAX })}</span>
      </h2>
      <form className="row" onSubmit={appoint}>
        <label className="field">
          <span>{t('assistants.userId')}</span>
          <InputText inputMode="numeric" value={userId} onChange={(e) => setUserId(e.target.value)} />
        </label>
        <Button type="submit" disabled={action.busy} label={t('assistants.appoint')} />
      </form>
      <Message message={action.message} />
      <UserList
        users={list.data ?? null}
        error={list.error?.message ?? null}
        empty={t('assistants.empty')}
        actionLabel={t('assistants.remove')}
        busy={action.busy}
        onAction={(u) =>
          void action.run(async () => {
            await callRoute('POST', ROOM_PATHS.delManage, { room_id: roomId, user_id: u.id }, { quiet: true });
            void list.refetch();
            return t('assistants.removed');
          })
        }
      />
    </section>
  );
}

/** Muted viewers; lift a mute. */
export function MutedPanel({ roomId }: { roomId: number }) {
  const { t } = useTranslation('anchor-centre');
  const list = useQuery(memberQuery(ROOM_PATHS.tabooList, { room_id: roomId }, 'POST'));
  const action = useAction();
  return (
    <section className="surface stack centre-panel" aria-labelledby="centre-muted">
      <h2 id="centre-muted">{t('muted.title')}</h2>
      <Message message={action.message} />
      <UserList
        users={list.data?.list ?? null}
        error={list.error?.message ?? null}
        empty={t('muted.empty')}
        actionLabel={t('muted.lift')}
        busy={action.busy}
        onAction={(u) =>
          void action.run(async () => {
            await callRoute('POST', ROOM_PATHS.relieveTaboo, { room_id: roomId, user_id: u.id }, { quiet: true });
            void list.refetch();
            return t('muted.lifted');
          })
        }
      />
    </section>
  );
}

/** Kicked viewers; let one back in. */
export function KickedPanel({ roomId }: { roomId: number }) {
  const { t } = useTranslation('anchor-centre');
  const list = useQuery(memberQuery(ROOM_PATHS.kickoutList, { room_id: roomId }, 'POST'));
  // With a room id the call answers that room's kicked users (without one, the caller's kicked rooms).
  const users = Array.isArray(list.data) ? list.data : null;
  const action = useAction();
  return (
    <section className="surface stack centre-panel" aria-labelledby="centre-kicked">
      <h2 id="centre-kicked">{t('kicked.title')}</h2>
      <Message message={action.message} />
      <UserList
        users={users}
        error={list.error?.message ?? null}
        empty={t('kicked.empty')}
        actionLabel={t('kicked.letBack')}
        busy={action.busy}
        onAction={(u) =>
          void action.run(async () => {
            await callRoute('POST', ROOM_PATHS.kickout, { room_id: roomId, user_id: u.id, cancel: 1 }, { quiet: true });
            void list.refetch();
            return t('kicked.letBackDone');
          })
        }
      />
    </section>
  );
}
