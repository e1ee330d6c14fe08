import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { ECONOMY_PATHS, type Gift, type GiftResult } from '../../../../contracts/room-economy.ts';
import type { RoomInfo } from '../../../../contracts/room.ts';
import { callRoute } from '../../../lib/api-client.ts';
import { openLoginDialog } from '../../../lib/login-dialog.ts';
import { updateStoredUser, userState } from '../../../lib/user-store.ts';
import { errorText, isInsufficient, isUnanswered } from './economy-errors.ts';
import { clientIdFor, newClientId, sendStep, type PendingSend, type SendIntent } from './gift-count.ts';

export interface SendNotice {
  tone: 'ok' | 'error';
  text: string;
}

/**
 * Sending gifts from the bar: visitors get the login dialog, the room's anchor the seed's
 * refusal, too few diamonds the recharge offer; a send whose answer was lost is retried with
 * the same client id, so the ledger applies it once.
 */
export function useGiftSend(room: RoomInfo, onSent: (result: GiftResult) => void) {
  const { t } = useTranslation(['live-economy', 'rooms', 'validation']);
  const { user } = useSnapshot(userState);
  const pending = useRef<PendingSend | null>(null);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<SendNotice | null>(null);
  const [recharge, setRecharge] = useState<{ price: number | null; balance: number | null } | null>(null);

  const send = async (gift: Gift, count: number, source: SendIntent['source']) => {
    const price = gift.price * count;
    const step = sendStep(user, room, price, source);
    if (step === 'login' || !user) return openLoginDialog();
    if (step === 'self') return setNotice({ tone: 'error', text: t('send.selfGift') });
    if (step === 'recharge') return setRecharge({ price, balance: user.balance });
    const intent: SendIntent = { gift_id: gift.id, count, source };
    const attempt = clientIdFor(pending.current, intent, () => newClientId('gift'));
    pending.current = attempt;
    setBusy(true);
    setNotice(null);
    try {
      const result = await callRoute(
        'POST',
        ECONOMY_PATHS.handselGift,
        { room_id: room.id, ...intent, client_id: attempt.clientId },
        { quiet: true },
      );
      pending.current = null;
      updateStoredUser({ balance: result.balance });
      setNotice({ tone: 'ok', text: t('send.sent', { count, diamonds: result.event.diamonds }) });
      onSent(result);
    } catch (error) {
      if (isUnanswered(error)) {
        setNotice({ tone: 'error', text: t('send.unanswered') });
        return;
      }
      pending.current = null;
      if (isInsufficient(error)) setRecharge({ price, balance: null });
      else setNotice({ tone: 'error', text: errorText(error) });
    } finally {
      setBusy(false);
    }
  };

  return { send, busy, notice, recharge, closeRecharge: () => setRecharge(null) };
}
