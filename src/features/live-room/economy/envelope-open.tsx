import { useQuery } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ECONOMY_PATHS, type RedEnvelope } from '../../../../contracts/room-economy.ts';
import { callRoute } from '../../../lib/api-client.ts';
import { updateStoredUser } from '../../../lib/user-store.ts';
import { useDialog } from '../../../ui/use-dialog.ts';
import { errorText } from './economy-errors.ts';
import { apiQuery } from '../../../lib/query/api-query.ts';
import { useRefetchOn } from '../../../lib/query/use-refetch-on.ts';

/** An envelope as the room's event announces it. */
export type EnvelopeNotice = Pick<RedEnvelope, 'id' | 'user' | 'total' | 'count'>;

type Outcome =
  | { kind: 'got'; amount: number }
  | { kind: 'already'; amount: number }
  | { kind: 'gone' }
  | { kind: 'error'; text: string };

/** One red envelope: open it for a share (once per user), then see who got what. */
export function EnvelopeOpen({ envelope, onClose }: { envelope: EnvelopeNotice; onClose(): void }) {
  const { t } = useTranslation(['live-economy', 'rooms', 'validation']);
  const dialog = useDialog(onClose);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [generation, setGeneration] = useState(0);
  const info = useQuery(
    apiQuery(ECONOMY_PATHS.envelopeInfo, outcome ? { id: envelope.id } : null, {
      personal: true,
      method: 'POST',
    }),
  );
  useRefetchOn(info, generation);

  const receive = async () => {
    setBusy(true);
    try {
      const got = await callRoute('POST', ECONOMY_PATHS.envelopeReceive, { id: envelope.id }, { quiet: true });
      updateStoredUser({ balance: got.balance });
      setOutcome({ kind: 'got', amount: got.amount });
    } catch (error) {
      // The refusal's reason is read from the envelope itself rather than from the message text.
      try {
        const now = await callRoute('POST', ECONOMY_PATHS.envelopeInfo, { id: envelope.id }, { quiet: true });
        if (now.mine !== null) setOutcome({ kind: 'already', amount: now.mine });
        else if (now.remaining_count === 0) setOutcome({ kind: 'gone' });
        else setOutcome({ kind: 'error', text: errorText(error) });
      } catch {
        setOutcome({ kind: 'error', text: errorText(error) });
      }
    } finally {
      setBusy(false);
      setGeneration((g) => g + 1);
    }
  };

  const receipts = info.data?.receipts ?? [];
  return (
    <Dialog {...dialog.props} header={t('envelope.openTitle')} data-testid="envelope-open">
      <div className="eco-envelope-card">
        <img src={envelope.user.avatar} alt="" width={48} height={48} />
        <p>{t('envelope.from', { name: envelope.user.nickname })}</p>
        <p className="muted">{t('envelope.summary', { total: envelope.total, count: envelope.count })}</p>
        {outcome === null ? (
          <Button
            type="button"
            label={t('envelope.open')}
            severity="danger"
            rounded
            disabled={busy}
            onClick={() => void receive()}
          />
        ) : (
          <p className="eco-envelope-result" role="status" data-testid="envelope-result">
            {outcome.kind === 'got'
              ? t('envelope.got', { count: outcome.amount })
              : outcome.kind === 'already'
                ? t('envelope.already', { count: outcome.amount })
                : outcome.kind === 'gone'
                  ? t('envelope.gone')
                  : outcome.text}
          </p>
        )}
      </div>
      {outcome !== null && info.data ? (
        <>
          <h3>
            {t('envelope.receipts', {
              taken: info.data.count - info.data.remaining_count,
              count: info.data.count,
            })}
          </h3>
          <ul>
            {receipts.map((r) => (
              <li key={r.user.id} className="person">
                <img src={r.user.avatar} alt="" width={28} height={28} />
                <span className="person-name">{r.user.nickname}</span>
                <span className="eco-diamonds">{t('contribution.diamonds', { count: r.amount })}</span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </Dialog>
  );
}
