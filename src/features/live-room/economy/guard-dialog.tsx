import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { ECONOMY_PATHS, type GuardBought, type GuardList } from '../../../../contracts/room-economy.ts';
import type { RoomInfo } from '../../../../contracts/room.ts';
import { apiPost } from '../../../lib/api-client.ts';
import { currentLang } from '../../../lib/i18n.ts';
import { useApi } from '../../../lib/use-api.ts';
import { updateStoredUser, userState } from '../../../lib/user-store.ts';
import { ModalDialog } from '../../../ui/modal-dialog.tsx';
import { canAfford } from './gift-count.ts';
import { MonthsField } from './months-field.tsx';
import { PurchaseFeedback, usePurchase } from './use-purchase.tsx';

/** Become a guard of the room: a tier, how many months, the price; and the room's guards. */
export function GuardDialog({ room, onClose }: { room: RoomInfo; onClose(): void }) {
  const { t } = useTranslation('live-economy');
  const lang = currentLang();
  const { user } = useSnapshot(userState);
  const [generation, setGeneration] = useState(0);
  const list = useApi<GuardList>(ECONOMY_PATHS.guardList, { room_id: room.id }, generation, { keep: false });
  const [tierId, setTierId] = useState<number | null>(null);
  const [months, setMonths] = useState(1);
  const purchase = usePurchase('guard');

  const tiers = list.data?.tiers ?? [];
  const tier = tiers.find((x) => x.id === tierId) ?? tiers[0] ?? null;
  const price = tier ? tier.price * months : 0;
  const tierName = (level: number) => {
    const found = tiers.find((x) => x.level === level);
    return found ? found[`name_${lang}`] : t('guard.level', { level });
  };
  const changeChoice = (next: () => void) => {
    next();
    purchase.changed();
  };

  const buy = async () => {
    if (!tier || !user) return;
    if (!canAfford(user.balance, price)) return purchase.offerRecharge(price);
    await purchase.run(
      price,
      (clientId) =>
        apiPost<GuardBought>(
          ECONOMY_PATHS.guardBuy,
          { room_id: room.id, guard_id: tier.id, months, client_id: clientId },
          { quiet: true },
        ),
      (result) => {
        updateStoredUser({ balance: result.balance });
        setGeneration((g) => g + 1);
        return t('guard.bought', { date: new Date(result.expires_at * 1000).toLocaleDateString() });
      },
    );
  };

  return (
    <ModalDialog title={t('guard.title')} onClose={onClose} testId="guard-dialog">
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
      <MonthsField months={months} price={price} onChange={(m) => changeChoice(() => setMonths(m))} />
      <PurchaseFeedback purchase={purchase} balance={user?.balance ?? null} />
      <div className="eco-actions">
        <button
          type="button"
          className="eco-button primary"
          disabled={purchase.busy || !tier}
          onClick={() => void buy()}
        >
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
    </ModalDialog>
  );
}
