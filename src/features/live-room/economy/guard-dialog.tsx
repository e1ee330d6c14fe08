import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { RadioButton } from 'primereact/radiobutton';
import { Tag } from 'primereact/tag';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { ECONOMY_PATHS } from '../../../../contracts/room-economy.ts';
import type { RoomInfo } from '../../../../contracts/room.ts';
import { callRoute } from '../../../lib/api-client.ts';
import { currentLang } from '../../../lib/i18n.ts';
import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '../../../lib/query/api-query.ts';
import { useRefetchOn } from '../../../lib/query/use-refetch-on.ts';
import { updateStoredUser, userState } from '../../../lib/user-store.ts';
import { useDialog } from '../../../ui/use-dialog.ts';
import { canAfford } from './gift-count.ts';
import { MonthsField } from './months-field.tsx';
import { PurchaseFeedback, usePurchase } from './use-purchase.tsx';
import { formatUnix } from '../../../lib/locale-format.ts';

/** Become a guard of the room: a tier, how many months, the price; and the room's guards. */
export function GuardDialog({ room, onClose }: { room: RoomInfo; onClose(): void }) {
  const { t, i18n } = useTranslation('live-economy');
  const id = useId();
  const dialog = useDialog(onClose);
  const lang = currentLang();
  const { user } = useSnapshot(userState);
  const [generation, setGeneration] = useState(0);
  const list = useQuery(apiQuery(ECONOMY_PATHS.guardList, { room_id: room.id }, { personal: true }));
  useRefetchOn(list, generation);
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
        callRoute(
          'POST',
          ECONOMY_PATHS.guardBuy,
          { room_id: room.id, guard_id: tier.id, months, client_id: clientId },
          { quiet: true },
        ),
      (result) => {
        updateStoredUser({ balance: result.balance });
        setGeneration((g) => g + 1);
        return t('guard.bought', { date: formatUnix(result.expires_at, i18n.language, 'date') });
      },
    );
  };

  return (
    <Dialog {...dialog.props} header={t('guard.title')} data-testid="guard-dialog">
      {list.error && !list.data ? <p className="error-text">{t('bar.loadError')}</p> : null}
      <fieldset className="stack eco-tiers">
        <legend>{t('guard.tiers')}</legend>
        {tiers.map((x) => (
          <div key={x.id} className="row">
            <RadioButton
              inputId={`${id}-${x.id}`}
              name="guard-tier"
              value={x.id}
              checked={tier?.id === x.id}
              onChange={() => changeChoice(() => setTierId(x.id))}
            />
            <label htmlFor={`${id}-${x.id}`}>
              <span className="eco-tier-name">{x[`name_${lang}`]}</span>{' '}
              <span className="muted">{t('guard.perMonth', { count: x.price })}</span>
            </label>
          </div>
        ))}
      </fieldset>
      <MonthsField months={months} price={price} onChange={(m) => changeChoice(() => setMonths(m))} />
      <PurchaseFeedback purchase={purchase} balance={user?.balance ?? null} />
      <div className="actions">
        <Button type="button" label={t('guard.buy')} disabled={purchase.busy || !tier} onClick={() => void buy()} />
      </div>
      <h3>{t('guard.members', { count: list.data?.guards.length ?? 0 })}</h3>
      {list.data && list.data.guards.length === 0 ? <p className="muted">{t('guard.none')}</p> : null}
      <ul>
        {(list.data?.guards ?? []).map((g) => (
          <li key={g.id} className="person">
            <img src={g.avatar} alt="" width={28} height={28} />
            <span className="person-name">{g.nickname}</span>
            <Tag severity="info" value={tierName(g.guard)} />
            <span className="muted">{t('guard.until', { date: formatUnix(g.expires_at, i18n.language, 'date') })}</span>
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
