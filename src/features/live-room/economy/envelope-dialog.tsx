import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputText } from 'primereact/inputtext';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { ECONOMY_PATHS, ENVELOPE_MAX_COUNT, ENVELOPE_MAX_TOTAL } from '../../../../contracts/room-economy.ts';
import type { RoomInfo } from '../../../../contracts/room.ts';
import { callRoute } from '../../../lib/api-client.ts';
import { updateStoredUser, userState } from '../../../lib/user-store.ts';
import { useDialog } from '../../../ui/use-dialog.ts';
import { checkEnvelopeForm, type EnvelopeFormError } from './envelope-form.ts';
import { PurchaseFeedback, usePurchase } from './use-purchase.tsx';

/** Hand out a red envelope in the room: a total split at random into a number of shares. */
export function EnvelopeDialog({ room, onClose }: { room: RoomInfo; onClose(): void }) {
  const { t } = useTranslation('live-economy');
  const id = useId();
  const dialog = useDialog(onClose);
  const { user } = useSnapshot(userState);
  const [total, setTotal] = useState('');
  const [count, setCount] = useState('');
  const [errors, setErrors] = useState<EnvelopeFormError[]>([]);
  const purchase = usePurchase('envelope');

  const fieldError = (field: 'total' | 'count') => {
    const found = errors.find((e) => e.field === field);
    if (!found) return null;
    return found.field === 'total'
      ? t(`envelope.error.total.${found.error}`, { max: ENVELOPE_MAX_TOTAL })
      : t(`envelope.error.count.${found.error}`, { max: ENVELOPE_MAX_COUNT });
  };
  const edit = (set: (v: string) => void) => (value: string) => {
    set(value);
    setErrors([]);
    purchase.changed();
  };

  const submit = async () => {
    if (!user) return;
    const check = checkEnvelopeForm(total, count, user.balance);
    if (!check.ok) {
      if (check.errors.some((e) => e.error === 'insufficient')) purchase.offerRecharge(Number(total));
      return setErrors(check.errors);
    }
    await purchase.run(
      check.total,
      (clientId) =>
        callRoute(
          'POST',
          ECONOMY_PATHS.envelopeCreate,
          { room_id: room.id, total: check.total, count: check.count, client_id: clientId },
          { quiet: true },
        ),
      (made) => {
        updateStoredUser({ balance: made.balance });
        setTotal('');
        setCount('');
        return t('envelope.sent', { total: made.total, count: made.count });
      },
    );
  };

  const totalError = fieldError('total');
  const countError = fieldError('count');
  return (
    <Dialog {...dialog.props} header={t('envelope.title')} data-testid="envelope-dialog">
      <p className="muted">{t('envelope.explain')}</p>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <div className="field">
          <label htmlFor={`${id}-total-input`}>{t('envelope.total', { max: ENVELOPE_MAX_TOTAL })}</label>
          <InputText
            id={`${id}-total-input`}
            inputMode="numeric"
            value={total}
            disabled={purchase.busy}
            invalid={totalError !== null}
            aria-invalid={totalError !== null}
            aria-describedby={totalError ? `${id}-total` : undefined}
            onChange={(e) => edit(setTotal)(e.target.value)}
          />
          {totalError ? (
            <small id={`${id}-total`} className="error-text" role="alert">
              {totalError}
            </small>
          ) : null}
        </div>
        <div className="field">
          <label htmlFor={`${id}-count-input`}>{t('envelope.count', { max: ENVELOPE_MAX_COUNT })}</label>
          <InputText
            id={`${id}-count-input`}
            inputMode="numeric"
            value={count}
            disabled={purchase.busy}
            invalid={countError !== null}
            aria-invalid={countError !== null}
            aria-describedby={countError ? `${id}-count` : undefined}
            onChange={(e) => edit(setCount)(e.target.value)}
          />
          {countError ? (
            <small id={`${id}-count`} className="error-text" role="alert">
              {countError}
            </small>
          ) : null}
        </div>
        <PurchaseFeedback purchase={purchase} balance={user?.balance ?? null} />
        <div className="actions">
          <Button type="button" label={t('dialog.cancel')} severity="secondary" outlined onClick={dialog.hide} />
          <Button type="submit" label={t('envelope.send')} disabled={purchase.busy} />
        </div>
      </form>
    </Dialog>
  );
}
