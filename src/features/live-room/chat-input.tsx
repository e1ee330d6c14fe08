import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { BARRAGE_MAX_LENGTH, checkBarrageText } from '../../../contracts/room-rules.ts';
import { ROOM_PATHS, type Barrage, type RoomInfo } from '../../../contracts/room.ts';
import { callRoute } from '../../lib/api-client.ts';
import { openLoginDialog } from '../../lib/login-dialog.ts';
import { userState } from '../../lib/user-store.ts';
import { useNow } from '../../lib/use-now.ts';
import { formatUnix } from '../../lib/locale-format.ts';

/** Whether a mute (unix seconds; 0 = until lifted; null = none) is in force at `nowS`. */
export function isMuted(mutedUntil: number | null | undefined, nowS: number): boolean {
  return mutedUntil === 0 || (typeof mutedUntil === 'number' && mutedUntil > nowS);
}

/** The barrage input: a length counter, Enter sends, the server's refusals shown as it words them. */
export function ChatInput({ room, onSent }: { room: RoomInfo; onSent(barrage: Barrage): void }) {
  const { t, i18n } = useTranslation('live-room');
  const { user } = useSnapshot(userState);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const now = useNow(5_000);
  const mutedUntil = room.me?.muted_until;
  const muted = user !== null && isMuted(mutedUntil, now / 1000);
  const length = [...text].length;

  const send = async (event?: FormEvent) => {
    event?.preventDefault();
    if (!user) {
      openLoginDialog();
      return;
    }
    const checked = checkBarrageText(text);
    if (checked.refusal) {
      setError(t(`send.refusal.${checked.refusal}`, { max: BARRAGE_MAX_LENGTH }));
      return;
    }
    setSending(true);
    setError(null);
    try {
      const sent = await callRoute(
        'POST',
        ROOM_PATHS.barrageSend,
        { room_id: room.id, text: checked.text },
        { quiet: true },
      );
      setText('');
      onSent(sent);
    } catch (cause) {
      setError(cause instanceof Error ? cause.message : String(cause));
    } finally {
      setSending(false);
    }
  };

  const mutedReason =
    mutedUntil === 0
      ? t('send.mutedForever')
      : t('send.mutedUntil', {
          time: formatUnix(mutedUntil ?? 0, i18n.language, 'dateTimeShort'),
        });

  return (
    <form className="lr-chat-input" onSubmit={(e) => void send(e)}>
      {muted ? (
        <p className="muted" role="status">
          {mutedReason}
        </p>
      ) : null}
      <div className="row lr-chat-input-row">
        <InputText
          data-testid="barrage-input"
          value={text}
          disabled={muted || sending}
          placeholder={user ? t('send.placeholder') : t('send.loginFirst')}
          aria-label={t('send.label')}
          aria-invalid={length > BARRAGE_MAX_LENGTH}
          aria-describedby="lr-barrage-counter"
          onFocus={() => {
            if (!user) openLoginDialog();
          }}
          onChange={(e) => {
            setText(e.target.value);
            setError(null);
          }}
        />
        <small id="lr-barrage-counter" className={length > BARRAGE_MAX_LENGTH ? 'error-text' : 'muted'}>
          {t('send.counter', { length, max: BARRAGE_MAX_LENGTH })}
        </small>
        <Button type="submit" data-testid="barrage-send" disabled={muted || sending} label={t('send.button')} />
      </div>
      {error ? (
        <p className="error-text" role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}
