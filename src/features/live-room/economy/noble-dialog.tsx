import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { ECONOMY_PATHS, GUARD_MAX_MONTHS, type NobleList } from '../../../../contracts/room-economy.ts';
import { apiPost } from '../../../lib/api-client.ts';
import { currentLang } from '../../../lib/i18n.ts';
import { useApi } from '../../../lib/use-api.ts';
import { updateStoredUser, userState } from '../../../lib/user-store.ts';
import { EconomyDialog } from './economy-dialog.tsx';
import { errorText, isInsufficient, isUnanswered } from './economy-errors.ts';
import { canAfford, newClientId } from './gift-count.ts';
import { RechargeOffer } from './recharge-offer.tsx';

// Nobility is bought by the month like guards, with the same ceiling.
const MONTHS = Array.from({ length: GUARD_MAX_MONTHS }, (_, i) => i + 1);

interface NobleBought {
  expires_at: number;
  horns_left: number;
  balance: number;
}

/** Nobility: the tiers with their price and free horns, the caller's own, and buying one. */
export function NobleDialog({ onClose }: { onClose(): void }) {
  const { t } = useTranslation('live-economy');
  const lang = currentLang();
  const { user } = useSnapshot(userState);
  const [generation, setGeneration] = useState(0);
  const list = useApi<NobleList>(ECONOMY_PATHS.nobleList, user ? {} : null, generation, { keep: false });
  const [tierId, setTierId] = useState<number | null>(null);
  const [months, setMonths] = useState(1);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);
  const [recharge, setRecharge] = useState(false);
  const [clientId, setClientId] = useState(() => newClientId('noble'));

  const tiers = list.data?.tiers ?? [];
  const mine = list.data?.mine ?? null;
  const tier = tiers.find((x) => x.id === tierId) ?? tiers[0] ?? null;
  const price = tier ? tier.price * months : 0;
  const mineTier = mine ? tiers.find((x) => x.id === mine.noble_id) : undefined;
  const changeChoice = (next: () => void) => {
    next();
    setClientId(newClientId('noble'));
  };

  const buy = async () => {
    if (!tier || !user) return;
    if (!canAfford(user.balance, price)) return setRecharge(true);
    setBusy(true);
    setMessage(null);
    try {
      const result = await apiPost<NobleBought>(
        ECONOMY_PATHS.nobleBuy,
        { noble_id: tier.id, months, client_id: clientId },
        { quiet: true },
      );
      updateStoredUser({ balance: result.balance });
      setClientId(newClientId('noble'));
      setMessage({
        tone: 'ok',
        text: t('noble.bought', {
          date: new Date(result.expires_at * 1000).toLocaleDateString(),
          count: result.horns_left,
        }),
      });
      setGeneration((g) => g + 1);
    } catch (error) {
      if (!isUnanswered(error)) setClientId(newClientId('noble'));
      if (isInsufficient(error)) setRecharge(true);
      else setMessage({ tone: 'error', text: isUnanswered(error) ? t('send.unanswered') : errorText(error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <EconomyDialog title={t('noble.title')} onClose={onClose} testId="noble-dialog">
      {list.error && !list.data ? <p className="eco-error">{t('bar.loadError')}</p> : null}
      {mine ? (
        <p className="eco-mine" data-testid="noble-mine">
          {t('noble.mine', {
            name: mineTier ? mineTier[`name_${lang}`] : t('noble.level', { level: mine.level }),
            date: new Date(mine.expires_at * 1000).toLocaleDateString(),
          })}{' '}
          <strong>{t('noble.hornsLeft', { count: mine.horns_left })}</strong>
        </p>
      ) : list.data ? (
        <p className="eco-muted">{t('noble.none')}</p>
      ) : null}
      <fieldset className="eco-tiers">
        <legend>{t('noble.tiers')}</legend>
        {tiers.map((x) => (
          <label key={x.id} className="eco-tier">
            <input
              type="radio"
              name="noble-tier"
              checked={tier?.id === x.id}
              onChange={() => changeChoice(() => setTierId(x.id))}
            />
            <span className="eco-tier-name">{x[`name_${lang}`]}</span>
            <span className="eco-muted">{t('noble.perMonth', { count: x.price })}</span>
            <span className="eco-muted">{t('noble.horns', { count: x.horns })}</span>
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
          {t('noble.buy')}
        </button>
      </div>
      {recharge ? (
        <RechargeOffer price={price} balance={user?.balance ?? null} onClose={() => setRecharge(false)} />
      ) : null}
    </EconomyDialog>
  );
}
