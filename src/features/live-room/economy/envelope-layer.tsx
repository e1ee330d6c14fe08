import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { openLoginDialog } from '../../../lib/login-dialog.ts';
import { useRoomSignals } from '../../../lib/use-room-signals.ts';
import { userState } from '../../../lib/user-store.ts';
import { EnvelopeOpen, type EnvelopeNotice } from './envelope-open.tsx';
import './economy.css';
import './economy-effects.css';

/** Envelopes waiting to be opened beyond this drop the oldest. */
const PENDING_MAX = 10;

/** Red envelopes handed out in the room while it is open: a badge each, opened in a dialog. */
export function EnvelopeLayer({ roomId }: { roomId: number }) {
  const { t } = useTranslation('live-economy');
  const { user } = useSnapshot(userState);
  const [pending, setPending] = useState<EnvelopeNotice[]>([]);
  const [opened, setOpened] = useState<EnvelopeNotice | null>(null);

  useRoomSignals(roomId, (signal) => {
    if (signal.kind !== 'event' || signal.event.kind !== 'envelope') return;
    const envelope = signal.event.envelope;
    setPending((list) => (list.some((e) => e.id === envelope.id) ? list : [...list, envelope].slice(-PENDING_MAX)));
  });

  const open = (envelope: EnvelopeNotice) => (user ? setOpened(envelope) : openLoginDialog());
  return (
    <div className="eco-envelopes">
      {pending.map((envelope) => (
        <button
          key={envelope.id}
          type="button"
          className="eco-envelope-badge"
          data-testid="envelope-badge"
          aria-label={t('envelope.badge', { name: envelope.user.nickname, total: envelope.total })}
          onClick={() => open(envelope)}
        >
          <span aria-hidden="true">🧧</span>
          <span className="eco-envelope-from">{envelope.user.nickname}</span>
        </button>
      ))}
      {opened ? (
        <EnvelopeOpen
          envelope={opened}
          onClose={() => {
            setPending((list) => list.filter((e) => e.id !== opened.id));
            setOpened(null);
          }}
        />
      ) : null}
    </div>
  );
}
