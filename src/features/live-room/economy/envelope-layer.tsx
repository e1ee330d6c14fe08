import { useQuery } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { ECONOMY_PATHS, type OpenEnvelope } from '../../../../contracts/room-economy.ts';
import { openLoginDialog } from '../../../lib/login-dialog.ts';
import { apiQuery } from '../../../lib/query/api-query.ts';
import { useRefetchOn } from '../../../lib/query/use-refetch-on.ts';
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

/** The badges: the room's open envelopes the viewer has not taken, and those announced since. */
function pendingOf(
  first: readonly OpenEnvelope[] | undefined,
  announced: EnvelopeNotice[],
  closed: ReadonlySet<number>,
): EnvelopeNotice[] {
  const taken = new Set((first ?? []).filter((e) => e.received).map((e) => e.id));
  const waiting = addEnvelopes(
    (first ?? []).filter((e) => !e.received),
    announced.filter((e) => !taken.has(e.id)),
  );
  return waiting.filter((e) => !closed.has(e.id));
}

/**
 * Red envelopes of the room: those still open when the viewer arrives (or logs in) and those
 * handed out while the room is open, a badge each, opened in a dialog.
 */
export function EnvelopeLayer({ roomId }: { roomId: number }) {
  const { t } = useTranslation('live-economy');
  const { user } = useSnapshot(userState);
  const [announced, setAnnounced] = useState<EnvelopeNotice[]>([]);
  const [closed, setClosed] = useState<ReadonlySet<number>>(new Set());
  const [opened, setOpened] = useState<EnvelopeNotice | null>(null);

  // Whether the viewer took one is personal: asked again when the viewer logs in or out. A failed
  // load shows none; envelopes announced from now on still arrive over the socket.
  const first = useQuery(apiQuery(ECONOMY_PATHS.envelopeOpenList, { room_id: roomId }, { personal: true }));
  useRefetchOn(first, user?.id ?? null);
  const pending = pendingOf(first.data, announced, closed);

  useRoomSignals(roomId, (signal) => {
    if (signal.kind !== 'event' || signal.event.kind !== 'envelope') return;
    const envelope = signal.event.envelope;
    setAnnounced((list) => addEnvelopes(list, [envelope]));
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
            setClosed((ids) => new Set(ids).add(opened.id));
            setOpened(null);
          }}
        />
      ) : null}
    </div>
  );
}
