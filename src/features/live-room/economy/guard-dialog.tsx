import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { ECONOMY_PATHS, GUARD_MAX_MONTHS, type GuardList } from '../../../../contracts/room-economy.ts';
import type { RoomInfo } from '../../../../contracts/room.ts';
import { apiPost } from '../../../lib/api-client.ts';
import { currentLang } from '../../../lib/i18n.ts';
import { useApi } from '../../../lib/use-api.ts';
import { updateStoredUser, userState } from '../../../lib/user-store.ts';
import { EconomyDialog } from './economy-dialog.tsx';
import { errorText, isInsufficient, isUnanswered } from './economy-errors.ts';
import { canAfford, newClientId } from './gift-count.ts';
import { RechargeOffer } from './recharge-offer.tsx';

const MONTHS = Array.from({ length: GUARD_MAX_MONTHS }, (_, i) => i + 1);

/** Become a guard of the room: a tier, how many months, the price; and the room's guards. */
export function GuardDialog({ room, onClose }: { room: RoomInfo; onClose(): void }) {
  const { t } = useTranslation('live-economy');
  const lang = currentLang();
  const { user } = useSnapshot(userState);
  const [generation, setGeneration] = useState(0);
  const list = useApi<GuardList>(ECONOMY_PATHS.guardList, { room_id: room.id }, generation, { keep: false });
  const [tierId, setTierId] = useState<number | null>(null);
  const [months, setMonths] = useState(1);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);
  const [recharge, setRecharge] = useState(false);
  // Kept across a retry of a purchase whose answer was lost, so it is charged once.
  const [clientId, setClientId] = useState(() => newClientId('guard'));

  const tiers = list.data?.tiers ?? [];
  const tier = tiers.find((x) => x.id === tierId) ?? tiers[0] ?? null;
  const price = tier ? tier.price * months : 0;
  const tierName = (level: number) => {
    const found = tiers.find((x) => x.level === level);
    return found ? found[`name_${lang}`] : t('guard.level', { level });
  };
  const changeChoice = (next: () => void) => {
    next();
    setClientId(newClientId('guard'));
  };

  const buy = async () => {
    if (!tier || !user) return;
    if (!canAfford(user.balance, price)) return setRecharge(true);
    setBusy(true);
    setMessage(null);
    try {
      const result = await apiPost<{ expires_at: number; balance: number }>(
        ECONOMY_PATHS.guardBuy,
        { room_id: room.id, guard_id: tier.id, months, client_id: clientId },
        { quiet: true },
      );
      updateStoredUser({ balance: result.balance });
      setClientId(newClientId('guard'));
      setMessage({
        tone: 'ok',
        text: t('guard.bought', { date: new Date(result.expires_at * 1000).toLocaleDateString() }),
      });
      setGeneration((g) => g + 1);
    } catch (error) {
      if (!isUnanswered(error)) setClientId(newClientId('guard'));
      if (isInsufficient(error)) setRecharge(true);
      else setMessage({ tone: 'error', text: isUnanswered(error) ? t('send.unanswered') : errorText(error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <EconomyDialog title={t('guard.title')} onClose={onClose} testId="guard-dialog">
      {list.error && !list.data ? <p className="eco-error">{t('bar.loadError')}</p> : null}
      <fieldset className="eco-tiers">
        <legend>{t('guard.tiers')}</legend>
        {tiers.map((x) => (
          <label key={x.id} className="eco-tier">
            <input
              type="radio"
              name="guard-tier"
              checked={tier?.id === x.id}
              onChange={() => changeChoice(() => setTierId(x.id))}
            />
            <span className="eco-tier-name">{x[`name_${lang}`]}</span>
            <span className="eco-muted">{t('guard.perMonth', { count: x.price })}</span>
          </label>
        ))}
      </fieldset>
      <label className="eco-field">
        <span>{t('guard.months')}</span>
        <select value={months} onChange={(e) => changeChoice(() => setMonths(Number(e.target.value)))}>
          {MONTHS.map((m) => (
            <option key={m} value={m}>
              {t('guard.monthCount', { count: m })}
            </option>
          ))}
        </select>
      </label>
      <p className="eco-price">{t('guard.price', { count: price })}</p>
      {message ? (
        <p className={`eco-notice ${message.tone}`} role="status">
          {message.text}
        </p>
      ) : null}
      <div className="eco-actions">
        <button type="button" className="eco-button primary" disabled={busy || !tier} onClick={() => void buy()}>
          {t('guard.buy')}
        </button>
      </div>
      <h3 className="eco-subtitle">{t('guard.members', { count: list.data?.guards.length ?? 0 })}</h3>
      {list.data && list.data.guards.length === 0 ? <p className="eco-muted">{t('guard.none')}</p> : null}
      <ul className="eco-people">
        {(list.data?.guards ?? []).map((g) => (
          <li key={g.id} className="eco-person">
            <img src={g.avatar} alt="" width={28} height={28} />
            <span className="eco-person-name">{g.nickname}</span>
            <span className="eco-badge">{tierName(g.guard)}</span>
            <span className="eco-muted">
              {t('guard.until', { date: new Date(g.expires_at * 1000).toLocaleDateString() })}
            </span>
          </li>
        ))}
      </ul>
      {recharge ? (
        <RechargeOffer price={price} balance={user?.balance ?? null} onClose={() => setRecharge(false)} />
      ) : null}
    </EconomyDialog>
  );
}
