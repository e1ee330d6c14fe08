import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import {
  ECONOMY_PATHS,
  HORN_MAX_LENGTH,
  HORN_PRICE,
  type HornSent,
  type NobleList,
} from '../../../../contracts/room-economy.ts';
import type { RoomInfo } from '../../../../contracts/room.ts';
import { apiPost } from '../../../lib/api-client.ts';
import { useApi } from '../../../lib/use-api.ts';
import { updateStoredUser, userState } from '../../../lib/user-store.ts';
import { ModalDialog } from '../../../ui/modal-dialog.tsx';
import { canAfford } from './gift-count.ts';
import { PurchaseFeedback, usePurchase } from './use-purchase.tsx';

/** Write a horn: one line every page of the site shows; free while noble horns last, else HORN_PRICE. */
export function HornComposer({ room, onClose }: { room: RoomInfo; onClose(): void }) {
  const { t } = useTranslation('live-economy');
  const id = useId();
  const { user } = useSnapshot(userState);
  const [generation, setGeneration] = useState(0);
  const noble = useApi<NobleList>(ECONOMY_PATHS.nobleList, user ? {} : null, generation, { keep: false });
  const [text, setText] = useState('');
  const purchase = usePurchase('horn');

  const freeLeft = noble.data?.mine?.horns_left ?? 0;
  const free = freeLeft > 0;
  const length = text.length;

  const send = async () => {
    if (!user) return;
    if (text.trim() === '') return purchase.fail(t('horn.empty'));
    if (!free && !canAfford(user.balance, HORN_PRICE)) return purchase.offerRecharge(HORN_PRICE);
    await purchase.run(
      HORN_PRICE,
      (clientId) =>
        apiPost<HornSent>(ECONOMY_PATHS.sendHorn, { room_id: room.id, text, client_id: clientId }, { quiet: true }),
      (sent) => {
        updateStoredUser({ balance: sent.balance });
        setText('');
        setGeneration((g) => g + 1);
        return t('horn.sent');
      },
    );
  };

  return (
    <ModalDialog title={t('horn.title')} onClose={onClose} testId="horn-composer">
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
        disabled={purchase.busy}
        aria-describedby={`${id}-count`}
        onChange={(e) => {
          setText(e.target.value);
          purchase.changed();
        }}
      />
      <p id={`${id}-count`} className="eco-muted eco-counter">
        {t('horn.length', { length, max: HORN_MAX_LENGTH })}
      </p>
      <p className="eco-price" data-testid="horn-price">
        {free ? t('horn.free', { count: freeLeft }) : t('horn.paid', { count: HORN_PRICE })}
      </p>
      <PurchaseFeedback purchase={purchase} balance={user?.balance ?? null} />
      <div className="eco-actions">
        <button type="button" className="eco-button" onClick={onClose}>
          {t('dialog.cancel')}
        </button>
        <button type="button" className="eco-button primary" disabled={purchase.busy} onClick={() => void send()}>
          {t('horn.send')}
        </button>
      </div>
    </ModalDialog>
  );
}
