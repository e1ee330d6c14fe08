import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, isInsufficient, isUnanswered } from './economy-errors.ts';
import { newClientId } from './gift-count.ts';
import { RechargeOffer } from './recharge-offer.tsx';

type Notice = { tone: 'ok' | 'error'; text: string };

/**
 * One purchase in a dialog (guard, noble, horn, red envelope): its client id is kept across a
 * retry whose answer was lost, so the ledger charges once, and renewed for any other outcome or a
 * changed choice; too few diamonds opens the recharge offer.
 */
export function usePurchase(kind: string) {
  const { t } = useTranslation(['live-economy', 'rooms', 'validation']);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<Notice | null>(null);
  /** The price the recharge offer is for, while it shows. */
  const [recharge, setRecharge] = useState<number | null>(null);
  const [clientId, setClientId] = useState(() => newClientId(kind));

  async function run<R>(price: number, call: (clientId: string) => Promise<R>, done: (result: R) => string) {
    setBusy(true);
    setMessage(null);
    try {
      const result = await call(clientId);
      setClientId(newClientId(kind));
      setMessage({ tone: 'ok', text: done(result) });
    } catch (error) {
      if (!isUnanswered(error)) setClientId(newClientId(kind));
      if (isInsufficient(error)) setRecharge(price);
      else setMessage({ tone: 'error', text: isUnanswered(error) ? t('send.unanswered') : errorText(error) });
    } finally {
      setBusy(false);
    }
  }

  return {
    busy,
    message,
    recharge,
    run,
    /** A different choice is a different purchase. */
    changed: () => setClientId(newClientId(kind)),
    fail: (text: string) => setMessage({ tone: 'error', text }),
    offerRecharge: (price: number) => setRecharge(price),
    closeRecharge: () => setRecharge(null),
  };
}

export type Purchase = ReturnType<typeof usePurchase>;

/** The purchase's result line, and the recharge offer when diamonds ran short. */
export function PurchaseFeedback({ purchase, balance }: { purchase: Purchase; balance: number | null }) {
  return (
    <>
      {purchase.message ? (
        <p className={purchase.message.tone === 'ok' ? 'ok-text' : 'error-text'} role="status">
          {purchase.message.text}
        </p>
      ) : null}
      {purchase.recharge !== null ? (
        <RechargeOffer price={purchase.recharge} balance={balance} onClose={purchase.closeRecharge} />
      ) : null}
    </>
  );
}
