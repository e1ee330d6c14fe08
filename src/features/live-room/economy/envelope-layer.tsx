import { Button } from 'primereact/button';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { ECONOMY_PATHS } from '../../../../contracts/room-economy.ts';
import { callRoute } from '../../../lib/api-client.ts';
import { openLoginDialog } from '../../../lib/login-dialog.ts';
import { useRoomSignals } from '../../../lib/use-room-signals.ts';
import { userState } from '../../../lib/user-store.ts';
import { EnvelopeOpen, type EnvelopeNotice } from './envelope-open.tsx';
import './economy.css';

/** Envelopes waiting to be opened beyond this drop the oldest. */
const PENDING_MAX = 10;

function addEnvelopes(list: EnvelopeNotice[], more: EnvelopeNotice[]): EnvelopeNotice[] {
  const fresh = more.filter((e) => !list.some((x) => x.id === e.id));
  return fresh.length === 0 ? list : [...list, ...fresh].sort((a, b) => a.id - b.id).slice(-PENDING_MAX);
}

/**
 * Red envelopes of the room: those still open when the viewer arrives (or logs in) and those
 * handed out while the room is open, a badge each, opened in a dialog.
 */
export function EnvelopeLayer({ roomId }: { roomId: number }) {
  const { t } = useTranslation('live-economy');
  const { user } = useSnapshot(userState);
  const [pending, setPending] = useState<EnvelopeNotice[]>([]);
  const [opened, setOpened] = useState<EnvelopeNotice | null>(null);

  const userId = user?.id ?? null;
  useEffect(() => {
    let live = true;
    callRoute('GET', ECONOMY_PATHS.envelopeOpenList, { room_id: roomId }, { quiet: true })
      .then((open) => {
        if (!live) return;
        const taken = new Set(open.filter((e) => e.received).map((e) => e.id));
        setPending((list) =>
          addEnvelopes(
            list.filter((e) => !taken.has(e.id)),
            open.filter((e) => !e.received),
          ),
        );
      })
      // Envelopes announced from now on still arrive over the socket.
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [roomId, userId]);

  useRoomSignals(roomId, (signal) => {
    if (signal.kind !== 'event' || signal.event.kind !== 'envelope') return;
    const envelope = signal.event.envelope;
    setPending((list) => addEnvelopes(list, [envelope]));
  });

  const open = (envelope: EnvelopeNotice) => (user ? setOpened(envelope) : openLoginDialog());
  return (
    <div className="eco-envelopes">
      {pending.map((envelope) => (
        <Button
          key={envelope.id}
          type="button"
          severity="danger"
          size="small"
          rounded
          data-testid="envelope-badge"
          aria-label={t('envelope.badge', { name: envelope.user.nickname, total: envelope.total })}
          onClick={() => open(envelope)}
        >
          <span aria-hidden="true">🧧</span> {envelope.user.nickname}
        </Button>
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
