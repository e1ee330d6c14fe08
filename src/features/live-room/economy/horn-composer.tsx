import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputTextarea } from 'primereact/inputtextarea';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { ECONOMY_PATHS, HORN_MAX_LENGTH, HORN_PRICE } from '../../../../contracts/room-economy.ts';
import type { RoomInfo } from '../../../../contracts/room.ts';
import { callRoute } from '../../../lib/api-client.ts';
import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '../../../lib/query/api-query.ts';
import { useRefetchOn } from '../../../lib/query/use-refetch-on.ts';
import { updateStoredUser, userState } from '../../../lib/user-store.ts';
import { useDialog } from '../../../ui/use-dialog.ts';
import { canAfford } from './gift-count.ts';
import { PurchaseFeedback, usePurchase } from './use-purchase.tsx';

/** Write a horn: one line every page of the site shows; free while noble horns last, else HORN_PRICE. */
export function HornComposer({ room, onClose }: { room: RoomInfo; onClose(): void }) {
  const { t } = useTranslation('live-economy');
  const id = useId();
  const dialog = useDialog(onClose);
  const { user } = useSnapshot(userState);
  const [generation, setGeneration] = useState(0);
  const noble = useQuery(apiQuery(ECONOMY_PATHS.nobleList, user ? {} : null, { personal: true }));
  useRefetchOn(noble, generation);
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
        callRoute('POST', ECONOMY_PATHS.sendHorn, { room_id: room.id, text, client_id: clientId }, { quiet: true }),
      (sent) => {
        updateStoredUser({ balance: sent.balance });
        setText('');
        setGeneration((g) => g + 1);
        return t('horn.sent');
      },
    );
  };

  return (
    <Dialog {...dialog.props} header={t('horn.title')} data-testid="horn-composer">
      <p className="muted">{t('horn.explain')}</p>
      <div className="field">
        <label htmlFor={`${id}-text`}>{t('horn.label')}</label>
        <InputTextarea
          id={`${id}-text`}
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
        <small id={`${id}-count`} className="muted">
          {t('horn.length', { length, max: HORN_MAX_LENGTH })}
        </small>
      </div>
      <p className="eco-price" data-testid="horn-price">
        {free ? t('horn.free', { count: freeLeft }) : t('horn.paid', { count: HORN_PRICE })}
      </p>
      <PurchaseFeedback purchase={purchase} balance={user?.balance ?? null} />
      <div className="actions">
        <Button type="button" label={t('dialog.cancel')} severity="secondary" outlined onClick={dialog.hide} />
        <Button type="button" label={t('horn.send')} disabled={purchase.busy} onClick={() => void send()} />
      </div>
    </Dialog>
  );
}
