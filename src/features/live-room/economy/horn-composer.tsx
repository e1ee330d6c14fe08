import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import {
  ECONOMY_PATHS,
  HORN_MAX_LENGTH,
  HORN_PRICE,
  type Horn,
  type NobleList,
} from '../../../../contracts/room-economy.ts';
import type { RoomInfo } from '../../../../contracts/room.ts';
import { apiPost } from '../../../lib/api-client.ts';
import { useApi } from '../../../lib/use-api.ts';
import { updateStoredUser, userState } from '../../../lib/user-store.ts';
import { EconomyDialog } from './economy-dialog.tsx';
import { errorText, isInsufficient, isUnanswered } from './economy-errors.ts';
import { canAfford, newClientId } from './gift-count.ts';
import { RechargeOffer } from './recharge-offer.tsx';

/** The answer may carry the sender's new balance and free horns left; older servers answer the horn only. */
type HornSent = Horn & { balance?: number; horns_left?: number };

/** Write a horn: one line every page of the site shows; free while noble horns last, else HORN_PRICE. */
export function HornComposer({ room, onClose }: { room: RoomInfo; onClose(): void }) {
  const { t } = useTranslation('live-economy');
  const id = useId();
  const { user } = useSnapshot(userState);
  const [generation, setGeneration] = useState(0);
  const noble = useApi<NobleList>(ECONOMY_PATHS.nobleList, user ? {} : null, generation, { keep: false });
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);
  const [recharge, setRecharge] = useState(false);
  const [clientId, setClientId] = useState(() => newClientId('horn'));

  const freeLeft = noble.data?.mine?.horns_left ?? 0;
  const free = freeLeft > 0;
  const length = text.length;

  const send = async () => {
    if (!user) return;
    if (text.trim() === '') return setMessage({ tone: 'error', text: t('horn.empty') });
    if (!free && !canAfford(user.balance, HORN_PRICE)) return setRecharge(true);
    setBusy(true);
    setMessage(null);
    try {
      const sent = await apiPost<HornSent>(
        ECONOMY_PATHS.sendHorn,
        { room_id: room.id, text, client_id: clientId },
        { quiet: true },
      );
      const balance = typeof sent.balance === 'number' ? sent.balance : free ? user.balance : user.balance - HORN_PRICE;
      updateStoredUser({ balance });
      setText('');
      setClientId(newClientId('horn'));
      setMessage({ tone: 'ok', text: t('horn.sent') });
      setGeneration((g) => g + 1);
    } catch (error) {
      if (!isUnanswered(error)) setClientId(newClientId('horn'));
      if (isInsufficient(error)) setRecharge(true);
      else setMessage({ tone: 'error', text: isUnanswered(error) ? t('send.unanswered') : errorText(error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <EconomyDialog title={t('horn.title')} onClose={onClose} testId="horn-composer">
      <p className="eco-muted">{t('horn.explain')}</p>
      <label className="eco-field" htmlFor={`${id}-text`}>
        <span>{t('horn.label')}</span>
      </label>
      <textarea
        id={`${id}-text`}
        className="eco-horn-text"
        rows={2}
        maxLength={HORN_MAX_LENGTH}
        value={text}
        disabled={busy}
        aria-describedby={`${id}-count`}
        onChange={(e) => {
          setText(e.target.value);
          setClientId(newClientId('horn'));
        }}
      />
      <p id={`${id}-count`} className="eco-muted eco-counter">
        {t('horn.length', { length, max: HORN_MAX_LENGTH })}
      </p>
      <p className="eco-price" data-testid="horn-price">
        {free ? t('horn.free', { count: freeLeft }) : t('horn.paid', { count: HORN_PRICE })}
      </p>
      {message ? (
        <p className={`eco-notice ${message.tone}`} role="status">
          {message.text}
        </p>
      ) : null}
      <div className="eco-actions">
        <button type="button" className="eco-button" onClick={onClose}>
          {t('dialog.cancel')}
        </button>
        <button type="button" className="eco-button primary" disabled={busy} onClick={() => void send()}>
          {t('horn.send')}
        </button>
      </div>
      {recharge ? (
        <RechargeOffer price={HORN_PRICE} balance={user?.balance ?? null} onClose={() => setRecharge(false)} />
      ) : null}
    </EconomyDialog>
  );
}
